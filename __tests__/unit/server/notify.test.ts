/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailServer } from '../../support/mail-server';
import { freePort } from '../../../scripts/lib/ports';
import { notify, resendUnsent, SmtpNotifier } from '../../../src/server/notify';
import { allKept, FileStore, newRecord } from '../../../src/server/store';

const ENQUIRY = {
  firstName: 'Bisi',
  lastName: 'Ade',
  email: 'bisi@example.com',
  phone: '',
  subject: 'Cloud backup',
  message: 'Please call me.',
};

let dir: string;
let store: FileStore;
let port: number;
let notifier: SmtpNotifier;

beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'notify-'));
  store = new FileStore({
    outbox: path.join(dir, 'outbox.jsonl'),
    spam: path.join(dir, 'spam.jsonl'),
    receipts: path.join(dir, 'outbox-sent.jsonl'),
  });
  port = await freePort();
  notifier = new SmtpNotifier({
    url: `smtp://127.0.0.1:${port}`,
    to: 'sales@example.com',
    from: 'web@example.com',
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

let clock = Date.UTC(2026, 10, 23, 9);
async function keep(subject: string) {
  clock += 60_000;
  const record = newRecord({ ...ENQUIRY, subject }, new Date(clock), { notify: true, spam: [] });
  await store.keep(record);
  return record;
}

it('e-mails a stored enquiry and records that it was sent', async () => {
  const mail = await startMailServer(port);
  try {
    const record = await keep('Cloud backup');
    expect(await notify(store, notifier, record)).toBe(true);
    expect(mail.subjects).toEqual(['Website enquiry: Cloud backup']);
    expect(await store.unsent(100)).toEqual([]);
  } finally {
    await mail.close();
  }
});

it('leaves an enquiry stored and unsent while the mail server is down, and sends it once it is back', async () => {
  const first = await keep('First, while mail is down');
  const second = await keep('Second, while mail is down');
  expect(await notify(store, notifier, first)).toBe(false);
  expect(await notify(store, notifier, second)).toBe(false);
  expect((await store.unsent(100)).map((kept) => kept.id)).toEqual([first.id, second.id]);

  const mail = await startMailServer(port);
  try {
    expect(await resendUnsent(store, notifier)).toEqual({ sent: 2, failed: 0, left: 0 });
    expect(mail.subjects).toEqual([
      'Website enquiry: First, while mail is down',
      'Website enquiry: Second, while mail is down',
    ]);
    expect(await store.unsent(100)).toEqual([]);
    expect(await allKept(store)).toHaveLength(2);
  } finally {
    await mail.close();
  }
});

it('stops resending at the first failure, keeping the rest for later', async () => {
  await keep('One');
  await keep('Two');
  expect(await resendUnsent(store, notifier)).toEqual({ sent: 0, failed: 1, left: 2 });
});

it('resends at most one batch per run, oldest first, the rest on the next run', async () => {
  for (const subject of ['One', 'Two', 'Three']) await keep(subject);
  const mail = await startMailServer(port);
  try {
    expect(await resendUnsent(store, notifier, { batch: 2 })).toEqual({
      sent: 2,
      failed: 0,
      left: 0,
    });
    expect(mail.subjects).toEqual(['Website enquiry: One', 'Website enquiry: Two']);
    expect(await resendUnsent(store, notifier, { batch: 2 })).toMatchObject({ sent: 1 });
    expect(await store.unsent(100)).toEqual([]);
  } finally {
    await mail.close();
  }
});
