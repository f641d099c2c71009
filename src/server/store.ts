/**
 * Where enquiries are kept. Every accepted enquiry is stored durably before the visitor is told
 * it was sent; e-mailing it comes after (src/server/notify.ts) and is recorded as a receipt, so
 * an enquiry whose e-mail failed stays stored, is seen as not sent, and is tried again.
 *
 * Two stores, one interface:
 *  - files (local runs and self-hosting): JSON Lines, one line per enquiry, fsync'ed;
 *  - Netlify Blobs (on Netlify, where functions cannot keep files): one blob per enquiry.
 * Flagged spam is kept apart in each, never e-mailed.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { connectLambda, getStore, type Store as BlobStore } from '@netlify/blobs';
import type { Enquiry } from '../lib/enquiry-form';
import type { SpamReason } from './spam';

export type EnquiryRecord = {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** Whether sales are to be e-mailed about it (e-mail was set up and it is not spam). */
  notify: boolean;
  /** Why it was flagged as likely spam; absent for a real enquiry. */
  spam?: SpamReason[];
};

export type Receipt = { id: string; sentAt: string };

/** An enquiry as staff read it back, with what became of its e-mail. */
export type KeptEnquiry = EnquiryRecord & { sentAt: string | null };

export interface EnquiryStore {
  readonly kind: 'files' | 'blobs';
  /** Resolves once the record is durably stored; rejects otherwise. */
  keep(record: EnquiryRecord): Promise<void>;
  /** Records that sales were e-mailed about the enquiry `id`. */
  markSent(receipt: Receipt): Promise<void>;
  /** Everything kept, oldest first, spam included. */
  all(): Promise<KeptEnquiry[]>;
}

export function newRecord(
  enquiry: Enquiry,
  receivedAt: Date,
  options: { notify: boolean; spam: SpamReason[] },
): EnquiryRecord {
  return {
    id: randomUUID(),
    receivedAt: receivedAt.toISOString(),
    enquiry,
    notify: options.notify && options.spam.length === 0,
    ...(options.spam.length > 0 ? { spam: options.spam } : {}),
  };
}

/** Enquiries to e-mail about that have not been yet (their e-mail failed), oldest first. */
export async function unsent(store: EnquiryStore): Promise<KeptEnquiry[]> {
  return (await store.all()).filter((kept) => kept.notify && !kept.sentAt && !kept.spam);
}

function withReceipts(records: EnquiryRecord[], receipts: Receipt[]): KeptEnquiry[] {
  const sent = new Map(receipts.map((receipt) => [receipt.id, receipt.sentAt]));
  return records
    .map((record) => ({ ...record, sentAt: sent.get(record.id) ?? null }))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

const QUEUE = Symbol.for('contact.jsonl.queue');
type WithQueue = typeof globalThis & { [QUEUE]?: Promise<unknown> };

/**
 * Appends one JSON line to a file and fsyncs it before resolving, one append at a time in this
 * process, so lines never interleave.
 */
export function appendJsonLine(file: string, record: object): Promise<void> {
  const holder = globalThis as WithQueue;
  const previous = holder[QUEUE] ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const target = path.resolve(file);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(target, 'a', 0o600);
      try {
        await handle.write(`${JSON.stringify(record)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  holder[QUEUE] = next;
  return next;
}

/** The lines of a JSON Lines file that parse; none when the file does not exist. */
export async function readJsonLines<T>(file: string): Promise<T[]> {
  let text: string;
  try {
    text = await readFile(path.resolve(file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as T];
      } catch {
        return []; // a line cut short by a crash mid-write
      }
    });
}

export type FilePaths = { outbox: string; spam: string; receipts: string };

/**
 * data/outbox.jsonl holds one line per enquiry, data/spam.jsonl one per flagged enquiry, and
 * data/outbox-sent.jsonl one receipt per enquiry e-mailed to sales (only when e-mail is set up).
 */
export class FileStore implements EnquiryStore {
  readonly kind = 'files';

  constructor(private readonly paths: FilePaths) {}

  keep(record: EnquiryRecord): Promise<void> {
    return appendJsonLine(record.spam ? this.paths.spam : this.paths.outbox, record);
  }

  markSent(receipt: Receipt): Promise<void> {
    return appendJsonLine(this.paths.receipts, receipt);
  }

  async all(): Promise<KeptEnquiry[]> {
    const [enquiries, spam, receipts] = await Promise.all([
      readJsonLines<EnquiryRecord>(this.paths.outbox),
      readJsonLines<EnquiryRecord>(this.paths.spam),
      readJsonLines<Receipt>(this.paths.receipts),
    ]);
    return withReceipts([...enquiries, ...spam], receipts);
  }
}

/** The receipts file that goes with an outbox: data/outbox.jsonl -> data/outbox-sent.jsonl. */
export function receiptsPathFor(outbox: string): string {
  return `${outbox.replace(/\.jsonl$/, '')}-sent.jsonl`;
}

// ---------------------------------------------------------------------------------------------
// Netlify Blobs
// ---------------------------------------------------------------------------------------------

/** The site-wide store enquiries are kept in, on Netlify. */
export const BLOB_STORE_NAME = 'enquiries';

const PREFIX = { enquiry: 'enquiry/', spam: 'spam/', sent: 'sent/' } as const;

/** Keys sort by arrival: enquiry/2026-11-23T10-15-00-000Z_<id>. */
const keyFor = (record: EnquiryRecord) =>
  `${record.spam ? PREFIX.spam : PREFIX.enquiry}${record.receivedAt.replace(/[:.]/g, '-')}_${record.id}`;

export class BlobsStore implements EnquiryStore {
  readonly kind = 'blobs';

  constructor(private readonly store: BlobStore) {}

  async keep(record: EnquiryRecord): Promise<void> {
    await this.store.setJSON(keyFor(record), record, { onlyIfNew: true });
  }

  async markSent(receipt: Receipt): Promise<void> {
    await this.store.setJSON(`${PREFIX.sent}${receipt.id}`, receipt);
  }

  private async under<T extends object>(prefix: string): Promise<T[]> {
    const { blobs } = await this.store.list({ prefix });
    const values: unknown[] = await Promise.all(
      blobs.map((blob) => this.store.get(blob.key, { type: 'json' })),
    );
    return values.filter((value): value is T => typeof value === 'object' && value !== null);
  }

  async all(): Promise<KeptEnquiry[]> {
    const [enquiries, spam, receipts] = await Promise.all([
      this.under<EnquiryRecord>(PREFIX.enquiry),
      this.under<EnquiryRecord>(PREFIX.spam),
      this.under<Receipt>(PREFIX.sent),
    ]);
    return withReceipts([...enquiries, ...spam], receipts);
  }
}

// ---------------------------------------------------------------------------------------------
// Which store a request uses
// ---------------------------------------------------------------------------------------------

type LambdaEvent = { blobs?: string; headers: Record<string, string> };

/** The Lambda event Gatsby's Netlify adapter hands the function on the request. */
function netlifyEvent(req: object): (LambdaEvent & { blobs: string }) | null {
  const params = (req as { netlifyFunctionParams?: { event?: LambdaEvent } }).netlifyFunctionParams;
  const event = params?.event;
  return event && typeof event.blobs === 'string' && event.blobs !== ''
    ? { ...event, blobs: event.blobs }
    : null;
}

/**
 * The site's Blobs store, from the context Netlify passes each invocation. Strong consistency
 * where Netlify gives the uncached address, so what was just kept is what is read back.
 */
function blobsFromEvent(event: LambdaEvent & { blobs: string }): BlobStore {
  connectLambda(event);
  let uncachedEdgeURL: string | undefined;
  try {
    const context = JSON.parse(Buffer.from(event.blobs, 'base64').toString('utf8')) as {
      url_uncached?: unknown;
    };
    if (typeof context.url_uncached === 'string') uncachedEdgeURL = context.url_uncached;
  } catch {
    // eventual consistency then
  }
  return getStore({
    name: BLOB_STORE_NAME,
    ...(uncachedEdgeURL ? { consistency: 'strong', uncachedEdgeURL } : {}),
  });
}

export type StoreChoice = 'auto' | 'files' | 'blobs';

/**
 * Netlify Blobs when the function runs on Netlify (the invocation carries a Blobs context), files
 * otherwise; CONTACT_STORE can insist on one.
 */
export function storeForRequest(
  req: object,
  settings: { store: StoreChoice; files: FilePaths },
): EnquiryStore {
  const event = settings.store === 'files' ? null : netlifyEvent(req);
  if (event) return new BlobsStore(blobsFromEvent(event));
  if (settings.store === 'blobs') {
    throw new Error('CONTACT_STORE=blobs, but this request carries no Netlify Blobs context.');
  }
  return new FileStore(settings.files);
}
