/**
 * How many forms one client may send in a window, counted in the database (table `rate_limits`),
 * so that every instance of the site's functions shares one count: on Netlify each instance has
 * its own memory, and a count kept there would let a sender through once per instance.
 *
 * A client is never stored as its address: its bucket is an HMAC of the endpoint and the address
 * under the site's key (SITE_SECRET, not in the database), so no row can give the address back,
 * and each request deletes the windows that have ended. Windows are fixed (the minute from :00,
 * for a window of a minute), so a sender can fit at most twice the limit across the turn of one.
 *
 * One client is one IPv4 address, or one IPv6 /64: a single home or phone is given a whole /64 and
 * can send from any address in it, so counting each IPv6 address alone would be no limit at all.
 */
import { createHmac } from 'node:crypto';
import { isIPv4, isIPv6 } from 'node:net';
import type { Queryable } from './enquiries';

export type RateLimit = { max: number; windowMs: number };

/** What a taken token is returned with, when what it allowed did not happen. */
export type RateTicket = { bucket: string; windowStart: Date };

export type RateDecision =
  { allowed: true; ticket: RateTicket } | { allowed: false; retryAfterSeconds: number };

/** An IPv6 address's eight groups, in full (`::` and a dotted IPv4 tail written out). */
function ipv6Groups(address: string): string[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const text = dotted
    ? address.slice(0, dotted.index) +
      [0, 2]
        .map((at) => (Number(dotted[at + 1]) * 256 + Number(dotted[at + 2])).toString(16))
        .join(':')
    : address;
  const [head = '', tail] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const zeros = Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...(tail === undefined ? [] : zeros), ...right].map((group) =>
    parseInt(group, 16).toString(16),
  );
}

/**
 * Who is counted for an address: an IPv4 address itself (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), an IPv6 address's /64, anything else (no address known) as it is.
 */
export function clientKey(address: string): string {
  const unzoned = address.replace(/%.*$/, '');
  if (isIPv4(unzoned)) return unzoned;
  if (!isIPv6(unzoned)) return address;
  const groups = ipv6Groups(unzoned.toLowerCase());
  if (groups.slice(0, 6).join(':') === '0:0:0:0:0:ffff') {
    const [high, low] = groups.slice(6).map((group) => parseInt(group, 16));
    return [high! >> 8, high! & 255, low! >> 8, low! & 255].join('.');
  }
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The bucket of `client` (its address) at `endpoint`: a keyed digest, never the address. */
export function bucketOf(secret: string, endpoint: string, client: string): string {
  return createHmac('sha256', secret)
    .update(`rate-limit\u0000${endpoint}\u0000${clientKey(client)}`)
    .digest('base64url')
    .slice(0, 32);
}

/**
 * Records an attempt in `bucket` at `now`, unless `limit.max` are already in its window; deletes
 * the windows that have ended. One statement: two instances counting at once never both get the
 * last place.
 */
export async function takeToken(
  db: Queryable,
  bucket: string,
  now: number,
  limit: RateLimit,
): Promise<RateDecision> {
  const windowStart = new Date(Math.floor(now / limit.windowMs) * limit.windowMs);
  const taken = await db.query(
    `WITH ended AS (DELETE FROM rate_limits WHERE window_start < $2)
     INSERT INTO rate_limits (bucket, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
       WHERE rate_limits.hits < $3
     RETURNING hits`,
    [bucket, windowStart, limit.max],
  );
  if ((taken.rowCount ?? 0) > 0) return { allowed: true, ticket: { bucket, windowStart } };
  const ends = windowStart.getTime() + limit.windowMs;
  // Never fewer than 2: waiting a second longer does no harm, and the sentence each language says
  // it in is written for a number of seconds above one ("Please wait {number} seconds").
  return { allowed: false, retryAfterSeconds: Math.max(2, Math.ceil((ends - now) / 1000)) };
}

/** Gives back an attempt `takeToken` recorded, when what it allowed did not happen. */
export async function returnToken(db: Queryable, ticket: RateTicket): Promise<void> {
  await db.query(
    'UPDATE rate_limits SET hits = hits - 1 WHERE bucket = $1 AND window_start = $2 AND hits > 0',
    [ticket.bucket, ticket.windowStart],
  );
}
