/**
 * What the site kept under Netlify's runtime, read the way staff read it: `npm run enquiries --
 * --spam --json`, from the database `npm run serve:netlify` hands the function
 * (NETLIFY_DATA_DIR's embedded database, as NETLIFY_DB_URL).
 */
import { execFile, execFileSync } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { databaseDir, runningServer } from '../../src/server/embedded-database';
import type { EnquiryRecord } from '../../src/server/enquiries';
import { NETLIFY_DATA_DIR, NETLIFY_SMTP_PORT, SALES } from './netlify-settings';

const ROOT = path.resolve(__dirname, '../..');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');
const env = { ...process.env, SITE_DATA_DIR: NETLIFY_DATA_DIR };

export function keptInDatabase(): EnquiryRecord[] {
  const output = execFileSync(TSX, ['scripts/enquiries.ts', '--spam', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    env,
  });
  return output
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as EnquiryRecord);
}

/**
 * `npm run enquiries -- resend`: e-mails what waits. Not execFileSync: the test's mail server
 * runs in this process and must go on answering.
 */
export async function resend(): Promise<void> {
  await promisify(execFile)(TSX, ['scripts/enquiries.ts', 'resend', '--batch', '10000'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...env,
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${NETLIFY_SMTP_PORT}`,
      CONTACT_TO: SALES,
    },
  });
}

export const keptWithSubject = (subject: string) =>
  keptInDatabase().filter((kept) => kept.enquiry.subject === subject);

/** Time passes: every wait after a failed e-mail is over (the first is 10 minutes). */
export async function waitsOver(): Promise<void> {
  const server = runningServer(databaseDir(NETLIFY_DATA_DIR));
  if (!server) throw new Error(`No database runs in ${NETLIFY_DATA_DIR}.`);
  const pool = new pg.Pool({ connectionString: server.url, max: 1 });
  try {
    await pool.query(
      "UPDATE enquiries SET next_attempt_at = now() - interval '1 second' WHERE next_attempt_at IS NOT NULL",
    );
  } finally {
    await pool.end();
  }
}
