/**
 * Starts the production site as `npm start` serves it, on a free port: the embedded database in
 * a data folder of its own (a temporary one unless SITE_DATA_DIR is given), then `gatsby serve`
 * (static pages and Gatsby Functions), with the environment a test needs. The site must have been
 * built (`npm run build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureEmbeddedDatabase, stopEmbeddedDatabase } from '../../src/server/embedded-database';
import { ROOT } from './paths';
import { freePort } from './ports';

export type RunningSite = {
  url: string;
  /** The data folder its embedded database lives in (SITE_DATA_DIR). */
  dataDir: string;
  /** The address of that database. */
  databaseUrl: string;
  /** The server's process id. */
  pid: number | undefined;
  /** The server process has not exited. */
  running: () => boolean;
  stop: () => Promise<void>;
  output: () => string;
  /** Peak resident memory of the server process so far, in MB (Linux only). */
  peakMemoryMb: () => number | null;
};

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`gatsby serve exited early:\n${log()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`gatsby serve did not answer at ${url}:\n${log()}`);
}

/** Starts the built site with `gatsby serve` on a free port, in the environment `env` adds. */
export async function startSite(env: Record<string, string> = {}): Promise<RunningSite> {
  if (!existsSync(path.join(ROOT, 'public/index.html'))) {
    throw new Error('No production build in public/: run `npm run build` first.');
  }
  const port = await freePort();
  // Enquiries go to a temporary folder unless a test chooses where: never into the project's data/.
  const dataDir = env.SITE_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'site-data-'));
  env = { SITE_DATA_DIR: dataDir, ...env };
  const databaseUrl = env.DATABASE_URL ?? (await ensureEmbeddedDatabase({ dataDir, root: ROOT }));
  let log = '';
  const child = spawn(
    path.join(ROOT, 'node_modules/.bin/gatsby'),
    ['serve', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(`${url}/`, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    dataDir,
    databaseUrl,
    pid: child.pid,
    running: () => child.exitCode === null && child.signalCode === null,
    output: () => log,
    peakMemoryMb: () => {
      try {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1]);
        return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
      } catch {
        return null;
      }
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      await stopEmbeddedDatabase(dataDir);
    },
  };
}
