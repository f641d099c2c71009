/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import {
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  newRecord,
  unsent,
  type EnquiryStore,
} from '../../../src/server/store';
import { startBlobsServer, type RunningBlobsServer } from '../../support/blobs-server';

const ENQUIRY = {
  firstName: 'Amaka',
  lastName: 'Eze',
  email: 'amaka@example.com',
  phone: '',
  subject: 'Fibre to a new office',
  message: 'Hello',
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'store-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 9, minute));

/** The same behaviour, whichever store keeps the enquiries. */
function behavesAsAStore(open: () => Promise<EnquiryStore>) {
  it('keeps enquiries and flagged spam, oldest first, each marked sent once e-mailed', async () => {
    const store = await open();
    const second = newRecord({ ...ENQUIRY, subject: 'Second' }, at(2), { notify: true, spam: [] });
    const first = newRecord(ENQUIRY, at(1), { notify: true, spam: [] });
    const spam = newRecord(ENQUIRY, at(3), { notify: true, spam: ['honeypot'] });
    for (const record of [second, first, spam]) await store.keep(record);

    expect(
      (await store.all()).map((kept) => [kept.enquiry.subject, kept.spam, kept.sentAt]),
    ).toEqual([
      ['Fibre to a new office', undefined, null],
      ['Second', undefined, null],
      ['Fibre to a new office', ['honeypot'], null],
    ]);
    expect(spam.notify).toBe(false); // spam is never e-mailed
    expect((await unsent(store)).map((kept) => kept.id)).toEqual([first.id, second.id]);

    await store.markSent({ id: first.id, sentAt: at(5).toISOString() });
    expect((await unsent(store)).map((kept) => kept.id)).toEqual([second.id]);
    expect((await store.all()).find((kept) => kept.id === first.id)?.sentAt).toBe(
      at(5).toISOString(),
    );
  });

  it('does not count an enquiry kept while e-mail was not set up as waiting for it', async () => {
    const store = await open();
    await store.keep(newRecord(ENQUIRY, at(1), { notify: false, spam: [] }));
    expect(await store.all()).toHaveLength(1);
    expect(await unsent(store)).toEqual([]);
  });
}

describe('the file store (local runs and self-hosting)', () => {
  const paths = () => ({
    outbox: path.join(dir, 'data', 'outbox.jsonl'),
    spam: path.join(dir, 'data', 'spam.jsonl'),
    receipts: path.join(dir, 'data', 'outbox-sent.jsonl'),
  });

  behavesAsAStore(async () => new FileStore(paths()));

  it('writes one line per enquiry to the outbox and spam apart, and survives a torn last line', async () => {
    const store = new FileStore(paths());
    await store.keep(newRecord(ENQUIRY, at(1), { notify: false, spam: [] }));
    await store.keep(newRecord(ENQUIRY, at(2), { notify: false, spam: ['too-fast'] }));
    const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');
    expect(lines(paths().outbox)).toHaveLength(1);
    expect(JSON.parse(lines(paths().spam)[0]!)).toMatchObject({ spam: ['too-fast'] });

    const { appendFileSync } = await import('node:fs');
    appendFileSync(paths().outbox, '{"id":"cut sho');
    expect(await store.all()).toHaveLength(2);
  });
});

describe('the Netlify Blobs store (on Netlify)', () => {
  let server: RunningBlobsServer;

  beforeEach(async () => {
    server = await startBlobsServer(dir);
  });
  afterEach(() => server.stop());

  const open = async () =>
    new BlobsStore(
      getStore({
        name: BLOB_STORE_NAME,
        siteID: 'test-site',
        token: server.token,
        edgeURL: server.url,
        uncachedEdgeURL: server.url,
        consistency: 'strong',
      }),
    );

  behavesAsAStore(open);

  it('never overwrites a kept enquiry', async () => {
    const store = await open();
    const record = newRecord(ENQUIRY, at(1), { notify: true, spam: [] });
    await store.keep(record);
    await store.keep({ ...record, enquiry: { ...ENQUIRY, message: 'Replaced?' } });
    expect((await store.all()).map((kept) => kept.enquiry.message)).toEqual(['Hello']);
  });
});
