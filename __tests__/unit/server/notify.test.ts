/**
 * @jest-environment node
 *
 * E-mail to sales, exactly once: a sent enquiry is recorded as sent, a failed one waits for the
 * resend, the resend takes one batch per run, oldest first, and two runs at once never send the
 * same enquiry (a real database and a real mail server).
 */
import type { PageLanguage } from '../../../src/content-model/languages';
import { freePort } from '../../../scripts/lib/ports';
import { readConfig } from '../../../src/server/config';
import { keepEnquiry, listEnquiries, type EnquiryRecord } from '../../../src/server/enquiries';
import { resendJob, retentionJob } from '../../../src/server/jobs';
import { notify, RESEND_BATCH, resendUnsent, SmtpNotifier } from '../../../src/server/notify';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';
import { startMailServer, type MailServer } from '../../support/mail-server';

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
let notifier: SmtpNotifier;
let mail: MailServer | null;

beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());
beforeEach(async () => {
  await emptyTables(db.pool);
  port = await freePort();
  notifier = new SmtpNotifier({
    url: `smtp://127.0.0.1:${port}`,
    to: 'sales@example.com',
    from: 'web@example.com',
  });
  mail = null;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'log').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  jest.restoreAllMocks();
  await mail?.close();
});
const mailUp = async () => (mail = await startMailServer(port));

/** An enquiry kept an hour ago or earlier (its keeping request's claim has run out). */
let clock = Date.UTC(2026, 10, 23, 9);
async function kept(subject: string, language: PageLanguage = 'en'): Promise<EnquiryRecord> {
  clock += 60_000;
  const result = await keepEnquiry(db.pool, {
    enquiry: { ...ENQUIRY, subject },
    language,
    receivedAt: new Date(clock),
    key: `key-${clock}`,
    spam: [],
    retention: { enquiryMonths: 24, spamDays: 30 },
    mail: true,
  });
  if (!result.created) throw new Error('not kept');
  return result.record;
}
const unsent = async () =>
  (await listEnquiries(db.pool, { spam: true })).filter((record) => !record.sentAt);

it('e-mails a kept enquiry and records that it was sent', async () => {
  await mailUp();
  const record = await kept('Cloud backup');
  expect(await notify(db.pool, notifier, record)).toBe(true);
  expect(mail!.subjects).toEqual(['Website enquiry: Cloud backup']);
  expect(await unsent()).toEqual([]);
});

it('tells sales the language of the page the enquiry was sent from', async () => {
  await mailUp();
  expect(await notify(db.pool, notifier, await kept('Fibre a Kano', 'ha'))).toBe(true);
  expect(mail!.received[0]!.mail.text).toContain('Language: Hausa (the page it was sent from)');
});

it('leaves an enquiry kept and unsent while the mail server is down, and sends it once it is back', async () => {
  const first = await kept('First, while mail is down');
  const second = await kept('Second, while mail is down');
  expect(await notify(db.pool, notifier, first)).toBe(false);
  expect(await notify(db.pool, notifier, second)).toBe(false);
  expect((await unsent()).map((record) => record.id)).toEqual([first.id, second.id]);

  await mailUp();
  expect(await resendUnsent(db.pool, notifier)).toEqual({ sent: 2, failed: 0, left: 0 });
  expect(mail!.subjects).toEqual([
    'Website enquiry: First, while mail is down',
    'Website enquiry: Second, while mail is down',
  ]);
  expect(await unsent()).toEqual([]);
});

it('stops resending at the first failure, and lets go of the rest for the next run', async () => {
  await kept('One');
  await kept('Two');
  expect(await resendUnsent(db.pool, notifier)).toEqual({ sent: 0, failed: 1, left: 2 });
  await mailUp();
  expect(await resendUnsent(db.pool, notifier)).toEqual({ sent: 2, failed: 0, left: 0 });
});

it('never sends one enquiry twice from two resend runs at once', async () => {
  for (let index = 0; index < 12; index += 1) await kept(`Waiting ${index}`);
  await mailUp();
  const other = new SmtpNotifier({
    url: `smtp://127.0.0.1:${port}`,
    to: 'sales@example.com',
    from: 'web@example.com',
  });
  const runs = await Promise.all([
    resendUnsent(db.pool, notifier, { batch: 8 }),
    resendUnsent(db.pool, other, { batch: 8 }),
  ]);
  expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(12);
  expect(mail!.subjects).toHaveLength(12);
  expect(new Set(mail!.subjects).size).toBe(12);
});

it('the hourly job e-mails one batch per run, oldest first, none twice, over one connection', async () => {
  const waiting = RESEND_BATCH + 2;
  for (let index = 0; index < waiting; index += 1) {
    await kept(`Waiting ${String(index).padStart(3, '0')}`);
  }
  await mailUp();
  const config = readConfig({
    CONTACT_SMTP_URL: `smtp://127.0.0.1:${port}`,
    CONTACT_TO: 'sales@example.com',
  });
  expect(await resendJob(db.pool, config)).toEqual({ sent: RESEND_BATCH, failed: 0, left: 0 });
  expect(mail!.subjects[0]).toBe('Website enquiry: Waiting 000');
  expect(mail!.connections()).toBe(1);
  expect(await resendJob(db.pool, config)).toEqual({ sent: 2, failed: 0, left: 0 });
  expect(await resendJob(db.pool, config)).toEqual({ sent: 0, failed: 0, left: 0 });
  expect(mail!.connections()).toBe(2);
  expect(new Set(mail!.subjects).size).toBe(waiting);
  expect(mail!.subjects).toHaveLength(waiting);
}, 60_000);

it.each([
  ['a host name', 'mail.example.com'],
  ['a host and port', 'mail.example.com:587'],
  ['a password with a stray %', 'smtp://user:50%off@mail.example.com'],
])(
  'the hourly job keeps what waits, and says it failed, when the mail server is %s, not an address',
  async (_, url) => {
    await kept('Waiting for a right address');
    const config = readConfig({ CONTACT_SMTP_URL: url, CONTACT_TO: 'sales@example.com' });
    expect(await resendJob(db.pool, config)).toEqual({ sent: 0, failed: 1, left: 1 });
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('e-mailing it failed'),
      expect.objectContaining({
        message: expect.stringContaining('CONTACT_SMTP_URL is not an address'),
      }),
    );
    expect((await unsent()).map((record) => record.enquiry.subject)).toEqual([
      'Waiting for a right address',
    ]);
  },
);

it('the hourly job does nothing without e-mail settings', async () => {
  expect(await resendJob(db.pool, readConfig({}))).toBeNull();
});

it('marks what a deploy preview sends, and sends it to the team only', async () => {
  await mailUp();
  const preview = new SmtpNotifier(
    { url: `smtp://127.0.0.1:${port}`, to: 'sales@example.com', from: 'web@example.com' },
    { preview: true },
  );
  expect(await notify(db.pool, preview, await kept('From a preview'))).toBe(true);
  expect(mail!.subjects).toEqual(['[Preview] Website enquiry: From a preview']);
  expect(mail!.received[0]!.envelopeTo).toEqual(['sales@example.com']);
});

it('the daily job deletes what is past its period', async () => {
  await kept('Old');
  expect(await retentionJob(db.pool, new Date(Date.UTC(2028, 10, 24)))).toEqual({
    enquiries: 1,
    spam: 0,
    waitlist: 0,
  });
  expect(await listEnquiries(db.pool, { spam: true })).toEqual([]);
});
