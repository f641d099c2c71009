import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENQUIRY_FIELD_NAMES } from '../../src/lib/enquiry-form';
import { expect, test, type Page } from '@playwright/test';
import { freePort } from '../../scripts/lib/ports';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import {
  fillEnquiry,
  storedWithSubject,
  uniqueEnquiry,
  sentToast,
  openContactForm,
} from '../support/browser-enquiry';
import {
  dialledPhone,
  shownPhone,
  site,
  FORM,
  SEND_BUTTON,
  fieldError,
} from '../support/site-content';

const sendButton = (page: Page) => page.getByRole('button', { name: SEND_BUTTON });

function countContactPosts(page: Page): { count: number } {
  const posts = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact')
      posts.count += 1;
  });
  return posts;
}

test.describe('contact form', () => {
  test('browser-level rules stop an incomplete or malformed form from being sent', async ({
    page,
  }) => {
    await openContactForm(page);
    const posts = countContactPosts(page);
    await sendButton(page).click();
    const firstName = page.getByLabel(FORM.labels.firstName, { exact: true });
    expect(await firstName.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    expect(await firstName.evaluate((input: HTMLInputElement) => input.validationMessage)).not.toBe(
      '',
    );

    await fillEnquiry(page, uniqueEnquiry({ email: 'not-an-email' }));
    await sendButton(page).click();
    expect(
      await page
        .getByLabel(FORM.labels.email)
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(posts.count).toBe(0);
    await expect(page.getByText('Message Sent')).toHaveCount(0);
  });

  test('a valid enquiry is stored, "Message Sent" appears and the form resets', async ({
    page,
  }) => {
    await openContactForm(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await sendButton(page).click();

    await expect(sentToast(page)).toBeVisible();
    await expect(page.locator('.notistack-SnackbarContainer')).toContainText(
      "Thanks for reaching out! We'll get back to you soon.",
    );
    // Said to screen readers through the form's live region.
    await expect(page.getByRole('status')).toHaveText(
      "Message Sent. Thanks for reaching out! We'll get back to you soon.",
    );
    await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');

    const stored = await storedWithSubject(enquiry.subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.enquiry).toEqual(enquiry);
  });

  test('while sending, the button is disabled and a second click sends nothing more', async ({
    page,
  }) => {
    await openContactForm(page);
    // Hold the real request back for a moment, so the sending state can be seen.
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    const posts = countContactPosts(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await sendButton(page).click();
    await expect(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(sendButton(page)).toBeFocused();
    await expect(sendButton(page)).toHaveText(FORM.sending);
    await sendButton(page).click({ force: true });
    await page.getByLabel(FORM.labels.message, { exact: true }).press('Enter'); // Enter in a textarea adds a line, never submits
    await expect(sentToast(page)).toBeVisible();
    expect(posts.count).toBe(1);
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
  });

  test('a field the server refuses shows its error next to it, and nothing is lost', async ({
    page,
  }) => {
    await openContactForm(page);
    // Passes the browser's e-mail check, but the server wants a real top-level domain.
    const enquiry = uniqueEnquiry({ email: 'ola@example.c' });
    await fillEnquiry(page, enquiry);
    await sendButton(page).click();

    const email = page.getByLabel(FORM.labels.email);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(fieldError('email', 'email'));
    await expect(email).toBeFocused();
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    await expect(page.getByText('Message Sent')).toHaveCount(0);
    expect(await storedWithSubject(enquiry.subject)).toEqual([]);
  });

  test('when the server cannot be reached, the visitor is told, offered e-mail and phone, and keeps the form', async ({
    page,
  }) => {
    await openContactForm(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    // Online, but the request never gets an answer (a dead mast, a captive portal).
    await page.route('**/api/contact', (route) => route.abort('connectionfailed'));
    await sendButton(page).click();

    const alert = page.getByRole('alert').filter({ hasText: FORM.failedTitle });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('link', { name: site.contact.email })).toHaveAttribute(
      'href',
      `mailto:${site.contact.email}`,
    );
    await expect(alert.getByRole('link', { name: shownPhone(site.contact.phone) })).toHaveAttribute(
      'href',
      dialledPhone(site.contact.phone),
    );
    await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue(
      enquiry.subject,
    );
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    await expect(page.getByText('Message Sent')).toHaveCount(0);
  });

  test('sent while offline: told plainly, then sent by itself when the connection returns', async ({
    page,
    context,
  }) => {
    await openContactForm(page);
    const posts = countContactPosts(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await context.setOffline(true);
    await sendButton(page).click();

    // The notice on the page (the form's live region says it to screen readers too).
    const notice = page.getByRole('paragraph').filter({ hasText: FORM.offline });
    await expect(notice).toBeVisible();
    await expect(notice).toHaveText(FORM.offline);
    await expect(page.getByText('Message Sent')).toHaveCount(0);
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    expect(await storedWithSubject(enquiry.subject)).toEqual([]);

    await context.setOffline(false);
    await expect(sentToast(page)).toBeVisible();
    await expect(notice).toBeHidden();
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
    expect(posts.count).toBe(1);
    const stored = await storedWithSubject(enquiry.subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.enquiry).toEqual(enquiry);
  });
});

test.describe('an answer lost on the way back', () => {
  test('the server kept it, the page did not hear: sending again after a reload keeps it once', async ({
    page,
  }) => {
    await openContactForm(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    const keys: string[] = [];
    // The first post reaches the server, which keeps it; its answer never reaches the page.
    await page.route('**/api/contact', async (route) => {
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      await route.fetch();
      await route.abort('connectionreset');
    });
    await sendButton(page).click();
    await expect(page.getByText(FORM.failedTitle)).toBeVisible();
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
    await page.unroute('**/api/contact');

    // The visitor reloads: the draft comes back with its key, and is sent again.
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact') {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await openContactForm(page);
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    await sendButton(page).click();
    await expect(sentToast(page)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
  });
});

test.describe('contact form drafts', () => {
  test('what was typed survives a reload, and a sent message leaves no draft', async ({ page }) => {
    await openContactForm(page);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    await expect(page.getByText(FORM.keptOnDevice)).toBeVisible();
    // Kept a moment after typing pauses.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('contact-form-draft')))
      .toContain(enquiry.subject);

    await openContactForm(page);
    for (const name of ENQUIRY_FIELD_NAMES) {
      // The e-mail's and the phone's labels also say they are optional (one of them is enough).
      const optional = name === 'phone' || name === 'email';
      await expect(page.getByLabel(FORM.labels[name], { exact: !optional })).toHaveValue(
        enquiry[name],
      );
    }

    await sendButton(page).click();
    await expect(sentToast(page)).toBeVisible();
    await openContactForm(page);
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
    expect(await storedWithSubject(enquiry.subject)).toHaveLength(1);
  });

  test('"Clear what I typed" empties the form for good', async ({ page }) => {
    await openContactForm(page);
    await fillEnquiry(page, uniqueEnquiry());
    await page.getByRole('button', { name: FORM.clear }).click();
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toBeFocused();
    await openContactForm(page);
    await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue('');
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
  });
});

test.describe('contact form when the enquiry cannot be stored', () => {
  let server: RunningSite;
  let dir: string;

  test.beforeAll(async () => {
    // Starting a server of its own takes longer than a test on a busy machine.
    test.setTimeout(90_000);
    // A database of its own (DATABASE_URL) where nothing listens: nothing can be kept.
    dir = mkdtempSync(path.join(tmpdir(), 'e2e-unstorable-'));
    server = await startSite({
      SITE_DATA_DIR: dir,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
      CONTACT_MIN_SUBMIT_MS: '0',
    });
  });
  test.afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  test('the visitor sees it failed, with e-mail and phone, and keeps what they typed', async ({
    page,
  }) => {
    await openContactForm(page, `${server.url}/contact/`);
    const enquiry = uniqueEnquiry();
    await fillEnquiry(page, enquiry);
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await sendButton(page).click();
    expect((await answer).status()).toBe(503);

    const alert = page.getByRole('alert').filter({ hasText: FORM.failedTitle });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(FORM.failedText);
    await expect(alert.getByRole('link', { name: site.contact.email })).toBeVisible();
    await expect(page.getByLabel(FORM.labels.firstName, { exact: true })).toHaveValue(
      enquiry.firstName,
    );
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
    await expect(page.getByText('Message Sent')).toHaveCount(0);
  });
});
