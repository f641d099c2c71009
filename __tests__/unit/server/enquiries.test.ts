/**
 * @jest-environment node
 *
 * The enquiries table against a real Postgres (the embedded one, over the Postgres protocol):
 * exactly once by key, claims that two senders never share, one person's data found and erased
 * (and no trace of it left in the database's files),
 * retention by the clock, and the same few statements per enquiry however many are kept.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type pg from 'pg';
import { closeDatabases, openDatabase } from '../../../src/server/database';
import { databaseDir } from '../../../src/server/embedded-database';
import {
  claimUnsent,
  deleteExpired,
  erasePerson,
  findPerson,
  keepEnquiry,
  listEnquiries,
  enquiryOutbox,
  personOf,
  restrictPerson,
  scrub,
  type NewEnquiry,
  type Queryable,
} from '../../../src/server/enquiries';
import { emptyTables, startDatabase, type TestDatabase } from '../../support/database';

const ENQUIRY = {
  firstName: 'Chidinma',
  lastName: 'Okafor',
  email: 'Chidinma.Okafor@Example.com',
  phone: '+234 803 123 4567',
  subject: 'Fibre for the salon',
  message: 'Please call me in the morning.',
};
const RETENTION = { enquiryMonths: 24, spamDays: 30 };
const T0 = new Date('2026-11-02T09:00:00.000Z');

let db: TestDatabase;
beforeAll(async () => {
  db = await startDatabase();
}, 120_000);
afterAll(() => db?.stop());
beforeEach(() => emptyTables(db.pool));

let keys = 0;
const input = (changes: Partial<NewEnquiry> = {}): NewEnquiry => ({
  enquiry: ENQUIRY,
  language: 'en',
  receivedAt: T0,
  key: `key-${(keys += 1)}`,
  secret: 's'.repeat(32),
  spam: [],
  retention: RETENTION,
  mail: true,
  ...changes,
});

/** A pool whose statements are counted. */
function counting(pool: pg.Pool): Queryable & { count: () => number } {
  let statements = 0;
  return {
    query: ((...args: Parameters<pg.Pool['query']>) => {
      statements += 1;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    }) as pg.Pool['query'],
    count: () => statements,
  };
}

describe('keeping an enquiry', () => {
  it('keeps one row per idempotency key, even sent five times at once', async () => {
    const same = input({ key: 'one-draft' });
    const results = await Promise.all(Array.from({ length: 5 }, () => keepEnquiry(db.pool, same)));
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const ids = new Set(results.map((result) => (result.created ? result.record.id : result.id)));
    expect(ids.size).toBe(1);
    expect(results.every((result) => result.created || result.sameWords)).toBe(true);
    expect(await listEnquiries(db.pool, { spam: true })).toHaveLength(1);
  });

  it('tells a repeat with other words from a true repeat, and keeps the first words', async () => {
    await keepEnquiry(db.pool, input({ key: 'draft' }));
    const other = await keepEnquiry(
      db.pool,
      input({ key: 'draft', enquiry: { ...ENQUIRY, message: 'Changed my mind.' } }),
    );
    expect(other).toEqual(expect.objectContaining({ created: false, sameWords: false }));
    const kept = await listEnquiries(db.pool, { spam: true });
    expect(kept.map((record) => record.enquiry.message)).toEqual([ENQUIRY.message]);
  });

  it('keeps every character as typed, and flagged spam apart from the list (still for sales)', async () => {
    const words = { ...ENQUIRY, firstName: 'Ọláolúwa', message: 'Ẹ káàárọ̀ 👋\n\ttabbed line' };
    await keepEnquiry(db.pool, input({ enquiry: words }));
    await keepEnquiry(
      db.pool,
      input({ spam: ['honeypot'], receivedAt: new Date(T0.getTime() + 1) }),
    );
    expect((await listEnquiries(db.pool, { spam: false })).map((r) => r.enquiry)).toEqual([words]);
    const all = await listEnquiries(db.pool, { spam: true });
    expect(all.map((record) => record.spam)).toEqual([undefined, ['honeypot']]);
    expect(all.map((record) => record.notify)).toEqual([true, true]);
  });

  it('keeps the language of the page it was sent from, and nothing the site has no pages in', async () => {
    await keepEnquiry(db.pool, input({ language: 'ha' }));
    expect((await listEnquiries(db.pool, { spam: false })).map((r) => r.language)).toEqual(['ha']);
    await expect(
      keepEnquiry(db.pool, input({ language: 'fr' as NewEnquiry['language'] })),
    ).rejects.toThrow(/enquiries_language_known/);
  });

  it('stores a digest of the key keyed with the site’s secret, so the same key under another secret is another row', async () => {
    await keepEnquiry(db.pool, input({ key: 'words:["10.0.0.7","x"]' }));
    await keepEnquiry(db.pool, input({ key: 'words:["10.0.0.7","x"]', secret: 't'.repeat(32) }));
    const { rows } = await db.pool.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM enquiries',
    );
    expect(rows.map((row) => row.idempotency_key)).toEqual([
      expect.stringMatching(/^[0-9a-f]{64}$/),
      expect.stringMatching(/^[0-9a-f]{64}$/),
    ]);
  });
});

describe('e-mail exactly once', () => {
  /** Kept long enough ago that the keeping request's claim has run out. */
  const waiting = (minutesAgo: number) =>
    keepEnquiry(db.pool, input({ receivedAt: new Date(T0.getTime() - minutesAgo * 60_000) }));
  const NOW = T0;

  it('leaves an enquiry to the request that kept it until its claim runs out', async () => {
    await keepEnquiry(db.pool, input({ receivedAt: NOW }));
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toEqual([]);
    const later = new Date(NOW.getTime() + 6 * 60_000);
    expect(await claimUnsent(db.pool, { now: later, limit: 10 })).toHaveLength(1);
  });

  it('never gives one enquiry to two runs that overlap', async () => {
    for (let i = 0; i < 40; i += 1) await waiting(10 + i);
    const clients = await Promise.all([db.pool.connect(), db.pool.connect(), db.pool.connect()]);
    try {
      const runs = await Promise.all(
        clients.map((client) => claimUnsent(client, { now: NOW, limit: 20 })),
      );
      const ids = runs.flat().map((record) => record.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(40);
    } finally {
      for (const client of clients) client.release();
    }
  });

  it('takes the oldest first, at most the batch', async () => {
    await waiting(30);
    await waiting(50);
    await waiting(40);
    const claimed = await claimUnsent(db.pool, { now: NOW, limit: 2 });
    expect(claimed.map((record) => record.receivedAt)).toEqual([
      new Date(NOW.getTime() - 50 * 60_000).toISOString(),
      new Date(NOW.getTime() - 40 * 60_000).toISOString(),
    ]);
  });

  it('frees what failed for the next run, and never claims what was sent', async () => {
    const a = await waiting(20);
    const b = await waiting(10);
    const claimed = await claimUnsent(db.pool, { now: NOW, limit: 10 });
    expect(claimed).toHaveLength(2);
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toEqual([]);
    if (!a.created || !b.created) throw new Error('not kept');
    const outbox = enquiryOutbox(db.pool);
    await outbox.handedOver(a.record.id, NOW);
    await outbox.release([a.record.id, b.record.id]);
    const again = await claimUnsent(db.pool, { now: NOW, limit: 10 });
    expect(again.map((record) => record.id)).toEqual([b.record.id]);
  });

  it('never claims what the person asked to restrict, until the restriction is lifted', async () => {
    await keepEnquiry(db.pool, input({ receivedAt: new Date(0) }));
    const person = personOf(ENQUIRY.email)!;
    expect(await restrictPerson(db.pool, person, { restrict: true, now: T0 })).toEqual({
      enquiries: 1,
      waitlist: 0,
    });
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toEqual([]);
    await restrictPerson(db.pool, person, { restrict: false, now: T0 });
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toHaveLength(1);
  });

  it('never claims what is kept without e-mail set up; claims flagged spam as any other', async () => {
    await keepEnquiry(db.pool, input({ receivedAt: new Date(0), mail: false }));
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toEqual([]);
    await keepEnquiry(db.pool, input({ receivedAt: new Date(0), spam: ['links'] }));
    expect(await claimUnsent(db.pool, { now: NOW, limit: 10 })).toHaveLength(1);
  });
});

describe('one person’s data (access and erasure requests)', () => {
  beforeEach(async () => {
    await keepEnquiry(db.pool, input());
    await keepEnquiry(db.pool, input({ spam: ['too-fast'] }));
    await keepEnquiry(
      db.pool,
      input({ enquiry: { ...ENQUIRY, email: 'someone.else@example.com', phone: '' } }),
    );
  });

  it.each([
    ['the e-mail address in other letter case', 'chidinma.okafor@example.COM'],
    ['the phone number written with 0', '0803 123 4567'],
    ['the phone number written with +234 and dashes', '+234-803-123-4567'],
  ])('finds everything held, spam included, by %s', async (_, who) => {
    const held = await findPerson(db.pool, personOf(who)!);
    expect(held).toHaveLength(2);
    expect(held.every((record) => record.enquiry.lastName === ENQUIRY.lastName)).toBe(true);
  });

  it('finds nobody by an empty phone or a number that is not theirs', async () => {
    expect(personOf('')).toBeNull();
    expect(personOf('call me')).toBeNull();
    expect(await findPerson(db.pool, { phone: '0803 000 0000' })).toEqual([]);
  });

  it('leaves no trace of an erased person in the database’s files, tables, indexes or log', async () => {
    const marker = 'zq-erased-marker@example.com';
    await keepEnquiry(db.pool, input({ enquiry: { ...ENQUIRY, email: marker, phone: '' } }));
    await db.pool.query('CHECKPOINT');
    const dir = path.join(databaseDir(db.dataDir), 'pgdata');
    const traces = () => {
      try {
        return execFileSync('grep', ['-rl', '--binary-files=text', marker, dir], {
          encoding: 'utf8',
        });
      } catch {
        return ''; // grep found nothing
      }
    };
    expect(traces()).not.toBe('');
    await erasePerson(db.pool, personOf(marker)!, { now: T0 });
    await scrub(db.pool);
    expect(traces()).toBe('');
  });

  it('erases it all, says how many, and logs the erasure without the personal data', async () => {
    const erased = await erasePerson(db.pool, personOf('0803 123 4567')!, {
      now: T0,
      note: 'request 12',
    });
    expect(erased).toEqual({ enquiries: 2, waitlist: 0 });
    expect(await findPerson(db.pool, personOf(ENQUIRY.email)!)).toEqual([]);
    expect(await listEnquiries(db.pool, { spam: true })).toHaveLength(1);
    const log = await db.pool.query('SELECT * FROM erasures');
    expect(log.rows).toEqual([
      { id: expect.any(String), erased_at: T0, enquiries: 2, waitlist: 0, note: 'request 12' },
    ]);
    const logged = JSON.stringify(log.rows);
    for (const personal of ['Chidinma', 'Okafor', '803', 'example.com']) {
      expect(logged).not.toContain(personal);
    }
  });
});

describe('retention, by the clock', () => {
  const at = (iso: string) => new Date(iso);

  it('deletes an enquiry once its months have passed, and spam once its days have', async () => {
    await keepEnquiry(db.pool, input({ receivedAt: at('2026-01-31T10:00:00Z') }));
    await keepEnquiry(db.pool, input({ receivedAt: at('2026-01-31T10:00:00Z'), spam: ['links'] }));
    expect(await deleteExpired(db.pool, { now: at('2026-03-02T09:59:59Z') })).toEqual({
      enquiries: 0,
      spam: 0,
    });
    expect(await deleteExpired(db.pool, { now: at('2026-03-02T10:00:00Z') })).toEqual({
      enquiries: 0,
      spam: 1,
    });
    expect(await deleteExpired(db.pool, { now: at('2028-01-31T09:59:59Z') })).toEqual({
      enquiries: 0,
      spam: 0,
    });
    expect(await deleteExpired(db.pool, { now: at('2028-01-31T10:00:00Z') })).toEqual({
      enquiries: 1,
      spam: 0,
    });
    expect(await listEnquiries(db.pool, { spam: true })).toEqual([]);
  });

  it('keeps each enquiry for the period stated when it arrived', async () => {
    await keepEnquiry(db.pool, input({ receivedAt: at('2026-01-01T00:00:00Z') }));
    await keepEnquiry(
      db.pool,
      input({
        receivedAt: at('2026-01-01T00:00:00Z'),
        retention: { enquiryMonths: 6, spamDays: 30 },
      }),
    );
    expect(await deleteExpired(db.pool, { now: at('2026-07-01T00:00:00Z') })).toEqual({
      enquiries: 1,
      spam: 0,
    });
    expect(await listEnquiries(db.pool, { spam: true })).toHaveLength(1);
  });
});

describe('bounded work', () => {
  // Many rows go faster by TRUNCATE than by the DELETE between tests.
  afterEach(() => db.pool.query('TRUNCATE enquiries'));

  /** Statements to keep one enquiry and record its e-mail, with `kept` rows already there. */
  async function statementsWith(kept: number): Promise<number> {
    await db.pool.query('TRUNCATE enquiries');
    await db.pool.query(
      `INSERT INTO enquiries (id, idempotency_key, fingerprint, received_at, first_name, last_name,
         email, phone, subject, message, notify, delete_after)
       SELECT md5(n::text), md5('k' || n), 'f', now() - n * interval '1 minute', 'A', 'B',
         'person' || n || '@example.com', '080' || lpad(n::text, 8, '0'), 's', 'm',
         n % 3 = 0, now() + interval '1 year'
       FROM generate_series(1, $1) AS n`,
      [kept],
    );
    await db.pool.query('ANALYZE enquiries');
    const counted = counting(db.pool);
    const result = await keepEnquiry(counted, input());
    if (!result.created) throw new Error('not kept');
    await enquiryOutbox(counted).handedOver(result.record.id, T0);
    await keepEnquiry(counted, input({ key: 'repeat' }));
    await keepEnquiry(counted, input({ key: 'repeat' }));
    return counted.count();
  }

  const plan = async (sql: string, params: unknown[]) =>
    (await db.pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${sql}`, params)).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');

  // One test, as filling the table takes seconds: the statements, then their plans.
  it('runs the same statements with 10 and with 100,000 enquiries kept, each through an index (EXPLAIN)', async () => {
    const few = await statementsWith(10);
    const many = await statementsWith(100_000);
    expect(few).toBe(5);
    expect(many).toBe(few);
    expect(await plan('SELECT id FROM enquiries WHERE idempotency_key = $1', ['x'])).toMatch(
      /Index (Only )?Scan using enquiries_idempotency_key_unique/,
    );
    expect(
      await plan(
        'SELECT id FROM enquiries WHERE notify AND sent_at IS NULL AND undeliverable_at IS NULL ORDER BY received_at LIMIT 50',
        [],
      ),
    ).toMatch(/Index Scan using enquiries_unsent/);
    expect(
      await plan('SELECT id FROM enquiries WHERE lower(email) = lower($1)', ['a@example.com']),
    ).toMatch(/enquiries_email/);
    expect(
      await plan("SELECT id FROM enquiries WHERE phone_key = phone_key($1) AND phone_key <> ''", [
        '08000000001',
      ]),
    ).toMatch(/enquiries_phone/);
    expect(await plan('SELECT id FROM enquiries WHERE delete_after <= $1', [T0])).toMatch(
      /enquiries_delete_after/,
    );
  }, 120_000);
});

describe('a deploy preview’s branch of the database', () => {
  const withNetlifyDatabase = async <T>(run: () => Promise<T>): Promise<T> => {
    const saved = { ...process.env };
    Object.assign(process.env, { NETLIFY_DB_URL: db.url, SITE_ID: 'site' });
    try {
      return await run();
    } finally {
      process.env = saved;
      await closeDatabases();
    }
  };
  const settings = { url: null, dataDir: 'unused' };
  const people = async () =>
    (
      await db.pool.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM enquiries) + (SELECT count(*) FROM waitlist) AS n',
      )
    ).rows[0]!.n;

  it('is emptied of production’s people the first time a preview opens it, once; production’s never', async () => {
    await db.pool.query('DELETE FROM branch_emptied');
    await keepEnquiry(db.pool, input());
    await withNetlifyDatabase(() => openDatabase(settings, { context: 'production' }));
    expect(Number(await people())).toBe(1);

    await withNetlifyDatabase(() => openDatabase(settings, { context: 'deploy-preview' }));
    expect(Number(await people())).toBe(0);
    // What the preview itself keeps afterwards stays.
    await keepEnquiry(db.pool, input());
    await withNetlifyDatabase(() => openDatabase(settings, { context: 'deploy-preview' }));
    expect(Number(await people())).toBe(1);
  });
});
