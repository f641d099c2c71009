/**
 * The waitlist in the database (table `waitlist`, netlify/database/migrations): one row per person
 * and place, kept by one INSERT that a repeat leaves alone; the places still waiting; marking a
 * place served; the "now available" e-mail claimed before it is sent, so it goes once; leaving by
 * the signed link; and deletion once the retention period after the notice has passed. Every time
 * comes from the application's clock.
 */
import { randomUUID } from 'node:crypto';
import type { PageLanguage } from '../content-model/languages';
import { placeKey, type PlaceMatch } from '../lib/coverage';
import type { Audience, SignUp } from '../lib/waitlist-form';
import { UNCONFIRMED_DAYS } from '../lib/waitlist-periods';
import type { Outbox } from './delivery';
import { personCondition, type Person, type Queryable } from './enquiries';
import type { SpamReason } from './spam';
import { addToTally, WAITING_ROW } from './waitlist-tallies';

/** A sign-up as it is kept, with what became of it. */
export type SignUpRecord = {
  /** Quoted in the leave link (signed) and to staff. */
  id: string;
  joinedAt: string;
  signUp: SignUp;
  /** The language of the page it came from. */
  language: PageLanguage;
  /** What the coverage search made of the place when it was joined. */
  match: PlaceMatch;
  consentAt: string;
  /**
   * When the owner of the e-mail address confirmed it by the link in the confirmation e-mail;
   * null until then, and always for a phone-only sign-up (unconfirmed: sales call it).
   */
  confirmedAt: string | null;
  /** When its confirmation e-mail was handed over (or another that day stood for it). */
  confirmSentAt: string | null;
  /** The privacy notice (its "last changed" date) the consent was given under. */
  noticeVersion: string;
  /** Why it was flagged as likely spam; absent for a real sign-up. */
  spam?: SpamReason[];
  /** When the published coverage list first served the place, and the area it matched. */
  served: { at: string; area: string; region: string } | null;
  /** When the "now available" e-mail was handed to the mail server. */
  notifiedAt: string | null;
  /** How many times that e-mail failed; when it was given up on after the last attempt. */
  attempts: number;
  undeliverableAt: string | null;
  /** Since when the person has asked that nothing more be done with it; null otherwise. */
  restrictedAt: string | null;
  /** When it is deleted; null while it waits. */
  deleteAfter: string | null;
};

/** How long a sender holds a notice it is e-mailing before another may try (a crash, say). */
export const NOTICE_CLAIM_MS = 5 * 60_000;

const COLUMN_NAMES = [
  'id',
  'joined_at',
  'place',
  'match_kind',
  'match_area',
  'match_region',
  'name',
  'email',
  'phone',
  'audience',
  'language',
  'consent_at',
  'confirmed_at',
  'confirm_sent_at',
  'notice_version',
  'spam',
  'served_at',
  'served_area',
  'served_region',
  'notified_at',
  'notice_attempts',
  'undeliverable_at',
  'restricted_at',
  'delete_after',
];
const COLUMNS = COLUMN_NAMES.join(', ');

type Row = {
  id: string;
  joined_at: Date;
  place: string;
  match_kind: PlaceMatch['kind'];
  match_area: string | null;
  match_region: string | null;
  name: string;
  email: string;
  phone: string;
  audience: Audience;
  language: PageLanguage;
  consent_at: Date;
  confirmed_at: Date | null;
  confirm_sent_at: Date | null;
  notice_version: string;
  spam: string[];
  served_at: Date | null;
  served_area: string | null;
  served_region: string | null;
  notified_at: Date | null;
  notice_attempts: number;
  undeliverable_at: Date | null;
  restricted_at: Date | null;
  delete_after: Date | null;
};

function matchOf(row: Row): PlaceMatch {
  if (row.match_kind === 'area' && row.match_area && row.match_region) {
    return { kind: 'area', area: row.match_area, region: row.match_region };
  }
  if (row.match_kind === 'region' && row.match_region) {
    return { kind: 'region', region: row.match_region };
  }
  return { kind: 'none' };
}

function recordOf(row: Row): SignUpRecord {
  return {
    id: row.id,
    joinedAt: row.joined_at.toISOString(),
    signUp: {
      place: row.place,
      name: row.name,
      phone: row.phone,
      email: row.email,
      audience: row.audience,
    },
    language: row.language,
    match: matchOf(row),
    consentAt: row.consent_at.toISOString(),
    confirmedAt: row.confirmed_at ? row.confirmed_at.toISOString() : null,
    confirmSentAt: row.confirm_sent_at ? row.confirm_sent_at.toISOString() : null,
    noticeVersion: row.notice_version,
    ...(row.spam.length > 0 ? { spam: row.spam as SpamReason[] } : {}),
    served:
      row.served_at && row.served_area && row.served_region
        ? { at: row.served_at.toISOString(), area: row.served_area, region: row.served_region }
        : null,
    notifiedAt: row.notified_at ? row.notified_at.toISOString() : null,
    attempts: row.notice_attempts,
    undeliverableAt: row.undeliverable_at ? row.undeliverable_at.toISOString() : null,
    restrictedAt: row.restricted_at ? row.restricted_at.toISOString() : null,
    deleteAfter: row.delete_after ? row.delete_after.toISOString() : null,
  };
}

/** A sign-up that counts: an e-mail address its owner confirmed, or a phone number to call. */
const COUNTS = "(email = '' OR confirmed_at IS NOT NULL)";

/** `months` after `from`, by the calendar (the privacy notice's periods are in months). */
export function monthsAfter(from: Date, months: number): Date {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}

export type NewSignUp = {
  signUp: SignUp;
  /** The language of the page it came from. */
  language: PageLanguage;
  joinedAt: Date;
  /** What the coverage search made of the place (the published list's). */
  match: PlaceMatch;
  /** The privacy notice in force (its "last changed" date). */
  noticeVersion: string;
  spam: SpamReason[];
  /** How long flagged spam is kept (the privacy notice's period). */
  spamDays: number;
};

/**
 * Puts a person on the waitlist for a place, unless they are on it already (the same e-mail
 * address or the same phone number, however written, for the same place): one INSERT, its own
 * transaction, which counts it in the week's tally of joins (and of phone-only ones) unless it is
 * flagged spam. A repeat changes nothing, and the caller answers it exactly as a new sign-up. A
 * sign-up with an e-mail address is deleted UNCONFIRMED_DAYS later unless its owner confirms it
 * (flagged as spam or not: the owner's confirmation is the better proof). Returns whether a row
 * was added.
 */
export async function joinWaitlist(db: Queryable, input: NewSignUp): Promise<boolean> {
  const { signUp, joinedAt, match, spam } = input;
  const inserted = await db.query<{ added: number }>(
    `WITH added AS (
       INSERT INTO waitlist (id, joined_at, place, place_key, match_kind, match_area, match_region,
         name, email, phone, audience, language, consent_at, notice_version, spam, delete_after)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $2, $13, $14, $15)
       ON CONFLICT DO NOTHING
       RETURNING spam, email),
     tally AS (${addToTally('joined', 'added', 'cardinality(spam) = 0', '$2')}),
     phone_only AS (${addToTally('phone_only', 'added', "cardinality(spam) = 0 AND email = ''", '$2')})
     SELECT count(*)::int AS added FROM added`,
    [
      randomUUID().replace(/-/g, ''),
      joinedAt,
      signUp.place,
      placeKey(signUp.place),
      match.kind,
      match.kind === 'area' ? match.area : null,
      match.kind === 'none' ? null : match.region,
      signUp.name,
      signUp.email,
      signUp.phone,
      signUp.audience,
      input.language,
      input.noticeVersion,
      spam,
      signUp.email !== ''
        ? new Date(joinedAt.getTime() + UNCONFIRMED_DAYS * 86_400_000)
        : spam.length > 0
          ? new Date(joinedAt.getTime() + input.spamDays * 86_400_000)
          : null,
    ],
  );
  return (inserted.rows[0]?.added ?? 0) > 0;
}

/** Every sign-up, oldest first; flagged spam only when asked for (staff's view). */
export async function listWaitlist(
  db: Queryable,
  { spam }: { spam: boolean },
): Promise<SignUpRecord[]> {
  const result = await db.query<Row>(
    `SELECT ${COLUMNS} FROM waitlist ${spam ? '' : 'WHERE cardinality(spam) = 0'}
     ORDER BY joined_at, id`,
  );
  return result.rows.map(recordOf);
}

/** A place people wait for: its key, and one of the ways it was typed. */
export type WaitingPlace = { key: string; place: string };

/**
 * The places people are still waiting for (not flagged as spam), one per key, in key order after
 * `after` (for a run that goes on where the last batch stopped).
 */
export async function waitingPlaces(
  db: Queryable,
  { after = '', limit }: { after?: string; limit: number },
): Promise<WaitingPlace[]> {
  const result = await db.query<{ key: string; place: string }>(
    `SELECT place_key AS key, min(place) AS place FROM waitlist
     WHERE served_at IS NULL AND cardinality(spam) = 0 AND restricted_at IS NULL AND ${COUNTS}
       AND place_key > $1
     GROUP BY place_key ORDER BY place_key LIMIT $2`,
    [after, limit],
  );
  return result.rows;
}

/**
 * Records that the published coverage list serves a place now: every sign-up still waiting for
 * it is marked served, with the area it matched. Those without an e-mail address are done (the
 * weekly digest lists them, to be called) and deleted `retentionMonths` after `now`; those with
 * one wait for their e-mail. They are counted in the week's tally of places served. Returns how
 * many of each.
 */
export async function markServed(
  db: Queryable,
  {
    key,
    area,
    region,
    now,
    retentionMonths,
  }: { key: string; area: string; region: string; now: Date; retentionMonths: number },
): Promise<{ toEmail: number; toCall: number }> {
  const marked = await db.query<{ has_email: boolean }>(
    `WITH marked AS (
       UPDATE waitlist SET served_at = $2, served_area = $3, served_region = $4,
         delete_after = CASE WHEN email = '' THEN $5::timestamptz END
       WHERE place_key = $1 AND served_at IS NULL AND cardinality(spam) = 0
         AND restricted_at IS NULL AND ${COUNTS}
       RETURNING email <> '' AS has_email),
     tally AS (${addToTally('served', 'marked', 'true', '$2')})
     SELECT has_email FROM marked`,
    [key, now, area, region, monthsAfter(now, retentionMonths)],
  );
  const toEmail = marked.rows.filter((row) => row.has_email).length;
  return { toEmail, toCall: marked.rows.length - toEmail };
}

/**
 * Claims at most `limit` sign-ups whose place is served and whose e-mail has not gone, oldest
 * first, that nobody else holds: two runs at once never claim the same one (`FOR UPDATE SKIP
 * LOCKED`, and a claim is a conditional update).
 */
export async function claimNotices(
  db: Queryable,
  { now, limit }: { now: Date; limit: number },
): Promise<SignUpRecord[]> {
  const claimed = await db.query<Row>(
    `WITH picked AS (
       SELECT id FROM waitlist
       WHERE served_at IS NOT NULL AND notified_at IS NULL AND undeliverable_at IS NULL
         AND restricted_at IS NULL
         AND email <> '' AND confirmed_at IS NOT NULL
         AND (claimed_until IS NULL OR claimed_until < $1)
         AND (next_attempt_at IS NULL OR next_attempt_at <= $1)
       ORDER BY served_at, joined_at
       LIMIT $3
       FOR UPDATE SKIP LOCKED)
     UPDATE waitlist SET claimed_until = $2
     FROM picked
     WHERE waitlist.id = picked.id
     RETURNING ${COLUMN_NAMES.map((name) => `waitlist.${name}`).join(', ')}`,
    [now, new Date(now.getTime() + NOTICE_CLAIM_MS), limit],
  );
  return claimed.rows.map(recordOf).sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
}

/**
 * The "now available" e-mails, as src/server/delivery.ts sends them. Handing one over starts the
 * sign-up's retention period (`retentionMonths` from then), as does giving up on it. Handing one
 * over counts it in the week's tally of e-mails; a failure after that takes it out again (it is
 * tried again, and counted when it goes).
 */
export const noticeOutbox = (db: Queryable, retentionMonths: number): Outbox => ({
  what: 'Waitlist e-mail',
  handedOver: async (id, at) => {
    await db.query(
      `WITH sent AS (
         UPDATE waitlist SET notified_at = $2, delete_after = $3
         WHERE id = $1 AND notified_at IS NULL
         RETURNING id),
       tally AS (${addToTally('notified', 'sent', 'true', '$2')})
       SELECT 1`,
      [id, at, monthsAfter(at, retentionMonths)],
    );
  },
  confirmed: async (id) => {
    await db.query(
      'UPDATE waitlist SET notice_confirmed = true, claimed_until = NULL WHERE id = $1',
      [id],
    );
  },
  failed: async (id, failure, at, retryAt) => {
    await db.query(
      `WITH before AS (SELECT id, notified_at FROM waitlist WHERE id = $1 FOR UPDATE),
       failed AS (
         UPDATE waitlist SET notified_at = NULL, claimed_until = NULL,
           notice_attempts = notice_attempts + 1, last_failure = $2, next_attempt_at = $3,
           undeliverable_at = CASE WHEN $3::timestamptz IS NULL THEN $4::timestamptz END,
           delete_after = CASE WHEN $3::timestamptz IS NULL THEN $5::timestamptz END
         FROM before WHERE waitlist.id = before.id
         RETURNING before.notified_at AS was),
       untally AS (
         UPDATE waitlist_tallies SET count = count - 1 FROM failed
         WHERE failed.was IS NOT NULL AND kind = 'notified' AND week_start = lagos_week(failed.was))
       SELECT 1`,
      [id, failure, retryAt, at, monthsAfter(at, retentionMonths)],
    );
  },
  release: async (ids) => {
    if (ids.length === 0) return;
    await db.query(
      'UPDATE waitlist SET claimed_until = NULL WHERE id = ANY($1) AND notified_at IS NULL',
      [ids],
    );
  },
});

/**
 * The sign-up with `email` for the place with key `placeKey` when it still needs its confirmation
 * e-mail: not confirmed, none sent, not restricted (flagged as spam or not). The endpoint sends it
 * at once.
 */
export async function awaitingConfirmation(
  db: Queryable,
  { email, placeKey: key }: { email: string; placeKey: string },
): Promise<SignUpRecord | null> {
  const found = await db.query<Row>(
    `SELECT ${COLUMNS} FROM waitlist
     WHERE lower(email) = lower($1) AND email <> '' AND place_key = $2
       AND confirmed_at IS NULL AND confirm_sent_at IS NULL AND restricted_at IS NULL`,
    [email, key],
  );
  return found.rows[0] ? recordOf(found.rows[0]) : null;
}

/**
 * The sign-ups whose confirmation e-mail has not gone yet (the endpoint could not send it, or the
 * day's one to that mailbox had gone), oldest first, that have not expired by `now`.
 */
export async function pendingConfirmations(
  db: Queryable,
  { now, limit }: { now: Date; limit: number },
): Promise<SignUpRecord[]> {
  const found = await db.query<Row>(
    `SELECT ${COLUMNS} FROM waitlist
     WHERE email <> '' AND confirmed_at IS NULL AND confirm_sent_at IS NULL
       AND restricted_at IS NULL AND delete_after > $1
     ORDER BY joined_at, id LIMIT $2`,
    [now, limit],
  );
  return found.rows.map(recordOf);
}

/**
 * Records that a confirmation e-mail went for a sign-up: it stands for every sign-up of the same
 * address still waiting for one (its link confirms those made until now).
 */
export async function confirmationSent(db: Queryable, id: string, at: Date): Promise<void> {
  await db.query(
    `UPDATE waitlist SET confirm_sent_at = $2
     WHERE confirm_sent_at IS NULL AND confirmed_at IS NULL
       AND lower(email) = (SELECT lower(email) FROM waitlist WHERE id = $1 AND email <> '')`,
    [id, at],
  );
}

/**
 * The owner of an e-mail address confirmed it (the signed link in the confirmation e-mail): the
 * sign-ups of that address the e-mail stood for (made before it went) are on the list from `now`,
 * and kept while their area waits; one made later waits for an e-mail of its own. A spam flag
 * goes: the owner has answered for it. Nothing that has expired (its 7 days passed) or is
 * restricted is confirmed. Returns the language of the page the named one came from, or null when there is none
 * (deleted after UNCONFIRMED_DAYS, or left).
 */
export async function confirmSignUps(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ language: PageLanguage } | null> {
  const named = await db.query<{ language: PageLanguage; email: string; sent: Date | null }>(
    `SELECT language, email, confirm_sent_at AS sent FROM waitlist
     WHERE id = $1 AND email <> '' AND (delete_after IS NULL OR delete_after > $2)`,
    [id, now],
  );
  const row = named.rows[0];
  if (!row) return null;
  await db.query(
    `WITH confirmed AS (
       UPDATE waitlist SET confirmed_at = $2, spam = '{}', delete_after = NULL
       WHERE lower(email) = lower($1) AND confirmed_at IS NULL AND restricted_at IS NULL
         AND (id = $4 OR joined_at <= $3) AND delete_after > $2
       RETURNING served_at)
     ${addToTally('confirmed', 'confirmed', 'served_at IS NULL', '$2')}`,
    [row.email, now, row.sent ?? new Date(0), id],
  );
  return { language: row.language };
}

/**
 * Takes a person off the waitlist (the signed leave link): deletes at once the row the link names
 * and every other place the same e-mail address waits for (one click leaves the whole list, as the
 * page after it says), and counts those still waiting in the tally of the week of `now`. The
 * language of the page they joined from, where there was a row, so they are told in it.
 */
export async function leaveWaitlist(
  db: Queryable,
  id: string,
  now: Date,
): Promise<{ language: PageLanguage } | null> {
  const deleted = await db.query<{ language: PageLanguage; named: boolean }>(
    `WITH gone AS (
       DELETE FROM waitlist
       WHERE id = $1
         OR (email <> '' AND lower(email) = (SELECT lower(email) FROM waitlist WHERE id = $1))
       RETURNING id, language, served_at, spam, restricted_at, email, confirmed_at),
     tally AS (${addToTally('left', 'gone', WAITING_ROW, '$2')})
     SELECT language, id = $1 AS named FROM gone`,
    [id, now],
  );
  const named = deleted.rows.find((row) => row.named);
  return named ? { language: named.language } : null;
}

/** Deletes the sign-ups whose retention period has ended by `now`; returns how many went. */
export async function deleteExpiredSignUps(db: Queryable, { now }: { now: Date }): Promise<number> {
  const deleted = await db.query('DELETE FROM waitlist WHERE delete_after <= $1', [now]);
  return deleted.rowCount ?? 0;
}

/** How many people wait for each place, for staff: by city or state, then by place. */
export type PlaceCount = {
  /** The city or state the place was matched to, or null. */
  region: string | null;
  /** One of the ways the place was typed. */
  place: string;
  waiting: number;
  /** Of them, how many gave only a phone number. */
  phoneOnly: number;
};

/**
 * The places people wait for (not flagged, not yet served; an e-mail address only once its owner
 * confirmed it), most asked for first.
 */
export async function waitingByPlace(db: Queryable): Promise<PlaceCount[]> {
  const result = await db.query<PlaceCount>(
    `SELECT match_region AS region, min(place) AS place, count(*)::int AS waiting,
       (count(*) FILTER (WHERE email = ''))::int AS "phoneOnly"
     FROM waitlist WHERE served_at IS NULL AND cardinality(spam) = 0 AND restricted_at IS NULL
       AND ${COUNTS}
     GROUP BY match_region, place_key
     ORDER BY waiting DESC, region NULLS LAST, place`,
  );
  return result.rows;
}

/** Everything the waitlist holds about one person, spam included (access requests). */
export async function findOnWaitlist(db: Queryable, person: Person): Promise<SignUpRecord[]> {
  const { sql, param } = personCondition(person);
  const result = await db.query<Row>(
    `SELECT ${COLUMNS} FROM waitlist WHERE ${sql} ORDER BY joined_at, id`,
    [param],
  );
  return result.rows.map(recordOf);
}
