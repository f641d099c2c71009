/**
 * `npm start`'s server (`npm run serve`, after the build) on a fresh machine: it creates the
 * embedded database itself, on the port PORT names, and the staff command reaches the same
 * database while it runs; stopped, it stops the database it started. With DATABASE_URL it applies
 * the project's migrations to that Postgres first, as Netlify does on deploy: here to an empty one.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/lib/paths';
import { freePort } from '../../scripts/lib/ports';
import { poolFor } from '../../src/server/database';
import { databaseDir, isRunning, runningServer } from '../../src/server/embedded-database';
import { humanTiming, postJson, VALID } from '../support/enquiries';
import { startPostgres, type RealPostgres } from '../support/postgres';

const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const execFileAsync = promisify(execFile);

type Serving = { child: ChildProcess; url: string; output: () => string };

async function serve(env: Record<string, string>): Promise<Serving> {
  const port = await freePort();
  let output = '';
  // Its own process group, as in a terminal: Ctrl-C (or SIGTERM) reaches npm and what it runs.
  const child = spawn('npm', ['run', 'serve', '--silent'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 1200; tries += 1) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm run serve exited:\n${output}`);
    if (
      await fetch(`${url}/`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      return { child, url, output: () => output };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`npm run serve did not answer at ${url}:\n${output}`);
}

async function stop({ child }: Serving): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

describe('on a fresh machine, with nothing but npm ci', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-start-'));
  let serving: Serving;
  afterAll(async () => {
    if (serving) await stop(serving);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves the site on PORT, with a database it made, and says where it is', async () => {
    serving = await serve({ SITE_DATA_DIR: dataDir });
    expect(new URL(serving.url).port).not.toBe('9000');
    const database = runningServer(databaseDir(dataDir));
    expect(database).not.toBeNull();
    expect(serving.output()).toContain(database!.url);
    const response = await postJson(serving.url, { ...VALID, ...humanTiming() });
    expect(response.status).toBe(200);
  }, 180_000);

  it('lets the staff command read the same database while it runs', async () => {
    const { stdout } = await execFileAsync(
      process.execPath,
      [TSX, 'scripts/enquiries.ts', '--json'],
      {
        cwd: ROOT,
        env: { ...process.env, SITE_DATA_DIR: dataDir },
      },
    );
    const listed = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { enquiry: unknown });
    expect(listed.map((record) => record.enquiry)).toEqual([VALID]);
  }, 60_000);

  it('stops the database it started when it stops', async () => {
    const { pid } = runningServer(databaseDir(dataDir))!;
    await stop(serving);
    for (let tries = 0; tries < 300 && isRunning(pid); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(isRunning(pid)).toBe(false);
  }, 60_000);
});

describe('with a Postgres of its own (DATABASE_URL)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-own-postgres-'));
  let postgres: RealPostgres;
  let url: string;

  beforeAll(async () => {
    // A real PostgreSQL server with no tables of the site's.
    postgres = await startPostgres({ migrations: false });
    url = postgres.url;
  }, 180_000);
  afterAll(async () => {
    await postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('applies the migrations to the empty database, then keeps enquiries there', async () => {
    const tables = async () =>
      (
        await poolFor(url).query<{ name: string }>(
          "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1",
        )
      ).rows.map((row) => row.name);
    expect(await tables()).toEqual([]);

    const serving = await serve({ SITE_DATA_DIR: dataDir, DATABASE_URL: url });
    try {
      expect(await tables()).toEqual([
        'branch_emptied',
        'corrections',
        'digests',
        'enquiries',
        'erasures',
        'mail_limits',
        'rate_limits',
        'waitlist',
        'waitlist_tallies',
      ]);
      const applied = await poolFor(url).query<{ name: string }>(
        'SELECT name FROM netlify.migrations ORDER BY name',
      );
      const files = readdirSync(path.join(ROOT, 'netlify/database/migrations'))
        .map((file) => file.replace(/\.sql$/, ''))
        .sort();
      expect(applied.rows.map((row) => row.name)).toEqual(files);
      expect((await postJson(serving.url, { ...VALID, ...humanTiming() })).status).toBe(200);
      const kept = await poolFor(url).query('SELECT first_name FROM enquiries');
      expect(kept.rows).toEqual([{ first_name: VALID.firstName }]);
      // No embedded database was started beside it.
      expect(runningServer(databaseDir(dataDir))).toBeNull();
    } finally {
      await stop(serving);
    }
  }, 180_000);
});
