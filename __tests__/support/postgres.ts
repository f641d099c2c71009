/**
 * A real PostgreSQL server for a test, not the embedded one: Debian's PostgreSQL (`initdb` and
 * `pg_ctl` from the postgresql package, which `.ci/run` installs where it is missing), in a
 * temporary folder, on a free port of 127.0.0.1, with a password, the project's migrations applied.
 * For jest and Playwright alike.
 * Run as root, the server runs as the `postgres` user, as PostgreSQL requires.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../scripts/lib/ports';
import { ROOT } from '../../scripts/lib/paths';

export type RealPostgres = { url: string; stop: () => Promise<void> };

/** Where Debian keeps PostgreSQL's programs (the newest version installed). */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions
    .map((version) => path.join(root, version, 'bin'))
    .find((candidate) => existsSync(path.join(candidate, 'initdb')));
  if (!dir) throw new Error('PostgreSQL is not installed: apt-get install -y postgresql');
  return dir;
}

/** `migrations: false`: an empty database, as a Postgres of one's own is before `npm start`. */
export async function startPostgres({ migrations = true } = {}): Promise<RealPostgres> {
  const bin = binDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-postgres-'));
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) =>
    execFileSync(
      asRoot ? 'runuser' : path.join(bin, program),
      asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args,
      { stdio: 'pipe', cwd: dir },
    );
  const password = randomBytes(12).toString('hex');
  const passwordFile = path.join(dir, 'password');
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const group = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(group));
    chownSync(passwordFile, Number(ids), Number(group));
  }
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'site', '--pwfile', passwordFile, '-A', 'scram-sha-256']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ]);
  const url = `postgres://site:${password}@127.0.0.1:${port}/postgres`;
  const stop = async () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // The migrations' SQL, in order, as Netlify applies them on deploy (its runner, an ES module,
  // is not for jest: src/server/migrations.ts runs it where the site starts).
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const dir = path.join(ROOT, 'netlify/database/migrations');
    if (!migrations) return { url, stop };
    for (const file of readdirSync(dir).sort()) {
      await pool.query(readFileSync(path.join(dir, file), 'utf8'));
    }
  } finally {
    await pool.end();
  }
  return { url, stop };
}
