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
 *   npm run enquiries -- resend                         e-mail the ones not sent yet
 *                                                       (needs CONTACT_SMTP_URL and CONTACT_TO)
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getStore } from '@netlify/blobs';
import { readConfig } from '../src/server/config';
import { notifierFor, resendUnsent } from '../src/server/notify';
import {
  BLOB_STORE_NAME,
  BlobsStore,
  FileStore,
  type EnquiryStore,
  type KeptEnquiry,
} from '../src/server/store';

const USAGE = `Usage: npm run enquiries -- [resend] [--spam] [--csv | --json] [--out FILE]
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

/**
 * A CSV field. Text a visitor typed that starts like a spreadsheet formula is prefixed with an
 * apostrophe, so opening the file cannot run anything. The phone number cannot hold a formula
 * (digits, spaces and + ( ) - only) and is left as typed.
 */
export function csvField(value: string, typedText = true): string {
  const safe = typedText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
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

export function toCsv(enquiries: readonly KeptEnquiry[]): string {
  const rows = enquiries.map((kept) => {
    const { enquiry } = kept;
    return [
      csvField(kept.id, false),
      csvField(kept.receivedAt, false),
      csvField(statusOf(kept), false),
      csvField(kept.sentAt ?? '', false),
      csvField(enquiry.firstName),
      csvField(enquiry.lastName),
      csvField(enquiry.email),
      csvField(enquiry.phone, false),
      csvField(enquiry.subject),
      csvField(enquiry.message),
    ].join(',');
  });
  // CRLF line ends and a byte-order mark: what spreadsheet programs expect of UTF-8 CSV.
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
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
      const result = await resendUnsent(source.store, notifier);
      console.log(
        `From ${source.describe}: ${result.sent} e-mailed, ${result.left} still not sent.`,
      );
      if (result.left > 0) process.exitCode = 1;
      return;
    }
    const kept = (await source.store.all()).filter((entry) => values.spam || !entry.spam);
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
