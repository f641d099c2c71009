/**
 * Addresses people guess, sent on to the page that answers them with a permanent redirect (301).
 *
 * Every build writes them to public/_redirects, Netlify's redirects file. Netlify reads it on
 * deploy (gatsby-adapter-netlify adds its own rules for the functions below ours, in a block of
 * its own), and `gatsby serve` reads the same file when it starts: Gatsby's own server does not
 * honour redirects (Gatsby's createRedirect reaches only hosts with an adapter, and the browser),
 * so patches/gatsby+5.16.1.patch teaches it the simple `from to status` lines written here.
 * Runs in Node at build time.
 */
import type { LanguageCode } from '../content-model/languages';
import { COVERAGE_PATH, PLANS_PATH } from '../lib/anchors';
import { CARE_PATH } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';

export type Redirect = { from: string; to: string; status: 301 };

export const REDIRECTS: readonly Redirect[] = [
  { from: '/pricing/', to: PLANS_PATH, status: 301 },
  { from: '/prices/', to: PLANS_PATH, status: 301 },
  { from: '/packages/', to: PLANS_PATH, status: 301 },
  { from: '/coverage-map/', to: COVERAGE_PATH, status: 301 },
  { from: '/areas/', to: COVERAGE_PATH, status: 301 },
  { from: '/complaints/', to: CARE_PATH, status: 301 },
  { from: '/support/', to: CARE_PATH, status: 301 },
  { from: '/service-status/', to: STATUS_PATH, status: 301 },
  { from: '/outages/', to: STATUS_PATH, status: 301 },
  { from: '/about-us/', to: '/about/', status: 301 },
  { from: '/contact-us/', to: '/contact/', status: 301 },
];

/**
 * An address with no page under a language's folder (/ha/…) is answered with that language's
 * not-found page, status 404; any other with the English one (/404.html, as Netlify and Gatsby's
 * server do by themselves).
 */
export const notFoundRules = (languages: readonly LanguageCode[]) =>
  languages.map((code) => `/${code}/*  /${code}/404.html  404`);

/**
 * The rules in Netlify's `_redirects` format, one per line. Netlify matches a rule with or without
 * the trailing slash, so one line covers `/plans` and `/plans/`; the local server does the same.
 * Netlify applies a rule only where no file answers the address, so the not-found rules come last.
 */
export function redirectsFile(
  redirects: readonly Redirect[] = REDIRECTS,
  languages: readonly LanguageCode[] = [],
): string {
  return [
    '# Written by the build from src/site-files/redirects.ts: addresses people guess, and where they lead.',
    ...redirects.map(({ from, to, status }) => `${from}  ${to}  ${status}`),
    ...notFoundRules(languages),
    '',
  ].join('\n');
}
