/**
 * One command to edit the content of this checkout in the browser:
 *
 *   npm run edit      then open http://localhost:8000/admin/ and press "Login"
 *
 * Starts `decap-server` (the CMS's local backend, which reads and writes the files in content/)
 * and the development site; Ctrl+C stops both. Changes land in content/ as ordinary file edits:
 * review them with `git diff` and commit them like any other change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LOCAL_BACKEND_PORT } from '../src/cms/local-backend';
import { ROOT } from './lib/paths';

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

const children: ChildProcess[] = [
  spawn(bin('decap-server'), [], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, MODE: 'fs', PORT: String(LOCAL_BACKEND_PORT) },
  }),
  spawn(bin('gatsby'), ['develop'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' },
  }),
];

let stopping = false;
function stop(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGINT');
  process.exitCode = code;
}

for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
