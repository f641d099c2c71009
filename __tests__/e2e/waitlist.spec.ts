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
import type { PageLanguage } from '../../src/content-model/languages';
import { site, siteIn } from '../support/site-content';

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

/** The form's labels, as the page in `lang` names its fields. */
const labelsIn = (lang: PageLanguage = 'en') => siteIn(lang).waitlist.form.labels;

async function fillWaitlist(page: Page, { phoneOnly = false, lang = 'en' as PageLanguage } = {}) {
  const form = page.locator('#waitlist-form');
  const labels = labelsIn(lang);
  await form.getByLabel(labels.name, { exact: true }).fill('Chiamaka Obi');
  if (phoneOnly) await form.getByLabel(labels.phone).fill('0803 765 4321');
  else await form.getByLabel(labels.email).fill('chiamaka@example.com');
  await form.getByRole('radio', { name: labels.home, exact: true }).check();
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
      await expect(form.getByLabel(labelsIn().place, { exact: true })).toHaveValue(place);
      await expect(form.getByRole('link', { name: waitlist.form.privacyLink })).toHaveAttribute(
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

  test('a place we serve, typed into the form, is answered with the next step and not kept', async ({
    page,
  }) => {
    await page.goto('/coverage/');
    await page.getByRole('searchbox', { name: words.label }).fill(newPlace());
    const form = await fillWaitlist(page);
    const [region] = site.coverage.regions;
    const place = `${region!.areas[0]!}, ${region!.name}`;
    await form.getByLabel(labelsIn().place, { exact: true }).fill(place);
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
    // The form is sent again without the script; the page that answers says it, as without one.
    const answer = page.getByRole('alert');
    await expect(answer).toContainText(waitlist.form.servedTitle.replace('{place}', place));
    await expect(answer.getByRole('link', { name: waitlist.form.servedLink })).toHaveAttribute(
      'href',
      `/contact/?${new URLSearchParams({ subject: `Connection request: ${place}` })}#contact-form`,
    );
    expect(await rowsFor(place)).toEqual([]);
  });

  test('a city answer offers the form too, and the form says what is missing', async ({ page }) => {
    const city = site.coverage.regions[0]!.name;
    await page.goto('/coverage/');
    await page.getByRole('searchbox', { name: words.label }).fill(city);
    const form = page.locator('#waitlist-form');
    const labels = labelsIn();
    await expect(form.getByLabel(labels.place, { exact: true })).toHaveValue(city);
    await form.getByLabel(labels.name, { exact: true }).fill('Chiamaka Obi');
    await form.getByRole('radio', { name: labels.business, exact: true }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();
    // Neither a phone nor an e-mail: the server's message, by the phone field, which has the focus.
    const phone = form.getByLabel(labels.phone);
    await expect(phone).toBeFocused();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(form.locator('#waitlist-phone-error')).toHaveText(waitlist.form.fieldErrors.reach);
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
    await form.getByLabel(labelsIn().place, { exact: true }).fill(place);
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
    const labels = labelsIn();
    await form.getByLabel(labels.place, { exact: true }).fill('%%%');
    await form.getByLabel(labels.name, { exact: true }).fill(name);
    await form.getByLabel(labels.email).fill('chiamaka@example.com');
    await form.getByRole('radio', { name: labels.home, exact: true }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: waitlist.form.buttonLabel }).click();

    await expect(page.locator('#waitlist-form-notice')).toBeVisible();
    await expect(
      page.locator('#waitlist-form').getByLabel(labels.name, { exact: true }),
    ).toHaveValue(name);
    await expect(
      page.locator('#waitlist-form').getByLabel(labels.place, { exact: true }),
    ).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#waitlist-place-error')).toHaveText(waitlist.form.fieldErrors.place);
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
    const words = siteIn(code).waitlist.form;
    await page.goto(`/${code}/coverage/`);
    await page.locator('#coverage-search').fill(place);
    const form = await fillWaitlist(page, { lang: code });
    await expect(form.getByRole('heading')).toHaveText(words.heading);
    await form.getByRole('button', { name: words.buttonLabel }).click();
    await expect(page.getByRole('status').filter({ hasText: words.joined })).toBeVisible();
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
      const form = await fillWaitlist(page, { phoneOnly: true, lang: code });
      await form.getByLabel(labelsIn(code).place, { exact: true }).fill(place);
      await form.getByRole('button', { name: siteIn(code).waitlist.form.buttonLabel }).click();
      await expect(page).toHaveURL(new RegExp(`/${code}/waitlist/thanks/#joined$`));
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        siteIn(code).waitlist.thanks.heading,
      );
      expect((await rowsFor(place)).map((row) => row.language)).toEqual([code]);
    });

    test('refused, it comes back as the language’s waitlist page, the error in its words and marked with its language where translated', async ({
      page,
    }) => {
      const { code } = other!;
      const words = siteIn(code).waitlist.form;
      await page.goto(`/${code}/waitlist/`);
      const form = await fillWaitlist(page, { lang: code });
      await form.getByLabel(labelsIn(code).place, { exact: true }).fill('%%%');
      await form.getByRole('button', { name: words.buttonLabel }).click();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const error = page.locator('#waitlist-place-error');
      await expect(error).toHaveText(words.fieldErrors.place);
      // The page wrapper says English: an error its translation gives says its own language.
      const lang = words.fieldErrors.place === waitlist.form.fieldErrors.place ? 'en' : code;
      expect(await error.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).toBe(
        lang,
      );
      expect(await rowsFor('%%%')).toEqual([]);
    });
  });
});
