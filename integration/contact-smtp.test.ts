/**
 * POST /api/contact delivering by e-mail: the real production server (`gatsby serve`) sends
 * through nodemailer to a real SMTP server process (the smtp-server package) on loopback.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort, startSite, type RunningSite } from './server';
import { VALID, humanTiming, newClient, postForm, postJson, readOutbox } from './enquiries';

const SALES = 'sales@ziralink.example';
const SENDER = 'website@ziralink.example';

let dir: string;
let outbox: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'smtp-'));
  outbox = path.join(dir, 'outbox.jsonl');
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('with the SMTP server up', () => {
  let site: RunningSite;
  let smtp: SMTPServer;
  const received: { envelopeTo: string[]; mail: ParsedMail }[] = [];

  beforeAll(async () => {
    const port = await freePort();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              mail,
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
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
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
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
    expect(readOutbox(outbox)).toEqual([]);
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

describe('with the SMTP server down', () => {
  let site: RunningSite;

  beforeAll(async () => {
    const closedPort = await freePort(); // nothing listens there
    site = await startSite({
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
      CONTACT_TO: SALES,
      CONTACT_OUTBOX: outbox,
      CONTACT_CLIENT_IP_HEADER: 'x-test-client',
    });
  });
  afterAll(() => site?.stop());

  it('answers 503 to the page’s script and reports nothing as sent', async () => {
    const response = await postJson(site.url, { ...VALID, ...humanTiming() }, newClient());
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'delivery_failed' });
    expect(readOutbox(outbox)).toEqual([]);
  });

  it('tells a visitor without JavaScript, and gives them back what they typed', async () => {
    const response = await postForm(site.url, { ...VALID, leave_empty: '' }, newClient());
    expect(response.status).toBe(503);
    expect(response.headers.get('location')).toBeNull();
    const html = await response.text();
    expect(html).toContain('Your message was not sent');
    expect(html).toContain('value="Adaeze"');
    expect(html).toContain('We need 100 Mbps in Lekki.\nCan you help?</textarea>');
  });
});
