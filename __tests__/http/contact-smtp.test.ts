/**
 * POST /api/contact with e-mail set up: the real production server (`gatsby serve`) stores each
 * enquiry first, then sends it through nodemailer to a real SMTP server (the smtp-server
 * package) on loopback. With the mail server down, enquiries stay stored and go out later.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { receiptsPathFor } from '../../src/server/store';
import { startMailServer, type MailServer } from '../support/mail-server';
import { freePort } from '../../scripts/lib/ports';
import { ROOT } from '../../scripts/lib/paths';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import {
  VALID,
  humanTiming,
  newClient,
  postForm,
  postJson,
  readOutbox,
} from '../support/enquiries';

const SALES = 'sales@example.com';
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SENDER = 'website@example.com';

let dir: string;
let outbox: string;
let receipts: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-'));
  outbox = path.join(dir, 'outbox.jsonl');
  receipts = receiptsPathFor(outbox);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('with the SMTP server up', () => {
  let site: RunningSite;
  let smtp: MailServer;
  let received: MailServer['received'];

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startMailServer(port);
    received = smtp.received;
    site = await startSite({
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_TO: SALES,
      CONTACT_FROM: SENDER,
      CONTACT_OUTBOX: outbox,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  });

  afterAll(async () => {
    await site?.stop();
    await smtp.close();
  });

  beforeEach(() => {
    received.length = 0;
  });

  it('e-mails the enquiry to sales, with the visitor in Reply-To', async () => {
    const response = await postJson(site.url, { ...VALID, ...humanTiming() }, newClient());
    expect(response.status).toBe(200);

    expect(received).toHaveLength(1);
    const [{ envelopeTo, mail }] = received as [(typeof received)[number]];
    expect(envelopeTo).toEqual([SALES]);
    expect(mail.from?.value).toEqual([{ address: SENDER, name: '' }]);
    expect(mail.replyTo?.value).toEqual([
      { address: 'adaeze@example.com', name: 'Adaeze Okonkwo' },
    ]);
    expect(mail.subject).toBe('Website enquiry: Fibre for our office');
    expect(mail.text).toContain('Name:    Adaeze Okonkwo');
    expect(mail.text).toContain('Phone:   +234 800 000 0000');
    expect(mail.text).toContain('We need 100 Mbps in Lekki.\nCan you help?');
    // Stored first, then e-mailed, with the receipt recorded.
    const record = readOutbox(outbox).at(-1)!;
    expect(record.enquiry).toEqual(VALID);
    expect(mail.headers.get('x-enquiry-id')).toBe(record.id);
    expect(readOutbox(receipts).map((receipt) => receipt.id)).toContain(record.id);
  });

  it.each(['Ada.Eze+fibre@Example.COM', "o'neil{x}@mail.example.ng", 'jörg@example.de'])(
    'puts the stored address in Reply-To byte for byte: %s',
    async (email) => {
      const response = await postJson(
        site.url,
        { ...VALID, email, subject: `Reply to ${email}`, ...humanTiming() },
        newClient(),
      );
      expect(response.status).toBe(200);
      const record = readOutbox(outbox).at(-1)!;
      expect(record.enquiry.subject).toBe(`Reply to ${email}`);
      const { raw } = received[0]!;
      const header = /^Reply-To: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');
      expect(header?.slice(header.lastIndexOf('<') + 1, -1)).toBe(record.enquiry.email);
    },
  );

  it('refuses an address whose Reply-To would differ, and sends nothing', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, email: '"a>b"@example.com', ...humanTiming() },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      fields: { email: expect.stringMatching(/^Enter/) },
    });
    expect(received).toEqual([]);
  });

  it('keeps a visitor’s unusual name inside the Reply-To name', async () => {
    const response = await postJson(
      site.url,
      {
        ...VALID,
        firstName: 'Ọlá "Boss"',
        lastName: '<admin@evil.example>, x@evil.example',
        ...humanTiming(),
      },
      newClient(),
    );
    expect(response.status).toBe(200);
    const { mail } = received[0]!;
    expect(mail.replyTo?.value.map((entry) => entry.address)).toEqual(['adaeze@example.com']);
    expect(mail.headers.get('bcc')).toBeUndefined();
  });

  it.each([
    ['subject', { subject: 'Hello\r\nBcc: victim@example.com' }],
    ['firstName', { firstName: 'Ada\r\nBcc: victim@example.com' }],
    ['email', { email: 'adaeze@example.com\r\nBcc: victim@example.com' }],
  ])('refuses header injection in %s with 400 and sends nothing', async (field, changes) => {
    const response = await postJson(
      site.url,
      { ...VALID, ...changes, ...humanTiming() },
      newClient(),
    );
    expect(response.status).toBe(400);
    expect(Object.keys((await response.json()).fields)).toEqual([field]);
    expect(received).toEqual([]);
  });
});

describe('with the SMTP server down, then back', () => {
  let site: RunningSite;
  let port: number;
  let downOutbox: string;

  beforeAll(async () => {
    port = await freePort(); // nothing listens there yet
    downOutbox = path.join(dir, 'down', 'outbox.jsonl');
    site = await startSite({
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_TO: SALES,
      CONTACT_OUTBOX: downOutbox,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  });
  afterAll(() => site?.stop());

  const sentIds = () => readOutbox(receiptsPathFor(downOutbox)).map((receipt) => receipt.id);

  it('keeps the enquiry and tells the visitor it was sent; it waits, unsent', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, subject: 'Sent while mail was down', ...humanTiming() },
      newClient(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [record] = readOutbox(downOutbox);
    expect(record?.enquiry.subject).toBe('Sent while mail was down');
    expect(sentIds()).toEqual([]);
  });

  it('a visitor without JavaScript is told it was sent too', async () => {
    const response = await postForm(
      site.url,
      { ...VALID, subject: 'Form sent while mail was down', leave_empty: '' },
      newClient(),
    );
    expect(response.status).toBe(303);
    expect(readOutbox(downOutbox)).toHaveLength(2);
    expect(sentIds()).toEqual([]);
  });

  it('once the mail server is back, a visitor’s request sends only its own; resending sends the rest', async () => {
    const smtp = await startMailServer(port);
    const received = smtp.subjects;
    try {
      const response = await postJson(
        site.url,
        { ...VALID, subject: 'Sent once mail was back', ...humanTiming() },
        newClient(),
      );
      expect(response.status).toBe(200);
      expect(received).toEqual(['Website enquiry: Sent once mail was back']);

      // Off the visitor's path: what the hourly Scheduled Function does on Netlify.
      execFileSync(process.execPath, [TSX, 'scripts/enquiries.ts', 'resend'], {
        cwd: ROOT,
        env: {
          ...process.env,
          CONTACT_OUTBOX: downOutbox,
          CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
          CONTACT_TO: SALES,
        },
        stdio: 'pipe',
      });
      expect(received.sort()).toEqual([
        'Website enquiry: Form sent while mail was down',
        'Website enquiry: Sent once mail was back',
        'Website enquiry: Sent while mail was down',
      ]);
      expect(sentIds().sort()).toEqual(
        readOutbox(downOutbox)
          .map((record) => record.id)
          .sort(),
      );
    } finally {
      await smtp.close();
    }
  });
});

describe('when nothing can be stored', () => {
  let site: RunningSite;
  let blocked: string;

  beforeAll(async () => {
    // A file where the outbox's folder should be: nothing can be written there.
    blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'not a folder');
    site = await startSite({
      CONTACT_OUTBOX: path.join(blocked, 'outbox.jsonl'),
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  });
  afterAll(() => site?.stop());

  it('answers 503 to the page’s script', async () => {
    const response = await postJson(site.url, { ...VALID, ...humanTiming() }, newClient());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'delivery_failed' });
  });

  it('tells a visitor without JavaScript, and gives them back what they typed', async () => {
    const response = await postForm(site.url, { ...VALID, leave_empty: '' }, newClient());
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Your message was not sent');
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);
    expect(html).toContain('We need 100 Mbps in Lekki.\nCan you help?</textarea>');
  });

  it('does not count what it failed to store against the visitor’s limit', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i += 1) {
      expect((await postJson(site.url, { ...VALID, ...humanTiming() }, client)).status).toBe(503);
    }
    rmSync(blocked);
    const response = await postJson(site.url, { ...VALID, ...humanTiming() }, client);
    expect(response.status).toBe(200);
    expect(readOutbox(path.join(blocked, 'outbox.jsonl'))).toHaveLength(1);
  });
});
