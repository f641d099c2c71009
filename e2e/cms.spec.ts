import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import yaml from 'js-yaml';
import { CONTENT_FILES } from '../src/build/content-schema';
import { validateContentDir } from '../src/build/validate-content';

const ROOT = path.resolve(__dirname, '..');

/** The hours the test edits, its own: whatever content/ says today. */
const HOURS = `timezone: Africa/Lagos
days:
  - { day: Monday, opens: "09:00", closes: "18:00" }
  - { day: Tuesday, opens: "09:00", closes: "18:00" }
  - { day: Wednesday, opens: "09:00", closes: "18:00" }
  - { day: Thursday, opens: "09:00", closes: "18:00" }
  - { day: Friday, opens: "09:00", closes: "18:00" }
  - { day: Saturday, opens: "10:00", closes: "16:00" }
  - { day: Sunday, closed: true }
`;

/**
 * The content editor with its local backend: `decap-server` (as `npx decap-server` runs it) serving
 * a copy of the site's content, so the test edits real files without touching the repo's.
 */
test.describe('content editor at /admin with the local backend', () => {
  test.describe.configure({ mode: 'serial' });
  let repo: string;
  let server: ChildProcess;

  test.beforeAll(async () => {
    repo = mkdtempSync(path.join(tmpdir(), 'cms-repo-'));
    cpSync(path.join(ROOT, 'content'), path.join(repo, 'content'), { recursive: true });
    writeFileSync(path.join(repo, 'content/business-hours.yaml'), HOURS);
    server = spawn(path.join(ROOT, 'node_modules/.bin/decap-server'), [], {
      cwd: repo,
      env: { ...process.env, GIT_REPO_DIRECTORY: repo, PORT: '8081', MODE: 'fs' },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () =>
          (
            await fetch('http://localhost:8081/api/v1', { method: 'POST', body: '{}' }).catch(
              () => null,
            )
          )?.status ?? 0,
        {
          timeout: 20_000,
        },
      )
      .toBeGreaterThan(0);
  });

  test.afterAll(() => {
    server?.kill();
    rmSync(repo, { recursive: true, force: true });
  });

  test('loads and lists every content file', async ({ page }) => {
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('heading', { name: 'Site content' }).first()).toBeVisible();
    for (const file of CONTENT_FILES) {
      await expect(page.getByText(file.label, { exact: true })).toBeVisible();
    }
  });

  test('edits and saves the business hours, and the YAML on disk still passes the build’s checks', async ({
    page,
  }) => {
    await page.goto('/admin/#/collections/content/entries/business-hours');
    await page.getByRole('button', { name: 'Login' }).click();

    // Open Saturday and change its closing time.
    const saturday = page.getByText('Saturday', { exact: true }).first();
    await saturday.locator('xpath=preceding-sibling::div[1]//button[1]').click();
    const closes = page.getByLabel('Closes at').nth(5);
    await expect(closes).toHaveValue('16:00');
    await closes.fill('17:00');

    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').first().click();
    await expect(page.getByText('Entry saved')).toBeVisible();

    const file = path.join(repo, 'content/business-hours.yaml');
    await expect
      .poll(
        () =>
          (yaml.load(readFileSync(file, 'utf8')) as { days: { day: string; closes?: string }[] })
            .days[5],
      )
      .toEqual({ day: 'Saturday', opens: '10:00', closes: '17:00' });
    expect(validateContentDir(path.join(repo, 'content'))).toEqual([]);
  });

  test('refuses a malformed time before saving', async ({ page }) => {
    await page.goto('/admin/#/collections/content/entries/business-hours');
    await page.getByRole('button', { name: 'Login' }).click();
    const monday = page.getByText('Monday', { exact: true }).first();
    await monday.locator('xpath=preceding-sibling::div[1]//button[1]').click();
    await page.getByLabel('Opens at').first().fill('9am');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Publish now').first().click();
    await expect(
      page.getByText('Must be a 24-hour time like 09:00 or 18:30 (HH:MM)'),
    ).toBeVisible();
    const days = (
      yaml.load(readFileSync(path.join(repo, 'content/business-hours.yaml'), 'utf8')) as {
        days: { opens?: string }[];
      }
    ).days;
    expect(days[0]?.opens).toBe('09:00');
  });
});
