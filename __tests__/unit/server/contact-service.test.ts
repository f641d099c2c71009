/**
 * @jest-environment node
 *
 * The contact service with a real database (the embedded Postgres) and a real mail server: a
 * repeat is kept once and e-mailed once, other words under a kept key are refused, a flagged one
 * still reaches sales, marked, the rate limit is one count for every instance, and when the
 * database cannot keep an enquiry the visitor is told and nothing is half kept.
 */
import { Readable } from 'node:stream';
import pg from 'pg';
import { freePort } from '../../../scripts/lib/ports';
import { readConfig } from '../../../src/server/config';
import { poolFor } from '../../../src/server/database';
import {
  handleContact,
  type ContactOutcome,
  type Keeping,
} from '../../../src/server/contact-service';
import { listEnquiries } from '../../../src/server/enquiries';
import { retentionJob } from '../../../src/server/jobs';
import { bucketOf, takeToken } from '../../../src/server/rate-limit';
import { PAGE_LANGUAGES, type PageLanguage } from '../../../src/content-model/languages';
import type { Notifier } from '../../../src/server/notify';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';
import { startMailServer, type MailServer } from '../../support/mail-server';
import { site } from '../../support/site-content';

/** The form's words the endpoint answers with (English: no page language is sent here). */
const FORM_WORDS = { en: site.contactPage.form };

const ENQUIRY = {
  firstName: 'Chidi',
  lastName: 'Obi',
  email: 'chidi@example.com',
  phone: '+234 800 000 0000',
  subject: 'Fibre for the shop',
  message: 'Please call me back.',
};
const RETENTION = { enquiryMonths: 24, spamDays: 30 };

const config = { ...readConfig({}), minSubmitMs: 0, rateLimit: { max: 1000, windowMs: 60_000 } };
const SECRET = 's'.repeat(32);

function post(body: object, headers: Record<string, string> = {}) {
  const req = Object.assign(Readable.from([Buffer.from(JSON.stringify(body))]), {
    headers: { 'content-type': 'application/json', host: 'localhost', ...headers },
  });
  return { method: 'POST', req, encrypted: false, client: 'one-visitor', now: Date.now() };
}

/** What a server hands the service besides the database: its key, and work after the answer. */
const SERVER = { secret: () => SECRET, background: () => undefined };

/** What the service is handed to keep an enquiry: the test's database and mail, `changes` over them. */
const keeping = (changes: Partial<Keeping> = {}): Keeping => ({
  database: async () => db.pool,
  retention: RETENTION,
  languages: PAGE_LANGUAGES,
  formWords: FORM_WORDS,
  notifier,
  ...SERVER,
  ...changes,
});

let db: TestDatabase;
let mail: MailServer;
let notifier: Notifier;
beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());
beforeEach(async () => {
  await emptyTables(db.pool);
  const port = await freePort();
  mail = await startMailServer(port);
  notifier = {
    smtp: { url: `smtp://127.0.0.1:${port}`, to: 'sales@example.com', from: 'web@example.com' },
    preview: false,
  };
});
afterEach(() => mail.close());

const send = (body: object, headers: Record<string, string> = {}) =>
  handleContact(post(body, headers), config, keeping());

const status = (outcome: ContactOutcome) =>
  outcome.kind === 'accepted' ? 'accepted' : outcome.refusal.code;
const kept = () => listEnquiries(db.pool, { spam: true });

describe('exactly once', () => {
  const key = { 'idempotency-key': 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' };

  it('keeps and e-mails an enquiry sent five times in parallel and five times in a row once', async () => {
    const parallel = await Promise.all(Array.from({ length: 5 }, () => send(ENQUIRY, key)));
    const inTurn: ContactOutcome[] = [];
    for (let i = 0; i < 5; i += 1) inTurn.push(await send(ENQUIRY, key));
    const outcomes = [...parallel, ...inTurn];
    expect(outcomes.map(status)).toEqual(Array(10).fill('accepted'));
    const ids = outcomes.map((outcome) => outcome.kind === 'accepted' && outcome.id);
    expect(new Set(ids).size).toBe(1);
    expect(await kept()).toHaveLength(1);
    expect(mail.subjects).toEqual(['Website enquiry: Fibre for the shop']);
    expect((await kept())[0]!.sentAt).not.toBeNull();
  });

  it('refuses the same key with other words (422), keeping the first', async () => {
    expect(status(await send(ENQUIRY, key))).toBe('accepted');
    expect(status(await send({ ...ENQUIRY, message: 'Something else' }, key))).toBe('key_conflict');
    expect((await kept()).map((record) => record.enquiry.message)).toEqual([ENQUIRY.message]);
    expect(mail.subjects).toHaveLength(1);
  });

  it('without a key (a form posted without JavaScript), keeps the same words once', async () => {
    await Promise.all(Array.from({ length: 5 }, () => send(ENQUIRY)));
    expect(status(await send({ ...ENQUIRY, subject: 'Another question' }))).toBe('accepted');
    expect((await kept()).map((record) => record.enquiry.subject).sort()).toEqual([
      'Another question',
      ENQUIRY.subject,
    ]);
    expect(mail.subjects).toHaveLength(2);
  });

  it('refuses a malformed key, keeping nothing', async () => {
    expect(status(await send(ENQUIRY, { 'idempotency-key': 'short' }))).toBe('bad_key');
    expect(await kept()).toEqual([]);
  });
});

describe('the language of the page it was sent from', () => {
  const withLanguages = (languages: readonly PageLanguage[], body: object) =>
    handleContact(post(body), config, keeping({ languages }));

  it('keeps one the build made pages in, and refuses one it did not (a draft on the live site), keeping nothing', async () => {
    expect(status(await withLanguages(['en', 'ha'], { ...ENQUIRY, language: 'ha' }))).toBe(
      'accepted',
    );
    expect(status(await withLanguages(['en', 'ha'], { ...ENQUIRY, language: 'yo' }))).toBe(
      'bad_language',
    );
    expect((await kept()).map((record) => record.language)).toEqual(['ha']);
  });

  it('answers a refused enquiry in the language of its page, or in English when the site has no pages in it', async () => {
    const refusedIn = async (language: string) => {
      const outcome = await withLanguages(['en', 'ha'], { ...ENQUIRY, email: 'ola@', language });
      return outcome.kind === 'refused' && [outcome.refusal.code, outcome.language];
    };
    expect(await refusedIn('ha')).toEqual(['invalid', 'ha']);
    expect(await refusedIn('yo')).toEqual(['invalid', 'en']);
    expect(await kept()).toEqual([]);
  });

  it('the database accepts every language a page can be in', async () => {
    for (const language of PAGE_LANGUAGES) {
      const outcome = await send({ ...ENQUIRY, subject: `In ${language}`, language });
      expect({ language, status: status(outcome) }).toEqual({ language, status: 'accepted' });
    }
    expect((await kept()).map((record) => record.language).sort()).toEqual(
      [...PAGE_LANGUAGES].sort(),
    );
  });
});

describe('flagged, never hidden', () => {
  it('keeps a message that filled the honeypot, answers as for any other, and still e-mails sales, marked', async () => {
    const outcome = await send({ ...ENQUIRY, leave_empty: 'http://spam.example' });
    expect(status(outcome)).toBe('accepted');
    expect((await kept()).map((record) => record.spam)).toEqual([['honeypot']]);
    expect(mail.subjects).toEqual(['[Possible spam] Website enquiry: Fibre for the shop']);
    expect(mail.received[0]!.mail.text).toMatch(
      /^POSSIBLE SPAM \(a field hidden from people was filled in\)/,
    );
  });

  it('a form filled and sent within a second still reaches sales, marked as sent too fast', async () => {
    const fast = { ...config, minSubmitMs: 3000 };
    const outcome = await handleContact(post({ ...ENQUIRY, elapsedMs: '800' }), fast, keeping());
    expect(status(outcome)).toBe('accepted');
    expect((await kept()).map((record) => [record.spam, Boolean(record.sentAt)])).toEqual([
      [['too-fast'], true],
    ]);
    expect(mail.subjects).toEqual(['[Possible spam] Website enquiry: Fibre for the shop']);
  });
});

describe('the rate limit, one count for every instance', () => {
  it('counts a client’s enquiries in the database, so a second instance (another pool) sees the first’s', async () => {
    const limited = { ...config, rateLimit: { max: 2, windowMs: 60_000 } };
    const other = new pg.Pool({ connectionString: db.url, max: 1 });
    try {
      const at = (database: pg.Pool, subject: string) =>
        handleContact(
          post({ ...ENQUIRY, subject }),
          limited,
          keeping({ database: async () => database, notifier: null }),
        );
      expect(status(await at(db.pool, 'One'))).toBe('accepted');
      expect(status(await at(other, 'Two'))).toBe('accepted');
      const third = await at(other, 'Three');
      expect(third.kind === 'refused' && third.refusal).toMatchObject({ code: 'rate_limited' });
      // Only a keyed digest of the client is stored, never the address.
      const { rows } = await db.pool.query<{ bucket: string }>('SELECT bucket FROM rate_limits');
      expect(rows.map((row) => row.bucket).join()).not.toContain('one-visitor');
    } finally {
      await other.end();
    }
  });

  it('deletes the counts of minutes that are over as requests come, and every day in any case', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    const windows = async () =>
      (await db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM rate_limits')).rows[0]!.n;
    const t0 = Date.UTC(2026, 10, 28, 9);
    await takeToken(db.pool, bucketOf(SECRET, 'contact', 'a'), t0, limit);
    await takeToken(db.pool, bucketOf(SECRET, 'contact', 'b'), t0, limit);
    expect(await windows()).toBe(2);
    // A request in the next minute: the counts of the minute before are gone.
    await takeToken(db.pool, bucketOf(SECRET, 'contact', 'c'), t0 + 60_000, limit);
    expect(await windows()).toBe(1);
    // No request for a day: the daily job deletes what is left.
    await retentionJob(db.pool, new Date(t0 + 60_000 + 86_400_000 + 1));
    expect(await windows()).toBe(0);
  });
});

describe('when the e-mail fails', () => {
  it('keeps the enquiry, tells the visitor it was sent, and leaves it for the resend', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await mail.close();
    expect(status(await send(ENQUIRY))).toBe('accepted');
    const [record] = await kept();
    expect(record).toMatchObject({ notify: true, sentAt: null });
    const { rows } = await db.pool.query('SELECT claimed_until FROM enquiries');
    expect(rows[0].claimed_until).toBeNull();
    jest.restoreAllMocks();
  });
});

describe('when the database cannot keep it', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('answers delivery_failed (503) when the database cannot be reached, and e-mails nothing', async () => {
    const port = await freePort();
    const unreachable = poolFor(`postgres://postgres@127.0.0.1:${port}/postgres`);
    const outcome = await handleContact(
      post(ENQUIRY),
      config,
      keeping({ database: async () => unreachable }),
    );
    expect(status(outcome)).toBe('delivery_failed');
    expect(outcome.kind === 'refused' && outcome.values).toEqual(ENQUIRY);
    expect(mail.subjects).toEqual([]);
  });

  it('answers kept when keeping seemed to fail but the enquiry is there (its answer was lost)', async () => {
    const key = { 'idempotency-key': 'f1e2d3c4b5a6f7e8d9c0b1a2f3e4d5c6' };
    // An INSERT that is done, but whose answer never comes back (a timeout, a broken connection).
    const losing = {
      query: (async (text: string, values?: unknown[]) => {
        const result = await db.pool.query(text, values);
        if (text.trimStart().startsWith('INSERT INTO enquiries')) {
          throw new Error('Connection terminated unexpectedly');
        }
        return result;
      }) as pg.Pool['query'],
    };
    const outcome = await handleContact(
      post(ENQUIRY, key),
      config,
      keeping({ database: async () => losing }),
    );
    expect(status(outcome)).toBe('accepted');
    expect(await kept()).toHaveLength(1);
  });

  it('answers delivery_failed when the database refuses to write, keeping nothing', async () => {
    const client = await db.pool.connect();
    try {
      await client.query('BEGIN READ ONLY');
      const outcome = await handleContact(
        post(ENQUIRY),
        config,
        keeping({ database: async () => client }),
      );
      expect(status(outcome)).toBe('delivery_failed');
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    expect(await kept()).toEqual([]);
    expect(mail.subjects).toEqual([]);
  });
});
