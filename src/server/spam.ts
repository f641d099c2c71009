/**
 * Signs that a form (an enquiry, a waitlist sign-up) was sent by a program rather than a person.
 * They only flag: what is flagged is kept apart for staff to look through, never thrown away,
 * never e-mailed, and its sender gets the same answer as anyone else.
 */
import { ELAPSED_FIELD, HONEYPOT_FIELD } from '../lib/form-fields';

export type SpamReason = 'honeypot' | 'too-fast' | 'links';

/** More links than this in what a visitor wrote is what link spam looks like. */
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

/**
 * Why a form looks sent by a program: its honeypot filled in, sent faster than `minSubmitMs` after
 * it was ready, or `written` (what the visitor wrote freely) holding many links.
 */
export function spamReasons(
  fields: Readonly<Record<string, unknown>>,
  written: string,
  minSubmitMs: number,
): SpamReason[] {
  const reasons: SpamReason[] = [];
  const trap = Object.hasOwn(fields, HONEYPOT_FIELD) ? fields[HONEYPOT_FIELD] : undefined;
  if (trap !== undefined && trap !== '') reasons.push('honeypot');
  const elapsed = elapsedMs(Object.hasOwn(fields, ELAPSED_FIELD) ? fields[ELAPSED_FIELD] : null);
  if (elapsed !== null && elapsed < minSubmitMs) reasons.push('too-fast');
  if ((written.match(LINK)?.length ?? 0) > MAX_LINKS) reasons.push('links');
  return reasons;
}
