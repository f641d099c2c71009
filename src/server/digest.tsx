/**
 * The weekly digest to sales (CONTACT_TO), every Monday at 08:00 Lagos time, about the week that
 * ended at midnight before it (Monday to Sunday, Lagos time):
 *
 *  - enquiries that week (one count: their subject is free text, so grouping by it gives a line
 *    per enquiry; the form asks nothing bounded, such as a service, to group by), and how many are
 *    still not e-mailed to sales;
 *  - the waitlist: who joined, left, had their place served and was e-mailed that week, and how
 *    many waited when it began and when it ended, from the tallies (src/server/waitlist-tallies.ts),
 *    which do not shrink when someone leaves; then those still on the list, by city or state and
 *    place;
 *  - the areas that became served that week, and the people there to call (they gave only a
 *    phone number, so no e-mail told them).
 *
 * An HTML part (bars drawn with table cells and inline styles: no images, no scripts) and a
 * plain-text part, the wording from content/waitlist.yaml (`digest`), the dates from the code. Sent
 * once per week: the run claims the week in the `digests` table first, so two runs (or a retried
 * one) never send it twice. A digest of the week in progress (by hand) says "so far" and is never
 * recorded as the week's.
 */
import React from 'react';
import { isProduction, type BuiltData } from './built-data';
import { countUnsent, type Queryable } from './enquiries';
import type { MailMessage } from './mail';
import { MAIL_COLORS, mailHtml } from './mail-layout';
import { weekTallies, type WeekTallies } from './waitlist-tallies';
import { MONTH_NAMES } from '../content-model/lagos-time';

/** Lagos keeps UTC+1 all year (West Africa Time, no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60_000;
const DAY_MS = 86_400_000;

export type Week = {
  /** Monday 00:00 Lagos time, and the next Monday's. */
  start: Date;
  end: Date;
  /** The Monday's date in Lagos, as the week's key: 2026-11-30. */
  key: string;
};

/** The last whole week (Monday to Sunday, Lagos time) before `now`. */
export function lastWeek(now: Date): Week {
  const lagos = new Date(now.getTime() + LAGOS_OFFSET_MS);
  const sinceMonday = (lagos.getUTCDay() + 6) % 7;
  const mondayLagos = Date.UTC(
    lagos.getUTCFullYear(),
    lagos.getUTCMonth(),
    lagos.getUTCDate() - sinceMonday - 7,
  );
  return weekStarting(new Date(mondayLagos).toISOString().slice(0, 10));
}

/** The week that starts on the Monday `key` (2026-11-30), Lagos time. */
export function weekStarting(key: string): Week {
  const monday = Date.parse(`${key}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key) || Number.isNaN(monday)) {
    throw new Error(`Not a date: ${key} (write it like 2026-11-30).`);
  }
  if (new Date(monday).getUTCDay() !== 1) throw new Error(`${key} is not a Monday.`);
  const start = new Date(monday - LAGOS_OFFSET_MS);
  return { start, end: new Date(start.getTime() + 7 * DAY_MS), key };
}

/** Whether the week has ended at `now` (its digest can be the week's). */
export const weekIsOver = (week: Week, now: Date) => week.end.getTime() <= now.getTime();

/**
 * The digest's dates, in Lagos time: "23 to 29 November 2026" or "30 November to 6 December 2026"
 * for a whole week; "this week so far, 30 November to 2 December 2026 (to 14:05 Lagos time)" for
 * the week in progress at `until`.
 */
function periodLabel(week: Week, until: Date | null): string {
  const first = new Date(week.start.getTime() + LAGOS_OFFSET_MS);
  const last = new Date(
    (until ?? new Date(week.end.getTime() - DAY_MS)).getTime() + LAGOS_OFFSET_MS,
  );
  const day = (date: Date) => `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
  const year = (date: Date) => String(date.getUTCFullYear());
  const sameYear = first.getUTCFullYear() === last.getUTCFullYear();
  const days =
    sameYear && first.getUTCMonth() === last.getUTCMonth()
      ? `${first.getUTCDate()} to ${day(last)} ${year(last)}`
      : sameYear
        ? `${day(first)} to ${day(last)} ${year(last)}`
        : `${day(first)} ${year(first)} to ${day(last)} ${year(last)}`;
  if (!until) return days;
  const time = last.toISOString().slice(11, 16);
  return `this week so far, ${days} (to ${time} Lagos time)`;
}

/** A count and how much of it is new this week. */
export type Count = { total: number; fresh: number };

export type DigestData = {
  week: Week;
  /** The time the figures run to, for the week in progress; null for a whole week. */
  until: Date | null;
  enquiries: {
    total: number;
    /** Flagged as likely spam that week (kept apart, never e-mailed). */
    spam: number;
    /** Kept but not yet e-mailed to sales, whenever they arrived. */
    unsent: number;
  };
  waitlist: {
    /** What happened that week, and who waited when it began and when it ended. */
    tallies: WeekTallies;
    /**
     * Of those waiting at the week's end, how many are no longer on the list now (they left, or
     * asked that their details be held): their places are not known any more.
     */
    goneSince: number;
    /** Those waiting at the week's end who are still on the list, and who of them joined that week. */
    regions: {
      /** The city or state the places are in; null for places the search could not place. */
      region: string | null;
      count: Count;
      places: { place: string; count: Count; phoneOnly: number }[];
    }[];
  };
  served: {
    area: string;
    region: string;
    /** Those who gave only a phone number, to be called. */
    toCall: { name: string; phone: string; audience: string; place: string; joinedAt: string }[];
  }[];
};

/** Reads the week's figures from the database as they are at `now`, in five statements. */
export async function digestData(db: Queryable, week: Week, now: Date): Promise<DigestData> {
  const range = [week.start, week.end];
  const enquiries = await db.query<{ total: number; spam: number }>(
    `SELECT (count(*) FILTER (WHERE cardinality(spam) = 0))::int AS total,
       (count(*) FILTER (WHERE cardinality(spam) > 0))::int AS spam
     FROM enquiries WHERE received_at >= $1 AND received_at < $2`,
    range,
  );
  const places = await db.query<{
    region: string | null;
    place: string;
    total: number;
    fresh: number;
    phone_only: number;
  }>(
    `SELECT match_region AS region, min(place) AS place, count(*)::int AS total,
       (count(*) FILTER (WHERE joined_at >= $1))::int AS fresh,
       (count(*) FILTER (WHERE email = ''))::int AS phone_only
     FROM waitlist
     WHERE cardinality(spam) = 0 AND restricted_at IS NULL
       AND (email = '' OR confirmed_at < $2)
       AND joined_at < $2 AND (served_at IS NULL OR served_at >= $2)
     GROUP BY match_region, place_key
     ORDER BY total DESC, place`,
    range,
  );
  const served = await db.query<{
    area: string;
    region: string;
    name: string;
    phone: string;
    email: string;
    audience: string;
    place: string;
    joined_at: Date;
  }>(
    `SELECT served_area AS area, served_region AS region, name, phone, email, audience, place,
       joined_at
     FROM waitlist
     WHERE served_at >= $1 AND served_at < $2 AND cardinality(spam) = 0
     ORDER BY served_region, served_area, joined_at`,
    range,
  );

  const tallies = await weekTallies(db, week.key);
  const regions = new Map<string | null, DigestData['waitlist']['regions'][number]>();
  for (const row of places.rows) {
    const entry = regions.get(row.region) ?? {
      region: row.region,
      count: { total: 0, fresh: 0 },
      places: [],
    };
    entry.count.total += row.total;
    entry.count.fresh += row.fresh;
    entry.places.push({
      place: row.place,
      count: { total: row.total, fresh: row.fresh },
      phoneOnly: row.phone_only,
    });
    regions.set(row.region, entry);
  }
  const areas = new Map<string, DigestData['served'][number]>();
  for (const row of served.rows) {
    const key = `${row.region}\u0000${row.area}`;
    const entry = areas.get(key) ?? { area: row.area, region: row.region, toCall: [] };
    if (row.email === '') {
      entry.toCall.push({
        name: row.name,
        phone: row.phone,
        audience: row.audience,
        place: row.place,
        joinedAt: row.joined_at.toISOString(),
      });
    }
    areas.set(key, entry);
  }
  const byRegion = [...regions.values()].sort(
    (a, b) =>
      Number(a.region === null) - Number(b.region === null) ||
      b.count.total - a.count.total ||
      (a.region ?? '').localeCompare(b.region ?? ''),
  );
  const stillHere = byRegion.reduce((sum, entry) => sum + entry.count.total, 0);
  return {
    week,
    until: weekIsOver(week, now) ? null : now,
    enquiries: {
      total: enquiries.rows[0]?.total ?? 0,
      spam: enquiries.rows[0]?.spam ?? 0,
      unsent: (await countUnsent(db)).waiting,
    },
    waitlist: {
      tallies,
      goneSince: Math.max(0, tallies.waitingAfter - stillHere),
      regions: byRegion,
    },
    served: [...areas.values()],
  };
}

/** The most places the digest lists in a city or state; the rest are summed up in one line. */
export const DIGEST_ROWS_MAX = 15;

/** What the digest says of places it could not put in a city or state. */
const NO_REGION = 'Not matched to a city or state';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const freshText = (count: Count) => (count.fresh > 0 ? ` (+${count.fresh} new)` : '');

/** A bar, as wide as `count.total` is of `max`, its new part in another colour. */
function Bar({ count, max }: { count: Count; max: number }) {
  const width = (value: number) => `${max === 0 ? 0 : Math.max(1, (value / max) * 100)}%`;
  const before = count.total - count.fresh;
  return (
    <table
      role="presentation"
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', background: MAIL_COLORS.track }}
    >
      <tbody>
        <tr>
          {before > 0 ? (
            <td style={{ width: width(before), height: '10px', background: MAIL_COLORS.before }} />
          ) : null}
          {count.fresh > 0 ? (
            <td
              style={{ width: width(count.fresh), height: '10px', background: MAIL_COLORS.fresh }}
            />
          ) : null}
          <td style={{ height: '10px' }} />
        </tr>
      </tbody>
    </table>
  );
}

/** One row of figures: a label, its number, and its bar under them (one column on a phone). */
function Row({ label, count, max }: { label: string; count: Count; max: number }) {
  return (
    <tr>
      <td style={{ padding: '6px 0', borderBottom: `1px solid ${MAIL_COLORS.border}` }}>
        <div>
          {label}: <strong>{count.total}</strong>
          {freshText(count)}
        </div>
        <Bar count={count} max={max} />
      </td>
    </tr>
  );
}

function Rows({ children }: { children: React.ReactNode }) {
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
      <tbody>{children}</tbody>
    </table>
  );
}

const h2 = { fontSize: '18px', margin: '28px 0 8px' } as const;
const h3 = { fontSize: '16px', margin: '16px 0 4px' } as const;

/** The first DIGEST_ROWS_MAX entries, and the sum of the rest. */
function firstRows<T>(rows: readonly T[], countOf: (row: T) => number) {
  const shown = rows.slice(0, DIGEST_ROWS_MAX);
  const rest = rows.slice(DIGEST_ROWS_MAX);
  return { shown, rest: rest.length, restCount: rest.reduce((sum, row) => sum + countOf(row), 0) };
}

/** The week's waitlist figures, a line each; they add up (the same in both parts). */
function tallyLines({ waitlist, until }: DigestData): string[] {
  const t = waitlist.tallies;
  return [
    `Waiting when the week began: ${t.waitingBefore}; ${until ? 'now' : 'when it ended'}: ${t.waitingAfter}`,
    `Joined: ${t.joined}, of them with only a phone number (unconfirmed, to be called): ${t.phone_only}`,
    `E-mail addresses confirmed by their owners: ${t.confirmed}`,
    `Left the list: ${t.left}`,
    `Their place became served: ${t.served}`,
    `E-mailed that it is: ${t.notified}`,
    ...(t.restricted > 0 ? [`Held back on their request (restricted): ${t.restricted}`] : []),
    ...(t.lifted > 0 ? [`Restriction lifted: ${t.lifted}`] : []),
  ];
}

/** Said of those waiting at the week's end who are no longer on the list, if any. */
const goneText = (count: number) =>
  count > 0
    ? `${plural(count, 'of them is', 'of them are')} no longer on the list (not shown by place).`
    : null;

function DigestBody({ digest, data }: { digest: DigestData; data: BuiltData }) {
  const copy = data.waitlist.digest;
  const { enquiries, waitlist, served } = digest;
  const maxPlace = Math.max(
    0,
    ...waitlist.regions.flatMap((region) => region.places.map((place) => place.count.total)),
  );
  const gone = goneText(waitlist.goneSince);
  return (
    <>
      <h1 style={{ fontSize: '22px', margin: '0 0 8px' }}>
        {capitalised(periodLabel(digest.week, digest.until))}
      </h1>
      <p>{copy.intro}</p>

      <h2 style={h2}>
        {copy.enquiriesHeading}: {enquiries.total}
      </h2>
      {enquiries.unsent > 0 ? (
        <p style={{ color: MAIL_COLORS.danger, fontWeight: 'bold' }}>
          {enquiries.unsent} {copy.unsentText}
        </p>
      ) : null}
      {enquiries.spam > 0 ? (
        <p style={{ color: MAIL_COLORS.muted }}>
          {plural(enquiries.spam, 'message', 'messages')} flagged as likely spam, kept apart.
        </p>
      ) : null}

      <h2 style={h2}>
        {copy.waitlistHeading}: {waitlist.tallies.waitingAfter}
      </h2>
      <ul style={{ margin: 0, paddingLeft: '20px' }}>
        {tallyLines(digest).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {waitlist.regions.map((region) => {
        const places = firstRows(region.places, (place) => place.count.total);
        return (
          <div key={region.region ?? ''}>
            <h3 style={h3}>
              {region.region ?? NO_REGION}: {region.count.total}
              {freshText(region.count)}
            </h3>
            <Rows>
              {places.shown.map((place) => (
                <Row
                  key={place.place}
                  label={`${place.place}${place.phoneOnly > 0 ? ` (${place.phoneOnly} by phone only)` : ''}`}
                  count={place.count}
                  max={maxPlace}
                />
              ))}
            </Rows>
            {places.rest > 0 ? (
              <p>
                + {plural(places.rest, 'other place', 'other places')} ({places.restCount})
              </p>
            ) : null}
          </div>
        );
      })}
      {gone ? <p style={{ color: MAIL_COLORS.muted }}>{gone}</p> : null}

      <h2 style={h2}>{copy.servedHeading}</h2>
      {served.length === 0 ? <p>{copy.noneText}</p> : null}
      {served.map((area) => (
        <div key={`${area.region}/${area.area}`}>
          <h3 style={h3}>
            {area.area}, {area.region}
          </h3>
          {area.toCall.length > 0 ? (
            <>
              <p style={{ margin: '8px 0 4px', fontWeight: 'bold' }}>{copy.callHeading}</p>
              <ul style={{ margin: 0, paddingLeft: '20px' }}>
                {area.toCall.map((person) => (
                  <li key={`${person.phone}/${person.joinedAt}`}>
                    {person.name},{' '}
                    <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`}>{person.phone}</a> (
                    {person.audience}; asked for {person.place}, {person.joinedAt.slice(0, 10)})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ))}
    </>
  );
}

/** The plain-text part: the same figures, one per line. */
export function digestText(digest: DigestData, data: BuiltData): string {
  const copy = data.waitlist.digest;
  const { enquiries, waitlist, served } = digest;
  const lines = [capitalised(periodLabel(digest.week, digest.until)), '', copy.intro, ''];
  lines.push(`${copy.enquiriesHeading}: ${enquiries.total}`);
  if (enquiries.unsent > 0) lines.push(`${enquiries.unsent} ${copy.unsentText}`);
  if (enquiries.spam > 0) {
    lines.push(
      `${plural(enquiries.spam, 'message', 'messages')} flagged as likely spam, kept apart.`,
    );
  }
  lines.push('', `${copy.waitlistHeading}: ${waitlist.tallies.waitingAfter}`);
  for (const line of tallyLines(digest)) lines.push(`- ${line}`);
  for (const region of waitlist.regions) {
    lines.push(`${region.region ?? NO_REGION}: ${region.count.total}${freshText(region.count)}`);
    const places = firstRows(region.places, (place) => place.count.total);
    for (const place of places.shown) {
      const phoneOnly = place.phoneOnly > 0 ? ` (${place.phoneOnly} by phone only)` : '';
      lines.push(`- ${place.place}${phoneOnly}: ${place.count.total}${freshText(place.count)}`);
    }
    if (places.rest > 0) {
      lines.push(`- ${plural(places.rest, 'other place', 'other places')}: ${places.restCount}`);
    }
  }
  const gone = goneText(waitlist.goneSince);
  if (gone) lines.push(gone);
  lines.push('', copy.servedHeading);
  if (served.length === 0) lines.push(copy.noneText);
  for (const area of served) {
    lines.push(`${area.area}, ${area.region}`);
    if (area.toCall.length > 0) lines.push(`  ${copy.callHeading}:`);
    for (const person of area.toCall) {
      lines.push(
        `  - ${person.name}, ${person.phone} (${person.audience}; asked for ${person.place}, ${person.joinedAt.slice(0, 10)})`,
      );
    }
  }
  lines.push('');
  return lines.join('\n');
}

/** The digest e-mail to sales, marked with its context when it is not the live site's. */
export function digestMail(
  digest: DigestData,
  data: BuiltData,
  { from, to }: { from: string; to: string },
): MailMessage {
  const mark = isProduction(data) ? '' : `[${data.context}] `;
  const subject = `${mark}${data.waitlist.digest.subject} ${periodLabel(digest.week, digest.until)}`;
  return {
    from: { name: data.company.name, address: from },
    to,
    subject,
    text: digestText(digest, data),
    html: mailHtml(subject, <DigestBody digest={digest} data={data} />),
    headers: { 'X-Digest-Week': digest.week.key },
  };
}

/** How long a run holds a week's digest while it sends it. */
const DIGEST_CLAIM_MS = 5 * 60_000;

/**
 * Claims the week's digest for this run: true when nobody else is sending it and it is not sent
 * (or it is, and `again` asks to send it again).
 */
export async function claimDigest(
  db: Queryable,
  week: Week,
  now: Date,
  { again = false }: { again?: boolean } = {},
): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO digests (week_start, claimed_until) VALUES ($1, $2)
     ON CONFLICT (week_start) DO UPDATE SET claimed_until = $2
       WHERE (digests.sent_at IS NULL OR $4)
         AND (digests.claimed_until IS NULL OR digests.claimed_until < $3)
     RETURNING week_start`,
    [week.key, new Date(now.getTime() + DIGEST_CLAIM_MS), now, again],
  );
  return (claimed.rowCount ?? 0) > 0;
}

/** When the week's digest was last sent; null when it has not been. */
export async function digestSentAt(db: Queryable, week: Week): Promise<Date | null> {
  const { rows } = await db.query<{ sent_at: Date | null }>(
    'SELECT sent_at FROM digests WHERE week_start = $1',
    [week.key],
  );
  return rows[0]?.sent_at ?? null;
}

/**
 * Records the week's digest as sent at `sentAt`, or lets go of the claim when it did not go (a
 * digest sent before stays recorded as sent then).
 */
export async function settleDigest(db: Queryable, week: Week, sentAt: Date | null): Promise<void> {
  await db.query(
    `UPDATE digests SET sent_at = coalesce($2, sent_at), claimed_until = NULL
     WHERE week_start = $1`,
    [week.key, sentAt],
  );
}
