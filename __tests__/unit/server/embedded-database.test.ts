/**
 * @jest-environment node
 *
 * The embedded database is its owner's only: it listens on no network port, its socket is in a
 * folder only its owner may enter, and every file of its data can be read and written by its
 * owner only. Another local user cannot connect (run as root: `nobody` tries, with psql).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { databaseDir } from '../../../src/server/embedded-database';
import { startDatabase, type TestDatabase } from '../../support/database';

let db: TestDatabase;
beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());

/** Every file and folder under `dir`, with its permission bits. */
function modes(dir: string): { file: string; mode: number; folder: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    const mode = statSync(file).mode & 0o777;
    return entry.isDirectory()
      ? [{ file, mode, folder: true }, ...modes(file)]
      : [{ file, mode, folder: false }];
  });
}

it('is reached through a socket, not a network port', () => {
  const url = new URL(db.url);
  expect(url.port).toBe('');
  expect(url.searchParams.get('host')).toBe(databaseDir(db.dataDir));
});

it('lets nobody but its owner into any of its folders, and nobody else write any of its files', () => {
  const dir = databaseDir(db.dataDir);
  expect(statSync(dir).mode & 0o777).toBe(0o700);
  // A file PGlite makes after the server started may say it can be read by others (PGlite sets
  // its own modes): no one else can reach it, its folders being its owner's only.
  const open = modes(dir).filter(({ mode, folder }) => (folder ? mode !== 0o700 : mode & 0o022));
  expect(open).toEqual([]);
});

const asRoot = process.getuid?.() === 0;
const psql = (() => {
  try {
    execFileSync('psql', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

(asRoot && psql ? it : it.skip)(
  'refuses another local user (nobody), whatever user and password it gives',
  () => {
    const host = databaseDir(db.dataDir);
    let refused = '';
    try {
      execFileSync(
        'runuser',
        [
          '-u',
          'nobody',
          '--',
          'psql',
          `host=${host} user=postgres password=wrong dbname=postgres`,
          '-c',
          'SELECT 1',
        ],
        { stdio: 'pipe', encoding: 'utf8', timeout: 10_000 },
      );
    } catch (error) {
      refused = String((error as { stderr?: string }).stderr);
    }
    expect(refused).toMatch(/Permission denied/);
  },
);
