import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { startMailServer } from '../support/mail-server';
import { fillEnquiry, sentToast, uniqueEnquiry, openContactForm } from '../support/browser-enquiry';
import { NETLIFY_SMTP_PORT } from '../support/netlify-settings';
import { keptWithSubject, resend, waitsOver } from '../support/netlify-store';
import { FORM, fieldError } from '../support/site-content';

test.describe('the contact form on Netlify’s runtime, with JavaScript', () => {
  test('sends, says "Message Sent", and the enquiry is kept in Netlify Database', async ({
    page,
  }) => {
    const enquiry = uniqueEnquiry();
    await openContactForm(page);
    await fillEnquiry(page, enquiry);
    await page.getByRole('button', { name: FORM.send }).click();
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
    await page.getByRole('button', { name: FORM.send }).click();
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
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page.getByRole('alert')).toContainText(FORM.answers.checkTitle);
    const email = page.getByLabel(FORM.labels.email);
    await expect(email).toHaveValue('ola@example.c');
    await expect(email).toHaveAccessibleDescription(fieldError('email', 'email'));
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue(
      enquiry.message,
    );
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

  test('once it is back, a request sends only its own; the resend sends the waiting one', async ({
    request,
  }) => {
    const smtp = await startMailServer(NETLIFY_SMTP_PORT);
    const { subjects } = smtp;
    try {
      const afterwards = enquiry('Sent once mail was back');
      const response = await request.post('/api/contact', { data: afterwards });
      expect(response.status()).toBe(200);
      expect(subjects).toEqual([`Website enquiry: ${afterwards.subject}`]);
      expect(keptWithSubject(whileDown.subject)[0]?.sentAt).toBeNull();

      // What the Scheduled Function does, once the enquiry's wait after its failure is over.
      await waitsOver();
      await resend();
      expect(subjects).toContain(`Website enquiry: ${whileDown.subject}`);
      for (const subject of [whileDown.subject, afterwards.subject]) {
        expect(keptWithSubject(subject)[0]?.sentAt).toEqual(expect.any(String));
      }
    } finally {
      await smtp.close();
    }
  });

  test('the same enquiry and key five times at once and five times in a row: one record, one e-mail', async ({
    request,
  }) => {
    const smtp = await startMailServer(NETLIFY_SMTP_PORT);
    try {
      const once = enquiry('Sent ten times');
      const headers = { 'idempotency-key': randomUUID().replace(/-/g, '') };
      const post = () => request.post('/api/contact', { data: once, headers });
      const parallel = await Promise.all(Array.from({ length: 5 }, post));
      const statuses = parallel.map((response) => response.status());
      for (let i = 0; i < 5; i += 1) statuses.push((await post()).status());
      expect(statuses).toEqual(Array(10).fill(200));
      expect(keptWithSubject(once.subject)).toHaveLength(1);
      expect(smtp.subjects).toEqual([`Website enquiry: ${once.subject}`]);

      const conflict = await request.post('/api/contact', {
        data: { ...once, message: 'Other words under the same key' },
        headers,
      });
      expect(conflict.status()).toBe(422);
      expect(await conflict.json()).toMatchObject({ error: 'key_conflict' });
      expect(keptWithSubject(once.subject).map((kept) => kept.enquiry.message)).toEqual([
        once.message,
      ]);
    } finally {
      await smtp.close();
    }
  });

  test('Reply-To carries the stored address byte for byte; one a reply would not reach is refused', async ({
    request,
  }) => {
    const smtp = await startMailServer(NETLIFY_SMTP_PORT);
    try {
      const sent = { ...enquiry('Reply to me'), email: 'Ola.Ade+fibre@Example.NG' };
      expect((await request.post('/api/contact', { data: sent })).status()).toBe(200);
      const [kept] = keptWithSubject(sent.subject);
      expect(kept?.enquiry.email).toBe('Ola.Ade+fibre@example.ng');
      const header = /^Reply-To: (.*(?:\r\n[ \t].*)*)/m
        .exec(smtp.received[0]!.raw)?.[1]
        ?.replace(/\r\n[ \t]/g, ' ');
      expect(header?.slice(header.lastIndexOf('<') + 1, -1)).toBe(kept?.enquiry.email);

      const quoted = { ...enquiry('Quoted'), email: '"a>b"@example.com' };
      expect((await request.post('/api/contact', { data: quoted })).status()).toBe(400);
      expect(keptWithSubject(quoted.subject)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });
});

test('a malformed multipart body gets the endpoint’s own 415', async ({ request }) => {
  const response = await request.post('/api/contact', {
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    data: Buffer.from('--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda'),
  });
  expect(response.status()).toBe(415);
  expect(await response.json()).toMatchObject({ error: 'unsupported_media_type' });
});
