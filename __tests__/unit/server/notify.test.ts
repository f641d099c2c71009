/**
 * @jest-environment node
 *
 * E-mail to sales, exactly once (a real database and a real mail server): a sent enquiry is
 * recorded as sent and confirmed; a failure is the row's own and waits longer each time, and after
 * the last try it is marked undeliverable; a slow server's message is never sent again; the resend
 * takes one batch per run, oldest first, and two runs at once never send the same enquiry.
 */
import net from 'node:net';
import type { PageLanguage } from '../../../src/content-model/languages';
import { freePort } from '../../../scripts/lib/ports';
import { readConfig } from '../../../src/server/config';
import { MAX_ATTEMPTS, retryDelay } from '../../../src/server/delivery';
import { keepEnquiry, listEnquiries, type EnquiryRecord } from '../../../src/server/enquiries';
import { resendJob, retentionJob } from '../../../src/server/jobs';
import { withMailSession } from '../../../src/server/mail';
import { notify, RESEND_BATCH, resendUnsent, type Notifier } from '../../../src/server/notify';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';
import {
  startMailServer,
  type MailServer,
  type MailServerOptions,
} from '../../support/mail-server';

const ENQUIRY = {
  firstName: 'Bisi',
  lastName: 'Ade',
  email: 'bisi@example.com',
  phone: '',
  subject: 'Cloud backup',
  message: 'Please call me.',
};

let db: TestDatabase;
let port: number;
let notifier: Notifier;
let mail: MailServer | null;

beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());
beforeEach(async () => {
  await emptyTables(db.pool);
  port = await freePort();
  notifier = {
    smtp: { url: `smtp://127.0.0.1:${port}`, to: 'sales@example.com', from: 'web@example.com' },
    preview: false,
  };
  mail = null;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await mail?.close();
});
const mailUp = async (options?: MailServerOptions) => (mail = await startMailServer(port, options));

/**
 * The clock the resend runs of these tests go by (their jobs, by the real one), and the enquiries
 * they find: each kept a minute after the last, in January, long before now (its keeping request's
 * claim has run out).
 */
let clock = Date.now();
const now = () => new Date(clock);
let received = Date.UTC(2026, 0, 5, 9);
async function kept(subject: string, language: PageLanguage = 'en'): Promise<EnquiryRecord> {
  received += 60_000;
  const result = await keepEnquiry(db.pool, {
    enquiry: { ...ENQUIRY, subject },
    language,
    receivedAt: new Date(received),
    key: `key-${received}`,
    secret: 's'.repeat(32),
    spam: [],
    retention: { enquiryMonths: 24, spamDays: 30 },
    mail: true,
  });
  if (!result.created) throw new Error('not kept');
  return result.record;
}
const all = () => listEnquiries(db.pool, { spam: true });
const unsent = async () => (await all()).filter((record) => !record.sentAt);
const send = (record: EnquiryRecord, timeoutMs?: number) =>
  withMailSession(
    notifier.smtp.url,
    (session) => notify(db.pool, notifier, session, record),
    timeoutMs,
  );
const resend = (options: { batch?: number } = {}) =>
  withMailSession(notifier.smtp.url, (session) =>
    resendUnsent(db.pool, notifier, session, { ...options, now }),
  );
const result = (sent: number, failed = 0, undeliverable = 0, untried = 0) => ({
  sent,
  failed,
  undeliverable,
  untried,
});

it('e-mails a kept enquiry, records it as sent and confirmed, with a Message-ID made from its reference', async () => {
  await mailUp();
  const record = await kept('Cloud backup');
  expect(await send(record)).toEqual(result(1));
  expect(mail!.subjects).toEqual(['Website enquiry: Cloud backup']);
  expect(mail!.received[0]!.mail.messageId).toBe(`<enquiry.${record.id}@example.com>`);
  expect((await all()).map((one) => [Boolean(one.sentAt), one.sentConfirmed])).toEqual([
    [true, true],
  ]);
});

it('tells sales the language of the page the enquiry was sent from', async () => {
  await mailUp();
  await send(await kept('Fibre a Kano', 'ha'));
  expect(mail!.received[0]!.mail.text).toContain('Language: Hausa (the page it was sent from)');
});

it('never sends again what a slow mail server had whole but had not yet answered', async () => {
  await mailUp({ answerAfterMs: 1_500 });
  const record = await kept('Slow server');
  // The wait runs out before the server answers: the message was handed over all the same.
  expect(await send(record, 500)).toEqual(result(1));
  expect((await all()).map((one) => [Boolean(one.sentAt), one.sentConfirmed])).toEqual([
    [true, false],
  ]);
  clock += 24 * 60 * 60_000;
  expect(await resend()).toEqual(result(0));
  await new Promise((resolve) => setTimeout(resolve, 1_600));
  expect(mail!.subjects).toEqual(['Website enquiry: Slow server']);
});

it('sends again a message whose server hung up before it answered: a duplicate at worst, never a loss', async () => {
  // A server that takes the whole message, then hangs up without a word.
  const hangsUp = net.createServer((socket) => {
    let data = false;
    let text = '';
    socket.write('220 hangs-up ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (data) {
        if (text.endsWith('\r\n.\r\n')) socket.destroy();
        return;
      }
      for (;;) {
        const end = text.indexOf('\r\n');
        if (end < 0) break;
        const line = text.slice(0, end);
        text = text.slice(end + 2);
        if (/^EHLO/i.test(line)) socket.write('250 hangs-up\r\n');
        else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
          break;
        } else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => hangsUp.listen(port, '127.0.0.1', resolve));
  try {
    const record = await kept('Hung up on');
    expect(await send(record)).toEqual(result(0, 1));
    const [row] = await all();
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastFailure).toMatch(/after the message$/);
  } finally {
    await new Promise((resolve) => hangsUp.close(resolve));
  }
});

it('counts a failure against its own row only, and tries it again once its wait is over', async () => {
  const first = await kept('First, while mail is down');
  const second = await kept('Second, while mail is down');
  // The server is down: the batch stops at the first row, which waits; the second is left as it was.
  expect(await resend()).toEqual(result(0, 1, 0, 1));
  const [one, two] = await all();
  expect([one!.id, one!.attempts, one!.lastFailure]).toEqual([first.id, 1, 'ESOCKET at CONN']);
  expect([two!.id, two!.attempts]).toEqual([second.id, 0]);

  await mailUp();
  // The first waits its time; the second goes at once.
  expect(await resend()).toEqual(result(1));
  expect(mail!.subjects).toEqual(['Website enquiry: Second, while mail is down']);
  clock += retryDelay(1);
  expect(await resend()).toEqual(result(1));
  expect(await unsent()).toEqual([]);
});

it(`marks an e-mail undeliverable after ${MAX_ATTEMPTS} tries, and never takes it again`, async () => {
  await kept('Never goes');
  for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
    expect(await resend()).toEqual(result(0, 1));
    clock += retryDelay(attempt);
  }
  expect(await resend()).toEqual(result(0, 0, 1));
  const [record] = await all();
  expect(record).toMatchObject({ attempts: MAX_ATTEMPTS, sentAt: null });
  expect(record!.undeliverableAt).not.toBeNull();
  await mailUp();
  clock += 7 * 24 * 60 * 60_000;
  expect(await resend()).toEqual(result(0));
  expect(mail!.subjects).toEqual([]);
});

it('never sends one enquiry twice from two resend runs at once', async () => {
  for (let index = 0; index < 12; index += 1) await kept(`Waiting ${index}`);
  await mailUp();
  const runs = await Promise.all([resend({ batch: 8 }), resend({ batch: 8 })]);
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
  expect(mail!.subjects).toHaveLength(12);
  expect(new Set(mail!.subjects).size).toBe(12);
});

it('the resend job e-mails one batch per run, oldest first, none twice, over one connection', async () => {
  const waiting = RESEND_BATCH + 2;
  for (let index = 0; index < waiting; index += 1) {
    await kept(`Waiting ${String(index).padStart(3, '0')}`);
  }
  await mailUp();
  const config = readConfig({
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: 'sales@example.com',
  });
  expect(await resendJob(db.pool, config)).toEqual(result(RESEND_BATCH));
  expect(mail!.subjects[0]).toBe('Website enquiry: Waiting 000');
  expect(mail!.connections()).toBe(1);
  expect(await resendJob(db.pool, config)).toEqual(result(2));
  expect(await resendJob(db.pool, config)).toEqual(result(0));
  expect(new Set(mail!.subjects).size).toBe(waiting);
  expect(mail!.subjects).toHaveLength(waiting);
}, 60_000);

it.each([
  ['a host name', 'mail.example.com'],
  ['a host and port', 'mail.example.com:587'],
  ['a password with a stray %', 'smtp://user:50%off@mail.example.com'],
])(
  'the resend job keeps what waits, and says why it failed, when the mail server is %s, not an address',
  async (_, url) => {
    await kept('Waiting for a right address');
    const config = readConfig({ CONTACT_SMTP_URL: url, CONTACT_TO: 'sales@example.com' });
    expect(await resendJob(db.pool, config)).toEqual(result(0, 1));
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('CONTACT_SMTP_URL is not an address'),
    );
    expect((await unsent()).map((record) => record.enquiry.subject)).toEqual([
      'Waiting for a right address',
    ]);
  },
);

it('the resend job does nothing without e-mail settings', async () => {
  expect(await resendJob(db.pool, readConfig({}))).toBeNull();
});

it('marks what a deploy preview sends, and sends it to the team only', async () => {
  await mailUp();
  notifier = { ...notifier, preview: true };
  await send(await kept('From a preview'));
  expect(mail!.subjects).toEqual(['[Preview] Website enquiry: From a preview']);
  expect(mail!.received[0]!.envelopeTo).toEqual(['sales@example.com']);
});

it('the daily job deletes what is past its period', async () => {
  await kept('Old');
  expect(await retentionJob(db.pool, new Date(Date.UTC(2031, 0, 1)))).toEqual({
    enquiries: 1,
    spam: 0,
    waitlist: 0,
  });
  expect(await listEnquiries(db.pool, { spam: true })).toEqual([]);
});
