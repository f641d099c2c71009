/**
 * The one database of enquiries: Postgres everywhere, through one driver (`pg`) and one set of SQL.
 *
 *  - On Netlify: Netlify Database, whose address for this deploy (production, or a preview's own
 *    branch) `@netlify/database` hands over (NETLIFY_DB_URL, which Netlify gives its current
 *    functions: netlify/functions/). Nothing else, ever: a function without it fails, saying so,
 *    and its visitor is told (503); it never falls back to another database.
 *  - Self-hosted: DATABASE_URL, any Postgres.
 *  - Otherwise: the embedded database in the data folder (src/server/embedded-database.ts),
 *    started by whoever needs it first.
 *
 * Where NETLIFY_DB_URL and DATABASE_URL are both set and name different databases, nothing is
 * opened: which one was meant cannot be told.
 *
 * Connections are pooled per address on globalThis: `gatsby serve` loads the function's bundle
 * again for every request, and the pool must outlive each copy.
 */
import { getConnectionString, MissingDatabaseConnectionError } from '@netlify/database';
import pg from 'pg';
import { onNetlify } from './config';
import { ensureEmbeddedDatabase } from './embedded-database';
import { emptyPreviewBranch } from './enquiries';
import { errorText } from './log';

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

export type Database = { pool: pg.Pool; kind: 'netlify' | 'url' | 'embedded'; describe: string };

/** Netlify Database's address for this deploy, or null off Netlify. */
function netlifyDatabaseUrl(): string | null {
  try {
    return getConnectionString();
  } catch (error) {
    if (error instanceof MissingDatabaseConnectionError) return null;
    throw error;
  }
}

/**
 * A Postgres address as a person may see it: the server and the database's name, never the user
 * or the password ("db.example.com:5432, database site").
 */
export function whereIs(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || 'postgres';
    const socket = parsed.searchParams.get('host');
    const server = parsed.host || socket || 'localhost';
    return `${server}, database ${database}`;
  } catch {
    return 'an address that cannot be read';
  }
}

/** Whether two addresses name the same database (server, port, name and user). */
function sameDatabase(one: string, other: string): boolean {
  const key = (url: string) => {
    try {
      const { hostname, port, pathname, username, searchParams } = new URL(url);
      // A socket's folder is its address too.
      return [hostname, searchParams.get('host'), port || '5432', pathname, username].join('|');
    } catch {
      return url;
    }
  };
  return key(one) === key(other);
}

/** Why this process has no database; its message says what to do. */
export class NoDatabase extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NoDatabase';
  }
}

/**
 * Where this process finds its database, what kind it is, and how to say it to a person. Throws a
 * NoDatabase on Netlify without Netlify Database, and wherever NETLIFY_DB_URL and DATABASE_URL
 * disagree.
 */
export async function databaseAddress(
  settings: DatabaseSettings,
  env: NodeJS.ProcessEnv = globalThis.process.env,
): Promise<{ url: string; kind: 'netlify' | 'url' | 'embedded'; describe: string }> {
  const netlify = netlifyDatabaseUrl();
  if (netlify && settings.url && !sameDatabase(netlify, settings.url)) {
    throw new NoDatabase(
      `NETLIFY_DB_URL (${whereIs(netlify)}) and DATABASE_URL (${whereIs(settings.url)}) name different databases; unset the one you did not mean.`,
    );
  }
  if (netlify)
    return { url: netlify, kind: 'netlify', describe: `Netlify Database (${whereIs(netlify)})` };
  if (onNetlify(env)) {
    throw new NoDatabase(
      'Netlify Database is not available to this function: NETLIFY_DB_URL is not set. Enable Netlify Database for the site (docs/deploying.md); on Netlify nothing falls back to another database.',
    );
  }
  if (settings.url) {
    return {
      url: settings.url,
      kind: 'url',
      describe: `the Postgres at DATABASE_URL (${whereIs(settings.url)})`,
    };
  }
  const url = await ensureEmbeddedDatabase({ dataDir: settings.dataDir });
  return {
    url,
    kind: 'embedded',
    describe: `the embedded database in ${settings.dataDir}/database`,
  };
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
      // The server gives up on a statement first, so a statement the client gave up on never
      // commits afterwards (a visitor told "may not have reached us" about a row that then appears).
      statement_timeout: QUERY_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS + 2_000,
      idleTimeoutMillis: 10_000,
      allowExitOnIdle: true,
    });
    pool.on('error', (error: Error) =>
      console.error(`A database connection failed while idle: ${errorText(error)}`),
    );
    pools.set(url, pool);
  }
  return pool;
}

const EMPTIED = Symbol.for('site.database.preview-emptied');
type WithEmptied = typeof globalThis & { [EMPTIED]?: Promise<unknown> };

/**
 * The database of this process: its pool, and its name for staff. A deploy preview's (Netlify
 * Database's branch for it, as the build says: `context`) is emptied of people the first time
 * (src/server/enquiries.ts, emptyPreviewBranch): previews never hold production's people. If
 * that fails, the request goes on, and the next one tries again.
 */
export async function openDatabase(
  settings: DatabaseSettings,
  { context }: { context?: string } = {},
): Promise<Database> {
  const { url, kind, describe } = await databaseAddress(settings);
  const pool = poolFor(url);
  // Deploy previews only: Netlify documents a branch of its own for each of them. A branch deploy's
  // database is not said to be its own, so it is never emptied.
  if (kind === 'netlify' && context === 'deploy-preview') {
    const holder = globalThis as WithEmptied;
    holder[EMPTIED] ??= emptyPreviewBranch(pool).catch((error: unknown) => {
      // Tried again by the next request.
      holder[EMPTIED] = undefined;
      console.error('A preview could not empty its branch of the database:', errorText(error));
    });
    await holder[EMPTIED];
  }
  return { pool, kind, describe };
}

/** Ends every pool of this process (scripts, before they exit). */
export async function closeDatabases(): Promise<void> {
  const pools = (globalThis as WithPools)[POOLS];
  if (!pools) return;
  const ending = [...pools.values()].map((pool) => pool.end().catch(() => undefined));
  pools.clear();
  await Promise.all(ending);
}
