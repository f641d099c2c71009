/**
 * One command to edit the content of this checkout in the browser:
 *
 *   npm run edit      then open http://127.0.0.1:8000/admin/ and press "Login"
 *
 * Starts the CMS's local backend (decap-server's file-system API, which reads and writes the files
 * in content/) and the development site; Ctrl+C stops both. Both listen on 127.0.0.1 only.
 * decap-server has no login and would read and write anywhere in the checkout, so it runs in this
 * process, behind a door of the site's own (scripts/lib/editor-guard.ts) that answers only the
 * editor's own page, at its own address, about content/ and the media folder. Changes land in
 * content/ as ordinary file edits: review them with `git diff` and commit them like any other
 * change.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { LOCAL_BACKEND_HOST, LOCAL_BACKEND_PORT } from '../src/cms/local-backend';
import { startEditorBackend } from './lib/editor-guard';
import { ROOT } from './lib/paths';

/** The folders the editor reads and writes: content, and the media folder (its uploads). */
export const EDITOR_FOLDERS = ['content', 'static/uploads'] as const;

/** The development site's port (Gatsby's own). */
export const EDIT_SITE_PORT = 8000;

/** The development site `npm run edit` starts: its program, arguments and environment. */
export function editSite(env: NodeJS.ProcessEnv = process.env) {
  return {
    command: path.join(ROOT, 'node_modules/.bin/gatsby'),
    args: ['develop', '--host', LOCAL_BACKEND_HOST, '--port', String(EDIT_SITE_PORT)],
    env: { ...env, GATSBY_TELEMETRY_DISABLED: '1' },
  };
}

/** The editor's backend as `npm run edit` starts it, on `port` (its fixed one; 0 for a free one). */
export const editBackend = (repo: string, port = LOCAL_BACKEND_PORT, host = LOCAL_BACKEND_HOST) =>
  startEditorBackend({
    host,
    port,
    repo,
    editorOrigin: `http://${LOCAL_BACKEND_HOST}:${EDIT_SITE_PORT}`,
    folders: EDITOR_FOLDERS,
  });

async function main(): Promise<void> {
  const backend = await editBackend(ROOT);
  const site = editSite();
  const child = spawn(site.command, site.args, { cwd: ROOT, stdio: 'inherit', env: site.env });
  let stopping = false;
  const stop = (code: number): void => {
    if (stopping) return;
    stopping = true;
    child.kill('SIGINT');
    void backend.close();
    process.exitCode = code;
  };
  child.on('exit', (code) => stop(code ?? 0));
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
