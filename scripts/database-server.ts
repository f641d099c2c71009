/**
 * Serves the embedded database (PGlite) over the Postgres protocol on a Unix socket, for the
 * site's function, `npm start`, `npm run enquiries` and the tests at once
 * (src/server/embedded-database.ts starts it on demand; nobody needs to run it by hand).
 *
 *   tsx scripts/database-server.ts --dir data/database [--idle-exit MINUTES]
 *
 * Only its owner can reach it: PGlite's server has no password check, so it listens on no network
 * port at all, only on a socket in a folder that nobody else may enter (mode 0700), and every file
 * it writes can be read and written by its owner only (umask 077; files an older version left are
 * put right when it starts).
 *
 * It owns its folder's data while it runs (server.lock), applies the project's migrations
 * (netlify/database/migrations, as Netlify does on deploy), then writes its address to
 * server.json and prints it. Killed, it leaves the data whole: Postgres's own write-ahead log
 * brings the next start back to the last committed transaction.
 */
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  rmdirSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import {
  isRunning,
  serverInfoFile,
  serverLockFile,
  socketFits,
  socketUrl,
  SOCKET_FILE,
  type EmbeddedServerInfo,
} from '../src/server/embedded-database';
import { applyMigrations } from '../src/server/migrations';

/** Makes `dir` and everything under it its owner's only: folders 0700, files 0600. */
function ownerOnly(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) ownerOnly(file);
    else if (entry.isFile()) chmodSync(file, 0o600);
  }
}

/**
 * Takes the folder's lock: true when this process now owns the data, false when a live server
 * does. The check and the write happen inside a short mkdir mutex, so two starters that both find
 * a dead owner's lock cannot both take it.
 */
function takeLock(dir: string): boolean {
  const mutex = path.join(dir, 'server.lock.d');
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      mkdirSync(mutex);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A starter that died inside the mutex leaves it behind: it holds it for milliseconds.
      try {
        if (Date.now() - statSync(mutex).mtimeMs > 10_000) rmdirSync(mutex);
      } catch {
        // gone already
      }
      if (Date.now() > deadline) throw new Error(`Could not take ${mutex}.`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
    }
  }
  try {
    let owner = NaN;
    try {
      owner = Number(readFileSync(serverLockFile(dir), 'utf8'));
    } catch {
      // no lock yet
    }
    if (Number.isInteger(owner) && owner !== process.pid && isRunning(owner)) return false;
    writeFileSync(serverLockFile(dir), String(process.pid));
    return true;
  } finally {
    rmdirSync(mutex);
  }
}

async function listen(db: PGlite, socketDir: string): Promise<PGLiteSocketServer> {
  mkdirSync(socketDir, { recursive: true, mode: 0o700 });
  chmodSync(socketDir, 0o700);
  // A socket a server that was killed left behind: this process holds the lock, so none runs.
  const socket = path.join(socketDir, SOCKET_FILE);
  rmSync(socket, { force: true });
  const server = new PGLiteSocketServer({ db, path: socket, maxConnections: 200 });
  await server.start();
  chmodSync(socket, 0o600);
  return server;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string' },
      'idle-exit': { type: 'string' },
    },
  });
  if (!values.dir) throw new Error('Usage: tsx scripts/database-server.ts --dir DIR');
  // Everything it writes is its owner's only.
  process.umask(0o077);
  const dir = path.resolve(values.dir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  ownerOnly(dir);
  if (!takeLock(dir)) {
    console.log(`A database server already runs for ${dir}.`);
    return;
  }
  const release = () => {
    for (const file of [serverInfoFile(dir), serverLockFile(dir)]) rmSync(file, { force: true });
  };

  // A segment of the write-ahead log that is no longer needed is deleted, not kept for reuse
  // (where its old records would stay until overwritten): erasure can then reach the log too.
  const db = await PGlite.create(path.join(dir, 'pgdata'), {
    postgresqlconf: ['wal_recycle = off'],
  });
  const applied = await applyMigrations(db);
  if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);
  // Its own folder, unless that path is too long for a socket: then a new folder of its own (made
  // 0700 by mkdtemp, its name unguessable) under the system's temporary folder, removed at stop.
  const shortFolder = socketFits(dir) ? null : mkdtempSync(path.join(tmpdir(), 'site-db-'));
  const socketDir = shortFolder ?? dir;
  const server = await listen(db, socketDir);
  const url = socketUrl(socketDir);
  const info: EmbeddedServerInfo = { url, pid: process.pid, startedAt: new Date().toISOString() };
  const temporary = `${serverInfoFile(dir)}.${process.pid}`;
  writeFileSync(temporary, `${JSON.stringify(info)}\n`);
  renameSync(temporary, serverInfoFile(dir));
  console.log(`Embedded database (PGlite) for ${dir} at ${url}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    try {
      await server.stop();
      await db.close();
    } finally {
      release();
      if (shortFolder) rmSync(shortFolder, { recursive: true, force: true });
      process.exit(code);
    }
  };
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGINT', () => void stop(0));

  const idleMinutes = Number(values['idle-exit'] ?? 0);
  if (idleMinutes > 0) {
    let idleSince = Date.now();
    setInterval(() => {
      if (server.getStats().activeConnections > 0) idleSince = Date.now();
      else if (Date.now() - idleSince > idleMinutes * 60_000) {
        console.log(`No client for ${idleMinutes} minutes: stopping.`);
        void stop(0);
      }
    }, 5_000).unref();
  }
}

main().catch((error: unknown) => {
  console.error('The embedded database could not start:', error);
  process.exit(1);
});
