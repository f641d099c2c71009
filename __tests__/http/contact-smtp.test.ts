/**
 * POST /api/contact with e-mail set up: the real production server (`gatsby serve`) keeps each
 * enquiry in the database first, then sends it through nodemailer to a real SMTP server (the
 * smtp-server package) on loopback. With the mail server down, enquiries stay kept and go out
 * later, once each, even from two resend runs at once. With the database down, the visitor is
 * told, and keeps what they typed.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../scripts/lib/paths';
import { freePort } from '../../scripts/lib/ports';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';
import { poolFor } from '../../src/server/database';
import { databaseDir, socketUrl } from '../../src/server/embedded-database';
import { startSiteWithDatabase } from '../support/database';
import {
  VALID,
  humanTiming,
  keptEnquiries,
  newClient,
  postForm,
  postJson,
} from '../support/enquiries';
import { startMailServer, type MailServer } from '../support/mail-server';
import { FORM } from '../support/site-content';

const SALES = 'sales@example.com';
const execFileAsync = promisify(execFile);
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
const SENDER = 'website@example.com';

describe('with the SMTP server up', () => {
  let site: RunningSite;
  let smtp: MailServer;
  let received: MailServer['received'];

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startMailServer(port);
    received = smtp.received;
    site = await startSiteWithDatabase({
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_TO: SALES,
      CONTACT_FROM: SENDER,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  }, 120_000);

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
    // Kept first, then e-mailed, and recorded as sent.
    const record = (await keptEnquiries(site.databaseUrl)).at(-1)!;
    expect(record.enquiry).toEqual(VALID);
    expect(mail.headers.get('x-enquiry-id')).toBe(record.id);
    expect(record.sentAt).not.toBeNull();
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
      const record = (await keptEnquiries(site.databaseUrl)).at(-1)!;
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

  beforeAll(async () => {
    port = await freePort(); // nothing listens there yet
    site = await startSiteWithDatabase({
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
      CONTACT_TO: SALES,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  }, 120_000);
  afterAll(() => site?.stop());

  const kept = () => keptEnquiries(site.databaseUrl);
  const sent = async () => (await kept()).filter((record) => record.sentAt !== null);
  /** `npm run enquiries -- resend`, as cron or a person runs it, beside the running site. */
  const resend = (batch: number) =>
    execFileAsync(
      process.execPath,
      [TSX, 'scripts/enquiries.ts', 'resend', '--batch', String(batch)],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          SITE_DATA_DIR: site.dataDir,
          CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
          CONTACT_TO: SALES,
        },
      },
    ).catch((error: { stdout: string }) => error); // exits 1 while some are left

  it('keeps the enquiry and tells the visitor it was sent; it waits, unsent', async () => {
    const response = await postJson(
      site.url,
      { ...VALID, subject: 'Sent while mail was down', ...humanTiming() },
      newClient(),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    const [record] = await kept();
    expect(record?.enquiry.subject).toBe('Sent while mail was down');
    expect(await sent()).toEqual([]);
  });

  it('a visitor without JavaScript is told it was sent too', async () => {
    const response = await postForm(
      site.url,
      { ...VALID, subject: 'Form sent while mail was down', leave_empty: '' },
      newClient(),
    );
    expect(response.status).toBe(303);
    expect(await kept()).toHaveLength(2);
    expect(await sent()).toEqual([]);
  });

  it('once the mail server is back, a visitor’s request sends only its own; resending sends the rest, once, even from two runs at once', async () => {
    for (let index = 0; index < 8; index += 1) {
      await postJson(
        site.url,
        { ...VALID, subject: `Also while mail was down ${index}`, ...humanTiming() },
        newClient(),
      );
    }
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

      // Each one that failed waits its own time (10 minutes after a first failure); the resend
      // takes none of them before.
      await resend(20);
      expect(received).toEqual(['Website enquiry: Sent once mail was back']);
      // Ten minutes later, off the visitor's path: what the Scheduled Function does on Netlify.
      // Two runs at once (cron firing while a person runs it): not execFileSync, the mail server
      // runs here.
      await poolFor(site.databaseUrl).query(
        "UPDATE enquiries SET next_attempt_at = now() - interval '1 second' WHERE next_attempt_at IS NOT NULL",
      );
      await Promise.all([resend(6), resend(6)]);
      const waiting = (await kept()).map((record) => `Website enquiry: ${record.enquiry.subject}`);
      expect([...received].sort()).toEqual([...waiting].sort());
      expect(new Set(received).size).toBe(received.length);
      expect((await sent()).length).toBe(waiting.length);
    } finally {
      await smtp.close();
    }
  }, 60_000);
});

describe('when the database cannot keep it', () => {
  let site: RunningSite;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    // A Postgres of its own (DATABASE_URL: the socket the embedded server will make in its folder)
    // that is not running yet.
    dataDir = mkdtempSync(path.join(tmpdir(), 'site-data-'));
    url = socketUrl(databaseDir(dataDir));
    site = await startSite({
      SITE_DATA_DIR: dataDir,
      DATABASE_URL: url,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  });
  afterAll(async () => {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

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
    expect(html).toContain(FORM.answers.notSentTitle);
    expect(html).toMatch(/<input[^>]*name="firstName"[^>]*value="Adaeze"/);
    expect(html).toContain('We need 100 Mbps in Lekki.\nCan you help?</textarea>');
  });

  it('does not count what it failed to keep against the visitor’s limit', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i += 1) {
      expect((await postJson(site.url, { ...VALID, ...humanTiming() }, client)).status).toBe(503);
    }
    // The database comes up where DATABASE_URL points.
    const server = spawn(
      process.execPath,
      [TSX, 'scripts/database-server.ts', '--dir', databaseDir(dataDir)],
      { cwd: ROOT, stdio: 'ignore' },
    );
    try {
      for (let tries = 0; tries < 600; tries += 1) {
        if (
          await keptEnquiries(url).then(
            () => true,
            () => false,
          )
        )
          break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const response = await postJson(site.url, { ...VALID, ...humanTiming() }, client);
      expect(response.status).toBe(200);
      expect(await keptEnquiries(url)).toHaveLength(1);
    } finally {
      server.kill('SIGTERM');
    }
  }, 90_000);
});
