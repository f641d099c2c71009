/**
 * What the site kept, read the way staff read it: `npm run enquiries -- --local-blobs --json`,
 * from the Netlify Blobs store `netlify serve` keeps in .netlify/blobs-serve.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { KeptEnquiry } from '../../src/server/store';
import { NETLIFY_SMTP_PORT, SALES } from './netlify-settings';

const ROOT = path.resolve(__dirname, '../..');

export function keptInBlobs(): KeptEnquiry[] {
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/enquiries.ts', '--local-blobs', '--spam', '--json'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as KeptEnquiry[];
}

/** `npm run enquiries -- resend --local-blobs`: e-mails what waits on the unsent index. */
export function resendFromLocalBlobs(): void {
  execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/enquiries.ts', 'resend', '--local-blobs', '--batch', '10000'],
    {
      cwd: ROOT,
      encoding: 'utf8',
      env: {
        ...process.env,
        CONTACT_SMTP_URL: `smtp://127.0.0.1:${NETLIFY_SMTP_PORT}`,
        CONTACT_TO: SALES,
      },
    },
  );
}

export const keptWithSubject = (subject: string) =>
  keptInBlobs().filter((kept) => kept.enquiry.subject === subject);
