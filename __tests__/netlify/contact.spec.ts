import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startMailServer } from '../support/mail-server';
import { fillEnquiry, sentToast, uniqueEnquiry, openContactForm } from '../support/browser-enquiry';
import { NETLIFY_SMTP_PORT } from '../support/netlify-settings';
import { keptWithSubject } from '../support/netlify-store';

test.describe('the contact form on Netlify’s runtime, with JavaScript', () => {
  test('sends, says "Message Sent", and the enquiry is kept in Netlify Blobs', async ({ page }) => {
    const enquiry = uniqueEnquiry();
    await openContactForm(page);
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(sentToast(page)).toBeVisible();
    const kept = keptWithSubject(enquiry.subject);
    expect(kept.map((entry) => entry.enquiry)).toEqual([enquiry]);
    expect(kept[0]!.spam).toBeUndefined();
  });
});

test.describe('the contact form on Netlify’s runtime, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the browser posts it, lands on the thank-you page, and it is kept', async ({ page }) => {
    const enquiry = uniqueEnquiry();
    await page.goto('/contact/');
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\/thanks\/#sent$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Message Sent');
    expect(keptWithSubject(enquiry.subject).map((entry) => entry.enquiry)).toEqual([enquiry]);
  });

  test('a refused field comes back on the Contact page, filled in, and nothing is kept', async ({
    page,
  }) => {
    const enquiry = uniqueEnquiry({ email: 'ola@example.c' });
    await page.goto('/contact/');
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check your message');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveValue('ola@example.c');
    await expect(email).toHaveAccessibleDescription(
      'Enter an email address like name@example.com.',
    );
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(enquiry.message);
    expect(keptWithSubject(enquiry.subject)).toEqual([]);
  });
});

test.describe('e-mail to sales fails, then recovers', () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'one run is enough: it shares one mail server port');

  const enquiry = (subject: string) => ({
    ...uniqueEnquiry({ subject: `${subject} ${randomUUID()}` }),
    leave_empty: '',
    elapsedMs: '60000',
  });
  let whileDown: ReturnType<typeof enquiry>;

  test('with the mail server down, the enquiry is kept and the visitor told it was sent', async ({
    request,
  }) => {
    whileDown = enquiry('Sent while mail was down');
    const response = await request.post('/api/contact', { data: whileDown });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [kept] = keptWithSubject(whileDown.subject);
    expect(kept?.notify).toBe(true);
    expect(kept?.sentAt).toBeNull();
  });

  test('once it is back, the next enquiry takes the waiting one with it', async ({ request }) => {
    const smtp = await startMailServer(NETLIFY_SMTP_PORT);
    const { subjects } = smtp;
    try {
      const afterwards = enquiry('Sent once mail was back');
      const response = await request.post('/api/contact', { data: afterwards });
      expect(response.status()).toBe(200);
      expect(subjects).toEqual(
        expect.arrayContaining([
          `Website enquiry: ${whileDown.subject}`,
          `Website enquiry: ${afterwards.subject}`,
        ]),
      );
      for (const subject of [whileDown.subject, afterwards.subject]) {
        expect(keptWithSubject(subject)[0]?.sentAt).toEqual(expect.any(String));
      }
    } finally {
      await smtp.close();
    }
  });
});
