/**
 * The embedded Postgres of a machine without one: PGlite (Postgres compiled to WebAssembly, as
 * Netlify's local development runs it), in a process of its own that serves it over the Postgres
 * protocol on a Unix socket in its folder (scripts/database-server.ts). The site's function, `npm
 * start` and `npm run enquiries` all reach it through that socket, so they can use it at once;
 * nobody else can, since only the folder's owner may enter it (PGlite has no password check).
 *
 * Its folder (`<data dir>/database/`) holds the data (`pgdata/`), `server.json` (the running
 * server's address and process id) and `server.lock` (held by the process that owns the data).
 * Whoever needs the database first starts the server; a server that is gone (killed, crashed) is
 * started again by the next one who needs it.
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';

export type EmbeddedServerInfo = { url: string; pid: number; startedAt: string };

/** The folder of the embedded database under a data folder. */
export const databaseDir = (dataDir: string) => path.resolve(dataDir, 'database');
export const serverInfoFile = (dir: string) => path.join(dir, 'server.json');
export const serverLockFile = (dir: string) => path.join(dir, 'server.lock');
export const serverLogFile = (dir: string) => path.join(dir, 'server.log');

/** The socket's name in its folder: the name Postgres clients look for (port 5432). */
export const SOCKET_FILE = '.s.PGSQL.5432';

/** Whether a socket in `dir` has a path short enough for a Unix socket (about 100 bytes). */
export const socketFits = (dir: string) => Buffer.byteLength(path.join(dir, SOCKET_FILE)) < 100;

/** The address a client reaches the socket in `socketDir` by. */
export const socketUrl = (socketDir: string) =>
  `postgres://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`;

/** The script that serves the embedded database. */
export const SERVER_SCRIPT = 'scripts/database-server.ts';

/**
 * Whether the process with this id is running a database server (not another program that was
 * given the id of one that died). Where /proc cannot tell, any live process counts.
 */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(path.basename(SERVER_SCRIPT));
  } catch {
    // Ended since the check above, where /proc lists processes; elsewhere /proc cannot tell.
    return !existsSync('/proc/self');
  }
}

/** The running server of this folder, or null when there is none. */
export function runningServer(dir: string): EmbeddedServerInfo | null {
  try {
    const info = JSON.parse(readFileSync(serverInfoFile(dir), 'utf8')) as EmbeddedServerInfo;
    return typeof info.url === 'string' && Number.isInteger(info.pid) && isRunning(info.pid)
      ? info
      : null;
  } catch {
    return null;
  }
}

/** How long a new server may take to start (PGlite creates a new database in a few seconds). */
const START_TIMEOUT_MS = 60_000;

/**
 * A server stops itself after this long without a client: it serves whoever uses it, and is gone
 * a while after the last of them (`npm start` keeps a connection open while it runs).
 */
export const IDLE_EXIT_MINUTES = 10;

const STARTING = Symbol.for('site.embedded-database.starting');
type WithStarting = typeof globalThis & { [STARTING]?: Map<string, Promise<string>> };

/**
 * The address of the embedded database in `dataDir`, starting its server first when none runs.
 * `root` is the project folder (scripts/database-server.ts and tsx are found from it).
 */
export function ensureEmbeddedDatabase(options: {
  dataDir: string;
  root?: string;
}): Promise<string> {
  const dir = databaseDir(options.dataDir);
  const running = runningServer(dir);
  if (running) return Promise.resolve(running.url);
  // One start at a time from this process; other processes are kept out by the server's lock.
  const holder = globalThis as WithStarting;
  const starting = (holder[STARTING] ??= new Map());
  const pending = starting.get(dir);
  if (pending) return pending;
  const started = startServer(dir, options).finally(() => starting.delete(dir));
  starting.set(dir, started);
  return started;
}

async function startServer(dir: string, options: { root?: string }): Promise<string> {
  const root = path.resolve(options.root ?? process.cwd());
  // Its owner's only, as everything the server writes in it.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const log = openSync(serverLogFile(dir), 'a', 0o600);
  let exited = false;
  try {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'node_modules/tsx/dist/cli.mjs'),
        path.join(root, SERVER_SCRIPT),
        '--dir',
        dir,
        '--idle-exit',
        String(IDLE_EXIT_MINUTES),
      ],
      { cwd: root, detached: true, stdio: ['ignore', log, log] },
    );
    child.once('exit', () => (exited = true));
    child.unref();
  } finally {
    closeSync(log);
  }
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const running = runningServer(dir);
    if (running) return running.url;
    // It stops at once when another server already owns the folder: wait for that one's address.
    if (exited && !existsSync(serverLockFile(dir))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The embedded database in ${dir} did not start; see ${serverLogFile(dir)}.`);
}

/** Sends `signal` to a process that may have ended meanwhile (then there is nothing to do). */
function signalIfAlive(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Stops the running server of `dataDir`, if any, and waits until it is gone. */
export async function stopEmbeddedDatabase(dataDir: string): Promise<void> {
  const running = runningServer(databaseDir(dataDir));
  if (!running) return;
  signalIfAlive(running.pid, 'SIGTERM');
  const deadline = Date.now() + 15_000;
  while (isRunning(running.pid) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  // It may end between the check and the signal: a CI run once failed on that ("kill ESRCH").
  if (isRunning(running.pid)) signalIfAlive(running.pid, 'SIGKILL');
}
