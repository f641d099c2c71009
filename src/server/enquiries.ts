/**
 * Enquiries in the database (table `enquiries`, netlify/database/migrations): each kept whole by
 * one INSERT, exactly once per idempotency key (a unique constraint), e-mailed exactly once
 * (a sender claims a row before it sends), found and erased by person, and deleted once their
 * retention period has passed. Every time comes from the application's clock.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { ENQUIRY_FIELD_NAMES, type Enquiry } from '../lib/enquiry-form';
import type { PageLanguage } from '../content-model/languages';
import type { Outbox } from './delivery';
import { errorText } from './log';
import type { SpamReason } from './spam';
import { UNCONFIRMED_DAYS } from '../lib/waitlist-periods';
import { addToTally, WAITING_ROW } from './waitlist-tallies';

/** A pool or one of its clients: anything that runs a statement. */
export type Queryable = Pick<pg.Pool, 'query'>;

/** An enquiry as it is kept, with what became of its e-mail. */
export type EnquiryRecord = {
  /** The reference quoted to staff and in the e-mail to sales. */
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
  /** The language of the page it was sent from. */
  language: PageLanguage;
  /** Whether sales are to be e-mailed about it (e-mail was set up when it arrived). */
  notify: boolean;
  /** Why it was flagged as possible spam (sales still get it, marked so); absent otherwise. */
  spam?: SpamReason[];
  /** When its e-mail was handed to the mail server; null while it waits. */
  sentAt: string | null;
  /** Whether the mail server confirmed it took that e-mail. */
  sentConfirmed: boolean;
  /** How many times its e-mail failed, and how the last time failed (an SMTP code and step). */
  attempts: number;
  lastFailure: string | null;
  /** When it was given up on after the last attempt; null otherwise. */
  undeliverableAt: string | null;
  /** Since when the person has asked that nothing more be done with it; null otherwise. */
  restrictedAt: string | null;
};

/** How long a sender holds an enquiry it is e-mailing before another may try (a crash, say). */
export const CLAIM_MS = 5 * 60_000;

/** The words of an enquiry, in field order, as one digest: a repeat must carry the same words. */
export function fingerprintOf(enquiry: Enquiry): string {
  const words = ENQUIRY_FIELD_NAMES.map((name) => enquiry[name]);
  return createHash('sha256').update(JSON.stringify(words)).digest('base64url');
}

/**
 * What is stored of an idempotency key: a digest keyed with the site's secret (not in the
 * database), so a key derived from the sender's address and words gives neither back.
 */
export function keyDigest(key: string, secret: string): string {
  return createHmac('sha256', secret).update(`enquiry-key\u0000${key}`).digest('hex');
}

const COLUMN_NAMES = [
  'id',
  'received_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'subject',
  'message',
  'language',
  'spam',
  'notify',
  'sent_at',
  'sent_confirmed',
  'send_attempts',
  'last_failure',
  'undeliverable_at',
  'restricted_at',
];
const COLUMNS = COLUMN_NAMES.join(', ');

type Row = {
  id: string;
  received_at: Date;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  language: PageLanguage;
  spam: string[];
  notify: boolean;
  sent_at: Date | null;
  sent_confirmed: boolean;
  send_attempts: number;
  last_failure: string | null;
  undeliverable_at: Date | null;
  restricted_at: Date | null;
};

function recordOf(row: Row): EnquiryRecord {
  return {
    id: row.id,
    receivedAt: row.received_at.toISOString(),
    enquiry: {
      firstName: row.first_name,
      lastName: row.last_name,
      email: row.email,
      phone: row.phone,
      subject: row.subject,
      message: row.message,
    },
    language: row.language,
    notify: row.notify,
    ...(row.spam.length > 0 ? { spam: row.spam as SpamReason[] } : {}),
    sentAt: row.sent_at ? row.sent_at.toISOString() : null,
    sentConfirmed: row.sent_confirmed,
    attempts: row.send_attempts,
    lastFailure: row.last_failure,
    undeliverableAt: row.undeliverable_at ? row.undeliverable_at.toISOString() : null,
    restrictedAt: row.restricted_at ? row.restricted_at.toISOString() : null,
  };
}

export type NewEnquiry = {
  enquiry: Enquiry;
  /** The language of the page it was sent from. */
  language: PageLanguage;
  receivedAt: Date;
  /** How long it is kept (the privacy notice's periods when it arrived). */
  retention: Retention;
  /** The idempotency key it was sent with (or derived for it). */
  key: string;
  /** The site's secret, which the stored digest of the key is keyed with. */
  secret: string;
  spam: SpamReason[];
  /** E-mail is set up: the enquiry is to be sent to sales, marked when flagged. */
  mail: boolean;
};

/** What `keepEnquiry` did: kept a new row, or found the row already kept under the key. */
export type KeepResult =
  { created: true; record: EnquiryRecord } | { created: false; id: string; sameWords: boolean };

/**
 * Keeps an enquiry whole, unless one was already kept under its key: one INSERT, its own
 * transaction. A row to be e-mailed is claimed for the sender that kept it (the request that
 * e-mails it next), so no resend run takes it meanwhile.
 */
export async function keepEnquiry(db: Queryable, input: NewEnquiry): Promise<KeepResult> {
  const { enquiry, receivedAt, spam, retention } = input;
  // Flagged or not, sales get it: a heuristic marks, it never hides.
  const notify = input.mail;
  const key = keyDigest(input.key, input.secret);
  const fingerprint = fingerprintOf(enquiry);
  const inserted = await db.query<Row>(
    `INSERT INTO enquiries (id, idempotency_key, fingerprint, received_at, first_name, last_name,
       email, phone, subject, message, language, spam, notify, claimed_until, delete_after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT ON CONSTRAINT enquiries_idempotency_key_unique DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      randomUUID().replace(/-/g, ''),
      key,
      fingerprint,
      receivedAt,
      enquiry.firstName,
      enquiry.lastName,
      enquiry.email,
      enquiry.phone,
      enquiry.subject,
      enquiry.message,
      input.language,
      spam,
      notify,
      notify ? new Date(receivedAt.getTime() + CLAIM_MS) : null,
      deleteAfter(receivedAt, retention, spam.length > 0),
    ],
  );
  const row = inserted.rows[0];
  if (row) return { created: true, record: recordOf(row) };
  const existing = await db.query<{ id: string; fingerprint: string }>(
    'SELECT id, fingerprint FROM enquiries WHERE idempotency_key = $1',
    [key],
  );
  const first = existing.rows[0];
  // Kept under the key a moment ago, then erased: nothing to repeat, and nothing kept again.
  if (!first) throw new Error('The enquiry kept under this key is gone.');
  return { created: false, id: first.id, sameWords: first.fingerprint === fingerprint };
}

/**
 * Whether an enquiry is kept under `key`: asked after keeping it seemed to fail, so a visitor is
 * never told "not kept" about one that was.
 */
export async function keptUnderKey(
  db: Queryable,
  key: string,
  secret: string,
): Promise<string | null> {
  const found = await db.query<{ id: string }>(
    'SELECT id FROM enquiries WHERE idempotency_key = $1',
    [keyDigest(key, secret)],
  );
  return found.rows[0]?.id ?? null;
}

/** The e-mails to sales, as src/server/delivery.ts sends them. */
export const enquiryOutbox = (db: Queryable): Outbox => ({
  what: 'Enquiry',
  handedOver: async (id, at) => {
    await db.query('UPDATE enquiries SET sent_at = $2 WHERE id = $1', [id, at]);
  },
  confirmed: async (id) => {
    await db.query(
      'UPDATE enquiries SET sent_confirmed = true, claimed_until = NULL WHERE id = $1',
      [id],
    );
  },
  failed: async (id, failure, at, retryAt) => {
    await db.query(
      `UPDATE enquiries SET sent_at = NULL, claimed_until = NULL,
         send_attempts = send_attempts + 1, last_failure = $2, next_attempt_at = $3,
         undeliverable_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END
       WHERE id = $1`,
      [id, failure, retryAt, at],
    );
  },
  release: async (ids) => {
    if (ids.length === 0) return;
    await db.query(
      'UPDATE enquiries SET claimed_until = NULL WHERE id = ANY($1) AND sent_at IS NULL',
      [ids],
    );
  },
});

/**
 * Claims at most `limit` enquiries still to be e-mailed, oldest first, that nobody else holds:
 * two runs at once never claim the same one (`FOR UPDATE SKIP LOCKED`, and a claim is a
 * conditional update). Found through the index of unsent enquiries alone.
 */
export async function claimUnsent(
  db: Queryable,
  { now, limit }: { now: Date; limit: number },
): Promise<EnquiryRecord[]> {
  // The CTE runs once: the rows it locks are the rows the UPDATE claims (a subquery in the WHERE
  // clause may be run again, and find others).
  const claimed = await db.query<Row>(
    `WITH picked AS (
       SELECT id FROM enquiries
       WHERE notify AND sent_at IS NULL AND undeliverable_at IS NULL AND restricted_at IS NULL
         AND (claimed_until IS NULL OR claimed_until < $1)
         AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
       ORDER BY received_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     UPDATE enquiries SET claimed_until = $2
     FROM picked
     WHERE enquiries.id = picked.id
     RETURNING ${COLUMN_NAMES.map((name) => `enquiries.${name}`).join(', ')}`,
    [now, new Date(now.getTime() + CLAIM_MS), limit],
  );
  return claimed.rows.map(recordOf).sort((a, b) => a.receivedAt.localeCompare(b.receivedAt));
}

/** Everything kept, oldest first; flagged spam only when asked for (staff's view). */
export async function listEnquiries(
  db: Queryable,
  { spam }: { spam: boolean },
): Promise<EnquiryRecord[]> {
  const result = await db.query<Row>(
    `SELECT ${COLUMNS} FROM enquiries ${spam ? '' : 'WHERE cardinality(spam) = 0'}
     ORDER BY received_at, id`,
  );
  return result.rows.map(recordOf);
}

/** How many enquiries wait for their e-mail, and how many were given up on (staff's view). */
export async function countUnsent(
  db: Queryable,
): Promise<{ waiting: number; undeliverable: number }> {
  const result = await db.query<{ waiting: number; undeliverable: number }>(
    `SELECT (count(*) FILTER (WHERE undeliverable_at IS NULL))::int AS waiting,
       (count(*) FILTER (WHERE undeliverable_at IS NOT NULL))::int AS undeliverable
     FROM enquiries WHERE notify AND sent_at IS NULL`,
  );
  return result.rows[0] ?? { waiting: 0, undeliverable: 0 };
}

/** Whom a data subject request is about: an e-mail address, or a phone number. */
export type Person = { email: string } | { phone: string };

/**
 * Reads "who" as staff type it: an e-mail address (anything with @), or a phone number (digits,
 * with or without +234, spaces and dashes). Null when it is neither.
 */
export function personOf(who: string): Person | null {
  const text = who.trim();
  if (text.includes('@')) return { email: text };
  return /\d{6,}/.test(text.replace(/[^0-9]/g, '')) ? { phone: text } : null;
}

/**
 * The condition and parameter that select one person's rows, in the enquiries and on the
 * waitlist alike (the same rule as their indexes).
 */
export function personCondition(person: Person): { sql: string; param: string } {
  return 'email' in person
    ? { sql: "lower(email) = lower($1) AND email <> ''", param: person.email }
    : { sql: "phone_key = phone_key($1) AND phone_key <> ''", param: person.phone };
}

/** Everything held about one person, spam included (access requests). */
export async function findPerson(db: Queryable, person: Person): Promise<EnquiryRecord[]> {
  const { sql, param } = personCondition(person);
  const result = await db.query<Row>(
    `SELECT ${COLUMNS} FROM enquiries WHERE ${sql} ORDER BY received_at, id`,
    [param],
  );
  return result.rows.map(recordOf);
}

/** Runs `work` in one transaction on a client of `pool`: kept whole, or not at all. */
async function inTransaction<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Deletes everything held about one person, their enquiries and their places on the waitlist,
 * and logs the erasure (when, how many, a note) without the personal data, in one transaction.
 * A sign-up still waiting is counted as one that left, in the week of `now` (the waitlist's
 * tallies). Returns how many of each went.
 */
export async function erasePerson(
  pool: pg.Pool,
  person: Person,
  { now, note = '' }: { now: Date; note?: string },
): Promise<{ enquiries: number; waitlist: number }> {
  const { sql, param } = personCondition(person);
  return inTransaction(pool, async (client) => {
    const deleted = await client.query(`DELETE FROM enquiries WHERE ${sql}`, [param]);
    const enquiries = deleted.rowCount ?? 0;
    const left = await client.query<{ count: number }>(
      `WITH gone AS (DELETE FROM waitlist WHERE ${sql}
         RETURNING served_at, spam, restricted_at, email, confirmed_at),
       tally AS (${addToTally('left', 'gone', WAITING_ROW, '$2')})
       SELECT count(*)::int AS count FROM gone`,
      [param, now],
    );
    const waitlist = left.rows[0]?.count ?? 0;
    await client.query(
      'INSERT INTO erasures (erased_at, enquiries, waitlist, note) VALUES ($1, $2, $3, $4)',
      [now, enquiries, waitlist, note],
    );
    return { enquiries, waitlist };
  });
}

/**
 * Makes what was deleted unrecoverable from the database's own files: a deleted row's bytes stay
 * in its table's pages, its indexes and the write-ahead log until Postgres writes over them.
 * `VACUUM FULL` writes the people's tables and their indexes anew, without them; then the log is
 * moved on to a new segment and a checkpoint lets the old ones go (the embedded database deletes
 * them: `wal_recycle = off`). On a managed Postgres (Netlify Database) the last two are the
 * provider's to do and may be refused: then they are skipped, and its own copies (history,
 * backups) last as long as docs/operations.md says. Returns what it did.
 */
export async function scrub(db: Queryable): Promise<{ tables: boolean; log: boolean }> {
  try {
    await db.query('VACUUM FULL enquiries, waitlist, rate_limits');
  } catch (error) {
    // The deletions stand; the pages keep their bytes until Postgres writes over them.
    console.error('The tables could not be written anew:', errorText(error));
    return { tables: false, log: false };
  }
  try {
    await db.query('SELECT pg_switch_wal()');
    await db.query('CHECKPOINT');
    return { tables: true, log: true };
  } catch {
    return { tables: true, log: false };
  }
}

/**
 * Empties a deploy preview's branch of the database of people, once: Netlify makes it as a copy of
 * production's, which neither an erasure nor the retention job (both production's) would reach.
 * Enquiries, the waitlist, the logs of erasures and corrections, digests and counts all go; the
 * branch then says it was emptied, so it happens once however many functions open it. Never called
 * for production (src/server/database.ts). Returns whether it emptied it now.
 */
export async function emptyPreviewBranch(pool: pg.Pool): Promise<boolean> {
  const emptied = await inTransaction(pool, async (client) => {
    await client.query('LOCK TABLE branch_emptied IN EXCLUSIVE MODE');
    if (((await client.query('SELECT 1 FROM branch_emptied')).rowCount ?? 0) > 0) return false;
    await client.query(
      'DELETE FROM enquiries; DELETE FROM waitlist; DELETE FROM waitlist_tallies; DELETE FROM erasures; DELETE FROM corrections; DELETE FROM digests; DELETE FROM rate_limits; DELETE FROM mail_limits',
    );
    await client.query('INSERT INTO branch_emptied (emptied_at) VALUES (now())');
    return true;
  });
  if (emptied) await scrub(pool);
  return emptied;
}

/**
 * Restricts what is done with one person's data (their right to restrict, and to object), or lifts
 * it: their rows are kept, but no e-mail or notice goes about them and they count as no demand.
 * A sign-up still waiting is counted in the week of `now` as restricted, or as lifted (the
 * waitlist's tallies). Returns how many rows of each changed.
 */
export async function restrictPerson(
  db: Queryable,
  person: Person,
  { restrict, now }: { restrict: boolean; now: Date },
): Promise<{ enquiries: number; waitlist: number }> {
  const { sql, param } = personCondition(person);
  const set = `restricted_at = ${restrict ? '$2' : 'NULL'}`;
  const values = restrict ? [param, now] : [param];
  const enquiries = await db.query(`UPDATE enquiries SET ${set} WHERE ${sql}`, values);
  // Before the change: whether each row counted as someone waiting, or waited but was restricted.
  const waiting =
    "served_at IS NULL AND cardinality(spam) = 0 AND (email = '' OR confirmed_at IS NOT NULL)";
  const waitlist = await db.query<{ count: number }>(
    `WITH before AS (
       SELECT id, ${waiting} AND restricted_at IS NULL AS was_waiting,
         ${waiting} AND restricted_at IS NOT NULL AS was_held
       FROM waitlist WHERE ${sql} FOR UPDATE),
     changed AS (
       UPDATE waitlist SET restricted_at = ${restrict ? '$2::timestamptz' : 'NULL'}
       FROM before WHERE waitlist.id = before.id
       RETURNING before.was_waiting, before.was_held),
     tally AS (${
       restrict
         ? addToTally('restricted', 'changed', 'was_waiting', '$2')
         : addToTally('lifted', 'changed', 'was_held', '$2')
     })
     SELECT count(*)::int AS count FROM changed`,
    [param, now],
  );
  return { enquiries: enquiries.rowCount ?? 0, waitlist: waitlist.rows[0]?.count ?? 0 };
}

/** What a person asked to have corrected (their right to correction); each change is optional. */
export type Correction = { email?: string; phone?: string; firstName?: string; lastName?: string };

/**
 * Corrects one person's details wherever they are held, and logs the correction (when, how many, a
 * note) without the personal data, in one transaction. The waitlist has one name, first and last
 * together: it changes when both are given. Returns how many rows of each changed.
 */
export async function correctPerson(
  pool: pg.Pool,
  person: Person,
  correction: Correction,
  { now, note = '' }: { now: Date; note?: string },
): Promise<{ enquiries: number; waitlist: number }> {
  const { sql, param } = personCondition(person);
  return inTransaction(pool, async (client) => {
    const change = async (table: string, columns: Record<string, string | undefined>) => {
      const given = Object.entries(columns).filter(([, value]) => value !== undefined);
      if (given.length === 0) return 0;
      const sets = given.map(([column], index) => `${column} = $${index + 2}`).join(', ');
      const done = await client.query(`UPDATE ${table} SET ${sets} WHERE ${sql}`, [
        param,
        ...given.map(([, value]) => value),
      ]);
      return done.rowCount ?? 0;
    };
    const enquiries = await change('enquiries', {
      email: correction.email,
      phone: correction.phone,
      first_name: correction.firstName,
      last_name: correction.lastName,
    });
    // The waitlist keeps one name: changed when both its parts are given.
    const name =
      correction.firstName !== undefined && correction.lastName !== undefined
        ? `${correction.firstName} ${correction.lastName}`
        : undefined;
    if (correction.email !== undefined) {
      // Another address is not one its owner confirmed: it must be confirmed again, and waits
      // the same days for it as a new sign-up.
      await client.query(
        `UPDATE waitlist SET confirmed_at = NULL, confirm_sent_at = NULL,
           delete_after = CASE WHEN $2 = '' THEN delete_after
             ELSE $3::timestamptz + make_interval(days => $4) END
         WHERE ${sql} AND lower(email) <> lower($2)`,
        [param, correction.email, now, UNCONFIRMED_DAYS],
      );
    }
    const waitlist = await change('waitlist', {
      email: correction.email,
      phone: correction.phone,
      name,
    });
    await client.query(
      'INSERT INTO corrections (corrected_at, enquiries, waitlist, note) VALUES ($1, $2, $3, $4)',
      [now, enquiries, waitlist, note],
    );
    return { enquiries, waitlist };
  });
}

/** How long enquiries and flagged spam are kept (content/pages/privacy.yaml). */
export type Retention = { enquiryMonths: number; spamDays: number };

/** When what arrives at `receivedAt` is deleted: months for an enquiry, days for flagged spam. */
export function deleteAfter(receivedAt: Date, retention: Retention, spam: boolean): Date {
  if (spam) return new Date(receivedAt.getTime() + retention.spamDays * 86_400_000);
  const date = new Date(receivedAt);
  date.setUTCMonth(date.getUTCMonth() + retention.enquiryMonths);
  return date;
}

/**
 * Deletes what has reached the end of its retention period (the daily job); returns how many
 * enquiries and how many flagged spam went.
 */
export async function deleteExpired(
  db: Queryable,
  { now }: { now: Date },
): Promise<{ enquiries: number; spam: number }> {
  const deleted = await db.query<{ spam: boolean }>(
    'DELETE FROM enquiries WHERE delete_after <= $1 RETURNING cardinality(spam) > 0 AS spam',
    [now],
  );
  const spam = deleted.rows.filter((row) => row.spam).length;
  return { enquiries: deleted.rows.length - spam, spam };
}
