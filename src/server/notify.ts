/**
 * Telling sales about an enquiry that is already stored: an e-mail over SMTP (nodemailer) when
 * CONTACT_SMTP_URL and CONTACT_TO are set. A failed e-mail loses nothing: the enquiry stays
 * stored without a receipt, on the store's `unsent` index, and is sent again off the visitor's path:
 * hourly by the Netlify Scheduled Function netlify/functions/resend-enquiries.mts, or by
 * `npm run enquiries -- resend`.
 */
import type { ContactConfig } from './config';
import type { EnquiryRecord, EnquiryStore } from './store';

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
    '',
    enquiry.message,
    '',
  ].join('\n');
}

/** One e-mail may take this long before it counts as failed (and is tried again later). */
export const SEND_TIMEOUT_MS = 3_000;

/** How many waiting enquiries one resend run takes at most (the rest wait for the next run). */
export const RESEND_BATCH = 50;

/** Sends each enquiry to the sales inbox; the visitor's address goes in Reply-To. */
export class SmtpNotifier implements Notifier {
  constructor(private readonly settings: { url: string; to: string; from: string }) {}

  async send(record: EnquiryRecord): Promise<void> {
    // Run only when mail is configured. In the same bundle (eager): Netlify deploys a function as
    // one file, so a separate chunk would be missing there.
    const { default: nodemailer } = await import(/* webpackMode: "eager" */ 'nodemailer');
    const transport = nodemailer.createTransport(this.settings.url, {
      connectionTimeout: 2_000,
      greetingTimeout: 2_000,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    let timer: NodeJS.Timeout | undefined;
    try {
      const { enquiry } = record;
      await Promise.race([
        transport.sendMail({
          from: this.settings.from,
          to: this.settings.to,
          // Address objects: nodemailer encodes the name, so no visitor text becomes a header.
          replyTo: { name: `${enquiry.firstName} ${enquiry.lastName}`, address: enquiry.email },
          subject: `Website enquiry: ${enquiry.subject}`,
          text: mailText(record),
          headers: { 'X-Enquiry-Id': record.id },
        }),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`no answer from the mail server in ${SEND_TIMEOUT_MS} ms`)),
            SEND_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
      transport.close();
    }
  }
}

export function notifierFor(config: ContactConfig): Notifier | null {
  return config.smtp ? new SmtpNotifier(config.smtp) : null;
}

// Per process: which enquiries are being sent right now, so two requests do not send the same one.
const STATE = Symbol.for('contact.notify.state');
type NotifyState = { sending: Set<string> };
function state(): NotifyState {
  const holder = globalThis as typeof globalThis & { [STATE]?: NotifyState };
  holder[STATE] ??= { sending: new Set() };
  return holder[STATE];
}

/**
 * E-mails sales about a stored enquiry and records the receipt (which also takes it off the
 * unsent index). Never throws: false when the e-mail did not go (the enquiry then waits, unsent).
 */
export async function notify(
  store: EnquiryStore,
  notifier: Notifier,
  record: EnquiryRecord,
): Promise<boolean> {
  const { sending } = state();
  if (sending.has(record.id)) return false;
  sending.add(record.id);
  try {
    await notifier.send(record);
  } catch (error) {
    console.error(
      `Enquiry ${record.id} is stored, but e-mailing it failed; it will be retried:`,
      error,
    );
    return false;
  } finally {
    sending.delete(record.id);
  }
  try {
    await store.markSent(record, new Date().toISOString());
  } catch (error) {
    // Sent but not recorded: it may be sent twice, never lost.
    console.error(`Enquiry ${record.id} was e-mailed, but the receipt could not be stored:`, error);
  }
  return true;
}

export type RetryResult = { sent: number; failed: number; left: number };

/**
 * E-mails at most `batch` stored enquiries whose e-mail failed, found through the store's unsent
 * index (never by reading everything), oldest first, until one fails or `budgetMs` has passed.
 * `left` counts those of the batch not sent (more may wait beyond it). Never throws.
 */
export async function resendUnsent(
  store: EnquiryStore,
  notifier: Notifier,
  { batch = RESEND_BATCH, budgetMs = Number.POSITIVE_INFINITY } = {},
): Promise<RetryResult> {
  const deadline = Date.now() + budgetMs;
  let waiting;
  try {
    waiting = await store.unsent(batch);
  } catch (error) {
    console.error('Could not look for enquiries waiting to be e-mailed:', error);
    return { sent: 0, failed: 1, left: 0 };
  }
  let sent = 0;
  let failed = 0;
  for (const record of waiting) {
    if (Date.now() >= deadline) break;
    if (await notify(store, notifier, record)) sent += 1;
    else {
      failed += 1;
      break; // the mail server is not taking them: try again another time
    }
  }
  return { sent, failed, left: waiting.length - sent };
}
