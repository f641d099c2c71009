/**
 * Where the islands are and where their scripts are served from (build time). An island sits
 * beside the component it brings to life (src/components/MenuToggle.island.tsx next to
 * MenuToggle.tsx); the runtime that defines and hydrates islands is in src/islands.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The island runtime: defining an island, hydrating it. */
export const ISLAND_RUNTIME_DIR = 'src/islands';
/** The folders whose components may have an island beside them. */
export const ISLAND_DIRS = ['src/components', 'src/sections'];
export const ISLAND_SUFFIX = '.island.tsx';
/** Where the scripts are served from. */
export const ISLANDS_URL = '/islands';
/**
 * Which scripts each island needs, written by the islands' build (islands.ts) into Gatsby's own
 * working folder on every build, and bundled into the page renderer under the module name
 * ISLAND_MANIFEST_MODULE (page-scripts.tsx, gatsby-node.ts).
 */
export const ISLAND_MANIFEST_FILE = '.cache/islands/manifest.json';
export const ISLAND_MANIFEST_MODULE = 'island-manifest';

/** An island's name from its file: MenuToggle.island.tsx -> menu-toggle. */
export function islandName(file: string): string {
  return path
    .basename(file, ISLAND_SUFFIX)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}

/** Every island's file (relative to the project), by the island's name. */
export function islandFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const dir of ISLAND_DIRS) {
    const entries = readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' });
    for (const entry of entries.filter((name) => name.endsWith(ISLAND_SUFFIX)).sort()) {
      const file = path.join(dir, entry);
      const name = islandName(file);
      if (files[name]) throw new Error(`Two islands are named "${name}": ${files[name]}, ${file}`);
      files[name] = file;
    }
  }
  return files;
}

/** The island names, sorted. */
export function islandNames(root: string): string[] {
  return Object.keys(islandFiles(root)).sort();
}
