/**
 * What the site kept, read the way staff read it: `npm run enquiries -- --local-blobs --json`,
 * from the Netlify Blobs store `netlify serve` keeps in .netlify/blobs-serve.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { KeptEnquiry } from '../../src/server/store';

const ROOT = path.resolve(__dirname, '../..');

export function keptInBlobs(): KeptEnquiry[] {
  const output = execFileSync(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/enquiries.ts', '--local-blobs', '--spam', '--json'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  return JSON.parse(output) as KeptEnquiry[];
}

export const keptWithSubject = (subject: string) =>
  keptInBlobs().filter((kept) => kept.enquiry.subject === subject);
