/**
 * @jest-environment node
 */
import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import {
  allKept,
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  newRecord,
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
const ids = (records: { id: string }[]) => records.map((record) => record.id);

/** The same behaviour, whichever store keeps the enquiries. */
function behavesAsAStore(open: () => Promise<EnquiryStore>) {
  it('keeps enquiries and flagged spam, oldest first; the unsent index holds only those not e-mailed', async () => {
    const store = await open();
    const second = newRecord({ ...ENQUIRY, subject: 'Second' }, at(2), { notify: true, spam: [] });
    const first = newRecord(ENQUIRY, at(1), { notify: true, spam: [] });
    const spam = newRecord(ENQUIRY, at(3), { notify: true, spam: ['honeypot'] });
    for (const record of [second, first, spam]) {
      expect(await store.keep(record)).toEqual({ created: true });
    }

    expect(
      (await allKept(store)).map((kept) => [kept.enquiry.subject, kept.spam, kept.sentAt]),
    ).toEqual([
      ['Fibre to a new office', undefined, null],
      ['Second', undefined, null],
      ['Fibre to a new office', ['honeypot'], null],
    ]);
    expect(spam.notify).toBe(false); // spam is never e-mailed
    expect(ids(await store.unsent(10))).toEqual([first.id, second.id]);
    expect(ids(await store.unsent(1))).toEqual([first.id]);

    await store.markSent(first, at(5).toISOString());
    expect(ids(await store.unsent(10))).toEqual([second.id]);
    expect((await allKept(store)).find((kept) => kept.id === first.id)?.sentAt).toBe(
      at(5).toISOString(),
    );
  });

  it('does not count an enquiry kept while e-mail was not set up as waiting for it', async () => {
    const store = await open();
    await store.keep(newRecord(ENQUIRY, at(1), { notify: false, spam: [] }));
    expect(await allKept(store)).toHaveLength(1);
    expect(await store.unsent(10)).toEqual([]);
  });

  it('keeps an enquiry once per idempotency key and hands back the first on a repeat', async () => {
    const store = await open();
    const record = newRecord(ENQUIRY, at(1), { notify: true, spam: [], key: 'browser:abc' });
    const repeat = newRecord({ ...ENQUIRY, message: 'Replaced?' }, at(2), {
      notify: true,
      spam: [],
      key: 'browser:abc',
    });
    expect(repeat.id).toBe(record.id);
    const results = await Promise.all([store.keep(record), store.keep(record), store.keep(repeat)]);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await store.keep(repeat)).toEqual({ created: false, existing: record });
    expect((await allKept(store)).map((kept) => kept.enquiry.message)).toEqual(['Hello']);
    expect(ids(await store.unsent(10))).toEqual([record.id]);
  });
}

describe('the file store (local runs and self-hosting)', () => {
  const paths = () => ({
    outbox: path.join(dir, 'data', 'outbox.jsonl'),
    spam: path.join(dir, 'data', 'spam.jsonl'),
    receipts: path.join(dir, 'data', 'outbox-sent.jsonl'),
  });
  const lines = (file: string) => readFileSync(file, 'utf8').split('\n');

  behavesAsAStore(async () => new FileStore(paths()));

  it('writes one line per enquiry to the outbox and spam apart', async () => {
    const store = new FileStore(paths());
    await store.keep(newRecord(ENQUIRY, at(1), { notify: false, spam: [] }));
    await store.keep(newRecord(ENQUIRY, at(2), { notify: false, spam: ['too-fast'] }));
    expect(lines(paths().outbox)).toHaveLength(2); // one line and its ending
    expect(JSON.parse(lines(paths().spam)[0]!)).toMatchObject({ spam: ['too-fast'] });
  });

  it('starts the next record on a line of its own after a torn last line, and reports the torn one', async () => {
    const store = new FileStore(paths());
    const before = newRecord({ ...ENQUIRY, subject: 'Before' }, at(1), { notify: false, spam: [] });
    await store.keep(before);
    appendFileSync(paths().outbox, '{"id":"cut short by a cra');
    const after = newRecord({ ...ENQUIRY, subject: 'After' }, at(2), { notify: false, spam: [] });
    await store.keep(after);

    expect(lines(paths().outbox)).toEqual([
      JSON.stringify(before),
      '{"id":"cut short by a cra',
      JSON.stringify(after),
      '',
    ]);
    const { enquiries, damaged } = await store.read();
    expect(enquiries.map((kept) => kept.enquiry.subject)).toEqual(['Before', 'After']);
    expect(damaged).toEqual([
      { where: `${paths().outbox} line 2`, text: '{"id":"cut short by a cra' },
    ]);
  });

  it('still finds a whole record that an older version glued onto a torn line', async () => {
    const store = new FileStore(paths());
    const record = newRecord(ENQUIRY, at(1), { notify: false, spam: [] });
    await store.keep(
      newRecord({ ...ENQUIRY, subject: 'First' }, at(0), { notify: false, spam: [] }),
    );
    appendFileSync(paths().outbox, `{"id":"torn","recei${JSON.stringify(record)}\n`);
    const { enquiries, damaged } = await store.read();
    expect(enquiries.map((kept) => kept.id)).toContain(record.id);
    expect(damaged).toEqual([{ where: `${paths().outbox} line 2`, text: '{"id":"torn","recei' }]);
  });
});

describe('the Netlify Blobs store (on Netlify)', () => {
  let server: RunningBlobsServer;

  beforeEach(async () => {
    server = await startBlobsServer(dir);
  });
  afterEach(() => server.stop());

  const open = async (url = server.url) =>
    new BlobsStore(
      getStore({
        name: BLOB_STORE_NAME,
        siteID: 'test-site',
        token: server.token,
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: 'strong',
      }),
    );

  behavesAsAStore(open);

  it('never overwrites a kept enquiry', async () => {
    const store = await open();
    const record = newRecord(ENQUIRY, at(1), { notify: true, spam: [] });
    await store.keep(record);
    await store.keep({ ...record, enquiry: { ...ENQUIRY, message: 'Replaced?' } });
    expect((await allKept(store)).map((kept) => kept.enquiry.message)).toEqual(['Hello']);
  });

  it('rejects, keeping nothing, when the Blobs service cannot be reached', async () => {
    const store = await open();
    const record = newRecord(ENQUIRY, at(1), { notify: true, spam: [] });
    const unreachable = await open('http://127.0.0.1:9');
    await expect(unreachable.keep(record)).rejects.toThrow();
    expect(await allKept(store)).toEqual([]);
    expect(await store.unsent(10)).toEqual([]);
  });
});
