/**
 * The content editor with its local backend, for the browser tests: `decap-server` (as
 * `npm run edit` starts it) on a port of its own, serving a copy of a content folder, behind the
 * door `npm run edit` puts in front of it (scripts/lib/editor-guard.ts) on another, and the
 * editor's requests for its fixed address routed to the door, so a decap-server another checkout
 * runs is never reached.
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { EDITOR_FOLDERS, editServers } from '../../scripts/edit-content';
import { startEditorGuard } from '../../scripts/lib/editor-guard';
import { freePort } from '../../scripts/lib/ports';
import { E2E_PORT } from './e2e-settings';
import { LOCAL_BACKEND_ORIGIN } from '../../src/cms/local-backend';

export type LocalBackend = {
  /** The copy's root: content/ is under it. */
  repo: string;
  /** The door's port, which the editor's calls are routed to. */
  port: number;
  /** A content file's text, by its path under content/. */
  read(file: string): string;
  stop(): void;
};

/** decap-server on a free port, serving a copy of `contentDir` as content/. */
export async function startLocalBackend(contentDir: string): Promise<LocalBackend> {
  const port = await freePort();
  const repo = mkdtempSync(path.join(tmpdir(), 'cms-repo-'));
  cpSync(contentDir, path.join(repo, 'content'), { recursive: true });
  const [backend] = editServers(port);
  const server = spawn(backend!.command, backend!.args, {
    cwd: repo,
    env: { ...backend!.env, GIT_REPO_DIRECTORY: repo, PORT: String(port) },
    stdio: 'ignore',
  });
  await expect
    .poll(
      async () =>
        (
          await fetch(`http://127.0.0.1:${port}/api/v1`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ action: 'info' }),
          }).catch(() => null)
        )?.status ?? 0,
      { timeout: 20_000 },
    )
    .toBe(200);
  const guard = await startEditorGuard({
    host: '127.0.0.1',
    port: 0,
    upstream: { host: '127.0.0.1', port },
    editorOrigin: `http://127.0.0.1:${E2E_PORT}`,
    folders: EDITOR_FOLDERS,
  });
  return {
    repo,
    port: guard.port,
    read: (file) => readFileSync(path.join(repo, 'content', file), 'utf8'),
    stop: () => {
      void guard.close();
      server.kill();
      rmSync(repo, { recursive: true, force: true });
    },
  };
}

/** The editor's requests for its local backend, sent to `backend`. */
export async function routeToBackend(page: Page, backend: LocalBackend): Promise<void> {
  await page.route(`${LOCAL_BACKEND_ORIGIN}/**`, (route) =>
    route.continue({
      url: route.request().url().replace(LOCAL_BACKEND_ORIGIN, `http://127.0.0.1:${backend.port}`),
    }),
  );
}

/**
 * The editor for one content file (by its editor name, e.g. `pages-home`), logged in; a
 * translation's in its language's collection (`translations-ha`).
 */
export async function openFile(page: Page, file: string, collection = 'content'): Promise<void> {
  // A new page load each time: the editor starts from the file as saved.
  await page.goto('about:blank');
  await page.goto(`/admin/#/collections/${collection}/entries/${file}`);
  // Logged in once, the editor remembers it for the rest of the test.
  const login = page.getByRole('button', { name: 'Login' });
  const fields = page.locator('[aria-label$=" field"]').first();
  await expect(login.or(fields)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) await login.click();
  await expect(fields).toBeAttached({ timeout: 30_000 });
}

/** Publish → Publish now: the local backend writes the file. */
export async function publish(page: Page): Promise<void> {
  const now = page.getByText('Publish now').first();
  // The menu opens on a press; a field's check as it loses focus may draw it again, closed.
  await expect(async () => {
    if (!(await now.isVisible())) await page.getByRole('button', { name: 'Publish' }).click();
    await expect(now).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await now.click();
}
