/**
 * A real Netlify Blobs server (the one `netlify serve` runs locally, from @netlify/blobs), in a
 * child process: its code is published as ES modules only, which Jest's module system does not
 * load, and Node does.
 */
import { spawn } from 'node:child_process';

export type RunningBlobsServer = { url: string; token: string; stop: () => Promise<void> };

const SERVER = `
  const { BlobsServer } = await import('@netlify/blobs/server');
  const server = new BlobsServer({ directory: process.argv[1], token: process.argv[2] });
  const { port } = await server.start();
  process.stdout.write(port + '\\n');
  process.stdin.on('end', () => server.stop().then(() => process.exit(0)));
  process.stdin.resume();
`;

export function startBlobsServer(directory: string): Promise<RunningBlobsServer> {
  const token = 'test-token';
  const child = spawn(process.execPath, ['--input-type=module', '-e', SERVER, directory, token], {
    cwd: __dirname,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`The Blobs server exited with ${code}.`)));
    child.stdout.once('data', (chunk: Buffer) => {
      const port = Number(chunk.toString().trim());
      resolve({
        url: `http://localhost:${port}`,
        token,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', () => done());
            child.stdin.end();
          }),
      });
    });
  });
}
