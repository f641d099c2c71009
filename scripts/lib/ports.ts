/**
 * Ports for the servers a test or script starts: always one the system says is free now, never
 * a fixed one, so a run never talks to a server it did not start (another checkout's, say).
 */
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on now, as the system hands one out. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

const PROBE = `const s = require('node:net').createServer();
s.listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });`;

/** `freePort`, for a configuration file that cannot wait (Playwright's). */
export function freePortSync(): number {
  const probe = spawnSync(process.execPath, ['-e', PROBE], { encoding: 'utf8' });
  const port = Number(probe.stdout);
  if (probe.status !== 0 || !Number.isInteger(port) || port <= 0) {
    throw new Error(`Could not find a free port: ${probe.stderr}`);
  }
  return port;
}

/**
 * The port in the environment variable `name`, or a free one chosen now and written there, so
 * that the processes started after this one (Playwright's workers, a web server) share it.
 */
export function portFromEnv(name: string): number {
  const given = process.env[name];
  if (given) {
    const port = Number(given);
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`${name}=${given} is not a port number.`);
    }
    return port;
  }
  const port = freePortSync();
  process.env[name] = String(port);
  return port;
}
