/**
 * The jobs that run off the visitor's path: every 10 minutes, e-mail one batch of the enquiries
 * whose e-mail is due; every hour, tell the waitlist when its areas are served; every Monday morning,
 * the weekly digest to sales; every day, delete what has reached the end of its retention period.
 * Run by Netlify Scheduled Functions (netlify/functions/) on the published production deploy, with
 * the build's data (netlify/built-data.js), and by `npm start` and the npm scripts elsewhere, with
 * the content as it is now.
 */
import { errorText } from './log';
import type { BuiltData } from './built-data';
import type { ContactConfig } from './config';
import {
  claimDigest,
  digestData,
  digestMail,
  lastWeek,
  settleDigest,
  weekIsOver,
  type Week,
} from './digest';
import { deleteExpired, scrub, type Queryable } from './enquiries';
import type { DeliveryResult } from './delivery';
import { reachedServer, sendMail, withMailSession } from './mail';
import { RESEND_BATCH, resendUnsent } from './notify';
import { siteSecret } from './secret';
import { deleteExpiredSignUps } from './waitlist';
import { notifyWaitlist, type NotifyResult } from './waitlist-notify';

/**
 * A scheduled run has 30 s on Netlify: no new e-mail is started after this, and one e-mail takes
 * at most SEND_TIMEOUT_MS (15 s) more.
 */
export const RESEND_BUDGET_MS = 12_000;

/** What a run of the delivery jobs did, in a line for the log. */
export const deliveryLine = (result: DeliveryResult) =>
  `${result.sent} sent, ${result.failed} failed (tried again later), ${result.undeliverable} marked undeliverable, ${result.untried} left for the next run`;

export async function resendJob(
  db: Queryable,
  config: ContactConfig,
): Promise<DeliveryResult | null> {
  if (!config.smtp) {
    console.warn('Resending skipped: CONTACT_SMTP_URL and CONTACT_TO are not set.');
    return null;
  }
  const { smtp } = config;
  // The batch goes over one connection to the mail server.
  const result = await withMailSession(smtp.url, (session) =>
    resendUnsent(db, { smtp, preview: false }, session, {
      batch: RESEND_BATCH,
      budgetMs: RESEND_BUDGET_MS,
    }),
  );
  console.log(`Enquiries waiting for their e-mail: ${deliveryLine(result)}.`);
  return result;
}

/** How many enquiries, flagged spam and waitlist sign-ups are past their retention period at `now`. */
export async function expiredCounts(
  db: Queryable,
  now: Date,
): Promise<{ enquiries: number; spam: number; waitlist: number }> {
  const { rows } = await db.query<{ enquiries: number; spam: number; waitlist: number }>(
    `SELECT
       (SELECT count(*) FROM enquiries WHERE delete_after <= $1 AND cardinality(spam) = 0)::int AS enquiries,
       (SELECT count(*) FROM enquiries WHERE delete_after <= $1 AND cardinality(spam) > 0)::int AS spam,
       (SELECT count(*) FROM waitlist WHERE delete_after <= $1)::int AS waitlist`,
    [now],
  );
  return rows[0] ?? { enquiries: 0, spam: 0, waitlist: 0 };
}

/**
 * Deletes the enquiries, flagged spam and waitlist sign-ups whose retention period has ended by
 * `now`.
 */
export async function retentionJob(
  db: Queryable,
  now = new Date(),
): Promise<{ enquiries: number; spam: number; waitlist: number }> {
  const deleted = await deleteExpired(db, { now });
  const waitlist = await deleteExpiredSignUps(db, { now });
  // The rate limit's counts of windows that are over (each request deletes them too, while
  // requests come): the privacy notice says they go every day in any case. Windows are at most an
  // hour (CONTACT_RATE_WINDOW_SECONDS).
  await db.query(
    "DELETE FROM rate_limits WHERE window_start < $1::timestamptz - interval '1 hour'",
    [now],
  );
  // The day's limits on confirmation e-mails that are over.
  await db.query('DELETE FROM mail_limits WHERE not_before <= $1', [now]);
  // Every day, whatever went (by this job, by a leave link, by an erasure): nothing of it is left
  // in the database's files.
  await scrub(db);
  console.log(
    `Retention: deleted ${deleted.enquiries} enquiries, ${deleted.spam} flagged as spam and ${waitlist} waitlist sign-ups whose period had ended.`,
  );
  return { ...deleted, waitlist };
}

/** The site's key, or null where there is none to be had (then no waitlist e-mail goes). */
function secretIfAny(config: ContactConfig): string | null {
  try {
    return siteSecret(config);
  } catch {
    return null;
  }
}

/** Tells the waitlist about areas the coverage list in `data` now serves (src/server/waitlist-notify.ts). */
export async function waitlistJob(
  db: Queryable,
  config: ContactConfig,
  data: BuiltData,
  { now, budgetMs = RESEND_BUDGET_MS }: { now?: () => Date; budgetMs?: number } = {},
): Promise<NotifyResult> {
  const result = await notifyWaitlist(db, data, {
    smtp: config.smtp,
    secret: secretIfAny(config),
    now,
    budgetMs,
  });
  console.log(
    `Waitlist: ${result.servedPlaces} places waited for are served now; ${result.toEmail} sign-ups to e-mail and ${result.toCall} to call marked served; e-mails ${deliveryLine(result.delivery)}; confirmations ${result.confirmations.sent} sent, ${result.confirmations.failed} failed, ${result.confirmations.waiting} waiting for their mailbox's turn.${result.held ? ` Nothing sent: ${result.held}.` : ''}`,
  );
  return result;
}

export type DigestResult =
  | { sent: true; week: Week; recorded: boolean }
  | {
      sent: false;
      week: Week;
      reason: 'already-sent' | 'no-mail' | 'failed' | 'not-begun';
    };

/**
 * Sends sales the weekly digest of `week`, by default the last whole week before `now` (the
 * Monday job). A whole week goes once: it is claimed first (the `digests` table), so however many
 * runs there are it goes once, and a run for a week already sent sends nothing unless `again`
 * (`npm run digest -- --force`). The week in progress (by hand only) goes as it is so far, and is
 * not recorded: the whole week's digest still goes on the Monday after it.
 */
export async function digestJob(
  db: Queryable,
  config: ContactConfig,
  data: BuiltData,
  {
    now = new Date(),
    week = lastWeek(now),
    again = false,
  }: { now?: Date; week?: Week; again?: boolean } = {},
): Promise<DigestResult> {
  if (week.start.getTime() > now.getTime()) {
    return { sent: false, week, reason: 'not-begun' };
  }
  if (!config.smtp) {
    console.warn('Weekly digest skipped: CONTACT_SMTP_URL and CONTACT_TO are not set.');
    return { sent: false, week, reason: 'no-mail' };
  }
  const whole = weekIsOver(week, now);
  if (whole && !(await claimDigest(db, week, now, { again }))) {
    console.log(`Weekly digest for the week of ${week.key}: sent already.`);
    return { sent: false, week, reason: 'already-sent' };
  }
  try {
    const digest = await digestData(db, week, now);
    const outcome = await sendMail(config.smtp.url, digestMail(digest, data, config.smtp));
    if (!reachedServer(outcome) && 'failure' in outcome) throw new Error(outcome.failure);
  } catch (error) {
    console.error(
      `Weekly digest for the week of ${week.key} did not go; tried again later:`,
      errorText(error),
    );
    if (whole) await settleDigest(db, week, null).catch(() => undefined);
    return { sent: false, week, reason: 'failed' };
  }
  if (whole) await settleDigest(db, week, new Date());
  console.log(
    `Weekly digest for the week of ${week.key}${whole ? '' : ' so far'} sent to ${config.smtp.to}.`,
  );
  return { sent: true, week, recorded: whole };
}
