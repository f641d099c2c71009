import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { databaseDir, runningServer } from '../../src/server/embedded-database';
import { E2E_DATA_DIR } from './e2e-settings';
import { keptEnquiries } from './enquiries';
import { FORM } from './site-content';

export type Enquiry = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

/** A valid enquiry with a subject no other test uses, to find it in the outbox. */
export function uniqueEnquiry(changes: Partial<Enquiry> = {}): Enquiry {
  return {
    firstName: 'Ọláolúwa',
    lastName: 'Adébáyọ̀',
    email: 'ola@example.com',
    phone: '+234 800 000 0000',
    subject: `Fibre for our office ${randomUUID()}`,
    message: 'We need 100 Mbps in Lekki.\nCan you help?',
    ...changes,
  };
}

/**
 * Opens the contact form, scrolls to it as a visitor does (its script takes it over once it comes
 * near the screen), and waits until the script has taken it over, so a test that sends it meets
 * the script, not the browser's own post (which a slow machine would otherwise get).
 */
export async function openContactForm(page: Page, url = '/contact/'): Promise<void> {
  await page.goto(url);
  await page.locator('form#contact-form').scrollIntoViewIfNeeded();
  await page.locator('form[data-enhanced]').waitFor({ state: 'attached' });
}

/** Fills in the contact form, its fields found by their labels (`form`: the page's language's). */
export async function fillEnquiry(page: Page, enquiry: Enquiry, form = FORM): Promise<void> {
  const { labels } = form;
  await page.getByLabel(labels.firstName, { exact: true }).fill(enquiry.firstName);
  await page.getByLabel(labels.lastName, { exact: true }).fill(enquiry.lastName);
  await page.getByLabel(labels.email).fill(enquiry.email);
  await page.getByLabel(labels.phone).fill(enquiry.phone);
  await page.getByLabel(labels.subject, { exact: true }).fill(enquiry.subject);
  await page.getByLabel(labels.message, { exact: true }).fill(enquiry.message);
}

/** Everything the e2e server's database keeps. */
export async function keptByE2eServer() {
  const server = runningServer(databaseDir(E2E_DATA_DIR));
  if (!server) throw new Error(`No database runs for the e2e server in ${E2E_DATA_DIR}.`);
  return keptEnquiries(server.url);
}

/** The enquiries the e2e server kept whose subject is `subject`. */
export async function storedWithSubject(subject: string) {
  return (await keptByE2eServer()).filter((record) => record.enquiry.subject === subject);
}

/**
 * The visible "Message Sent" toast (the form also says it in a live region for screen readers);
 * `title` is the thanks page's heading on a page in another language.
 */
export const sentToast = (page: Page, title = 'Message Sent') =>
  page.locator('.notistack-SnackbarContainer').getByText(title, { exact: true });
