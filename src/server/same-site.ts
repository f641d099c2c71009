/**
 * Whether a request to the contact endpoint comes from this site's own pages, so no other site
 * can make a visitor's browser post to it.
 *
 * Browsers say where a request comes from in up to three ways. Origin, when present, must match
 * this site's scheme, host and port exactly. Without it, Sec-Fetch-Site must say same-origin (or
 * none: typed by the person), and a Referer, when present, must be on this site. A request that
 * carries none of the three does not come from a browser page, so it cannot be a cross-site
 * forgery, and it is let through to the same checks as everyone else.
 */

type Headers = Record<string, string | string[] | undefined>;

function single(headers: Headers, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * This site's own origin as the visitor's browser sees it. Behind a proxy that terminates HTTPS
 * (Netlify, or nginx in front of `gatsby serve`), X-Forwarded-Proto carries the scheme; a page on
 * another site cannot make a browser send that header without the server's consent.
 */
export function ownOrigin(headers: Headers, encrypted: boolean): string | null {
  const host = single(headers, 'host')?.trim().toLowerCase();
  if (!host) return null;
  const forwarded = single(headers, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme =
    forwarded === 'https' || forwarded === 'http' ? forwarded : encrypted ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/** Whether a request may come from a page of this site, by what the browser says of its origin. */
export function isSameSite(headers: Headers, encrypted: boolean): boolean {
  const expected = ownOrigin(headers, encrypted);
  const origin = single(headers, 'origin');
  if (origin !== undefined) {
    return expected !== null && originOf(origin.trim()) === expected;
  }
  const fetchSite = single(headers, 'sec-fetch-site')?.trim().toLowerCase();
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const referer = single(headers, 'referer');
  if (referer !== undefined) {
    return expected !== null && originOf(referer.trim()) === expected;
  }
  return true;
}
