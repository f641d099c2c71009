/**
 * Telling the waitlist when its areas are served (the hourly job: a Netlify Scheduled Function,
 * `npm start`'s timer, `npm run enquiries -- notify`). Each run:
 *
 *  1. asks the coverage search, with the published list (the build's content), of every place
 *     people wait for; a place it now answers "yes" for is served;
 *  2. marks every sign-up still waiting for a served place as served, with the area it matched:
 *     those who gave only a phone number are then listed in the weekly digest, to be called;
 *  3. sends the confirmation e-mails the waitlist endpoint could not (src/server/waitlist-confirm.ts);
 *  4. e-mails those with a confirmed address, once each, by the rules of src/server/delivery.ts: a sender
 *     claims a batch first (two runs at once never hold the same sign-up), an address the mail
 *     server refuses never holds up the others, and each failed e-mail waits its own time.
 *
 * It sends nothing unless the data it was given is a production deploy's: a deploy preview's
 * database is a copy of production's, and a machine that is not the live site has no business
 * e-mailing the people on it. There, it only says what it would do.
 */
import { matchPlace } from '../lib/coverage';
import { isProduction, type BuiltData } from './built-data';
import type { SmtpSettings } from './notify';
import { deliverBatch, type DeliveryResult } from './delivery';
import type { Queryable } from './enquiries';
import { leaveUrl } from './leave-link';
import { withMailSession } from './mail';
import { sendConfirmation } from './waitlist-confirm';
import {
  claimNotices,
  markServed,
  noticeOutbox,
  pendingConfirmations,
  waitingPlaces,
  type WaitingPlace,
} from './waitlist';
import { noticeLinks, noticeMail } from './waitlist-mail';

/** How many "now available" e-mails one run sends at most (the rest wait for the next run). */
export const NOTICE_BATCH = 100;
/** Places asked about per statement. */
const PLACES_PAGE = 500;

export type NotifyResult = {
  /** Places the published list serves now that had people waiting. */
  servedPlaces: number;
  /** Sign-ups marked served this run: to be e-mailed, and to be called (phone only). */
  toEmail: number;
  toCall: number;
  /** What became of the "now available" e-mails this run. */
  delivery: DeliveryResult;
  /** Confirmation e-mails the endpoint could not send: sent now, failed, or waiting their turn. */
  confirmations: { sent: number; failed: number; waiting: number };
  /** Why nothing was sent, when nothing could be. */
  held: string | null;
};

export type ServedPlace = { place: WaitingPlace; area: string; region: string };

/**
 * The places among `waiting` that `coverage` serves, each with its area: read as written, as the
 * coverage search reads it ("12 Adeola Odeku Street, Victoria Island 101241" is Victoria Island).
 */
export function servedAmong(
  waiting: readonly WaitingPlace[],
  coverage: BuiltData['coverage'],
): ServedPlace[] {
  return waiting.flatMap((place) => {
    const match = matchPlace(place.place, coverage.regions, coverage.abbreviations);
    return match.kind === 'area' ? [{ place, area: match.area, region: match.region }] : [];
  });
}

/** Every place people wait for that the coverage list in `data` now serves, with its area. */
async function newlyServed(db: Queryable, data: BuiltData) {
  const served: ServedPlace[] = [];
  let after = '';
  for (;;) {
    const page = await waitingPlaces(db, { after, limit: PLACES_PAGE });
    served.push(...servedAmong(page, data.coverage));
    if (page.length < PLACES_PAGE) return served;
    after = page.at(-1)!.key;
  }
}

export type NotifySettings = {
  smtp: SmtpSettings | null;
  /** The key leave links are signed with; without one, nothing is e-mailed. */
  secret: string | null;
  now?: () => Date;
  batch?: number;
  /** No new e-mail is started after this long (a scheduled run has 30 s on Netlify). */
  budgetMs?: number;
};

/**
 * Runs the notifier once (see above). Throws only when the database cannot be read; a failed
 * e-mail is let go of and tried again by the next run.
 */
export async function notifyWaitlist(
  db: Queryable,
  data: BuiltData,
  settings: NotifySettings,
): Promise<NotifyResult> {
  const now = settings.now ?? (() => new Date());
  const result: NotifyResult = {
    servedPlaces: 0,
    toEmail: 0,
    toCall: 0,
    delivery: { sent: 0, failed: 0, undeliverable: 0, untried: 0 },
    confirmations: { sent: 0, failed: 0, waiting: 0 },
    held: null,
  };
  const served = await newlyServed(db, data);
  result.servedPlaces = served.length;
  if (!isProduction(data)) {
    result.held = `this is not the live site (context ${data.context}): nothing is marked or sent here`;
    return result;
  }
  for (const { place, area, region } of served) {
    const marked = await markServed(db, {
      key: place.key,
      area,
      region,
      now: now(),
      retentionMonths: data.retention.waitlistMonths,
    });
    result.toEmail += marked.toEmail;
    result.toCall += marked.toCall;
  }
  if (!settings.smtp) {
    result.held = 'CONTACT_SMTP_URL and CONTACT_TO are not set';
    return result;
  }
  if (!settings.secret) {
    result.held = 'SITE_SECRET is not set (no e-mail goes without a working leave link)';
    return result;
  }
  const { smtp, secret } = settings;
  const deadline = Date.now() + (settings.budgetMs ?? Number.POSITIVE_INFINITY);
  // The batch goes over one connection to the mail server: first the confirmations the endpoint
  // could not send, then the notices.
  const delivery = await withMailSession(smtp.url, async (session) => {
    const pending = await pendingConfirmations(db, {
      now: now(),
      limit: settings.batch ?? NOTICE_BATCH,
    });
    for (const record of pending) {
      if (Date.now() > deadline) break;
      const sent = await sendConfirmation(db, record, { session, smtp, secret, data, now });
      result.confirmations[sent] += 1;
    }
    const claimed = await claimNotices(db, { now: now(), limit: settings.batch ?? NOTICE_BATCH });
    return deliverBatch(
      noticeOutbox(db, data.retention.waitlistMonths),
      session,
      claimed.map((record) => ({
        id: record.id,
        attempts: record.attempts,
        message: () =>
          noticeMail(record, data, {
            from: smtp.from,
            replyTo: smtp.to,
            links: noticeLinks(
              record,
              data,
              leaveUrl(data.siteUrl, record.id, secret, record.language),
            ),
          }),
      })),
      { now, deadline },
    );
  });
  return { ...result, delivery };
}
