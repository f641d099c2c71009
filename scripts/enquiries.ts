/**
 * Staff's view of the enquiries the contact form kept, in the site's database: who wrote, when,
 * about what, and whether sales were e-mailed; an export for a spreadsheet; e-mail for what waits;
 * and what a request under the Nigeria Data Protection Act 2023 needs (find and erase one
 * person's data). It works while the site runs.
 *
 *   npm run enquiries                               list, oldest first
 *   npm run enquiries -- --spam                     flagged spam too
 *   npm run enquiries -- --csv [--out FILE]         CSV for a spreadsheet (stdout without --out)
 *   npm run enquiries -- --json                     one enquiry per line, as JSON (JSON Lines)
 *   npm run enquiries -- find WHO [--json]          everything held about one person
 *   npm run enquiries -- erase WHO [--note TEXT]    delete it, and log the erasure without it
 *   npm run enquiries -- resend [--batch 50]        e-mail what waits (CONTACT_SMTP_URL, CONTACT_TO)
 *   npm run enquiries -- delete-expired [--now ISO] delete what is past its retention period
 *   npm run enquiries -- waitlist [--csv | --json] [--spam] [--out FILE]
 *                                                   the waitlist: counts by area, then each sign-up
 *   npm run enquiries -- notify                     tell the waitlist about areas now served (the
 *                                                   hourly job; sends only on the live site)
 *
 * WHO is an e-mail address or a phone number (+234 803 … and 0803 … are the same number).
 * Which database: DATABASE_URL when set (for the live site, Netlify Database's connection
 * string), else the embedded one in the data folder (SITE_DATA_DIR, default data/), started if
 * it is not running.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import { ENGLISH_NAMES } from '../src/content-model/languages';
import { readConfig } from '../src/server/config';
import { closeDatabases, openDatabase } from '../src/server/database';
import {
  countUnsent,
  erasePerson,
  findPerson,
  listEnquiries,
  personOf,
  type EnquiryRecord,
} from '../src/server/enquiries';
import { developmentData } from '../src/server/content-data';
import { retentionJob, waitlistJob } from '../src/server/jobs';
import { withMailSession } from '../src/server/mail';
import { RESEND_BATCH, resendUnsent, SmtpNotifier } from '../src/server/notify';
import { findOnWaitlist, listWaitlist, waitingByPlace } from '../src/server/waitlist';
import { SITE_URL } from '../src/site-files/site-url';
import { countsTable, signUpBlock, waitlistCsv } from './lib/waitlist-report';

const USAGE = `Usage: npm run enquiries -- [--spam] [--csv | --json] [--out FILE]
       npm run enquiries -- find WHO [--json]
       npm run enquiries -- erase WHO [--note TEXT]
       npm run enquiries -- resend [--batch N]
       npm run enquiries -- delete-expired [--now ISO-TIME]
       npm run enquiries -- waitlist [--csv | --json] [--spam] [--out FILE]
       npm run enquiries -- notify
WHO: an e-mail address or a phone number.`;

/** What became of an enquiry, in words. */
export function statusOf(kept: EnquiryRecord): string {
  if (kept.spam) return `spam (${kept.spam.join(', ')})`;
  if (kept.sentAt) return 'e-mailed';
  if (kept.notify) return 'NOT SENT: e-mail failed, will retry';
  return 'kept (no e-mail set up)';
}

/**
 * A phone number, kept as text when the file is opened: an apostrophe before it, so a spreadsheet
 * neither computes `-(803) 123-4567` nor drops the leading 0 or + of a number.
 */
export function phoneCell(phone: string): string {
  return phone === '' ? '' : `'${phone}`;
}

export const CSV_COLUMNS = [
  'id',
  'received_at',
  'status',
  'sent_at',
  'first_name',
  'last_name',
  'email',
  'phone',
  'subject',
  'message',
  'language',
] as const;

/**
 * The CSV staff open in a spreadsheet, by csv-stringify: every cell quoted, quotes doubled, and a
 * cell that starts like a formula (= + - @, a tab or a carriage return, or their full-width forms)
 * given an apostrophe in front (`escape_formulas`, OWASP's advice). A spreadsheet reads formulas
 * only at the start of a cell, so nothing inside one is changed: the text is what the visitor wrote.
 */
export function toCsv(enquiries: readonly EnquiryRecord[]): string {
  const rows = enquiries.map((kept) => {
    const { enquiry } = kept;
    return [
      kept.id,
      kept.receivedAt,
      statusOf(kept),
      kept.sentAt ?? '',
      enquiry.firstName,
      enquiry.lastName,
      enquiry.email,
      phoneCell(enquiry.phone),
      enquiry.subject,
      enquiry.message,
      kept.language,
    ];
  });
  // CRLF line ends and a byte-order mark: what spreadsheet programs expect of UTF-8 CSV.
  return stringify([[...CSV_COLUMNS], ...rows], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    escape_formulas: true,
    record_delimiter: 'windows',
  });
}

/** One enquiry per line, as JSON (JSON Lines), for other programs. */
export function toJsonLines(enquiries: readonly EnquiryRecord[]): string {
  return enquiries.map((kept) => `${JSON.stringify(kept)}\n`).join('');
}

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** The list staff read in a terminal, one block per enquiry. */
export function toTable(enquiries: readonly EnquiryRecord[]): string {
  return enquiries
    .map((kept) => {
      const { enquiry } = kept;
      return [
        `${kept.receivedAt}  ${statusOf(kept)}${kept.sentAt ? ` ${kept.sentAt}` : ''}  (reference ${kept.id})`,
        `  ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>${enquiry.phone ? `  ${enquiry.phone}` : ''}`,
        `  ${oneLine(enquiry.subject, 100)}`,
        `  ${oneLine(enquiry.message, 100)}`,
      ].join('\n');
    })
    .join('\n\n');
}

/** Everything held about one person, in full, for an access request. */
export function toFullRecord(kept: EnquiryRecord): string {
  const { enquiry } = kept;
  return [
    `Enquiry ${kept.id}`,
    `  Received:   ${kept.receivedAt}`,
    `  Status:     ${statusOf(kept)}${kept.sentAt ? ` (${kept.sentAt})` : ''}`,
    `  First name: ${enquiry.firstName}`,
    `  Last name:  ${enquiry.lastName}`,
    `  E-mail:     ${enquiry.email}`,
    `  Phone:      ${enquiry.phone || '(not given)'}`,
    `  Subject:    ${enquiry.subject}`,
    `  Language:   ${ENGLISH_NAMES[kept.language]} (the page it was sent from)`,
    '  Message:',
    ...enquiry.message.split('\n').map((line) => `    ${line}`),
  ].join('\n');
}

function output(text: string, out: string | undefined, what: string): void {
  if (out) {
    writeFileSync(out, text);
    console.error(`Wrote ${what} to ${out}.`);
  } else process.stdout.write(text);
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      spam: { type: 'boolean' },
      csv: { type: 'boolean' },
      json: { type: 'boolean' },
      out: { type: 'string' },
      batch: { type: 'string' },
      note: { type: 'string' },
      now: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command = 'list', who] = positionals;
  if (
    !['list', 'find', 'erase', 'resend', 'delete-expired', 'waitlist', 'notify'].includes(command)
  ) {
    throw new Error(`Unknown command: ${command}`);
  }
  const config = readConfig(process.env);
  const { pool, describe } = await openDatabase(config.database);

  if (command === 'find' || command === 'erase') {
    const person = personOf(who ?? '');
    if (!person) throw new Error(`${command} needs an e-mail address or a phone number.`);
    if (command === 'find') {
      const held = await findPerson(pool, person);
      const waiting = await findOnWaitlist(pool, person);
      if (values.json) {
        const lines =
          toJsonLines(held) + waiting.map((kept) => `${JSON.stringify(kept)}\n`).join('');
        return output(lines, values.out, `${held.length} enquiries and ${waiting.length} sign-ups`);
      }
      console.log(
        `${held.length} enquiries and ${waiting.length} waitlist sign-ups held about ${who} in ${describe}.\n`,
      );
      const blocks = [...held.map(toFullRecord), ...waiting.map(signUpBlock)];
      if (blocks.length > 0) console.log(blocks.join('\n\n'));
      return;
    }
    const erased = await erasePerson(pool, person, { now: new Date(), note: values.note });
    // The log says how many went, never whose.
    console.log(
      `Erased ${erased.enquiries} enquiries and ${erased.waitlist} waitlist sign-ups from ${describe}; the erasure is logged.`,
    );
    return;
  }
  if (command === 'resend') {
    const { smtp } = config;
    if (!smtp) throw new Error('Set CONTACT_SMTP_URL and CONTACT_TO to e-mail enquiries.');
    const batch = values.batch === undefined ? RESEND_BATCH : Number(values.batch);
    if (!Number.isInteger(batch) || batch < 1) throw new Error('--batch must be a whole number.');
    // The batch goes over one connection to the mail server.
    const result = await withMailSession(smtp.url, (session) =>
      resendUnsent(pool, new SmtpNotifier(smtp, { preview: false, session }), { batch }),
    );
    console.log(
      `From ${describe}: ${result.sent} e-mailed, ${result.left} of this batch of ${batch} still not sent.`,
    );
    if (result.left > 0 || result.failed > 0) process.exitCode = 1;
    return;
  }
  if (command === 'delete-expired') {
    const now = values.now === undefined ? new Date() : new Date(values.now);
    if (Number.isNaN(now.getTime())) throw new Error('--now must be a date and time, ISO 8601.');
    await retentionJob(pool, now);
    return;
  }

  if (command === 'waitlist') {
    const signUps = await listWaitlist(pool, { spam: Boolean(values.spam) });
    if (values.csv) return output(waitlistCsv(signUps), values.out, `${signUps.length} sign-ups`);
    if (values.json) {
      const lines = signUps.map((kept) => `${JSON.stringify(kept)}\n`).join('');
      return output(lines, values.out, `${signUps.length} sign-ups`);
    }
    console.log(
      `${signUps.length} waitlist sign-ups in ${describe}${values.spam ? ' (spam included)' : ''}.\n`,
    );
    console.log(countsTable(await waitingByPlace(pool)));
    if (signUps.length > 0) console.log(`\n${signUps.map(signUpBlock).join('\n\n')}`);
    return;
  }
  if (command === 'notify') {
    await waitlistJob(pool, config, developmentData(SITE_URL));
    return;
  }

  const kept = await listEnquiries(pool, { spam: Boolean(values.spam) });
  if (values.csv) return output(toCsv(kept), values.out, `${kept.length} enquiries`);
  if (values.json) return output(toJsonLines(kept), values.out, `${kept.length} enquiries`);
  const waiting = await countUnsent(pool);
  console.log(
    `${kept.length} enquiries in ${describe}${values.spam ? ' (spam included)' : ''}; ${waiting} not yet e-mailed.\n`,
  );
  if (kept.length > 0) console.log(toTable(kept));
}

if (require.main === module) {
  main()
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      console.error(USAGE);
      process.exitCode = 1;
    })
    .finally(() => closeDatabases());
}
