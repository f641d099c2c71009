/**
 * Telling sales about an enquiry that is already kept: an e-mail over SMTP when CONTACT_SMTP_URL
 * and CONTACT_TO are set, sent exactly once by the rules of src/server/delivery.ts. The request
 * that kept it sends it; what that request could not send, the resend job sends
 * (netlify/functions/resend-enquiries.mts every 10 minutes, or `npm run enquiries -- resend`).
 *
 * Every enquiry reaches sales. One a spam heuristic flagged says so in its subject and first line,
 * with the reasons, so that sales can file such e-mails apart and still read them. Each e-mail
 * carries a Message-ID made from the enquiry's reference, so a copy that reached the inbox twice
 * is one message to mail programs that collapse duplicates.
 */
import { ENGLISH_NAMES } from '../content-model/languages';
import type { ContactConfig } from './config';
import { deliverBatch, deliverOne, type DeliveryResult, type Owed } from './delivery';
import { claimUnsent, enquiryOutbox, type EnquiryRecord, type Queryable } from './enquiries';
import type { MailMessage, MailSession } from './mail';
import type { SpamReason } from './spam';

export type SmtpSettings = NonNullable<ContactConfig['smtp']>;

/** Why an enquiry was flagged, in words sales read. */
const REASONS: Record<SpamReason, string> = {
  honeypot: 'a field hidden from people was filled in',
  'too-fast': 'it was sent within seconds of the form being opened',
  links: 'the message holds many links',
};

/** The first line of a flagged enquiry's e-mail. */
export const flaggedLine = (spam: readonly SpamReason[]) =>
  `POSSIBLE SPAM (${spam.map((reason) => REASONS[reason]).join('; ')}). It may still be a real person: read it before you delete it.`;

/** Formats an enquiry as a plain-text e-mail body. */
export function mailText(record: EnquiryRecord): string {
  const { enquiry } = record;
  return [
    ...(record.spam ? [flaggedLine(record.spam), ''] : []),
    `New enquiry from the website (${record.receivedAt}, reference ${record.id})`,
    '',
    `Name:    ${enquiry.firstName} ${enquiry.lastName}`,
    `E-mail:  ${enquiry.email || '(not given: reply by phone)'}`,
    `Phone:   ${enquiry.phone || '(not given)'}`,
    `Subject: ${enquiry.subject}`,
    `Language: ${ENGLISH_NAMES[record.language]} (the page it was sent from)`,
    '',
    enquiry.message,
    '',
  ].join('\n');
}

/** The domain of an address, for the Message-ID's right-hand side. */
const domainOf = (address: string) => address.slice(address.lastIndexOf('@') + 1) || 'localhost';

/**
 * The e-mail to sales about `record`, the visitor's address in Reply-To (when they gave one). Only
 * ever to the team's own address: a deploy preview's database is a copy of production's, and what
 * it sends is marked.
 */
export function enquiryMail(
  record: EnquiryRecord,
  smtp: SmtpSettings,
  { preview }: { preview: boolean },
): MailMessage {
  const { enquiry } = record;
  const subject = [
    preview ? '[Preview] ' : '',
    record.spam ? '[Possible spam] ' : '',
    `Website enquiry: ${enquiry.subject}`,
  ].join('');
  return {
    from: smtp.from,
    to: smtp.to,
    // Address objects: nodemailer encodes the name, so no visitor text becomes a header.
    ...(enquiry.email
      ? { replyTo: { name: `${enquiry.firstName} ${enquiry.lastName}`, address: enquiry.email } }
      : {}),
    subject,
    text: mailText(record),
    messageId: `<enquiry.${record.id}@${domainOf(smtp.from)}>`,
    headers: {
      'X-Enquiry-Id': record.id,
      ...(record.spam ? { 'X-Possible-Spam': record.spam.join(', ') } : {}),
    },
  };
}

/** What the sender of enquiries needs: the mail settings, and whether this is a preview. */
export type Notifier = { smtp: SmtpSettings; preview: boolean };

export function notifierFor(config: ContactConfig, options = { preview: false }): Notifier | null {
  return config.smtp ? { smtp: config.smtp, preview: options.preview } : null;
}

const owedOf = (record: EnquiryRecord, notifier: Notifier): Owed => ({
  id: record.id,
  attempts: record.attempts,
  message: () => enquiryMail(record, notifier.smtp, notifier),
});

/**
 * E-mails sales about an enquiry the caller has claimed (the request that kept it) and records
 * what became of it. Never throws.
 */
export async function notify(
  db: Queryable,
  notifier: Notifier,
  session: MailSession,
  record: EnquiryRecord,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0, undeliverable: 0, untried: 0 };
  await deliverOne(enquiryOutbox(db), session, owedOf(record, notifier), () => new Date(), result);
  return result;
}

/** How many waiting enquiries one resend run takes at most (the rest wait for the next run). */
export const RESEND_BATCH = 50;

/**
 * E-mails at most `batch` kept enquiries whose e-mail is due, oldest first, claiming them first so
 * that an overlapping run never sends the same ones; no new e-mail is started once `budgetMs` has
 * passed. Throws only when the database cannot be read.
 */
export async function resendUnsent(
  db: Queryable,
  notifier: Notifier,
  session: MailSession,
  { batch = RESEND_BATCH, budgetMs = Number.POSITIVE_INFINITY, now = () => new Date() } = {},
): Promise<DeliveryResult> {
  const deadline = Date.now() + budgetMs;
  const claimed = await claimUnsent(db, { now: now(), limit: batch });
  return deliverBatch(
    enquiryOutbox(db),
    session,
    claimed.map((record) => owedOf(record, notifier)),
    { now, deadline },
  );
}
