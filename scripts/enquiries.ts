/**
 * Staff's view of the enquiries the contact form kept, in the site's database: who wrote, when,
 * about what, and whether sales were e-mailed; an export for a spreadsheet; e-mail for what waits;
 * and what a request under the Nigeria Data Protection Act 2023 needs (find and erase one
 * person's data). It works while the site runs.
 *
 *   npm run enquiries                               list, oldest first
 *   npm run enquiries -- --spam                     flagged spam too
 *   npm run enquiries -- --csv [--out FILE]         CSV for a spreadsheet
 *   npm run enquiries -- --json [--out FILE]        one enquiry per line, as JSON (JSON Lines)
 *   npm run enquiries -- find WHO [--json]          everything held about one person
 *   npm run enquiries -- erase WHO [--note TEXT]    delete it, and log the erasure without it
 *   npm run enquiries -- correct WHO [--email NEW] [--phone NEW] [--first-name NEW]
 *                                    [--last-name NEW] [--note TEXT]
 *                                                   correct it, and log the correction without it
 *   npm run enquiries -- restrict WHO [--lift]      keep it, but do nothing more with it (or again)
 *   npm run enquiries -- resend [--batch 50]        e-mail what waits (CONTACT_SMTP_URL, CONTACT_TO)
 *   npm run enquiries -- delete-expired [--now ISO] delete what is past its retention period
 *   npm run enquiries -- waitlist [--csv | --json] [--spam] [--out FILE]
 *                                                   the waitlist: counts by area, then each sign-up
 *   npm run enquiries -- notify                     tell the waitlist about areas now served (the
 *                                                   hourly job; sends only on the live site)
 *
 * WHO is an e-mail address or a phone number (+234 803 … and 0803 … are the same number).
 *
 * Which database: NETLIFY_DB_URL or DATABASE_URL when set (for the live site, Netlify Database's
 * connection string; set both to different ones and nothing runs), else the embedded one in the
 * data folder (SITE_DATA_DIR, default data/), started if it is not running. Every command names it
 * first (kind, server and database name, never the password). `erase`, `delete-expired` and
 * `notify` on any other than the embedded database ask first, or take `--yes`; `delete-expired
 * --now …` only says what it would delete unless given `--yes`. An export typed at a terminal
 * goes into a file in exports/ (ignored by git, readable by its owner only) unless `--out` names
 * another place; read by a program, it comes on stdout.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { ENGLISH_NAMES } from '../src/content-model/languages';
import { readConfig } from '../src/server/config';
import { closeDatabases, openDatabase, type Database } from '../src/server/database';
import {
  correctPerson,
  countUnsent,
  erasePerson,
  findPerson,
  listEnquiries,
  personOf,
  restrictPerson,
  scrub,
  type EnquiryRecord,
} from '../src/server/enquiries';
import { developmentData } from '../src/server/content-data';
import { deliveryLine, expiredCounts, retentionJob, waitlistJob } from '../src/server/jobs';
import { withMailSession } from '../src/server/mail';
import { RESEND_BATCH, resendUnsent } from '../src/server/notify';
import { findOnWaitlist, listWaitlist, waitingByPlace } from '../src/server/waitlist';
import { SITE_URL } from '../src/site-files/site-url';
import {
  counted,
  phoneCell,
  sheetTime,
  spreadsheetCsv,
  staffTime,
  writeStaffFile,
} from './lib/staff-output';
import { countsTable, signUpBlock, waitlistCsv } from './lib/waitlist-report';

const USAGE = `Usage: npm run enquiries -- [--spam] [--csv | --json] [--out FILE]
       npm run enquiries -- find WHO [--json] [--out FILE]
       npm run enquiries -- erase WHO [--note TEXT] [--yes]
       npm run enquiries -- correct WHO [--email NEW] [--phone NEW] [--first-name NEW] [--last-name NEW] [--note TEXT] [--yes]
       npm run enquiries -- restrict WHO [--lift] [--yes]
       npm run enquiries -- resend [--batch N]
       npm run enquiries -- delete-expired [--now ISO-TIME] [--yes]
       npm run enquiries -- waitlist [--csv | --json] [--spam] [--out FILE]
       npm run enquiries -- notify [--yes]
WHO: an e-mail address or a phone number.`;

/** What became of an enquiry, in words. */
export function statusOf(kept: EnquiryRecord): string {
  if (kept.restrictedAt) {
    return `RESTRICTED since ${staffTime(kept.restrictedAt)}: the person asked that nothing more be done with it`;
  }
  const flagged = kept.spam ? `possible spam (${kept.spam.join(', ')}); ` : '';
  if (kept.sentAt) {
    return `${flagged}${kept.sentConfirmed ? 'e-mailed' : 'handed to the mail server, not confirmed'}`;
  }
  if (kept.undeliverableAt) {
    return `${flagged}UNDELIVERABLE: e-mail failed ${counted(kept.attempts, 'time', 'times')} (last: ${kept.lastFailure ?? 'unknown'}); read it here`;
  }
  if (kept.notify) {
    return `${flagged}NOT SENT YET${kept.attempts > 0 ? `: failed ${counted(kept.attempts, 'time', 'times')} (last: ${kept.lastFailure ?? 'unknown'}), will retry` : ''}`;
  }
  return `${flagged}kept (no e-mail set up)`;
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

/** The CSV staff open in a spreadsheet (scripts/lib/staff-output.ts: quoted, defused). */
export function toCsv(enquiries: readonly EnquiryRecord[]): string {
  return spreadsheetCsv(
    CSV_COLUMNS,
    enquiries.map((kept) => {
      const { enquiry } = kept;
      return [
        kept.id,
        sheetTime(kept.receivedAt),
        statusOf(kept),
        sheetTime(kept.sentAt),
        enquiry.firstName,
        enquiry.lastName,
        enquiry.email,
        phoneCell(enquiry.phone),
        enquiry.subject,
        enquiry.message,
        kept.language,
      ];
    }),
  );
}

/** One enquiry per line, as JSON (JSON Lines), for other programs. */
export function toJsonLines(enquiries: readonly EnquiryRecord[]): string {
  return enquiries.map((kept) => `${JSON.stringify(kept)}\n`).join('');
}

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

/** How to reach the person, as the list shows it. */
const reachOf = ({ email, phone }: EnquiryRecord['enquiry']) =>
  [email && `<${email}>`, phone].filter(Boolean).join('  ');

/** The list staff read in a terminal, one block per enquiry. */
export function toTable(enquiries: readonly EnquiryRecord[]): string {
  return enquiries
    .map((kept) => {
      const { enquiry } = kept;
      return [
        `${staffTime(kept.receivedAt)}  ${statusOf(kept)}${kept.sentAt ? ` ${staffTime(kept.sentAt)}` : ''}  (reference ${kept.id})`,
        `  ${enquiry.firstName} ${enquiry.lastName}  ${reachOf(enquiry)}`,
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
    `  Received:   ${staffTime(kept.receivedAt)}`,
    `  Status:     ${statusOf(kept)}${kept.sentAt ? ` (${staffTime(kept.sentAt)})` : ''}`,
    `  First name: ${enquiry.firstName}`,
    `  Last name:  ${enquiry.lastName}`,
    `  E-mail:     ${enquiry.email || '(not given)'}`,
    `  Phone:      ${enquiry.phone || '(not given)'}`,
    `  Subject:    ${enquiry.subject}`,
    `  Language:   ${ENGLISH_NAMES[kept.language]} (the page it was sent from)`,
    '  Message:',
    ...enquiry.message.split('\n').map((line) => `    ${line}`),
  ].join('\n');
}

/** Writes `text` to stdout, or for a file (`--csv`, `--json`, `--out`) into exports/. */
function output(text: string, file: { name: string; out?: string } | null, what: string): void {
  if (!file) {
    process.stdout.write(text);
    return;
  }
  const written = writeStaffFile(file.name, text, file.out);
  console.error(`Wrote ${what} to ${written} (readable by you only; delete it when done).`);
}

/** Today in Lagos, for file names: 2026-11-27. */
const today = () => staffTime(new Date().toISOString()).slice(0, 10);

/**
 * Whether a command that deletes or e-mails may go ahead on `database`: at once on the embedded
 * one (this machine's), with `--yes`, or when the person types "yes".
 */
async function confirmed(database: Database, action: string, yes: boolean): Promise<boolean> {
  if (database.kind === 'embedded' || yes) return true;
  if (!process.stdin.isTTY) {
    console.error(
      `Not done: ${action} in ${database.describe} needs --yes when nobody can be asked.`,
    );
    return false;
  }
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${action} in ${database.describe}? Type yes to go on: `);
    if (answer.trim().toLowerCase() === 'yes') return true;
    console.error('Not done.');
    return false;
  } finally {
    prompt.close();
  }
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
      yes: { type: 'boolean' },
      lift: { type: 'boolean' },
      email: { type: 'string' },
      phone: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const [command = 'list', who] = positionals;
  if (
    ![
      'list',
      'find',
      'erase',
      'correct',
      'restrict',
      'resend',
      'delete-expired',
      'waitlist',
      'notify',
    ].includes(command)
  ) {
    throw new Error(`Unknown command: ${command}`);
  }
  const config = readConfig(process.env);
  const database = await openDatabase(config.database);
  const { pool, describe } = database;
  // Named before anything is read or changed (on stderr: an export on stdout stays clean).
  console.error(`Database: ${describe}`);
  const yes = Boolean(values.yes);
  // A file: where --out says, or into exports/ for a person at a terminal; a program reading the
  // output gets it on stdout.
  const file = (name: string) =>
    values.out !== undefined || process.stdout.isTTY ? { name, out: values.out } : null;

  if (command === 'correct' || command === 'restrict') {
    const person = personOf(who ?? '');
    if (!person) throw new Error(`${command} needs an e-mail address or a phone number.`);
    if (command === 'restrict') {
      const lift = Boolean(values.lift);
      const action = lift
        ? `Lift the restriction on what is held about ${who}`
        : `Restrict what is held about ${who} (kept, but nothing more done with it)`;
      if (!(await confirmed(database, action, yes))) {
        process.exitCode = 1;
        return;
      }
      const changed = await restrictPerson(pool, person, { restrict: !lift, now: new Date() });
      console.log(
        `${lift ? 'Lifted the restriction on' : 'Restricted'} ${counted(changed.enquiries, 'enquiry', 'enquiries')} and ${counted(changed.waitlist, 'waitlist sign-up', 'waitlist sign-ups')}.`,
      );
      return;
    }
    const correction = {
      email: values.email,
      phone: values.phone,
      firstName: values['first-name'],
      lastName: values['last-name'],
    };
    if (Object.values(correction).every((value) => value === undefined)) {
      throw new Error('correct needs --email, --phone, --first-name or --last-name.');
    }
    if (!(await confirmed(database, `Correct what is held about ${who}`, yes))) {
      process.exitCode = 1;
      return;
    }
    const corrected = await correctPerson(pool, person, correction, {
      now: new Date(),
      note: values.note,
    });
    // The old details are gone from the tables; nothing of them is left in the files either.
    await scrub(pool);
    console.log(
      `Corrected ${counted(corrected.enquiries, 'enquiry', 'enquiries')} and ${counted(corrected.waitlist, 'waitlist sign-up', 'waitlist sign-ups')}; the correction is logged.`,
    );
    return;
  }

  if (command === 'find' || command === 'erase') {
    const person = personOf(who ?? '');
    if (!person) throw new Error(`${command} needs an e-mail address or a phone number.`);
    if (command === 'find') {
      const held = await findPerson(pool, person);
      const waiting = await findOnWaitlist(pool, person);
      const what = `${counted(held.length, 'enquiry', 'enquiries')} and ${counted(waiting.length, 'waitlist sign-up', 'waitlist sign-ups')}`;
      if (values.json) {
        const lines =
          toJsonLines(held) + waiting.map((kept) => `${JSON.stringify(kept)}\n`).join('');
        return output(lines, file(`request-${today()}.jsonl`), what);
      }
      console.log(`${what} held about ${who}.\n`);
      const blocks = [...held.map(toFullRecord), ...waiting.map(signUpBlock)];
      if (blocks.length > 0) console.log(blocks.join('\n\n'));
      return;
    }
    if (!(await confirmed(database, `Erase everything held about ${who}`, yes))) {
      process.exitCode = 1;
      return;
    }
    const erased = await erasePerson(pool, person, { now: new Date(), note: values.note });
    // Nothing left in the database's files either (src/server/enquiries.ts, scrub).
    const scrubbed = await scrub(pool);
    // The log says how many went, never whose.
    console.log(
      `Erased ${counted(erased.enquiries, 'enquiry', 'enquiries')} and ${counted(erased.waitlist, 'waitlist sign-up', 'waitlist sign-ups')}; the erasure is logged. ${scrubbed.log ? "The database's files and log were written anew without them." : scrubbed.tables ? "The database's tables were written anew without them; its log and history are the provider's (docs/operations.md)." : "The tables could NOT be written anew (see the error above): the bytes stay in the database's files until Postgres writes over them; run the daily job again later."}`,
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
      resendUnsent(pool, { smtp, preview: false }, session, { batch }),
    );
    const { waiting } = await countUnsent(pool);
    console.log(
      `Enquiries due for their e-mail: ${deliveryLine(result)}; ${waiting} still waiting.`,
    );
    if (result.failed + result.undeliverable + result.untried > 0) process.exitCode = 1;
    return;
  }
  if (command === 'delete-expired') {
    const now = values.now === undefined ? new Date() : new Date(values.now);
    if (Number.isNaN(now.getTime())) throw new Error('--now must be a date and time, ISO 8601.');
    const due = await expiredCounts(pool, now);
    const what = `${counted(due.enquiries, 'enquiry', 'enquiries')}, ${counted(due.spam, 'flagged as spam', 'flagged as spam')} and ${counted(due.waitlist, 'waitlist sign-up', 'waitlist sign-ups')}`;
    const at = staffTime(now.toISOString());
    // A time of one's choosing is a question, not an order: answered unless --yes says otherwise.
    if (values.now !== undefined && !yes) {
      console.log(
        `Past their retention period at ${at}: ${what}. Nothing deleted (add --yes to delete them).`,
      );
      return;
    }
    if (!(await confirmed(database, `Delete for good ${what}, past their period at ${at},`, yes))) {
      process.exitCode = 1;
      return;
    }
    await retentionJob(pool, now);
    return;
  }

  if (command === 'waitlist') {
    const signUps = await listWaitlist(pool, { spam: Boolean(values.spam) });
    const what = counted(signUps.length, 'sign-up', 'sign-ups');
    if (values.csv) {
      return output(waitlistCsv(signUps), file(`waitlist-${today()}.csv`), what);
    }
    if (values.json) {
      const lines = signUps.map((kept) => `${JSON.stringify(kept)}\n`).join('');
      return output(lines, file(`waitlist-${today()}.jsonl`), what);
    }
    console.log(
      `${counted(signUps.length, 'waitlist sign-up', 'waitlist sign-ups')}${values.spam ? ' (spam included)' : ''}.\n`,
    );
    console.log(countsTable(await waitingByPlace(pool)));
    if (signUps.length > 0) console.log(`\n${signUps.map(signUpBlock).join('\n\n')}`);
    return;
  }
  if (command === 'notify') {
    if (!(await confirmed(database, 'Tell the waitlist about areas now served, by e-mail,', yes))) {
      process.exitCode = 1;
      return;
    }
    await waitlistJob(pool, config, developmentData(SITE_URL));
    return;
  }

  const kept = await listEnquiries(pool, { spam: Boolean(values.spam) });
  const what = counted(kept.length, 'enquiry', 'enquiries');
  if (values.csv) return output(toCsv(kept), file(`enquiries-${today()}.csv`), what);
  if (values.json) return output(toJsonLines(kept), file(`enquiries-${today()}.jsonl`), what);
  const { waiting, undeliverable } = await countUnsent(pool);
  console.log(
    `${what}${values.spam ? ' (spam included)' : ''}; ${waiting} not yet e-mailed${undeliverable > 0 ? `, ${undeliverable} UNDELIVERABLE (read them here)` : ''}. Times are Lagos time.\n`,
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
