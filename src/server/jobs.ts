/**
 * The jobs that run off the visitor's path: every hour, e-mail one batch of the enquiries whose
 * e-mail has not gone; every day, delete what has reached the end of its retention period. Run by
 * Netlify Scheduled Functions (netlify/functions/) on the published production deploy, and by
 * `npm start` and `npm run enquiries` elsewhere.
 */
import type { ContactConfig } from './config';
import { deleteExpired, type Queryable } from './enquiries';
import { notifierFor, RESEND_BATCH, resendUnsent, type RetryResult } from './notify';

/** A scheduled run has 30 s on Netlify; no new e-mail is started after this. */
export const RESEND_BUDGET_MS = 20_000;

export async function resendJob(db: Queryable, config: ContactConfig): Promise<RetryResult | null> {
  const notifier = notifierFor(config);
  if (!notifier) {
    console.warn('Resending skipped: CONTACT_SMTP_URL and CONTACT_TO are not set.');
    return null;
  }
  const result = await resendUnsent(db, notifier, {
    batch: RESEND_BATCH,
    budgetMs: RESEND_BUDGET_MS,
  });
  console.log(`Resent ${result.sent} waiting enquiries; ${result.left} of this batch not sent.`);
  return result;
}

/** Deletes the enquiries and flagged spam whose retention period has ended by `now`. */
export async function retentionJob(
  db: Queryable,
  now = new Date(),
): Promise<{ enquiries: number; spam: number }> {
  const deleted = await deleteExpired(db, { now });
  console.log(
    `Retention: deleted ${deleted.enquiries} enquiries and ${deleted.spam} flagged as spam whose period had ended.`,
  );
  return deleted;
}
