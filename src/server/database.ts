/**
 * The one database of enquiries: Postgres everywhere, through one driver (`pg`) and one set of SQL.
 *
 *  - On Netlify: Netlify Database, whose address for this deploy (production, or a preview's own
 *    branch) `@netlify/database` hands over (NETLIFY_DB_URL).
 *  - Self-hosted: DATABASE_URL, any Postgres.
 *  - Otherwise: the embedded database in the data folder (src/server/embedded-database.ts),
 *    started by whoever needs it first.
 *
 * Connections are pooled per address on globalThis: `gatsby serve` loads the function's bundle
 * again for every request, and the pool must outlive each copy.
 */
import { getConnectionString, MissingDatabaseConnectionError } from '@netlify/database';
import pg from 'pg';
import { ensureEmbeddedDatabase } from './embedded-database';

/**
 * How long a request may wait for a connection (under load, for a free one of the pool), and for
 * any one statement: both within the 20 s the form waits for an answer.
 */
export const CONNECT_TIMEOUT_MS = 15_000;
export const QUERY_TIMEOUT_MS = 10_000;

export type DatabaseSettings = {
  /** DATABASE_URL: a Postgres of one's own. */
  url: string | null;
  /** Where the embedded database lives when no address is given (SITE_DATA_DIR, `data`). */
  dataDir: string;
};

export type Database = { pool: pg.Pool; describe: string };

/** Netlify Database's address for this deploy, or null off Netlify. */
function netlifyDatabaseUrl(): string | null {
  try {
    return getConnectionString();
  } catch (error) {
    if (error instanceof MissingDatabaseConnectionError) return null;
    throw error;
  }
}

/** Where this process finds its database, and how to say it to a person. */
export async function databaseAddress(
  settings: DatabaseSettings,
): Promise<{ url: string; describe: string }> {
  const netlify = netlifyDatabaseUrl();
  if (netlify) return { url: netlify, describe: 'Netlify Database' };
  if (settings.url) return { url: settings.url, describe: 'the database at DATABASE_URL' };
  const url = await ensureEmbeddedDatabase({ dataDir: settings.dataDir });
  return { url, describe: `the embedded database in ${settings.dataDir}/database` };
}

const POOLS = Symbol.for('site.database.pools');
type WithPools = typeof globalThis & { [POOLS]?: Map<string, pg.Pool> };

/**
 * The pool for an address, made once per process. A connection that breaks while idle (the
 * database restarted, say) is dropped and logged, never thrown: a pool's error event with no
 * listener would end the process.
 */
export function poolFor(url: string, max = 10): pg.Pool {
  const holder = globalThis as WithPools;
  const pools = (holder[POOLS] ??= new Map());
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
    pool.on('error', (error: Error) =>
      console.error(`A database connection failed while idle: ${error.message}`),
    );
    pools.set(url, pool);
  }
  return pool;
}

/** The database of this process: its pool, and its name for staff. */
export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  const { url, describe } = await databaseAddress(settings);
  return { pool: poolFor(url), describe };
}

/** Ends every pool of this process (scripts, before they exit). */
export async function closeDatabases(): Promise<void> {
  const pools = (globalThis as WithPools)[POOLS];
  if (!pools) return;
  const ending = [...pools.values()].map((pool) => pool.end().catch(() => undefined));
  pools.clear();
  await Promise.all(ending);
}
