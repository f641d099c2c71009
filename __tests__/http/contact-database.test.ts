/**
 * POST /api/contact against the real production server (`gatsby serve`), keeping enquiries in
 * the embedded database, flagged ones marked as spam. The hostile requests are in
 * contact-hostile.test.ts.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { ROOT } from '../../scripts/lib/paths';
import type { RunningSite } from '../../scripts/lib/site-server';
import { startSiteWithDatabase } from '../support/database';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { FORM, escapeRegExp, fieldError, site as content, siteIn } from '../support/site-content';

/** Text as HTML writes it. */
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
import {
  VALID,
  humanTiming,
  newClient,
  postForm,
  postJson,
  stored as storedIn,
  storedSpam,
} from '../support/enquiries';

let site: RunningSite;

beforeAll(async () => {
  site = await startSiteWithDatabase({
    CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    CONTACT_RATE_LIMIT: '5',
    CONTACT_RATE_WINDOW_SECONDS: '60',
    CONTACT_MIN_SUBMIT_MS: '3000',
  });
}, 120_000);

afterAll(() => site?.stop());

const stored = () => storedIn(site.databaseUrl);
const execFileAsync = promisify(execFile);

/** `npm run enquiries -- ARGS`, as staff run it while the site runs. */
async function enquiries(...args: string[]): Promise<string> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [require.resolve('tsx/cli', { paths: [ROOT] }), 'scripts/enquiries.ts', ...args],
    { cwd: ROOT, env: { ...process.env, SITE_DATA_DIR: site.dataDir } },
  );
  return stdout;
}
const spam = () => storedSpam(site.databaseUrl);

describe('accepted enquiries', () => {
  it('stores a JSON enquiry before answering 200', async () => {
    const before = (await stored()).length;
    const response = await postJson(site.url, { ...VALID, ...humanTiming() }, newClient());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });

    const records = await stored();
    expect(records).toHaveLength(before + 1);
    const record = records.at(-1)!;
    expect(record.enquiry).toEqual(VALID);
    expect(record.id).toMatch(/^[0-9a-f]{32}$/);
    expect(Date.now() - Date.parse(record.receivedAt)).toBeLessThan(60_000);
  });

  it('keeps unicode intact', async () => {
    const enquiry = {
      ...VALID,
      firstName: 'Ọláolúwa',
      lastName: 'Chíjiọkẹ',
      message: 'Ẹ káàárọ̀ 👋',
    };
    const response = await postJson(site.url, { ...enquiry, ...humanTiming() }, newClient());
    expect(response.status).toBe(200);
    expect((await stored()).at(-1)!.enquiry).toEqual(enquiry);
  });

  it('answers a form posted without JavaScript with a 303 to the thank-you page', async () => {
    const response = await postForm(site.url, { ...VALID, leave_empty: '' }, newClient());
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thanks/#sent');
    expect((await stored()).at(-1)!.enquiry).toEqual(VALID);

    const thanks = await fetch(`${site.url}/contact/thanks/`);
    expect(thanks.status).toBe(200);
    expect(await thanks.text()).toContain('Message Sent');
  });
  it('keeps the language of the page the form was sent from, English when the request names none', async () => {
    const response = await postForm(
      site.url,
      { ...VALID, leave_empty: '', language: 'ha' },
      newClient(),
    );
    // Answered with the thank-you page in the same language.
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ha/contact/thanks/#sent');
    expect((await stored()).at(-1)!.language).toBe('ha');
    expect((await postJson(site.url, { ...VALID, ...humanTiming() }, newClient())).status).toBe(
      200,
    );
    expect((await stored()).at(-1)!.language).toBe('en');
  });

  it('does not count refused submissions against the limit', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i += 1) {
      const refused = await postJson(
        site.url,
        { ...VALID, email: 'nope', ...humanTiming() },
        client,
      );
      expect(refused.status).toBe(400);
    }
    expect((await postJson(site.url, { ...VALID, ...humanTiming() }, client)).status).toBe(200);
  });

  it('accepts a message at its longest in a script of 4-byte characters', async () => {
    // 5,000 UTF-16 code units, as the browser's maxlength counts them: 20 KB of UTF-8.
    const message = '😀'.repeat(2500);
    const response = await postForm(site.url, { ...VALID, message, leave_empty: '' }, newClient());
    expect(response.status).toBe(303);
    expect((await stored()).at(-1)!.enquiry.message).toBe(message);
  });
});

describe('refused requests store nothing', () => {
  let before: number;
  beforeEach(async () => {
    before = (await stored()).length;
  });
  afterEach(async () => expect(await stored()).toHaveLength(before));

  it.each(['GET', 'PUT', 'DELETE'])('%s answers 405 with Allow: POST', async (method) => {
    const response = await fetch(`${site.url}/api/contact`, { method, headers: newClient() });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it.each([
    ['text/plain', 'firstName=Ada'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
    ],
    ['application/xml', '<enquiry/>'],
  ])('%s answers 415', async (type, body) => {
    const response = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': type, ...newClient() },
      body,
    });
    expect(response.status).toBe(415);
  });

  it('answers 400 naming each bad field', async () => {
    const response = await postJson(
      site.url,
      {
        ...VALID,
        email: 'adaeze@example',
        firstName: '',
        subject: 'Hi\r\nBcc: victim@example.com',
        ...humanTiming(),
      },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid',
      message: 'Some fields need attention.',
      fields: {
        firstName: fieldError('required', 'firstName'),
        email: fieldError('email', 'email'),
        subject: fieldError('oneLine', 'subject'),
      },
    });
  });

  it('answers 400 for an oversize field', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, message: 'a'.repeat(5001), ...humanTiming() },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({
      message: fieldError('tooLong', 'message', { number: 5000 }),
    });
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await postJson(site.url, ['not', 'an', 'object'], newClient());
    expect(response.status).toBe(400);
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...newClient() },
      body: '{"firstName": ',
    });
    expect(response.status).toBe(400);
  });

  it('answers 413 for a body over 80 KB, with a page for a visitor without JavaScript', async () => {
    const form = await postForm(
      site.url,
      { ...VALID, message: 'x'.repeat(90 * 1024) },
      newClient(),
    );
    expect(form.status).toBe(413);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await form.text()).toContain('Your message is too long');
  });

  it('answers 413 for a body over 80 KB', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, ...humanTiming(), padding: 'x'.repeat(85 * 1024) },
      newClient(),
    );
    expect(response.status).toBe(413);
  });

  it('answers 403 to a post from another site', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, ...humanTiming() },
      {
        ...newClient(),
        origin: 'https://evil.example',
      },
    );
    expect(response.status).toBe(403);
  });

  it('answers a refused field in the words of the page it came from, marked in its language once translated', async () => {
    const languages = publishedLanguages(content.languages.languages, process.env);
    expect(languages.length).toBeGreaterThan(0);
    for (const { code } of languages) {
      const form = siteIn(code).contactPage.form;
      const refused = { ...VALID, firstName: '', email: 'adaeze@example', language: code };
      const json = await postJson(site.url, { ...refused, ...humanTiming() }, newClient());
      expect(json.status).toBe(400);
      expect((await json.json()).fields).toEqual({
        firstName: fieldError('required', 'firstName', { form }),
        email: fieldError('email', 'email', { form }),
      });

      const html = await (await postForm(site.url, refused, newClient())).text();
      const error = new RegExp(
        `<p([^>]*id="enquiry-email-error"[^>]*)>${escapeRegExp(fieldError('email', 'email', { form }))}</p>`,
      ).exec(html);
      expect(error).not.toBeNull();
      // The page wrapper says English: a sentence still in English needs no mark.
      const translated = form.fieldErrors.email !== FORM.fieldErrors.email;
      expect(error![1]!.includes(` lang="${code}"`)).toBe(translated);
      expect(html).toContain(`>${escapeHtml(form.labels.email)}<`);
    }
  });

  it('answers a form without JavaScript that has a bad field with the Contact page again, filled in', async () => {
    const response = await postForm(
      site.url,
      { ...VALID, email: 'adaeze@example', message: 'Keep <this> & "that"' },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(FORM.answers.checkTitle);
    expect(html).toMatch(
      /<input[^>]*name="email"[^>]*value="adaeze@example"[^>]*aria-invalid="true"[^>]*aria-describedby="enquiry-email-error"/,
    );
    expect(html).toMatch(
      new RegExp(
        `<p[^>]*id="enquiry-email-error"[^>]*>${escapeRegExp(fieldError('email', 'email'))}</p>`,
      ),
    );
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);
    expect(html).toContain('Keep &lt;this&gt; &amp; "that"</textarea>');
    expect(html).toContain('action="/api/contact"');
    // A plain page: the site's scripts would try to route /api/contact as a page.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });
});

describe('spam is flagged and kept apart, never thrown away', () => {
  it('keeps a filled honeypot in the spam store, answering like a success', async () => {
    const [before, spamBefore] = [(await stored()).length, (await spam()).length];
    const response = await postJson(
      site.url,
      { ...VALID, elapsedMs: '60000', leave_empty: 'https://spam.example' },
      newClient(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await stored()).toHaveLength(before);
    expect(await spam()).toHaveLength(spamBefore + 1);
    expect((await spam()).at(-1)).toMatchObject({ enquiry: VALID, spam: ['honeypot'] });
  });

  it('keeps a form sent faster than a person types in the spam store, answering like a success', async () => {
    const [before, spamBefore] = [(await stored()).length, (await spam()).length];
    const response = await postForm(
      site.url,
      { ...VALID, leave_empty: '', elapsedMs: '500' },
      newClient(),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact/thanks/#sent');
    expect(await stored()).toHaveLength(before);
    expect(await spam()).toHaveLength(spamBefore + 1);
    expect((await spam()).at(-1)!.spam).toEqual(['too-fast']);
  });

  it("times the form on the visitor's device, so a phone whose clock is wrong is not flagged", async () => {
    // The old check compared a timestamp from the phone with the server's clock; now only the
    // elapsed time the phone measured counts, whatever its clock says.
    const [before, spamBefore] = [(await stored()).length, (await spam()).length];
    const response = await postJson(
      site.url,
      { ...VALID, elapsedMs: '45000', leave_empty: '', startedAt: String(Date.now() + 600_000) },
      newClient(),
    );
    expect(response.status).toBe(200);
    expect(await stored()).toHaveLength(before + 1);
    expect(await spam()).toHaveLength(spamBefore);
  });

  it('limits each client to 5 a minute, answering 429 with Retry-After', async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await postJson(site.url, { ...VALID, ...humanTiming() }, client)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200]);

    const before = (await stored()).length;
    const refused = await postJson(site.url, { ...VALID, ...humanTiming() }, client);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await stored()).toHaveLength(before);

    // Without JavaScript the visitor is asked to wait, and keeps what they typed.
    const page = await postForm(site.url, { ...VALID, leave_empty: '' }, client);
    expect(page.status).toBe(429);
    const html = await page.text();
    expect(html).toContain(FORM.answers.waitTitle);
    expect(html).toContain('value="Adaeze"');
    expect(html).toContain('We need 100 Mbps in Lekki.\nCan you help?</textarea>');

    // Another visitor is not affected.
    expect((await postJson(site.url, { ...VALID, ...humanTiming() }, newClient())).status).toBe(
      200,
    );
  });
});

describe('npm run enquiries, while the site runs', () => {
  const someone = {
    ...VALID,
    firstName: 'Ifeoma',
    lastName: 'Nwosu',
    email: 'Ifeoma.Nwosu@example.com',
    phone: '+234 805 555 0101',
    message: '=1+1 is not a formula\n\tand a tabbed line, kept as typed',
  };

  it('lists, exports and finds what the running site keeps', async () => {
    expect((await postJson(site.url, { ...someone, ...humanTiming() }, newClient())).status).toBe(
      200,
    );
    const lines = (await enquiries('--json')).trim().split('\n');
    expect(lines).toHaveLength((await stored()).length);
    expect(lines.map((line) => JSON.parse(line) as { enquiry: unknown }).at(-1)!.enquiry).toEqual(
      someone,
    );

    const rows = parse(await enquiries('--csv'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.at(-1)).toMatchObject({
      first_name: 'Ifeoma',
      phone: "'+234 805 555 0101",
      // A mark wherever a cell could start with a formula, however the file is split.
      message: `'=1+1 is not a formula\n'\tand a tabbed line, kept as typed`,
    });

    const found = await enquiries('find', '0805 555 0101');
    expect(found).toContain('1 enquiry and 0 waitlist sign-ups held about 0805 555 0101');
    expect(found).toContain('Ifeoma.Nwosu@example.com');
    expect(found).toContain('\tand a tabbed line, kept as typed');
  });

  it('erases one person’s enquiries, and the site goes on taking enquiries', async () => {
    const before = (await stored()).length;
    const out = await enquiries('erase', 'ifeoma.nwosu@EXAMPLE.com', '--note', 'request 7');
    expect(out).toContain('Erased 1 enquiry and 0 waitlist sign-ups');
    expect(out).not.toContain('Ifeoma');
    expect(await stored()).toHaveLength(before - 1);
    expect(await enquiries('find', 'ifeoma.nwosu@example.com')).toContain(
      '0 enquiries and 0 waitlist sign-ups held',
    );
    expect((await postJson(site.url, { ...VALID, ...humanTiming() }, newClient())).status).toBe(
      200,
    );
  });
});
