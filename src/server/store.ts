/**
 * Where enquiries are kept. Every accepted enquiry is stored durably before the visitor is told
 * it was sent; e-mailing it comes after (src/server/notify.ts) and is recorded as a receipt, so
 * an enquiry whose e-mail failed stays stored, is seen as not sent, and is tried again.
 *
 * Two stores, one interface:
 *  - files (local runs and self-hosting): JSON Lines, one line per enquiry, fsync'ed, plus one
 *    small file per enquiry id (created only if new) and an index of the ones not yet e-mailed;
 *  - Netlify Blobs (on Netlify, where functions cannot keep files): one blob per enquiry, created
 *    only if new, and the same index as `unsent/<id>` keys.
 * Flagged spam is kept apart in each, never e-mailed.
 *
 * Exactly once: a record's id is derived from the enquiry's idempotency key, and `keep` creates it
 * only if no record has that id yet; otherwise it hands back the record that was kept first.
 * Bounded work: nothing on a visitor's path lists the store; enquiries still to be e-mailed are
 * found through the `unsent` index, which holds only those.
 */
import { createHash, randomUUID } from 'node:crypto';
import * as fs from 'node:fs/promises';
import path from 'node:path';
import { connectLambda, getStore, type Store as BlobStore } from '@netlify/blobs';
import { ENQUIRY_FIELD_NAMES, type Enquiry } from '../lib/enquiry-form';
import type { SpamReason } from './spam';

export type EnquiryRecord = {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** Whether sales are to be e-mailed about it (e-mail was set up and it is not spam). */
  notify: boolean;
  /** Why it was flagged as likely spam; absent for a real enquiry. */
  spam?: SpamReason[];
  /** A digest of the enquiry's words: a repeat of the same key must carry the same words. */
  fingerprint?: string;
};

export type Receipt = { id: string; sentAt: string };

/** An enquiry as staff read it back, with what became of its e-mail. */
export type KeptEnquiry = EnquiryRecord & { sentAt: string | null };

/** A stored line or blob that could not be read back (cut short by a crash, say). */
export type Damaged = { where: string; text: string };

/** What `keep` did: stored the record, or found one already kept under its id. */
export type KeepResult = { created: true } | { created: false; existing: EnquiryRecord };

export interface EnquiryStore {
  readonly kind: 'files' | 'blobs';
  /**
   * Stores the record whole, only if no record has its id yet. Resolves once it is durably
   * stored (or with the one already kept); rejects, leaving nothing of it behind, otherwise.
   */
  keep(record: EnquiryRecord): Promise<KeepResult>;
  /** Records that sales were e-mailed about the enquiry, and takes it off the unsent index. */
  markSent(record: EnquiryRecord, sentAt: string): Promise<void>;
  /** At most `limit` enquiries still waiting for their e-mail, found through the index. */
  unsent(limit: number): Promise<EnquiryRecord[]>;
  /** Everything kept, oldest first, spam included, and what could not be read (staff only). */
  read(): Promise<{ enquiries: KeptEnquiry[]; damaged: Damaged[] }>;
}

/** The words of an enquiry, in field order, as one digest. */
export function fingerprintOf(enquiry: Enquiry): string {
  const words = ENQUIRY_FIELD_NAMES.map((name) => enquiry[name]);
  return createHash('sha256').update(JSON.stringify(words)).digest('base64url');
}

/**
 * The record id for an idempotency key: a digest, so any key gives a safe file name and blob key,
 * and keys from the browser and keys derived from words never meet.
 */
export function idForKey(key: string): string {
  return createHash('sha256').update(`enquiry-key\u0000${key}`).digest('hex').slice(0, 32);
}

export function newRecord(
  enquiry: Enquiry,
  receivedAt: Date,
  options: { notify: boolean; spam: SpamReason[]; key?: string },
): EnquiryRecord {
  return {
    id: options.key === undefined ? randomUUID() : idForKey(options.key),
    receivedAt: receivedAt.toISOString(),
    enquiry,
    notify: options.notify && options.spam.length === 0,
    ...(options.spam.length > 0 ? { spam: options.spam } : {}),
    fingerprint: fingerprintOf(enquiry),
  };
}

/** Everything kept (staff's view), oldest first. */
export async function allKept(store: EnquiryStore): Promise<KeptEnquiry[]> {
  return (await store.read()).enquiries;
}

function withReceipts(records: EnquiryRecord[], receipts: Receipt[]): KeptEnquiry[] {
  const sent = new Map(receipts.map((receipt) => [receipt.id, receipt.sentAt]));
  const seen = new Set<string>();
  return records
    .filter((record) => !seen.has(record.id) && Boolean(seen.add(record.id)))
    .map((record) => ({ ...record, sentAt: sent.get(record.id) ?? null }))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

const isRecord = (value: unknown): value is EnquiryRecord =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EnquiryRecord).id === 'string' &&
  typeof (value as EnquiryRecord).receivedAt === 'string' &&
  typeof (value as EnquiryRecord).enquiry === 'object';

// ---------------------------------------------------------------------------------------------
// Files
// ---------------------------------------------------------------------------------------------

const QUEUE = Symbol.for('contact.jsonl.queue');
type WithQueue = typeof globalThis & { [QUEUE]?: Promise<unknown> };

/** Runs `task` after every earlier one in this process has finished: stores never interleave. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const holder = globalThis as WithQueue;
  const previous = holder[QUEUE] ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  holder[QUEUE] = next;
  return next;
}

/** The file operations the file store uses (a test can count them). */
export type FileIo = Pick<typeof fs, 'open' | 'mkdir' | 'readFile' | 'readdir' | 'rm'>;

/** Writes every byte of `data` at the handle's position, however many calls that takes. */
async function writeAll(handle: fs.FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    if (bytesWritten <= 0) throw new Error('The disk took no more bytes.');
    offset += bytesWritten;
  }
}

/**
 * Appends one JSON line to a file, all or nothing: every byte written and fsync'ed before it
 * resolves; on any error the file is cut back to its previous length and the error thrown. A last
 * line left without its newline (a crash mid-write) is ended first, so the new record starts on a
 * line of its own. Not queued: callers run it in turn (see `inTurn`).
 */
async function appendWhole(file: string, record: object, io: FileIo = fs): Promise<void> {
  const target = path.resolve(file);
  await io.mkdir(path.dirname(target), { recursive: true });
  const handle = await io.open(target, 'a+', 0o600);
  let before = -1;
  try {
    before = (await handle.stat()).size;
    let torn = false;
    if (before > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, before - 1);
      torn = last[0] !== 0x0a;
    }
    await writeAll(handle, Buffer.from(`${torn ? '\n' : ''}${JSON.stringify(record)}\n`, 'utf8'));
    await handle.sync();
  } catch (error) {
    if (before >= 0) {
      try {
        await handle.truncate(before);
        await handle.sync();
      } catch (rollback) {
        console.error(`Could not cut ${target} back to ${before} bytes:`, rollback);
      }
    }
    throw error;
  } finally {
    await handle.close();
  }
}

/** Appends one JSON line, all or nothing, one append at a time in this process. */
export function appendJsonLine(file: string, record: object, io: FileIo = fs): Promise<void> {
  return inTurn(() => appendWhole(file, record, io));
}

/** Writes a new file whole (fails if it exists), fsync'ed; removes it again on any error. */
async function createWhole(file: string, text: string, io: FileIo): Promise<void> {
  const handle = await io.open(file, 'wx', 0o600);
  try {
    await writeAll(handle, Buffer.from(text, 'utf8'));
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await io.rm(file, { force: true }).catch(() => undefined);
    throw error;
  }
  await handle.close();
}

export type JsonLines<T> = { records: T[]; damaged: Damaged[] };

/**
 * The lines of a JSON Lines file, and the lines that do not parse (reported, never dropped
 * silently); none when the file does not exist. A record glued onto a torn line by an older
 * version of this store is still found.
 */
export async function readJsonLines<T>(file: string, io: FileIo = fs): Promise<JsonLines<T>> {
  let text: string;
  try {
    text = await io.readFile(path.resolve(file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { records: [], damaged: [] };
    throw error;
  }
  const records: T[] = [];
  const damaged: Damaged[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      records.push(JSON.parse(line) as T);
      return;
    } catch {
      // cut short by a crash mid-write
    }
    const glued = line.lastIndexOf('{"id":');
    let tail = '';
    if (glued > 0) {
      try {
        records.push(JSON.parse(line.slice(glued)) as T);
        tail = line.slice(glued);
      } catch {
        // no whole record in it
      }
    }
    damaged.push({
      where: `${file} line ${index + 1}`,
      text: tail ? line.slice(0, line.length - tail.length) : line,
    });
  });
  return { records, damaged };
}

export type FilePaths = { outbox: string; spam: string; receipts: string };

/** The folder of an outbox's index: data/outbox.jsonl -> data/outbox.index/. */
export function indexDirFor(outbox: string): string {
  return `${outbox.replace(/\.jsonl$/, '')}.index`;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

/** An entry of the unsent index: sorts by arrival, names the record. 2026-11-23T10-15-00-000Z_<id> */
const unsentName = (record: EnquiryRecord) =>
  `${record.receivedAt.replace(/[^0-9TZ]/g, '-')}_${checkedId(record.id)}`;
const idOfUnsent = (name: string) => name.slice(name.lastIndexOf('_') + 1);
const UNSENT_NAME = /^[0-9TZ-]{1,40}_[A-Za-z0-9-]{1,100}$/;
function checkedId(id: string): string {
  if (!SAFE_ID.test(id)) throw new Error(`Not an enquiry id: ${JSON.stringify(id)}`);
  return id;
}

/**
 * data/outbox.jsonl holds one line per enquiry, data/spam.jsonl one per flagged enquiry, and
 * data/outbox-sent.jsonl one receipt per enquiry e-mailed to sales (only when e-mail is set up).
 * data/outbox.index/ holds `ids/<id>.json` (the record, created only if new: the exactly-once
 * claim) and `unsent/<id>` (one empty file per enquiry still to be e-mailed).
 */
export class FileStore implements EnquiryStore {
  readonly kind = 'files';
  private readonly ids: string;
  private readonly unsentDir: string;

  constructor(
    private readonly paths: FilePaths,
    private readonly io: FileIo = fs,
  ) {
    const index = indexDirFor(paths.outbox);
    this.ids = path.join(index, 'ids');
    this.unsentDir = path.join(index, 'unsent');
  }

  private idFile(id: string) {
    return path.join(this.ids, `${checkedId(id)}.json`);
  }

  private unsentFile(name: string) {
    if (!UNSENT_NAME.test(name)) throw new Error(`Not an unsent entry: ${JSON.stringify(name)}`);
    return path.join(this.unsentDir, name);
  }

  private async existing(file: string): Promise<EnquiryRecord | null> {
    try {
      const value: unknown = JSON.parse(await this.io.readFile(file, 'utf8'));
      return isRecord(value) ? value : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      if (error instanceof SyntaxError) return null;
      throw error;
    }
  }

  keep(record: EnquiryRecord): Promise<KeepResult> {
    return inTurn(async () => {
      const claim = this.idFile(record.id);
      await this.io.mkdir(this.ids, { recursive: true });
      const found = await this.existing(claim);
      if (found) return { created: false, existing: found };
      // A claim left unreadable by a crash mid-write holds no record: it is taken over.
      await this.io.rm(claim, { force: true });
      const undo: string[] = [];
      try {
        await createWhole(claim, JSON.stringify(record), this.io);
        undo.push(claim);
        if (record.notify) {
          await this.io.mkdir(this.unsentDir, { recursive: true });
          await createWhole(this.unsentFile(unsentName(record)), '', this.io);
          undo.push(this.unsentFile(unsentName(record)));
        }
        await appendWhole(record.spam ? this.paths.spam : this.paths.outbox, record, this.io);
      } catch (error) {
        for (const file of undo.reverse())
          await this.io.rm(file, { force: true }).catch(() => undefined);
        throw error;
      }
      return { created: true };
    });
  }

  async markSent(record: EnquiryRecord, sentAt: string): Promise<void> {
    await appendJsonLine(this.paths.receipts, { id: record.id, sentAt } satisfies Receipt, this.io);
    await this.io.rm(this.unsentFile(unsentName(record)), { force: true });
  }

  async unsent(limit: number): Promise<EnquiryRecord[]> {
    let names: string[];
    try {
      names = await this.io.readdir(this.unsentDir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const records: EnquiryRecord[] = [];
    for (const name of names.filter((entry) => UNSENT_NAME.test(entry)).sort()) {
      if (records.length >= limit) break;
      const record = await this.existing(this.idFile(idOfUnsent(name)));
      if (record) records.push(record);
      else await this.io.rm(this.unsentFile(name), { force: true }); // its record was never kept
    }
    return records;
  }

  async read(): Promise<{ enquiries: KeptEnquiry[]; damaged: Damaged[] }> {
    const [enquiries, spam, receipts] = await Promise.all([
      readJsonLines<EnquiryRecord>(this.paths.outbox, this.io),
      readJsonLines<EnquiryRecord>(this.paths.spam, this.io),
      readJsonLines<Receipt>(this.paths.receipts, this.io),
    ]);
    return {
      enquiries: withReceipts(
        [...enquiries.records, ...spam.records].filter(isRecord),
        receipts.records,
      ),
      damaged: [...enquiries.damaged, ...spam.damaged, ...receipts.damaged],
    };
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

/**
 * enquiry/<id>: every enquiry, spam included (created only if new); sent/<id>: the receipt;
 * unsent/<id>: the index of enquiries still to be e-mailed. spam/ holds flagged enquiries kept by
 * earlier versions.
 */
const PREFIX = { enquiry: 'enquiry/', spam: 'spam/', sent: 'sent/', unsent: 'unsent/' } as const;

const KEEPING = Symbol.for('contact.blobs.keeping');
type WithKeeping = typeof globalThis & { [KEEPING]?: Map<string, Promise<unknown>> };

/**
 * Runs `task` after any other keep of the same id in this process. Netlify's service makes
 * `onlyIfNew` atomic; the local Blobs server of `netlify serve` checks and writes in two steps, so
 * repeats arriving at once in one process are taken in turn here as well.
 */
function oneAtATime<T>(id: string, task: () => Promise<T>): Promise<T> {
  const holder = globalThis as WithKeeping;
  const running = (holder[KEEPING] ??= new Map());
  const previous = running.get(id) ?? Promise.resolve();
  const next = previous.catch(() => undefined).then(task);
  running.set(id, next);
  const forget = () => {
    if (running.get(id) === next) running.delete(id);
  };
  next.then(forget, forget);
  return next;
}

export class BlobsStore implements EnquiryStore {
  readonly kind = 'blobs';

  constructor(private readonly store: BlobStore) {}

  keep(record: EnquiryRecord): Promise<KeepResult> {
    return oneAtATime(record.id, () => this.keepNow(record));
  }

  private async keepNow(record: EnquiryRecord): Promise<KeepResult> {
    const key = `${PREFIX.enquiry}${checkedId(record.id)}`;
    const { modified } = await this.store.setJSON(key, record, { onlyIfNew: true });
    if (!modified) {
      const existing: unknown = await this.store.get(key, { type: 'json' });
      if (!isRecord(existing)) throw new Error(`The enquiry ${key} exists but cannot be read.`);
      return { created: false, existing };
    }
    if (record.notify) {
      try {
        await this.store.set(`${PREFIX.unsent}${unsentName(record)}`, record.id);
      } catch (error) {
        // Not indexed, it would never be e-mailed: it is not kept at all, and the visitor told so.
        await this.store.delete(key).catch(() => undefined);
        throw error;
      }
    }
    return { created: true };
  }

  async markSent(record: EnquiryRecord, sentAt: string): Promise<void> {
    await this.store.setJSON(`${PREFIX.sent}${checkedId(record.id)}`, {
      id: record.id,
      sentAt,
    } satisfies Receipt);
    await this.store.delete(`${PREFIX.unsent}${unsentName(record)}`);
  }

  async unsent(limit: number): Promise<EnquiryRecord[]> {
    const keys: string[] = [];
    for await (const page of this.store.list({ prefix: PREFIX.unsent, paginate: true })) {
      for (const blob of page.blobs) if (keys.length < limit) keys.push(blob.key);
      if (keys.length >= limit) break;
    }
    const records: EnquiryRecord[] = [];
    for (const key of keys.sort()) {
      const id = idOfUnsent(key);
      const value: unknown = await this.store.get(`${PREFIX.enquiry}${id}`, { type: 'json' });
      if (isRecord(value)) records.push(value);
      else await this.store.delete(key); // its record was never kept
    }
    return records;
  }

  /** Every blob under a prefix, a few at a time (staff only). */
  private async under(prefix: string, damaged: Damaged[]): Promise<unknown[]> {
    const values: unknown[] = [];
    for await (const page of this.store.list({ prefix, paginate: true })) {
      for (let start = 0; start < page.blobs.length; start += 20) {
        const batch = page.blobs.slice(start, start + 20);
        const read = await Promise.all(
          batch.map(async (blob) => {
            try {
              return (await this.store.get(blob.key, { type: 'json' })) as unknown;
            } catch {
              damaged.push({ where: blob.key, text: 'not readable as JSON' });
              return null;
            }
          }),
        );
        values.push(...read.filter((value) => value !== null));
      }
    }
    return values;
  }

  async read(): Promise<{ enquiries: KeptEnquiry[]; damaged: Damaged[] }> {
    const damaged: Damaged[] = [];
    const enquiries = await this.under(PREFIX.enquiry, damaged);
    const spam = await this.under(PREFIX.spam, damaged);
    const receipts = await this.under(PREFIX.sent, damaged);
    return {
      enquiries: withReceipts(
        [...enquiries, ...spam].filter(isRecord),
        receipts.filter((value): value is Receipt => typeof value === 'object' && value !== null),
      ),
      damaged,
    };
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
