/**
 * The database's schema: the SQL migrations in netlify/database/migrations, applied by Netlify's
 * own migration runner (`@netlify/database-dev`, what Netlify's local development uses; Netlify
 * applies the same files on deploy and records them in the same `netlify.migrations` table).
 * Run by the embedded database when it starts and by `npm start` for a self-hosted Postgres; never
 * by the site's function.
 */
import path from 'node:path';
import type { SQLExecutor } from '@netlify/database-dev';
import type { Pool } from 'pg';

/** Where the migrations are, as Netlify Database expects them. */
export const MIGRATIONS_DIR = path.resolve(__dirname, '../../netlify/database/migrations');

/** Applies the migrations not yet applied, in order; returns the names it applied. */
export async function applyMigrations(db: SQLExecutor, dir = MIGRATIONS_DIR): Promise<string[]> {
  // An ES module only: imported, not required.
  const netlify = await import('@netlify/database-dev');
  return netlify.applyMigrations(db, dir);
}

/** An arbitrary constant: the advisory lock two starters take so one migrates at a time. */
const MIGRATION_LOCK = 7_202_611;

/**
 * Applies the migrations to a Postgres reached through a pool (a self-hosted one, from
 * DATABASE_URL), holding an advisory lock so that two processes starting at once do not both run
 * them.
 */
export async function migrate(pool: Pool, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const executor: SQLExecutor = {
      exec: (sql) => client.query(sql),
      query: async <T>(sql: string, params?: unknown[]) => ({
        rows: (await client.query(sql, params)).rows as T[],
      }),
      transaction: async (fn) => {
        await client.query('BEGIN');
        try {
          const result = await fn(executor);
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      },
    };
    return await applyMigrations(executor, dir);
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
