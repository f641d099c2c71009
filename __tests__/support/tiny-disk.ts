/**
 * A real, tiny filesystem for the tests of a full, nearly full or read-only disk: a tmpfs of 16
 * pages, mounted for the test (needs root). Tests that cannot mount one say so and skip.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, statSync, truncateSync, writeSync } from 'node:fs';

export const PAGE = 4096;

/** Mounts the tiny disk at `dir`: null when mounted, or why it could not be. */
export function mountTinyDisk(dir: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${16 * PAGE},mode=0700`, 'tmpfs', dir], {
      stdio: 'pipe',
    });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0]! : String(error);
  }
}

/** Fills the disk with the file `filler`, then frees `pages` whole pages again. */
export function fillDisk(filler: string, pages: number): void {
  const handle = openSync(filler, 'w');
  const block = Buffer.alloc(PAGE, 0x61);
  try {
    for (;;) writeSync(handle, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(handle);
  }
  const size = statSync(filler).size;
  truncateSync(filler, Math.max(0, size - (size % PAGE) - pages * PAGE));
}
