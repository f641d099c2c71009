/** Shared pieces for the contact endpoint's HTTP tests. */
import { randomUUID } from 'node:crypto';
import { SAMPLE_ENQUIRY } from '../../scripts/lib/sample-enquiry';
import { poolFor } from '../../src/server/database';
import { listEnquiries, type EnquiryRecord } from '../../src/server/enquiries';

export const VALID = SAMPLE_ENQUIRY;

/** A distinct client per test, so one test's requests never count against another's limit. */
export function newClient(): Record<string, string> {
  return { 'x-test-client': randomUUID() };
}

/** Sent by a person with JavaScript on: the form was ready a minute before it was sent. */
export function humanTiming(): { elapsedMs: string; leave_empty: string } {
  return { elapsedMs: '60000', leave_empty: '' };
}

/** A new idempotency key, as the page's script makes one with each new draft. */
export const newKey = () => randomUUID().replace(/-/g, '');

/**
 * Posts JSON as the page's script does: each call a new draft with its own idempotency key,
 * unless the test gives one (`idempotency-key`) to send a repeat.
 */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': newKey(),
      ...headers,
    },
    body: JSON.stringify(body),
    redirect: 'manual',
  });
}

export function postForm(
  url: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return fetch(`${url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Everything the site's database keeps, oldest first, flagged spam included. */
export async function keptEnquiries(databaseUrl: string): Promise<EnquiryRecord[]> {
  const pool = poolFor(databaseUrl);
  return listEnquiries(pool, { spam: true });
}

/** What the site kept as enquiries (not flagged as spam). */
export const stored = async (databaseUrl: string) =>
  (await keptEnquiries(databaseUrl)).filter((record) => !record.spam);

/** What the site kept as likely spam. */
export const storedSpam = async (databaseUrl: string) =>
  (await keptEnquiries(databaseUrl)).filter((record) => record.spam);
