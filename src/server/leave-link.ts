/**
 * The link in every waitlist e-mail that takes its reader off the list, with no login: the row's
 * id and an HMAC-SHA256 of it under a key only the site holds (SITE_SECRET). Whoever has the
 * e-mail can leave; nobody can make a link for another row. Following it deletes the row at once
 * (src/api/leave-waitlist.ts). Decision 0018 says why one click, and what mail scanners do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONFIRM_ENDPOINT, LEAVE_ENDPOINT } from '../lib/waitlist-form';

/** The query parameter the token travels in. */
export const TOKEN_PARAM = 't';

/** A row's id, as the waitlist makes them (128 random bits in hex). */
const ID = /^[0-9a-f]{32}$/;

/** What a link lets its holder do: leave, or confirm the address (a token of one is not the other). */
export type LinkPurpose = 'waitlist-leave' | 'waitlist-confirm';

const tagOf = (id: string, secret: string, purpose: LinkPurpose) =>
  createHmac('sha256', secret).update(`${purpose}\u0000${id}`).digest('base64url');

/** The token that lets the holder take row `id` off the waitlist (or confirm it). */
export function leaveToken(
  id: string,
  secret: string,
  purpose: LinkPurpose = 'waitlist-leave',
): string {
  return `${id}.${tagOf(id, secret, purpose)}`;
}

/** The row a token names, when it was made with `secret` for `purpose`; null for anything else. */
export function idFromToken(
  token: unknown,
  secret: string,
  purpose: LinkPurpose = 'waitlist-leave',
): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const [id = '', tag = '', ...rest] = token.split('.');
  if (rest.length > 0 || !ID.test(id)) return null;
  const expected = Buffer.from(tagOf(id, secret, purpose));
  const given = Buffer.from(tag);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The query parameter that says which language the page the link opens is in (unsigned). */
export const LANGUAGE_PARAM = 'lang';

/** The whole leave link for row `id`, on the site at `siteUrl`; its page is in `language`. */
export function leaveUrl(siteUrl: string, id: string, secret: string, language = 'en'): string {
  const url = new URL(LEAVE_ENDPOINT, siteUrl);
  url.searchParams.set(TOKEN_PARAM, leaveToken(id, secret));
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/**
 * The link in the confirmation e-mail for row `id`, on the site at `siteUrl`: its page is in
 * `language`, the one the sign-up came from.
 */
export function confirmUrl(siteUrl: string, id: string, secret: string, language: string): string {
  const url = new URL(CONFIRM_ENDPOINT, siteUrl);
  url.searchParams.set(TOKEN_PARAM, leaveToken(id, secret, 'waitlist-confirm'));
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}
