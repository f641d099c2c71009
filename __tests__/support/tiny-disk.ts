/**
 * A real, small filesystem for the tests of a full or read-only disk: a tmpfs mounted for the test
 * (needs root; tests that cannot mount one are skipped, saying why).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, statSync, truncateSync, writeSync } from 'node:fs';

export const PAGE = 4096;

/** Mounts a tmpfs of `size` (as mount writes it: 48m) at `dir`: null when mounted, or why not. */
export function mountTmpfs(dir: string, size: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size},mode=0700`, 'tmpfs', dir], {
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
