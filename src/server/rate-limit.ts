/**
 * How many forms one client may send in a window, counted in the database (table `rate_limits`),
 * so that every instance of the site's functions shares one count: on Netlify each instance has
 * its own memory, and a count kept there would let a sender through once per instance.
 *
 * A client is never stored as its address: its bucket is an HMAC of the endpoint and the address
 * under the site's key (SITE_SECRET, not in the database), so no row can give the address back,
 * and each request deletes the windows that have ended. Windows are fixed (the minute from :00,
 * for a window of a minute), so a sender can fit at most twice the limit across the turn of one.
 */
import { createHmac } from 'node:crypto';
import type { Queryable } from './enquiries';

export type RateLimit = { max: number; windowMs: number };

/** What a taken token is returned with, when what it allowed did not happen. */
export type RateTicket = { bucket: string; windowStart: Date };

export type RateDecision =
  { allowed: true; ticket: RateTicket } | { allowed: false; retryAfterSeconds: number };

/** The bucket of `client` (its address) at `endpoint`: a keyed digest, never the address. */
export function bucketOf(secret: string, endpoint: string, client: string): string {
  return createHmac('sha256', secret)
    .update(`rate-limit\u0000${endpoint}\u0000${client}`)
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
