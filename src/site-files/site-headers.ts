/**
 * The HTTP headers of the static site, written to public/_headers after each build (Netlify reads
 * that file), and the Content-Security-Policy <meta> each page also carries. Runs in Node at build
 * time: gatsby-node.ts calls writeBuildOutputFiles (build-output.ts).
 *
 * Each header name appears in only one rule that matches a given path, so the result does not
 * depend on how a host combines rules that overlap.
 */
import { createHash } from 'node:crypto';
import { attribute, elements, parseHtml, textContent } from './html';
import { ISLANDS_URL } from '../bundling/island-files';

export type HeaderRule = { path: string; headers: Record<string, string> };

export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate';

type Directive = [string, ...string[]];

const join = (directives: readonly Directive[]) =>
  directives.map((parts) => parts.join(' ')).join('; ');

/** Directives a <meta> element cannot carry; sent as a header for every path. */
const HEADER_ONLY: Directive[] = [['frame-ancestors', "'none'"]];

/**
 * The public pages' policy: this site's own origin only, inline scripts allowed by hash.
 * `forMeta` leaves out what a <meta> element cannot carry.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], forMeta = false): string {
  const directives: Directive[] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
    // styled-components and notistack add styles while the page runs.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['manifest-src', "'self'"],
    ['worker-src', "'self'"],
    ['frame-src', "'none'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forMeta ? [] : HEADER_ONLY),
  ];
  return join(directives);
}

/**
 * The content editor's policy (/admin). Decap CMS talks to GitHub, shows GitHub avatars, and
 * compiles its config checks at run time (ajv needs 'unsafe-eval'). Only /admin gets these.
 * `localBackend` is the address of the editor's local backend (decap-server), allowed only in a
 * build for this machine: a deployed editor never talks to one.
 */
export function adminContentSecurityPolicy(localBackend?: string, forMeta = false): string {
  return join([
    ['default-src', "'self'"],
    ['script-src', "'self'", "'unsafe-eval'"],
    ['style-src', "'self'", "'unsafe-inline'"],
    [
      'img-src',
      "'self'",
      'data:',
      'blob:',
      'https://avatars.githubusercontent.com',
      'https://raw.githubusercontent.com',
    ],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", 'https://api.github.com', ...(localBackend ? [localBackend] : [])],
    ['frame-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forMeta ? [] : HEADER_ONLY),
  ]);
}

/** Sent with every response. */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'same-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export type BuiltPage = { path: string; scriptHashes: readonly string[] };

export type SiteHeaderInput = {
  /**
   * The host adds Gatsby's default headers to every route itself: on Netlify, Gatsby's adapter
   * writes Cache-Control, X-Content-Type-Options, Referrer-Policy, X-Frame-Options (with the same
   * values as here) into the same file. Those are then left to it, so none is set twice.
   */
  hostSetsDefaults?: boolean;
  /** Every built page, with the hashes of its inline scripts. */
  pages: readonly BuiltPage[];
  /** Files whose names carry a content hash: cached for a year. */
  immutablePaths: readonly string[];
  /** Deploy previews: keep search engines out. */
  noindex: boolean;
  /** The editor's local backend, in a build for this machine only (adminContentSecurityPolicy). */
  localBackend?: string;
};

/** Headers Gatsby's Netlify adapter writes for every route (gatsby/dist/utils/adapter/constants). */
export const HOST_DEFAULT_HEADERS = [
  'Cache-Control',
  'X-Content-Type-Options',
  'Referrer-Policy',
  'X-Frame-Options',
] as const;

/**
 * The rules: security headers for everything, a Content-Security-Policy and revalidation per page
 * (never on `/*`, so /admin can have its own policy), long caching for hashed files.
 */
export function siteHeaderRules(input: SiteHeaderInput): HeaderRule[] {
  const rules = allSiteHeaderRules(input);
  if (!input.hostSetsDefaults) return rules;
  const hostSets = new Set<string>(HOST_DEFAULT_HEADERS);
  return rules
    .map((rule) => ({
      path: rule.path,
      headers: Object.fromEntries(
        Object.entries(rule.headers).filter(([name]) => !hostSets.has(name)),
      ),
    }))
    .filter((rule) => Object.keys(rule.headers).length > 0);
}

function allSiteHeaderRules(input: SiteHeaderInput): HeaderRule[] {
  const everywhere = securityHeaders();
  if (input.noindex) everywhere['X-Robots-Tag'] = 'noindex';
  const admin: Record<string, string> = {
    'Content-Security-Policy': adminContentSecurityPolicy(input.localBackend),
  };
  if (!input.noindex) admin['X-Robots-Tag'] = 'noindex';
  return [
    { path: '/*', headers: everywhere },
    ...input.pages.map((page) => ({
      path: page.path,
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(page.scriptHashes),
        'Cache-Control': CACHE_REVALIDATE,
      },
    })),
    { path: '/admin/*', headers: admin },
    { path: '/static/*', headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    // The islands' scripts: every name carries a content hash (src/bundling/islands.ts).
    // (On Netlify the adapter sets it, from gatsby-config.ts `headers`.)
    { path: `${ISLANDS_URL}/*`, headers: { 'Cache-Control': CACHE_IMMUTABLE } },
    ...input.immutablePaths.map((path) => ({
      path,
      headers: { 'Cache-Control': CACHE_IMMUTABLE },
    })),
    { path: '/page-data/*', headers: { 'Cache-Control': CACHE_REVALIDATE } },
  ];
}

/** The rules in Netlify's `_headers` format. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${Object.entries(headers)
        .map(([name, value]) => `  ${name}: ${value}`)
        .join('\n')}`,
  );
  return `# Generated by gatsby-node.ts (src/site-files/site-headers.ts) on every build.\n\n${blocks.join('\n\n')}\n`;
}

/** Reads a Netlify `_headers` file. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} });
      continue;
    }
    const current = rules.at(-1);
    const separator = line.indexOf(':');
    if (!current || separator === -1)
      throw new Error(`_headers: cannot read line "${line.trim()}"`);
    current.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return rules;
}

/** Netlify-style path matching: exact paths, and `*` at the end matching the rest. */
export function rulePathMatches(rulePath: string, path: string): boolean {
  if (rulePath.endsWith('*')) return path.startsWith(rulePath.slice(0, -1));
  return rulePath === path;
}

/** The headers a request for `path` gets (later rules win when they repeat a header). */
export function headersForPath(rules: readonly HeaderRule[], path: string): Record<string, string> {
  return Object.assign(
    {},
    ...rules.filter((rule) => rulePathMatches(rule.path, path)).map((rule) => rule.headers),
  ) as Record<string, string>;
}

/** CSP hashes ('sha256-…', without quotes) of the inline scripts in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  return elements(parseHtml(html), 'script')
    .filter((script) => attribute(script, 'src') === undefined)
    .filter((script) => {
      // Data blocks such as JSON-LD are not run, so CSP does not apply to them; speculation rules
      // are not run either, but the policy governs them like scripts.
      const type = attribute(script, 'type')?.trim().toLowerCase();
      return (
        !type ||
        ['module', 'text/javascript', 'application/javascript', 'speculationrules'].includes(type)
      );
    })
    .map(
      (script) =>
        `sha256-${createHash('sha256').update(textContent(script), 'utf8').digest('base64')}`,
    );
}
