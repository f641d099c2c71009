/**
 * Where enquiries go. One small interface, two implementations, chosen by the environment:
 * an append-only JSON Lines outbox (default) or e-mail over SMTP (CONTACT_SMTP_URL + CONTACT_TO).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open } from 'node:fs/promises';
import path from 'node:path';
import type { Enquiry } from '../lib/enquiry-form';
import type { ContactConfig } from './config';
import type { SpamReason } from './spam';

export type EnquiryRecord = {
  id: string;
  receivedAt: string;
  enquiry: Enquiry;
};

/** An enquiry that looked like spam, kept apart with the reasons it was flagged. */
export type SpamRecord = EnquiryRecord & { spam: SpamReason[] };

export interface EnquiryDelivery {
  readonly kind: 'outbox' | 'smtp';
  /** Resolves once the enquiry is safely stored or handed over; rejects otherwise. */
  deliver(record: EnquiryRecord): Promise<void>;
}

export function newRecord(enquiry: Enquiry, now = new Date()): EnquiryRecord {
  return { id: randomUUID(), receivedAt: now.toISOString(), enquiry };
}

const QUEUE = Symbol.for('contact.jsonl.queue');
type WithQueue = typeof globalThis & { [QUEUE]?: Promise<unknown> };

/**
 * Appends one JSON line per record to a file and fsyncs it before resolving, one append at a time
 * in this process, so lines never interleave.
 */
export function appendJsonLine(file: string, record: object): Promise<void> {
  const holder = globalThis as WithQueue;
  const previous = holder[QUEUE] ?? Promise.resolve();
  const next = previous
    .catch(() => undefined)
    .then(async () => {
      const target = path.resolve(file);
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(target, 'a', 0o600);
      try {
        await handle.write(`${JSON.stringify(record)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
  holder[QUEUE] = next;
  return next;
}

/** Keeps each enquiry as one line of a JSON Lines file (the outbox). */
export class OutboxDelivery implements EnquiryDelivery {
  readonly kind = 'outbox';

  constructor(private readonly file: string) {}

  deliver(record: EnquiryRecord): Promise<void> {
    return appendJsonLine(this.file, record);
  }
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

/** Sends each enquiry to the sales inbox; the visitor's address goes in Reply-To. */
export class SmtpDelivery implements EnquiryDelivery {
  readonly kind = 'smtp';

  constructor(private readonly settings: { url: string; to: string; from: string }) {}

  async deliver(record: EnquiryRecord): Promise<void> {
    // Loaded only when mail is configured: the outbox path stays small and quick to start.
    const { default: nodemailer } = await import('nodemailer');
    const transport = nodemailer.createTransport(this.settings.url, {
      // Well inside a Netlify Function's 10 s and the page's 20 s wait, so a visitor is never told
      // "not sent" about a message that then goes out anyway.
      connectionTimeout: 3_000,
      greetingTimeout: 2_000,
      socketTimeout: 4_000,
    });
    try {
      const { enquiry } = record;
      await transport.sendMail({
        from: this.settings.from,
        to: this.settings.to,
        // Address objects: nodemailer encodes the name, so no visitor text becomes a header.
        replyTo: { name: `${enquiry.firstName} ${enquiry.lastName}`, address: enquiry.email },
        subject: `Website enquiry: ${enquiry.subject}`,
        text: mailText(record),
        headers: { 'X-Enquiry-Id': record.id },
      });
    } finally {
      transport.close();
    }
  }
}

export function chooseDelivery(config: ContactConfig): EnquiryDelivery {
  return config.smtp ? new SmtpDelivery(config.smtp) : new OutboxDelivery(config.outboxPath);
}
