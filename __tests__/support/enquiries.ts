/** Shared pieces for the contact endpoint's HTTP tests. */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { SAMPLE_ENQUIRY } from '../../scripts/lib/sample-enquiry';

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

export type OutboxRecord = {
  id: string;
  receivedAt: string;
  enquiry: Record<string, string>;
};

export type SpamRecord = OutboxRecord & { spam: string[] };

/** The records of a JSON Lines file (the outbox or the spam store); none when it is absent. */
export function readOutbox(file: string): OutboxRecord[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxRecord);
}

export const readSpam = (file: string) => readOutbox(file) as SpamRecord[];
