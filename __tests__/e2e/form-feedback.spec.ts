/**
 * What the visitor sees of their message, at 360, 768 and 1280 px:
 * a confirmation that stays, toasts that never cover the form's controls, nothing typed lost
 * while sending, drafts that say what they are, and "Ask about …" links that land on the form.
 * The endpoint is failed and slowed down by route interception (the browser's view of a failing
 * server; the real server's failures are tested in __tests__/http).
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { filled } from '../../src/lib/form-words';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  fillEnquiry,
  keptByE2eServer,
  openContactForm,
  sentToast,
  storedWithSubject,
  uniqueEnquiry,
} from '../support/browser-enquiry';
import { isPhone } from '../support/pages';
import { escapeRegExp, FORM, SEND_BUTTON, DRAFT_NOTICE } from '../support/site-content';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

const sendButton = (page: Page) => page.getByRole('button', { name: SEND_BUTTON });

const confirmation = (page: Page) => page.getByRole('region', { name: FORM.sentHeading });

/** The widths each project checks: the phone project 360 px, the desktop one 768 and 1280. */
function widthsFor(page: Page): number[] {
  return isPhone(page) ? [360] : [768, 1280];
}

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The form's controls that `cover` lies over (labels by name), among those on screen. */
async function controlsUnder(page: Page, cover: Locator): Promise<string[]> {
  const box = await cover.boundingBox();
  if (!box) return [];
  const controls = page.locator('#contact-form').locator('input, textarea, button, a');
  const covered: string[] = [];
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue;
    const controlBox = await control.boundingBox();
    if (controlBox && overlaps(box, controlBox)) {
      covered.push(
        (await control.getAttribute('name')) ?? (await control.textContent()) ?? 'a control',
      );
    }
  }
  return covered;
}

/** Every toast on screen. */
const toasts = (page: Page) => page.locator('.notistack-SnackbarContainer > *');

test.describe('after sending', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs the page’s script');

  test('success: the toast covers no control, and a confirmation stays with what was sent', async ({
    page,
  }) => {
    for (const width of widthsFor(page)) {
      await page.setViewportSize({ width, height: 800 });
      await openContactForm(page);
      const enquiry = uniqueEnquiry();
      await fillEnquiry(page, enquiry);
      await sendButton(page).click();

      await expect(sentToast(page)).toBeVisible();
      await expect(confirmation(page)).toBeInViewport();
      expect(await controlsUnder(page, toasts(page).first()), `at ${width} px`).toEqual([]);
      await expect(confirmation(page)).toContainText(enquiry.subject);
      await expect(confirmation(page)).toContainText('We need 100 Mbps in Lekki.');
      await expect(confirmation(page)).toContainText(`replies by e-mail to ${enquiry.email}`);
      await expect(confirmation(page).getByRole('heading')).toBeFocused();
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);

      // The toast goes (dismissed, unless it hid itself while axe ran on a busy machine); the
      // confirmation stays.
      const dismiss = page.getByRole('button', { name: FORM.dismiss });
      if (await dismiss.isVisible()) await dismiss.click({ timeout: 2_000 }).catch(() => undefined);
      await expect(sentToast(page)).toHaveCount(0);
      await expect(confirmation(page)).toBeVisible();
      await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
      expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
    }
  });

  test('failure: said above the Send button, in view, with nothing covering the form', async ({
    page,
  }) => {
    for (const width of widthsFor(page)) {
      await page.setViewportSize({ width, height: 800 });
      await openContactForm(page);
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
      );
      const enquiry = uniqueEnquiry();
      await fillEnquiry(page, enquiry);
      await sendButton(page).click();

      const alert = page.getByRole('alert').filter({ hasText: FORM.failedTitle });
      await expect(alert).toBeInViewport();
      await expect(sendButton(page)).toBeInViewport();
      await expect(sendButton(page)).toHaveText(FORM.send);
      for (const toast of await toasts(page).all()) {
        expect(await controlsUnder(page, toast), `at ${width} px`).toEqual([]);
      }
      await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
        enquiry.message,
      );
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);

      // Try again once the server is back: it goes.
      await page.unroute('**/api/contact');
      await sendButton(page).click();
      await expect(sentToast(page)).toBeVisible();
      await expect(alert).toHaveCount(0);
      expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
    }
  });

  test('a slow server: what is typed while "Sending…" stays in the form and is kept', async ({
    page,
  }) => {
    for (const width of widthsFor(page)) {
      await page.setViewportSize({ width, height: 800 });
      await openContactForm(page);
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/api/contact', async (route) => {
        await held;
        await route.continue();
      });
      const enquiry = uniqueEnquiry();
      await fillEnquiry(page, enquiry);
      await sendButton(page).click();
      await expect(sendButton(page)).toHaveText(FORM.sending);
      const message = page.getByLabel(FORM.labels.message, { exact: true });
      await message.press('End');
      await message.pressSequentially(' And a phone line.');
      release();

      await expect(sentToast(page)).toBeVisible();
      await expect(message).toHaveValue(`${enquiry.message} And a phone line.`);
      await expect(confirmation(page)).toContainText(FORM.changedWhileSending);
      expect((await storedWithSubject(enquiry.subject))[0]?.enquiry.message).toBe(enquiry.message);
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);

      // Kept on the device too: a reload brings it back, said to be a draft never sent.
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('contact-form-draft')))
        .toContain('And a phone line.');
      await page.unroute('**/api/contact');
      await openContactForm(page);
      await expect(message).toHaveValue(`${enquiry.message} And a phone line.`);
      await expect(page.getByText(DRAFT_NOTICE.start)).toContainText(DRAFT_NOTICE.end);
      await page.getByRole('button', { name: FORM.clear }).click();
    }
  });
});

test.describe('drafts that come back', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs the page’s script');

  test('sent while offline, then the page reopened: the draft says it was never sent', async ({
    page,
    context,
  }) => {
    for (const width of widthsFor(page)) {
      await page.setViewportSize({ width, height: 800 });
      await openContactForm(page);
      const enquiry = uniqueEnquiry();
      await fillEnquiry(page, enquiry);
      await context.setOffline(true);
      await sendButton(page).click();
      await expect(sendButton(page)).toHaveText(FORM.sendNow);
      // Closed while still offline, reopened later: a new page, and the kept draft.
      await page.close();
      await context.setOffline(false);
      page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      await openContactForm(page);

      const notice = page.getByText(DRAFT_NOTICE.start);
      await expect(notice).toBeVisible();
      await expect(notice).toContainText(DRAFT_NOTICE.end);
      await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
        enquiry.message,
      );
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
      await page.getByRole('button', { name: FORM.clear }).click();
    }
  });

  test('an old draft under a new "Ask about" subject says so', async ({ page }) => {
    await openContactForm(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('contact-form-draft')))
      .toContain(enquiry.subject);

    await openContactForm(page, `/contact/?subject=${encodeURIComponent('Cloud Computing')}`);
    await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue(
      'Cloud Computing',
    );
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    const notice = page.getByText(DRAFT_NOTICE.start);
    await expect(notice).toContainText(DRAFT_NOTICE.end);
    await expect(notice).toContainText(
      filled(FORM.draftSubjectChanged, {
        before: `“${enquiry.subject}”`,
        after: '“Cloud Computing”',
      }),
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('"Ask about …" arrives at the form', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs the page’s script');

  test('the heading and the first field show below the sticky header, the focus is at the form', async ({
    page,
  }) => {
    for (const width of isPhone(page) ? [360] : [1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/services/');
      const ask = page.locator('main a[href*="#contact-form"]').first();
      await expect(ask).toHaveAttribute('href', /^\/contact\/ask\/[a-z0-9-]+\/#contact-form$/);
      // The subject the link names ("<label>: <service>"), from the page built for it.
      const named = ((await ask.getAttribute('aria-label')) ?? '').split(': ').slice(1).join(': ');
      await ask.click();
      await page.locator('form[data-enhanced]').waitFor({ state: 'attached' });

      const heading = page.locator('#contact-form-heading');
      await expect(heading).toBeFocused();
      const header = await page.getByRole('banner').boundingBox();
      const headingBox = await heading.boundingBox();
      expect(header && headingBox, `at ${width} px`).toBeTruthy();
      expect(headingBox!.y, `at ${width} px`).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(heading).toBeInViewport();
      await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toBeInViewport();
      await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue(
        new RegExp(`${escapeRegExp(named)}$`),
      );

      await page.keyboard.press('Tab');
      await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toBeFocused();
      expect(await axeViolations(page), `at ${width} px`).toEqual([]);
    }
  });
});

test.describe('"Ask about …" without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every "Ask about" link opens the form with its subject, and it is sent with it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: isPhone(page) ? 360 : 1280, height: 800 });
    const targets: { href: string; named: string }[] = [];
    // The services' links, and the plans'.
    for (const path of ['/services/', '/plans/']) {
      await page.goto(path);
      for (const link of await page.locator('main a[href*="#contact-form"]').all()) {
        const href = (await link.getAttribute('href')) ?? '';
        const label = (await link.getAttribute('aria-label')) ?? '';
        targets.push({ href, named: label.split(': ').slice(1).join(': ') });
      }
    }
    expect(targets.length).toBeGreaterThan(0);
    for (const { href, named } of targets) {
      await page.goto(href);
      await expect(page.getByLabel(FORM.labels.subject, { exact: true }), href).toHaveValue(
        new RegExp(`${escapeRegExp(named)}$`),
      );
      const header = await page.getByRole('banner').boundingBox();
      const heading = await page.locator('#contact-form-heading').boundingBox();
      expect(heading!.y, href).toBeGreaterThanOrEqual(header!.y + header!.height);
      await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toBeInViewport();
    }

    // The last one, sent with the subject the page gave it.
    const subject = await page.getByLabel(FORM.labels.subject, { exact: true }).inputValue();
    const enquiry = uniqueEnquiry({ subject });
    const message = `${enquiry.message} ${randomUUID()}`;
    await fillEnquiry(page, { ...enquiry, message });
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/#sent$/);
    const stored = (await keptByE2eServer()).filter((record) => record.enquiry.message === message);
    expect(stored.map((record) => record.enquiry.subject)).toEqual([subject]);
  });
});
