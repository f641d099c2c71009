/**
 * Signs that an enquiry was sent by a program rather than a person. They only flag: a flagged
 * enquiry is kept in the spam store for staff to look through, never thrown away, and its
 * sender gets the same answer as anyone else.
 */
import { ELAPSED_FIELD, HONEYPOT_FIELD, type Enquiry } from '../lib/enquiry-form';

export type SpamReason = 'honeypot' | 'too-fast' | 'links';

/** More links than this in one message is what link spam looks like. */
const MAX_LINKS = 4;
const LINK = /\bhttps?:\/\/|\bwww\./giu;

/**
 * The time the form took, as the visitor's own device measured it (the page's script sends the
 * milliseconds since the form was ready). Null when it was not sent, as with JavaScript off.
 */
function elapsedMs(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/** Why an enquiry looks sent by a program (a filled trap, a form sent too fast, many links), if it does. */
export function spamReasons(
  fields: Readonly<Record<string, unknown>>,
  enquiry: Enquiry,
  minSubmitMs: number,
): SpamReason[] {
  const reasons: SpamReason[] = [];
  const trap = Object.hasOwn(fields, HONEYPOT_FIELD) ? fields[HONEYPOT_FIELD] : undefined;
  if (trap !== undefined && trap !== '') reasons.push('honeypot');
  const elapsed = elapsedMs(Object.hasOwn(fields, ELAPSED_FIELD) ? fields[ELAPSED_FIELD] : null);
  if (elapsed !== null && elapsed < minSubmitMs) reasons.push('too-fast');
  if ((enquiry.message.match(LINK)?.length ?? 0) > MAX_LINKS) reasons.push('links');
  return reasons;
}
