/**
 * Staff's view of the enquiries the contact form kept: who wrote, when, about what, and whether
 * sales were e-mailed. Reads the outbox files (local runs and self-hosting) or the site's
 * Netlify Blobs store; can export CSV for a spreadsheet, and can e-mail the ones whose e-mail
 * failed.
 *
 *   npm run enquiries                                   the outbox in data/ (CONTACT_OUTBOX)
 *   npm run enquiries -- --spam                         flagged spam too
 *   npm run enquiries -- --csv --out enquiries.csv      CSV (to stdout without --out)
 *   npm run enquiries -- --json                         JSON, for other programs
 *   npm run enquiries -- --site-id ID --token TOKEN     a deployed site's Netlify Blobs
 *                                                       (or NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN)
 *   npm run enquiries -- --local-blobs                  `npm run serve:netlify`'s local Blobs
 *   npm run enquiries -- resend [--batch 50]            e-mail the ones not sent yet, found
 *                                                       through the unsent index, one batch
 *                                                       (needs CONTACT_SMTP_URL and CONTACT_TO)
 *
 * A record that is not whole (a line cut short by a crash) is reported on stderr; every whole
 * record around it is still shown.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getStore } from '@netlify/blobs';
import { stringify } from 'csv-stringify/sync';
import { readConfig } from '../src/server/config';
import { notifierFor, RESEND_BATCH, resendUnsent } from '../src/server/notify';
import {
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  type EnquiryStore,
  type KeptEnquiry,
} from '../src/server/store';

const USAGE = `Usage: npm run enquiries -- [resend [--batch N]] [--spam] [--csv | --json] [--out FILE]
                            [--site-id ID --token TOKEN | --local-blobs [DIR]]`;

/** The folder `netlify serve` keeps its local Blobs in, and the site ID it uses when unlinked. */
export const LOCAL_BLOBS = { directory: '.netlify/blobs-serve', siteID: 'unlinked' };

type Source = { store: EnquiryStore; describe: string; close: () => Promise<void> };

async function openSource(
  options: {
    'site-id'?: string;
    token?: string;
    'local-blobs'?: boolean;
  },
  localDir: string | undefined,
): Promise<Source> {
  const siteID = options['site-id'] ?? process.env.NETLIFY_SITE_ID;
  const token = options.token ?? process.env.NETLIFY_AUTH_TOKEN;
  if (options['local-blobs']) {
    const { BlobsServer } = await import('@netlify/blobs/server');
    const directory = path.resolve(localDir ?? LOCAL_BLOBS.directory);
    const secret = crypto.randomUUID();
    const server = new BlobsServer({ directory, token: secret });
    const { port } = await server.start();
    const url = `http://localhost:${port}`;
    const store = getStore({
      name: BLOB_STORE_NAME,
      siteID: LOCAL_BLOBS.siteID,
      token: secret,
      edgeURL: url,
      uncachedEdgeURL: url,
      consistency: 'strong',
    });
    return {
      store: new BlobsStore(store),
      describe: `local Netlify Blobs in ${directory}`,
      close: () => server.stop(),
    };
  }
  if (siteID || token) {
    if (!siteID || !token)
      throw new Error('Reading Netlify Blobs needs both --site-id and --token.');
    const store = getStore({ name: BLOB_STORE_NAME, siteID, token, consistency: 'strong' });
    return {
      store: new BlobsStore(store),
      describe: `Netlify Blobs of site ${siteID}`,
      close: async () => undefined,
    };
  }
  const { files } = readConfig(process.env);
  return {
    store: new FileStore(files),
    describe: `${files.outbox} and ${files.spam}`,
    close: async () => undefined,
  };
}

/** What became of an enquiry, in words. */
export function statusOf(kept: KeptEnquiry): string {
  if (kept.spam) return `spam (${kept.spam.join(', ')})`;
  if (kept.sentAt) return 'e-mailed';
  if (kept.notify) return 'NOT SENT: e-mail failed, will retry';
  return 'kept (no e-mail set up)';
}

/** A character a spreadsheet starts a formula with (ASCII and full-width), per OWASP. */
const FORMULA_START = /[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/u;

/**
 * Text a visitor typed, made safe for a spreadsheet (OWASP CSV injection): a formula character
 * right after a `,` `;` tab or quote inside the cell gets an apostrophe before it, so a spreadsheet
 * that splits cells on `;` (as many locales do) or on tabs finds no formula there either. The start
 * of the cell is defused by csv-stringify's `escape_formulas`.
 */
export function defused(text: string): string {
  return text.replace(
    new RegExp(`([,;\\t"])(\\s*)(${FORMULA_START.source})`, 'gu'),
    (_, separator: string, space: string, formula: string) => `${separator}${space}'${formula}`,
  );
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
] as const;

/**
 * The CSV staff open in a spreadsheet, by csv-stringify: every cell quoted, quotes doubled,
 * formulas defused at the start of a cell (`escape_formulas`) and after separators inside it.
 */
export function toCsv(enquiries: readonly KeptEnquiry[]): string {
  const rows = enquiries.map((kept) => {
    const { enquiry } = kept;
    return [
      kept.id,
      kept.receivedAt,
      statusOf(kept),
      kept.sentAt ?? '',
      defused(enquiry.firstName),
      defused(enquiry.lastName),
      defused(enquiry.email),
      phoneCell(enquiry.phone),
      defused(enquiry.subject),
      defused(enquiry.message),
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

function oneLine(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat;
}

function toTable(enquiries: readonly KeptEnquiry[]): string {
  return enquiries
    .map((kept) => {
      const { enquiry } = kept;
      return [
        `${kept.receivedAt}  ${statusOf(kept)}${kept.sentAt ? ` ${kept.sentAt}` : ''}`,
        `  ${enquiry.firstName} ${enquiry.lastName} <${enquiry.email}>${enquiry.phone ? `  ${enquiry.phone}` : ''}`,
        `  ${oneLine(enquiry.subject, 100)}`,
        `  ${oneLine(enquiry.message, 100)}`,
      ].join('\n');
    })
    .join('\n\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      spam: { type: 'boolean' },
      csv: { type: 'boolean' },
      json: { type: 'boolean' },
      out: { type: 'string' },
      'site-id': { type: 'string' },
      token: { type: 'string' },
      'local-blobs': { type: 'boolean' },
      batch: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  const [command, localDir] =
    positionals[0] === 'resend' ? ['resend', positionals[1]] : ['list', positionals[0]];
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const source = await openSource(values, localDir);
  try {
    if (command === 'resend') {
      const notifier = notifierFor(readConfig(process.env));
      if (!notifier) throw new Error('Set CONTACT_SMTP_URL and CONTACT_TO to e-mail enquiries.');
      const batch = values.batch === undefined ? RESEND_BATCH : Number(values.batch);
      if (!Number.isInteger(batch) || batch < 1) throw new Error('--batch must be a whole number.');
      const result = await resendUnsent(source.store, notifier, { batch });
      console.log(
        `From ${source.describe}: ${result.sent} e-mailed, ${result.left} of this batch of ${batch} still not sent.`,
      );
      if (result.left > 0 || result.failed > 0) process.exitCode = 1;
      return;
    }
    const { enquiries, damaged } = await source.store.read();
    // A line cut short (a crash mid-write) is reported, and every whole record around it shown.
    for (const bad of damaged) {
      console.error(`Damaged record (not whole) at ${bad.where}: ${oneLine(bad.text, 120)}`);
    }
    const kept = enquiries.filter((entry) => values.spam || !entry.spam);
    if (values.csv || values.json) {
      const output = values.csv ? toCsv(kept) : `${JSON.stringify(kept, null, 2)}\n`;
      if (values.out) {
        writeFileSync(values.out, output);
        console.error(`Wrote ${kept.length} enquiries from ${source.describe} to ${values.out}.`);
      } else process.stdout.write(output);
      return;
    }
    const waiting = kept.filter((entry) => entry.notify && !entry.sentAt && !entry.spam).length;
    console.log(
      `${kept.length} enquiries in ${source.describe}${values.spam ? ' (spam included)' : ''}; ${waiting} not yet e-mailed.\n`,
    );
    if (kept.length > 0) console.log(toTable(kept));
  } finally {
    await source.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    console.error(USAGE);
    process.exitCode = 1;
  });
}
