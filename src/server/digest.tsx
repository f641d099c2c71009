/**
 * The weekly digest to sales (CONTACT_TO), every Monday at 08:00 Lagos time, about the week that
 * ended at midnight before it (Monday to Sunday, Lagos time):
 *
 *  - enquiries that week, by subject, and how many are still not e-mailed to sales;
 *  - the waitlist, by city or state and place, with that week's sign-ups;
 *  - the areas that became served that week, and the people there to call (they gave only a
 *    phone number, so no e-mail told them).
 *
 * An HTML part (bars drawn with table cells and inline styles: no images, no scripts) and a
 * plain-text part, the wording from content/waitlist.yaml (`digest`). Sent once per week: the run
 * claims the week in the `digests` table first, so two runs (or a retried one) never send it twice.
 */
import React from 'react';
import { isProduction, type BuiltData } from './built-data';
import { countUnsent, type Queryable } from './enquiries';
import type { MailMessage } from './mail';
import { MAIL_COLORS, mailHtml } from './mail-layout';
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

/** "30 November to 6 December 2026", in Lagos dates. */
export function weekLabel(week: Week): string {
  const first = new Date(week.start.getTime() + LAGOS_OFFSET_MS);
  const last = new Date(week.end.getTime() + LAGOS_OFFSET_MS - DAY_MS);
  const day = (date: Date) => `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]}`;
  const year = (date: Date) => String(date.getUTCFullYear());
  return first.getUTCFullYear() === last.getUTCFullYear()
    ? `${day(first)} to ${day(last)} ${year(last)}`
    : `${day(first)} ${year(first)} to ${day(last)} ${year(last)}`;
}

/** A count and how much of it is new this week. */
export type Count = { total: number; fresh: number };

export type DigestData = {
  week: Week;
  enquiries: {
    total: number;
    bySubject: { subject: string; count: number }[];
    /** Flagged as likely spam that week (kept apart, never e-mailed). */
    spam: number;
    /** Kept but not yet e-mailed to sales, whenever they arrived. */
    unsent: number;
  };
  waitlist: {
    /** Everyone waiting at the week's end, and who joined that week. */
    all: Count;
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
    /** Everyone who was waiting there, and how many of them were e-mailed. */
    people: number;
    emailed: number;
    /** Those who gave only a phone number, to be called. */
    toCall: { name: string; phone: string; audience: string; place: string; joinedAt: string }[];
  }[];
};

/** Reads the week's figures from the database, in four statements. */
export async function digestData(db: Queryable, week: Week): Promise<DigestData> {
  const range = [week.start, week.end];
  const subjects = await db.query<{ subject: string; count: number; spam: boolean }>(
    `SELECT subject, count(*)::int AS count, cardinality(spam) > 0 AS spam FROM enquiries
     WHERE received_at >= $1 AND received_at < $2
     GROUP BY subject, cardinality(spam) > 0 ORDER BY count DESC, subject`,
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
     WHERE cardinality(spam) = 0 AND joined_at < $2 AND (served_at IS NULL OR served_at >= $2)
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
    notified: boolean;
  }>(
    `SELECT served_area AS area, served_region AS region, name, phone, email, audience, place,
       joined_at, notified_at IS NOT NULL AS notified
     FROM waitlist
     WHERE served_at >= $1 AND served_at < $2 AND cardinality(spam) = 0
     ORDER BY served_region, served_area, joined_at`,
    range,
  );

  const real = subjects.rows.filter((row) => !row.spam);
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
    const entry = areas.get(key) ?? {
      area: row.area,
      region: row.region,
      people: 0,
      emailed: 0,
      toCall: [],
    };
    entry.people += 1;
    if (row.notified) entry.emailed += 1;
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
  return {
    week,
    enquiries: {
      total: real.reduce((sum, row) => sum + row.count, 0),
      bySubject: real.map(({ subject, count }) => ({ subject, count })),
      spam: subjects.rows.filter((row) => row.spam).reduce((sum, row) => sum + row.count, 0),
      unsent: (await countUnsent(db)).waiting,
    },
    waitlist: {
      all: {
        total: byRegion.reduce((sum, entry) => sum + entry.count.total, 0),
        fresh: byRegion.reduce((sum, entry) => sum + entry.count.fresh, 0),
      },
      regions: byRegion,
    },
    served: [...areas.values()],
  };
}

/** The most subjects and places the digest lists; the rest are summed up in one line. */
export const DIGEST_ROWS_MAX = 15;

/** What the digest says of places it could not put in a city or state. */
const NO_REGION = 'Not matched to a city or state';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
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

function DigestBody({ digest, data }: { digest: DigestData; data: BuiltData }) {
  const copy = data.waitlist.digest;
  const { enquiries, waitlist, served } = digest;
  const subjects = firstRows(enquiries.bySubject, (row) => row.count);
  const maxSubject = Math.max(0, ...enquiries.bySubject.map((row) => row.count));
  const maxPlace = Math.max(
    0,
    ...waitlist.regions.flatMap((region) => region.places.map((place) => place.count.total)),
  );
  return (
    <>
      <h1 style={{ fontSize: '22px', margin: '0 0 8px' }}>{weekLabel(digest.week)}</h1>
      <p>{copy.intro}</p>

      <h2 style={h2}>
        {copy.enquiriesHeading}: {enquiries.total}
      </h2>
      {enquiries.total === 0 ? <p>{copy.noneText}</p> : null}
      <Rows>
        {subjects.shown.map((row) => (
          <Row
            key={row.subject}
            label={row.subject}
            count={{ total: row.count, fresh: 0 }}
            max={maxSubject}
          />
        ))}
      </Rows>
      {subjects.rest > 0 ? (
        <p>
          + {plural(subjects.rest, 'other subject', 'other subjects')} ({subjects.restCount})
        </p>
      ) : null}
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
        {copy.waitlistHeading}: {waitlist.all.total}
        {freshText(waitlist.all)}
      </h2>
      {waitlist.all.total === 0 ? <p>{copy.noneText}</p> : null}
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

      <h2 style={h2}>{copy.servedHeading}</h2>
      {served.length === 0 ? <p>{copy.noneText}</p> : null}
      {served.map((area) => (
        <div key={`${area.region}/${area.area}`}>
          <h3 style={h3}>
            {area.area}, {area.region}
          </h3>
          <p style={{ margin: 0 }}>
            {plural(area.people, 'person was', 'people were')} waiting; {area.emailed} e-mailed.
          </p>
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
  const lines = [weekLabel(digest.week), '', copy.intro, ''];
  lines.push(`${copy.enquiriesHeading}: ${enquiries.total}`);
  if (enquiries.total === 0) lines.push(copy.noneText);
  const subjects = firstRows(enquiries.bySubject, (row) => row.count);
  for (const row of subjects.shown) lines.push(`- ${row.subject}: ${row.count}`);
  if (subjects.rest > 0) {
    lines.push(
      `- ${plural(subjects.rest, 'other subject', 'other subjects')}: ${subjects.restCount}`,
    );
  }
  if (enquiries.unsent > 0) lines.push(`${enquiries.unsent} ${copy.unsentText}`);
  if (enquiries.spam > 0) {
    lines.push(
      `${plural(enquiries.spam, 'message', 'messages')} flagged as likely spam, kept apart.`,
    );
  }
  lines.push('', `${copy.waitlistHeading}: ${waitlist.all.total}${freshText(waitlist.all)}`);
  if (waitlist.all.total === 0) lines.push(copy.noneText);
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
  lines.push('', copy.servedHeading);
  if (served.length === 0) lines.push(copy.noneText);
  for (const area of served) {
    lines.push(
      `${area.area}, ${area.region}: ${plural(area.people, 'person was', 'people were')} waiting; ${area.emailed} e-mailed.`,
    );
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
  const subject = `${mark}${data.waitlist.digest.subject} ${weekLabel(digest.week)}`;
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
 * Claims the week's digest for this run: true when it is not sent and nobody else is sending it.
 */
export async function claimDigest(db: Queryable, week: Week, now: Date): Promise<boolean> {
  const claimed = await db.query(
    `INSERT INTO digests (week_start, claimed_until) VALUES ($1, $2)
     ON CONFLICT (week_start) DO UPDATE SET claimed_until = $2
       WHERE digests.sent_at IS NULL
         AND (digests.claimed_until IS NULL OR digests.claimed_until < $3)
     RETURNING week_start`,
    [week.key, new Date(now.getTime() + DIGEST_CLAIM_MS), now],
  );
  return (claimed.rowCount ?? 0) > 0;
}

/** Records the week's digest as sent, or lets go of the claim when it did not go. */
export async function settleDigest(db: Queryable, week: Week, sentAt: Date | null): Promise<void> {
  await db.query('UPDATE digests SET sent_at = $2, claimed_until = NULL WHERE week_start = $1', [
    week.key,
    sentAt,
  ]);
}
