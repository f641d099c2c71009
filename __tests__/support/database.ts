/**
 * A real database for a test: the project's embedded Postgres (PGlite, served over the Postgres
 * protocol by scripts/database-server.ts) in a temporary data folder, on a port of its own, with
 * the project's migrations applied. A new database is a copy of one made once per run of the
 * migrations (creating one takes seconds), unless the test asks for an empty one.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT } from '../../scripts/lib/paths';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import {
  databaseDir,
  ensureEmbeddedDatabase,
  stopEmbeddedDatabase,
} from '../../src/server/embedded-database';

const MIGRATIONS = path.join(ROOT, 'netlify/database/migrations');

export type TestDatabase = {
  /** The data folder (SITE_DATA_DIR) the database lives in. */
  dataDir: string;
  url: string;
  pool: pg.Pool;
  /** Stops the server and removes its folder. */
  stop: () => Promise<void>;
};

/** A digest of the migrations, so a template made by other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The data of a new database with the migrations applied, made once and kept in tmp. */
async function template(): Promise<string> {
  const done = path.join(tmpdir(), `site-database-template-${migrationsDigest()}`);
  if (existsSync(done)) return done;
  const making = mkdtempSync(`${done}.making-`);
  await ensureEmbeddedDatabase({ dataDir: making, root: ROOT });
  await stopEmbeddedDatabase(making);
  try {
    renameSync(making, done);
  } catch {
    // made by another test at the same time
    rmSync(making, { recursive: true, force: true });
  }
  return done;
}

/** Puts a new database, migrations applied, in the data folder `dataDir` (not yet running). */
export async function placeNewDatabase(dataDir: string): Promise<void> {
  cpSync(
    path.join(databaseDir(await template()), 'pgdata'),
    path.join(databaseDir(dataDir), 'pgdata'),
    {
      recursive: true,
    },
  );
}

export async function startDatabase({ empty = false } = {}): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'));
  if (!empty) await placeNewDatabase(dataDir);
  const url = await ensureEmbeddedDatabase({ dataDir, root: ROOT });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => undefined);
  return {
    dataDir,
    url,
    pool,
    stop: async () => {
      await pool.end().catch(() => undefined);
      await stopEmbeddedDatabase(dataDir);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Empties the tables between tests. DELETE, as the few rows a test keeps go in a few ms, where
 * the embedded database's TRUNCATE takes 100 to 200 ms (it makes new files for each table).
 */
export async function emptyTables(pool: pg.Pool): Promise<void> {
  await pool.query(
    'DELETE FROM enquiries; DELETE FROM erasures; DELETE FROM corrections; DELETE FROM waitlist; DELETE FROM waitlist_tallies; DELETE FROM digests; DELETE FROM rate_limits; DELETE FROM branch_emptied; DELETE FROM mail_limits',
  );
}

/** The production site (startSite) with a new database of its own; `stop` removes both. */
export async function startSiteWithDatabase(
  env: Record<string, string> = {},
): Promise<RunningSite> {
  const data = await startDatabase();
  try {
    const site = await startSite({ SITE_DATA_DIR: data.dataDir, ...env });
    return {
      ...site,
      stop: async () => {
        await site.stop();
        await data.stop();
      },
    };
  } catch (error) {
    await data.stop();
    throw error;
  }
}
