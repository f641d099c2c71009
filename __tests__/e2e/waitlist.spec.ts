/**
 * Joining the waitlist in a browser: from the coverage search's "Not yet" answer with JavaScript,
 * and from the waitlist page with JavaScript off (posted natively, answered with the thank-you
 * page or the page again with the error). Each test types a place of its own, so it finds its
 * own row in the e2e server's database. Words come from the content the site was built from.
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { databaseDir, runningServer } from '../../src/server/embedded-database';
import { poolFor } from '../../src/server/database';
import { listWaitlist } from '../../src/server/waitlist';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { filledSentence } from '../../src/content-model/coverage-slots';
import { E2E_DATA_DIR } from '../support/e2e-settings';
import { site } from '../support/site-content';

const { waitlist } = site;
/** The coverage search's words, as the content the site was built from says them. */
const words = site.coveragePage.search;

/** The first language the build published besides English, if any. */
const [other] = publishedLanguages(site.languages.languages, process.env);

/** A place no list serves, unique to the test. */
const newPlace = () => `Qwxz ${randomUUID().slice(0, 8)} Estate`;

async function rowsFor(place: string) {
  const server = runningServer(databaseDir(E2E_DATA_DIR));
  if (!server) throw new Error(`No database runs for the e2e server in ${E2E_DATA_DIR}.`);
  const all = await listWaitlist(poolFor(server.url), { spam: true });
  return all.filter((row) => row.signUp.place === place);
}

async function fillWaitlist(page: Page, { phoneOnly = false } = {}) {
  const form = page.locator('#waitlist-form');
  await form.getByLabel('Your name').fill('Chiamaka Obi');
  if (phoneOnly) await form.getByLabel('Phone').fill('0803 765 4321');
  else await form.getByLabel('Email').fill('chiamaka@example.com');
  await form.getByRole('radio', { name: 'My home' }).check();
  await form.getByRole('checkbox').check();
  return form;
}

test.describe('the waitlist, with JavaScript', () => {
  test('a "Not yet" answer offers the form for the place typed; joining twice keeps one row', async ({
    page,
  }) => {
    const place = newPlace();
    for (let time = 0; time < 2; time += 1) {
      await page.goto('/coverage/');
      await page.getByRole('searchbox', { name: words.label }).fill(place);
      await expect(page.locator('#coverage [role="status"]')).toContainText(
        filledSentence(words.notYet, { typed: place }),
      );
      const form = await fillWaitlist(page);
      await expect(form.getByLabel('Your area')).toHaveValue(place);
      await expect(form.getByRole('link', { name: 'privacy notice' })).toHaveAttribute(
        'href',
        '/privacy/',
      );
      await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
      // The same answer for a new sign-up and a repeat.
      await expect(
        page.getByRole('status').filter({ hasText: waitlist.form.joined }),
      ).toBeVisible();
    }
    const rows = await rowsFor(place);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      signUp: { name: 'Chiamaka Obi', email: 'chiamaka@example.com', audience: 'home' },
      noticeVersion: site.privacy.updated,
    });
  });

  test('a city answer offers the form too, and the form says what is missing', async ({ page }) => {
    const city = site.coverage.regions[0]!.name;
    await page.goto('/coverage/');
    await page.getByRole('searchbox', { name: words.label }).fill(city);
    const form = page.locator('#waitlist-form');
    await expect(form.getByLabel('Your area')).toHaveValue(city);
    await form.getByLabel('Your name').fill('Chiamaka Obi');
    await form.getByRole('radio', { name: 'My business' }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
    // Neither a phone nor an e-mail: the server's message, by the phone field, which has the focus.
    await expect(form.getByLabel('Phone')).toBeFocused();
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#waitlist-phone-error')).toBeVisible();
  });
});

test.describe('the waitlist, with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the coverage page links to the waitlist page, where joining leads to the thank-you page', async ({
    page,
  }) => {
    await page.goto('/coverage/');
    await page.getByRole('link', { name: waitlist.coverageLinkLabel }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(waitlist.heading);

    const place = newPlace();
    const form = await fillWaitlist(page, { phoneOnly: true });
    await form.getByLabel('Your area').fill(place);
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
    await expect(page).toHaveURL(/\/waitlist\/thanks\/#joined$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(waitlist.thanks.heading);
    expect(await rowsFor(place)).toHaveLength(1);
  });

  test('a refused sign-up comes back filled in, with the error by its field, and keeps nothing', async ({
    page,
  }) => {
    await page.goto('/waitlist/');
    const name = `Chiamaka ${randomUUID().slice(0, 8)}`;
    const form = page.locator('#waitlist-form');
    // Nothing the browser's own checks stop, but no place either.
    await form.getByLabel('Your area').fill('%%%');
    await form.getByLabel('Your name').fill(name);
    await form.getByLabel('Email').fill('chiamaka@example.com');
    await form.getByRole('radio', { name: 'My home' }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();

    await expect(page.locator('#waitlist-form-notice')).toBeVisible();
    await expect(page.locator('#waitlist-form').getByLabel('Your name')).toHaveValue(name);
    await expect(page.locator('#waitlist-form').getByLabel('Your area')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page.locator('#waitlist-place-error')).toBeVisible();
    expect(await rowsFor('%%%')).toEqual([]);
  });
});

test.describe('the waitlist in another language', () => {
  test.skip(!other, 'the build publishes English only');

  test('joined from the coverage search, a sign-up is kept with the page’s language', async ({
    page,
  }) => {
    const { code } = other!;
    const place = newPlace();
    await page.goto(`/${code}/coverage/`);
    await page.locator('#coverage-search').fill(place);
    const form = await fillWaitlist(page);
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
    await expect(page.getByRole('status').filter({ hasText: waitlist.form.joined })).toBeVisible();
    expect((await rowsFor(place)).map((row) => row.language)).toEqual([code]);
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('joined from the language’s waitlist page, it is thanked in it and kept with it', async ({
      page,
    }) => {
      const { code } = other!;
      const place = newPlace();
      await page.goto(`/${code}/waitlist/`);
      const form = await fillWaitlist(page, { phoneOnly: true });
      await form.getByLabel('Your area').fill(place);
      await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/waitlist/thanks/#joined$`));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      expect((await rowsFor(place)).map((row) => row.language)).toEqual([code]);
    });
  });
});
