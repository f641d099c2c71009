/**
 * The content editor with its local backend, for the browser tests: the backend `npm run edit`
 * starts (decap-server's file-system API behind the site's door, scripts/lib/editor-guard.ts) on a
 * free port, serving a copy of a content folder, and the editor's requests for its fixed address
 * routed to it, so a backend another checkout runs is never reached.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { EDITOR_FOLDERS } from '../../scripts/edit-content';
import { startEditorBackend } from '../../scripts/lib/editor-guard';
import { E2E_PORT } from './e2e-settings';
import { LOCAL_BACKEND_ORIGIN } from '../../src/cms/local-backend';

export type LocalBackend = {
  /** The copy's root: content/ is under it. */
  repo: string;
  /** The backend's port, which the editor's calls are routed to. */
  port: number;
  /** A content file's text, by its path under content/. */
  read(file: string): string;
  stop(): Promise<void>;
};

/** The editor's backend on a free port, serving a copy of `contentDir` as content/. */
export async function startLocalBackend(contentDir: string): Promise<LocalBackend> {
  const repo = mkdtempSync(path.join(tmpdir(), 'cms-repo-'));
  cpSync(contentDir, path.join(repo, 'content'), { recursive: true });
  const backend = await startEditorBackend({
    host: '127.0.0.1',
    port: 0,
    repo,
    // The site the browser tests serve, in place of the development site's port.
    editorOrigin: `http://127.0.0.1:${E2E_PORT}`,
    folders: EDITOR_FOLDERS,
  });
  return {
    repo,
    port: backend.port,
    read: (file) => readFileSync(path.join(repo, 'content', file), 'utf8'),
    stop: async () => {
      await backend.close();
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
