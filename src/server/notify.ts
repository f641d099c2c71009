/**
 * Telling sales about an enquiry that is already kept: an e-mail over SMTP (nodemailer) when
 * CONTACT_SMTP_URL and CONTACT_TO are set. Exactly once: a sender claims an enquiry before it
 * sends it (src/server/enquiries.ts), records it as sent after, and lets go of the claim when the
 * e-mail failed, so the hourly resend (netlify/functions/resend-enquiries.mts, or
 * `npm run enquiries -- resend`) tries it again. An e-mail whose record then fails may go twice;
 * none is lost.
 */
import { ENGLISH_NAMES } from '../content-model/languages';
import type { ContactConfig } from './config';
import { claimUnsent, markSent, release, type EnquiryRecord, type Queryable } from './enquiries';
import { sendMail, type MailSession } from './mail';

export interface Notifier {
  /** Resolves once sales have the e-mail; rejects otherwise. */
  send(record: EnquiryRecord): Promise<void>;
}

/** Formats an enquiry as a plain-text e-mail body. */
export function mailText(record: EnquiryRecord): string {
  const { enquiry } = record;
  return [
    `New enquiry from the website (${record.receivedAt}, reference ${record.id})`,
    '',
    `Name:    ${enquiry.firstName} ${enquiry.lastName}`,
    `E-mail:  ${enquiry.email}`,
    `Phone:   ${enquiry.phone || '(not given)'}`,
    `Subject: ${enquiry.subject}`,
    `Language: ${ENGLISH_NAMES[record.language]} (the page it was sent from)`,
    '',
    enquiry.message,
    '',
  ].join('\n');
}

/** How many waiting enquiries one resend run takes at most (the rest wait for the next run). */
export const RESEND_BATCH = 50;

export type SmtpSettings = NonNullable<ContactConfig['smtp']>;

/**
 * Sends each enquiry to the sales inbox, the visitor's address in Reply-To. Only ever to the team's
 * own address: a deploy preview's database is a copy of production's, and what it sends is marked.
 */
export class SmtpNotifier implements Notifier {
  /** `session`: send over this open connection (a batch); otherwise each e-mail connects anew. */
  constructor(
    private readonly settings: SmtpSettings,
    private readonly options: { preview: boolean; session?: MailSession } = { preview: false },
  ) {}

  async send(record: EnquiryRecord): Promise<void> {
    const { enquiry } = record;
    const message = {
      from: this.settings.from,
      to: this.settings.to,
      // Address objects: nodemailer encodes the name, so no visitor text becomes a header.
      replyTo: { name: `${enquiry.firstName} ${enquiry.lastName}`, address: enquiry.email },
      subject: `${this.options.preview ? '[Preview] ' : ''}Website enquiry: ${enquiry.subject}`,
      text: mailText(record),
      headers: { 'X-Enquiry-Id': record.id },
    };
    if (this.options.session) await this.options.session.send(message);
    else await sendMail(this.settings.url, message);
  }
}

export function notifierFor(config: ContactConfig, options = { preview: false }): Notifier | null {
  return config.smtp ? new SmtpNotifier(config.smtp, options) : null;
}

/**
 * E-mails sales about an enquiry this sender has claimed, and records it as sent; lets go of the
 * claim when the e-mail did not go. Never throws: false when it did not go.
 */
export async function notify(
  db: Queryable,
  notifier: Notifier,
  record: EnquiryRecord,
): Promise<boolean> {
  try {
    await notifier.send(record);
  } catch (error) {
    console.error(
      `Enquiry ${record.id} is kept, but e-mailing it failed; it will be retried:`,
      error,
    );
    await release(db, [record.id]).catch((releasing: unknown) =>
      console.error(`Enquiry ${record.id}: its claim waits to run out instead:`, releasing),
    );
    return false;
  }
  try {
    await markSent(db, record.id, new Date());
  } catch (error) {
    // Sent but not recorded: it may be sent again once the claim runs out, never lost.
    console.error(`Enquiry ${record.id} was e-mailed, but that could not be recorded:`, error);
  }
  return true;
}

export type RetryResult = { sent: number; failed: number; left: number };

/**
 * E-mails at most `batch` kept enquiries whose e-mail has not gone, oldest first, claiming them
 * first so that an overlapping run never sends the same ones; stops at the first failure or once
 * `budgetMs` has passed, and lets go of what it did not send. `left` counts those of the batch
 * not sent (more may wait beyond it). Never throws.
 */
export async function resendUnsent(
  db: Queryable,
  notifier: Notifier,
  { batch = RESEND_BATCH, budgetMs = Number.POSITIVE_INFINITY, now = new Date() } = {},
): Promise<RetryResult> {
  const deadline = Date.now() + budgetMs;
  let claimed: EnquiryRecord[];
  try {
    claimed = await claimUnsent(db, { now, limit: batch });
  } catch (error) {
    console.error('Could not look for enquiries waiting to be e-mailed:', error);
    return { sent: 0, failed: 1, left: 0 };
  }
  let sent = 0;
  let failed = 0;
  for (const [index, record] of claimed.entries()) {
    if (Date.now() < deadline && failed === 0) {
      if (await notify(db, notifier, record)) sent += 1;
      else failed += 1; // the mail server is not taking them: try again another time
      continue;
    }
    await release(
      db,
      claimed.slice(index).map((rest) => rest.id),
    ).catch((error: unknown) => console.error('Could not let go of unsent enquiries:', error));
    break;
  }
  return { sent, failed, left: claimed.length - sent };
}
