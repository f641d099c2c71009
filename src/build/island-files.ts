/** Where the islands are (src/islands) and where their scripts are served from (build time). */
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const ISLANDS_DIR = 'src/islands';
export const ISLAND_SUFFIX = '.island.tsx';
/** Where the scripts are served from. */
export const ISLANDS_URL = '/islands';

/** The island names, from their files: src/islands/<name>.island.tsx. */
export function islandNames(root: string): string[] {
  return readdirSync(path.join(root, ISLANDS_DIR))
    .filter((file) => file.endsWith(ISLAND_SUFFIX))
    .map((file) => file.slice(0, -ISLAND_SUFFIX.length))
    .sort();
}
