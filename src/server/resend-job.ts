/**
 * The hourly resend, off the visitor's path: e-mails one batch of the enquiries whose e-mail
 * failed, found through the store's unsent index. Run by the Netlify Scheduled Function
 * netlify/functions/resend-enquiries.mts on Netlify; `npm run enquiries -- resend` does the same
 * locally.
 */
import type { ContactConfig } from './config';
import { notifierFor, RESEND_BATCH, resendUnsent, type RetryResult } from './notify';
import type { EnquiryStore } from './store';

/** A scheduled run has 30 s on Netlify; no new e-mail is started after this. */
export const RESEND_BUDGET_MS = 20_000;

export async function resendJob(
  store: EnquiryStore,
  config: ContactConfig,
): Promise<RetryResult | null> {
  const notifier = notifierFor(config);
  if (!notifier) {
    console.warn('Resending skipped: CONTACT_SMTP_URL and CONTACT_TO are not set.');
    return null;
  }
  const result = await resendUnsent(store, notifier, {
    batch: RESEND_BATCH,
    budgetMs: RESEND_BUDGET_MS,
  });
  console.log(
    `Resent ${result.sent} waiting enquiries; ${result.left} of this batch still not sent.`,
  );
  return result;
}
