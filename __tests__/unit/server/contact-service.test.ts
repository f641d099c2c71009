/**
 * @jest-environment node
 *
 * The contact service with real stores and a real mail server: a repeat is kept once and e-mailed
 * once, and one request does the same store work whether 10 or 10,000 enquiries are kept.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import * as fsPromises from 'node:fs/promises';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { getStore } from '@netlify/blobs';
import { freePort } from '../../../scripts/lib/ports';
import { readConfig } from '../../../src/server/config';
import { handleContact, type ContactOutcome } from '../../../src/server/contact-service';
import { SmtpNotifier } from '../../../src/server/notify';
import {
  allKept,
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  indexDirFor,
  newRecord,
  type EnquiryStore,
  type FileIo,
} from '../../../src/server/store';
import { startBlobsServer } from '../../support/blobs-server';
import { startMailServer, type MailServer } from '../../support/mail-server';

const ENQUIRY = {
  firstName: 'Chidi',
  lastName: 'Obi',
  email: 'chidi@example.com',
  phone: '+234 800 000 0000',
  subject: 'Fibre for the shop',
  message: 'Please call me back.',
};

const config = { ...readConfig({}), minSubmitMs: 0, rateLimit: { max: 1000, windowMs: 60_000 } };

function post(body: object, headers: Record<string, string> = {}) {
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
  });
  return { method: 'POST', req, encrypted: false, client: 'one-visitor', now: Date.now() };
}

let dir: string;
let mail: MailServer;
let notifier: SmtpNotifier;
beforeEach(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'service-'));
  const port = await freePort();
  mail = await startMailServer(port);
  notifier = new SmtpNotifier({
    url: `smtp://127.0.0.1:${port}`,
    to: 'sales@example.com',
    from: 'web@example.com',
  });
});
afterEach(async () => {
  await mail.close();
  rmSync(dir, { recursive: true, force: true });
});

const filePaths = () => ({
  outbox: path.join(dir, 'outbox.jsonl'),
  spam: path.join(dir, 'spam.jsonl'),
  receipts: path.join(dir, 'outbox-sent.jsonl'),
});

const send = (store: EnquiryStore, body: object, headers: Record<string, string> = {}) =>
  handleContact(post(body, headers), config, { store: () => store, notifier });

const status = (outcome: ContactOutcome) =>
  outcome.kind === 'accepted' ? 'accepted' : outcome.refusal.code;

describe('exactly once', () => {
  const key = { 'idempotency-key': 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' };

  it('keeps and e-mails an enquiry sent five times in parallel and five times in a row once', async () => {
    const store = new FileStore(filePaths());
    const parallel = await Promise.all(Array.from({ length: 5 }, () => send(store, ENQUIRY, key)));
    const inTurn: ContactOutcome[] = [];
    for (let i = 0; i < 5; i += 1) inTurn.push(await send(store, ENQUIRY, key));
    const outcomes = [...parallel, ...inTurn];
    expect(outcomes.map(status)).toEqual(Array(10).fill('accepted'));
    expect(new Set(outcomes.map((outcome) => outcome.kind === 'accepted' && outcome.id)).size).toBe(
      1,
    );
    expect(await allKept(store)).toHaveLength(1);
    expect(mail.subjects).toEqual(['Website enquiry: Fibre for the shop']);
  });

  it('refuses the same key with other words (422), keeping the first', async () => {
    const store = new FileStore(filePaths());
    expect(status(await send(store, ENQUIRY, key))).toBe('accepted');
    expect(status(await send(store, { ...ENQUIRY, message: 'Something else' }, key))).toBe(
      'key_conflict',
    );
    expect((await allKept(store)).map((kept) => kept.enquiry.message)).toEqual([ENQUIRY.message]);
  });

  it('without a key (a form posted without JavaScript), keeps the same words once', async () => {
    const store = new FileStore(filePaths());
    await Promise.all(Array.from({ length: 5 }, () => send(store, ENQUIRY)));
    expect(status(await send(store, { ...ENQUIRY, subject: 'Another question' }))).toBe('accepted');
    expect((await allKept(store)).map((kept) => kept.enquiry.subject)).toEqual([
      ENQUIRY.subject,
      'Another question',
    ]);
    expect(mail.subjects).toHaveLength(2);
  });

  it('refuses a malformed key', async () => {
    const store = new FileStore(filePaths());
    const outcome = await send(store, ENQUIRY, { 'idempotency-key': 'short' });
    expect(status(outcome)).toBe('bad_key');
    expect(await allKept(store)).toEqual([]);
  });
});

describe('bounded work per request', () => {
  const existing = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      newRecord(
        { ...ENQUIRY, subject: `Kept ${index}` },
        new Date(Date.UTC(2026, 0, 1, 0, 0, index)),
        {
          notify: true,
          spam: [],
        },
      ),
    );

  /** Stored as the file store stores them, written at once (10,000 one by one would take long). */
  function seedFiles(count: number) {
    const records = existing(count);
    const index = indexDirFor(filePaths().outbox);
    mkdirSync(path.join(index, 'ids'), { recursive: true });
    writeFileSync(
      filePaths().outbox,
      records.map((record) => `${JSON.stringify(record)}\n`).join(''),
    );
    writeFileSync(
      filePaths().receipts,
      records
        .map((record) => `${JSON.stringify({ id: record.id, sentAt: record.receivedAt })}\n`)
        .join(''),
    );
    for (const record of records) {
      writeFileSync(path.join(index, 'ids', `${record.id}.json`), JSON.stringify(record));
    }
  }

  function countingIo(): { io: FileIo; calls: string[] } {
    const calls: string[] = [];
    const io: FileIo = {
      open: (...args: Parameters<typeof fsPromises.open>) => {
        calls.push(`open ${path.basename(String(args[0]))}`);
        return fsPromises.open(...args);
      },
      mkdir: ((...args: Parameters<typeof fsPromises.mkdir>) => {
        calls.push('mkdir');
        return fsPromises.mkdir(...args);
      }) as FileIo['mkdir'],
      readFile: ((...args: Parameters<typeof fsPromises.readFile>) => {
        calls.push(`read ${path.basename(String(args[0]))}`);
        return fsPromises.readFile(...args);
      }) as FileIo['readFile'],
      readdir: ((...args: Parameters<typeof fsPromises.readdir>) => {
        calls.push(`list ${path.basename(String(args[0]))}`);
        return fsPromises.readdir(...args);
      }) as FileIo['readdir'],
      rm: (...args: Parameters<typeof fsPromises.rm>) => {
        calls.push('remove');
        return fsPromises.rm(...args);
      },
    };
    return { io, calls };
  }

  it('the file store: one request does the same file operations with 10 or 10,000 kept', async () => {
    const operations: number[] = [];
    for (const count of [10, 10_000]) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir);
      seedFiles(count);
      const { io, calls } = countingIo();
      const outcome = await send(new FileStore(filePaths(), io), {
        ...ENQUIRY,
        subject: randomUUID(),
      });
      expect(status(outcome)).toBe('accepted');
      expect(
        calls.filter((call) => call.startsWith('read outbox') || call.startsWith('list')),
      ).toEqual([]);
      operations.push(calls.length);
    }
    expect(operations[1]).toBe(operations[0]);
  }, 60_000);

  it('Netlify Blobs: one request makes the same number of requests with 10 or 10,000 kept', async () => {
    const blobs = await startBlobsServer(path.join(dir, 'blobs'));
    let requests = 0;
    const proxy: Server = createServer((req, res) => {
      requests += 1;
      const target = new URL(req.url ?? '/', blobs.url);
      const forward = httpRequest(
        target,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      req.pipe(forward);
    });
    const port = await freePort();
    await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${port}`;
    const store = new BlobsStore(
      getStore({
        name: BLOB_STORE_NAME,
        siteID: 'test-site',
        token: blobs.token,
        edgeURL: url,
        uncachedEdgeURL: url,
        consistency: 'strong',
      }),
    );
    try {
      const perRequest: number[] = [];
      let kept = 0;
      for (const count of [10, 10_000]) {
        const records = existing(count).slice(kept);
        for (let start = 0; start < records.length; start += 100) {
          await Promise.all(records.slice(start, start + 100).map((record) => store.keep(record)));
        }
        kept = count;
        requests = 0;
        const outcome = await send(store, { ...ENQUIRY, subject: randomUUID() });
        expect(status(outcome)).toBe('accepted');
        perRequest.push(requests);
      }
      expect(perRequest[1]).toBe(perRequest[0]);
      expect(perRequest[0]).toBeLessThanOrEqual(6);
    } finally {
      await new Promise((resolve) => proxy.close(resolve));
      await blobs.stop();
    }
  }, 180_000);
});
