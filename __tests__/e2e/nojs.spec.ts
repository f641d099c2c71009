import { expect, test } from '@playwright/test';
import { fillEnquiry, storedWithSubject, uniqueEnquiry } from '../support/browser-enquiry';
import { scriptOnlyMistakes } from '../../src/content-model/script-only-controls';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { NOT_FOUND_PATH, PAGES, isPhone } from '../support/pages';
import { escapeRegExp, site, FORM, fieldError } from '../support/site-content';

test.use({ javaScriptEnabled: false });

test.describe('with JavaScript off', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} has its content, navigation and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(
        page.getByRole('banner').getByRole('link', { name: site.company.name }),
      ).toBeVisible();
      const nav = page.locator('#site-menu');
      await expect(nav.getByRole('link', { name: 'Home', includeHidden: true })).toHaveAttribute(
        'href',
        '/',
      );
      // Status and customer care, one tap away above the navigation, a phone's too.
      const help = page.getByRole('navigation', { name: site.everyPage.navigation.help });
      for (const [name, href] of [
        [site.everyPage.navigation.status, '/status/'],
        [site.everyPage.navigation.care, '/customer-care/'],
      ] as const) {
        await expect(help.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
        await expect(help.getByRole('link', { name, exact: true })).toBeVisible();
      }
      // 4 quick links, e-mail, phone, WhatsApp when the content has a number, customer care,
      // service status, the social pages the content lists, the privacy notice, and the page in
      // each language when the site has more than English.
      const languages = publishedLanguages(site.languages.languages, process.env).length;
      await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(
        (site.contact.whatsapp ? 9 : 8) +
          (site.company.social?.length ?? 0) +
          1 +
          (languages > 0 ? languages + 1 : 0),
      );
      // Without the page's script the year is the one the site was built in.
      await expect(page.getByRole('contentinfo')).toContainText(
        new RegExp(`© \\d{4} ${escapeRegExp(site.company.name)}\\.`),
      );
    });
  }

  for (const { path } of PAGES) {
    test(`${path} points only at what is there: each of its buttons or links its copy names, and no fact left unfilled`, async ({
      page,
      browser,
    }) => {
      await page.goto(path);
      // Open every question, so its answer is read too.
      for (const details of await page.locator('details').all()) {
        await details.evaluate((element) => element.setAttribute('open', ''));
      }
      const text = await page.locator('main').innerText();
      // References to facts ({hours}, {price: …}) are filled in by the build.
      expect(text.match(/\{[a-z][a-z ]*(:[^{}]*)?\}/gi) ?? []).toEqual([]);
      // No control only the script shows (the coverage search's answers) is named.
      expect(scriptOnlyMistakes(text, site.coveragePage.search)).toEqual([]);
      // A control the copy tells people to press ("press "Register your interest"") that this
      // page has when its script runs is on it without the script too.
      const named = [
        ...text.matchAll(/\b(?:press|tap|click|choose|use)\s+(?:the\s+)?["“]([^"”]+)["”]/gi),
      ].map((match) => match[1]!);
      const scripted = await browser.newPage({
        baseURL: test.info().project.use.baseURL,
        javaScriptEnabled: true,
      });
      try {
        await scripted.goto(path);
        await scripted.waitForLoadState('networkidle');
        for (const name of named) {
          const control = (on: typeof page) =>
            on
              .getByRole('main')
              .getByRole('link', { name })
              .or(on.getByRole('main').getByRole('button', { name }))
              .first();
          if ((await control(scripted).count()) === 0) continue;
          await expect(control(page)).toBeVisible();
        }
      } finally {
        await scripted.close();
      }
    });
  }

  // The link under the list, to the waitlist page, is followed with JavaScript off in
  // waitlist.spec.ts.
  test('the coverage page: every "ask us" in its introduction is a link to ask', async ({
    page,
  }) => {
    await page.goto('/coverage/');
    // The introduction is in the page's header, above the list.
    const asks = site.coveragePage.intro.match(/\bask us\b/gi) ?? [];
    await expect(page.getByRole('main').getByRole('link', { name: /^ask us$/i })).toHaveCount(
      asks.length,
    );
  });

  test('pages are fully styled from the static HTML', async ({ page }) => {
    await page.goto('/');
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { margin: style.margin, font: style.fontFamily };
    });
    expect(body).toEqual({ margin: '0px', font: expect.stringContaining('system-ui') });
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
  });

  test('the not-found page still answers 404 with its message', async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  });

  test('every page of the navigation can be reached', async ({ page }) => {
    await page.goto('/');
    for (const [name, heading] of [
      ['About', site.about.heading],
      ['Services', site.servicesPage.heading],
      [site.everyPage.navigation.plans, site.plans.heading],
      [site.everyPage.navigation.coverage, site.coveragePage.heading],
      ['Contact Us', site.contactPage.heading],
      ['Home', site.home.hero.title],
    ] as const) {
      if (isPhone(page)) {
        // The menu toggle is a plain link to the menu, shown by CSS (:target).
        await page.getByRole('link', { name: site.everyPage.navigation.menu }).click();
      }
      await page
        .getByRole('navigation', { name: site.everyPage.navigation.label })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
    // Status and customer care are one tap away: no menu to open first.
    for (const [name, heading] of [
      [site.everyPage.navigation.status, site.statusPage.heading],
      [site.everyPage.navigation.care, site.care.heading],
    ] as const) {
      await page
        .getByRole('navigation', { name: site.everyPage.navigation.help })
        .getByRole('link', { name, exact: true })
        .click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    }
  });

  test('the contact form is posted by the browser and lands on the thank-you page', async ({
    page,
  }) => {
    await page.goto('/contact/');
    // The open-now line needs the visitor's clock: empty without the page's script.
    await expect(page.locator('p.open-now')).toBeEmpty();
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/#sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
    await expect(
      page.getByText("Thanks for reaching out! We'll get back to you soon."),
    ).toBeVisible();
    expect((await storedWithSubject(enquiry.subject)).map((record) => record.enquiry)).toEqual([
      enquiry,
    ]);
  });

  test('a field the server refuses comes back with its error and everything typed', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const enquiry = uniqueEnquiry({ email: 'ola@example.c' });
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: FORM.send }).click();
    // The Contact page again, with what went wrong at the top and the form filled in.
    await expect(page.getByRole('alert')).toContainText(FORM.answers.checkTitle);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.contactPage.heading);
    const email = page.getByLabel(FORM.labels.email);
    await expect(email).toHaveValue('ola@example.c');
    await expect(email).toHaveAccessibleDescription(fieldError('email', 'email'));
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    expect(await storedWithSubject(enquiry.subject)).toEqual([]);

    await email.fill('ola@example.com');
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/#sent$/);
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
  });
});
