/**
 * One command to edit the content of this checkout in the browser:
 *
 *   npm run edit      then open http://127.0.0.1:8000/admin/ and press "Login"
 *
 * Starts `decap-server` (the CMS's local backend, which reads and writes the files in content/)
 * and the development site; Ctrl+C stops both. Both listen on 127.0.0.1 only. decap-server has no
 * login and would read and write anywhere in the checkout, so it listens on a free port that only
 * a door of the site's own talks to (scripts/lib/editor-guard.ts), on the editor's address: the
 * door answers only the editor's own page, at its own address, about content/ and the media
 * folder. Changes land in content/ as ordinary file edits: review them with `git diff` and commit
 * them like any other change.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT } from '../src/cms/local-backend';
import { startEditorGuard } from './lib/editor-guard';
import { ROOT } from './lib/paths';
import { freePort } from './lib/ports';

/** The folders the editor reads and writes: content, and the media folder (its uploads). */
export const EDITOR_FOLDERS = ['content', 'static/uploads'] as const;

/** The development site's port (Gatsby's own). */
export const EDIT_SITE_PORT = 8000;

/** A server `npm run edit` starts: its program, arguments and environment. */
export type EditServer = { name: string; command: string; args: string[]; env: NodeJS.ProcessEnv };

const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

/**
 * The servers `npm run edit` starts, each on this computer's own address only; decap-server on
 * `backendPort`, which only the door talks to.
 */
export function editServers(
  backendPort: number,
  env: NodeJS.ProcessEnv = process.env,
): EditServer[] {
  return [
    {
      name: 'decap-server',
      command: bin('decap-server'),
      args: [],
      env: {
        ...env,
        MODE: 'fs',
        BIND_HOST: LOCAL_BACKEND_HOST,
        PORT: String(backendPort),
      },
    },
    {
      name: 'gatsby develop',
      command: bin('gatsby'),
      args: ['develop', '--host', LOCAL_BACKEND_HOST, '--port', String(EDIT_SITE_PORT)],
      env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' },
    },
  ];
}

async function main(): Promise<void> {
  const backendPort = await freePort();
  const guard = await startEditorGuard({
    host: LOCAL_BACKEND_HOST,
    port: LOCAL_BACKEND_PORT,
    upstream: { host: LOCAL_BACKEND_HOST, port: backendPort },
    editorOrigin: `http://${LOCAL_BACKEND_HOST}:${EDIT_SITE_PORT}`,
    folders: EDITOR_FOLDERS,
  });
  const children: ChildProcess[] = editServers(backendPort).map((server) =>
    spawn(server.command, server.args, { cwd: ROOT, stdio: 'inherit', env: server.env }),
  );
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    for (const child of children) child.kill('SIGINT');
    void guard.close();
    process.exitCode = code;
  };
  for (const child of children) child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
