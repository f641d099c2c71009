/**
 * Telling the waitlist when its areas are served (the hourly job: a Netlify Scheduled Function,
 * `npm start`'s timer, `npm run enquiries -- notify`). Each run:
 *
 *  1. asks the coverage search, with the published list (the build's content), of every place
 *     people wait for; a place it now answers "yes" for is served;
 *  2. marks every sign-up still waiting for a served place as served, with the area it matched:
 *     those who gave only a phone number are then listed in the weekly digest, to be called;
 *  3. e-mails those with an address, once each: a sender claims a batch first (two runs at once
 *     never hold the same sign-up), records each e-mail as it goes, and lets go of what it did not
 *     send, for the next run.
 *
 * It sends nothing unless the data it was given is a production deploy's: a deploy preview's
 * database is a copy of production's, and a machine that is not the live site has no business
 * e-mailing the people on it. There, it only says what it would do.
 */
import { matchPlace } from '../lib/coverage';
import { isProduction, type BuiltData } from './built-data';
import type { SmtpSettings } from './notify';
import type { Queryable } from './enquiries';
import { leaveUrl } from './leave-link';
import { withMailSession, type MailMessage, type MailSession } from './mail';
import {
  claimNotices,
  markNotified,
  markServed,
  releaseNotices,
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
  /** "Now available" e-mails sent this run, and failed. */
  emailed: number;
  failed: number;
  /** Why nothing was sent, when nothing could be. */
  held: string | null;
};

/** Every place people wait for that the coverage list in `data` now serves, with its area. */
async function newlyServed(db: Queryable, data: BuiltData) {
  const served: { place: WaitingPlace; area: string; region: string }[] = [];
  let after = '';
  for (;;) {
    const page = await waitingPlaces(db, { after, limit: PLACES_PAGE });
    for (const place of page) {
      const match = matchPlace(place.place, data.coverage.regions, data.coverage.abbreviations);
      if (match.kind === 'area') served.push({ place, area: match.area, region: match.region });
    }
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
    emailed: 0,
    failed: 0,
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
    result.held = 'WAITLIST_SECRET is not set (no e-mail goes without a working leave link)';
    return result;
  }
  const { smtp, secret } = settings;
  // The batch goes over one connection to the mail server.
  const sent = await withMailSession(smtp.url, (session) =>
    sendNotices(db, data, {
      smtp,
      session,
      secret,
      now,
      batch: settings.batch ?? NOTICE_BATCH,
      budgetMs: settings.budgetMs ?? Number.POSITIVE_INFINITY,
    }),
  );
  return { ...result, ...sent };
}

/** Claims one batch of served sign-ups with an e-mail address and sends each its e-mail. */
async function sendNotices(
  db: Queryable,
  data: BuiltData,
  options: {
    smtp: SmtpSettings;
    session: MailSession;
    secret: string;
    now: () => Date;
    batch: number;
    budgetMs: number;
  },
): Promise<{ emailed: number; failed: number }> {
  const deadline = Date.now() + options.budgetMs;
  const claimed = await claimNotices(db, { now: options.now(), limit: options.batch });
  let emailed = 0;
  for (const [index, record] of claimed.entries()) {
    if (Date.now() >= deadline) {
      await releaseNotices(
        db,
        claimed.slice(index).map((rest) => rest.id),
      );
      break;
    }
    let message: MailMessage;
    try {
      const links = noticeLinks(record, data, leaveUrl(data.siteUrl, record.id, options.secret));
      message = noticeMail(record, data, {
        from: options.smtp.from,
        replyTo: options.smtp.to,
        links,
      });
      await options.session.send(message);
    } catch (error) {
      console.error(`Waitlist e-mail ${record.id} did not go; it is tried again next run:`, error);
      // The mail server is not taking them: let go of this one and the rest, for the next run.
      await releaseNotices(
        db,
        claimed.slice(index).map((rest) => rest.id),
      );
      return { emailed, failed: 1 };
    }
    try {
      await markNotified(db, record.id, {
        now: options.now(),
        retentionMonths: data.retention.waitlistMonths,
      });
    } catch (error) {
      // Sent but not recorded: it may be sent again once the claim runs out, never lost.
      console.error(`Waitlist e-mail ${record.id} went, but that could not be recorded:`, error);
    }
    emailed += 1;
  }
  return { emailed, failed: 0 };
}
