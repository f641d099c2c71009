/**
 * Translations in the content editor: a page's words in a language, field by field with the
 * English under each field, refused at the field by the English field's rule, saved changing only
 * what was typed, and read by the build as the page in that language.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { cmsFileName, translationsLabel } from '../../src/cms/cms-config';
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import { SPEC_TEXT } from '../../src/content-model/spec-text';
import { parseContent } from '../../src/content-model/content-yaml';
import { translationPath } from '../../src/content-model/translations';
import { loadContentDir } from '../../src/content-model/validate-content';
import {
  openFile,
  publish,
  routeToBackend,
  startLocalBackend,
  type LocalBackend,
} from '../support/local-editor';

/** The test's own translation: a comment, and the hero's title only. */
const COMMENT = '# The home page in Hausa (the test’s own).\n';
const TRANSLATION = `${COMMENT}hero:\n  title: Intanet mai sauri\n`;
const FILE = translationPath('ha', 'home');

test.describe('translations in the content editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 60_000 });
  let backend: LocalBackend;
  let english: { hero: { title: string; eyebrow: string } };
  const onDisk = () => readFileSync(path.join(backend.repo, 'content', FILE), 'utf8');

  test.beforeAll(async () => {
    backend = await startLocalBackend(CONTENT_DIR);
    writeFileSync(path.join(backend.repo, 'content', FILE), TRANSLATION);
    english = parseContent(backend.read('pages/home.yaml')) as typeof english;
  });
  test.beforeEach(async ({ page }) => {
    await routeToBackend(page, backend);
  });
  test.afterAll(() => backend?.stop());

  test('lists each language’s translations, a file per page', async ({ page }) => {
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('link', { name: translationsLabel('ha') }).click();
    await expect(page.getByText('Home page', { exact: true })).toBeVisible();
    await expect(page.getByText('Privacy notice', { exact: true })).toBeVisible();
  });

  test('shows the English under each field, and which fields are still in English', async ({
    page,
  }) => {
    await openFile(page, cmsFileName(FILE), 'translations-ha');
    const title = page.getByLabel('Title (optional)', { exact: true });
    await expect(title).toHaveValue('Intanet mai sauri');
    const note = (field: string) => page.locator('.in-english').filter({ hasText: field });
    await expect(note(english.hero.title)).toHaveText(`English: ${english.hero.title.trim()}`);
    await expect(note(english.hero.eyebrow)).toHaveText(
      `Still in English: ${english.hero.eyebrow.trim()}`,
    );
    await expect(note(english.hero.eyebrow).locator('[lang="en"]')).toHaveText(
      english.hero.eyebrow.trim(),
    );
    // Cleared, a field is still in English.
    await title.fill('');
    await expect(note(english.hero.title)).toContainText('Still in English');
  });

  test('refuses at the field what the build refuses for the English, and writes nothing', async ({
    page,
  }) => {
    await openFile(page, cmsFileName(FILE), 'translations-ha');
    await page.getByLabel('Title (optional)', { exact: true }).fill('Ị'.repeat(91));
    await publish(page);
    await expect(page.getByText('Title must be at most 90 characters.')).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(onDisk()).toBe(TRANSLATION);
  });

  test('refuses a list with more entries than the English list it translates, in the build’s words', async ({
    page,
  }) => {
    const { highlights } = (
      parseContent(backend.read('pages/home.yaml')) as {
        teaser: { highlights: unknown[] };
      }
    ).teaser;
    await openFile(page, cmsFileName(FILE), 'translations-ha');
    // The English list, in its order, beside the translation's.
    await expect(
      page
        .locator('.in-english')
        .filter({ hasText: 'English, in this order' })
        .getByRole('listitem'),
    ).toHaveCount(highlights.length);
    for (let added = 0; added <= highlights.length; added += 1) {
      await page.getByRole('button', { name: 'Add highlights' }).click();
    }
    await publish(page);
    await expect(
      page.getByText(
        `Highlights has ${highlights.length + 1} entries and content/pages/home.yaml has ${highlights.length}: a list is translated entry by entry, in the English order; add an entry in English first.`,
      ),
    ).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(onDisk()).toBe(TRANSLATION);
  });

  test('offers the words the specification fixes in English, with the English under them, refused only past a line of 160', async ({
    page,
  }) => {
    await openFile(page, cmsFileName(FILE), 'translations-ha');
    // The hero's (the closing call to action's button has the same label, further down).
    const button = page
      .getByLabel('Button to the Contact page (optional)', { exact: true })
      .first();
    // The hero's button, before the closing call to action's, which says the same in English.
    await expect(
      page.locator('.in-english').filter({ hasText: SPEC_TEXT.contactUs }).first(),
    ).toHaveText(`Still in English: ${SPEC_TEXT.contactUs}`);
    await button.fill('Ƙ'.repeat(161));
    await publish(page);
    await expect(
      page.getByText('Button to the Contact page must be at most 160 characters.'),
    ).toBeVisible();
    await expect(page.getByText('Entry saved')).toHaveCount(0);
    expect(onDisk()).toBe(TRANSLATION);
  });

  test('saves only what was typed, keeping the file’s comments, and the build takes it', async ({
    page,
  }) => {
    await openFile(page, cmsFileName(FILE), 'translations-ha');
    await page
      .getByLabel('Small line above the title (optional)', { exact: true })
      .fill('A faɗin Najeriya');
    await publish(page);
    await expect(page.getByText('Entry saved')).toBeVisible();
    await expect
      .poll(onDisk)
      .toBe(`${COMMENT}hero:\n  eyebrow: A faɗin Najeriya\n  title: Intanet mai sauri\n`);
    const { problems, translations } = loadContentDir(path.join(backend.repo, 'content'));
    expect(problems).toEqual([]);
    expect(translations.ha?.home).toEqual({
      hero: { eyebrow: 'A faɗin Najeriya', title: 'Intanet mai sauri' },
    });
  });
});
