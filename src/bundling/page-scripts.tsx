/**
 * What scripts a built public page loads (build time; used by gatsby-ssr.tsx): none of Gatsby's
 * runtime, only the scripts of the islands the page has (src/bundling/islands.ts), and speculation
 * rules so that Chromium prerenders a page when a visitor is about to follow a link to it.
 */
import React from 'react';
import { ISLAND_ATTRIBUTE } from '../islands/island';
import type { IslandManifest } from './islands';

/** The islands in a page's body, in the order they first appear. */
export function islandsIn(bodyHtml: string): string[] {
  return [
    ...new Set(
      [...bodyHtml.matchAll(new RegExp(`\\s${ISLAND_ATTRIBUTE}="([a-z0-9-]+)"`, 'g'))].map(
        (match) => match[1] ?? '',
      ),
    ),
  ];
}

/**
 * The islands' scripts, from the manifest their build wrote (islands.ts). Webpack puts the file in
 * the page renderer when Gatsby bundles it, after the islands are built (gatsby-node.ts points
 * the module name, ISLAND_MANIFEST_MODULE, at the file): the renderer reads no file while it
 * renders a page, which would make Gatsby render every page again on every build.
 */
export function islandManifest(): IslandManifest {
  // Webpack needs the name written out: this is ISLAND_MANIFEST_MODULE (island-files.ts).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('island-manifest') as IslandManifest;
}

const KEY = 'site-script';

/**
 * The page's islands' scripts (module scripts: deferred, run in order once the HTML is parsed),
 * and what each imports, preloaded beside it so the shared file does not wait for the island's.
 * All at low priority: the page is readable from its HTML and CSS, which come first on a slow
 * link; the scripts only enhance it.
 */
export function islandScripts(
  names: readonly string[],
  manifest: IslandManifest,
  page: string,
): { head: React.ReactElement[]; body: React.ReactElement[] } {
  const scripts = names.map((name) => {
    const entry = manifest[name];
    if (!entry) {
      throw new Error(
        `${page}: the page has the island "${name}", but no script was built for it (no <Component>.island.tsx defines it)`,
      );
    }
    return entry;
  });
  const preloads = [...new Set(scripts.flatMap((entry) => entry.imports))];
  return {
    head: preloads.map((href) => (
      <link key={`${KEY}-${href}`} rel="modulepreload" href={href} fetchPriority="low" />
    )),
    body: scripts.map((entry) => (
      <script key={`${KEY}-${entry.file}`} type="module" src={entry.file} fetchPriority="low" />
    )),
  };
}

/**
 * Speculation rules: in Chromium, a link to another page of the site is prerendered when the
 * visitor hovers over it or starts to touch it (moderate eagerness), so the next page shows at
 * once. Not the editor, the endpoint or files; browsers without support ignore the element. Its
 * hash goes into the page's Content-Security-Policy with the other inline scripts
 * (src/site-files/site-headers.ts).
 */
export const SPECULATION_RULES = {
  prerender: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/api/*' } },
          { not: { href_matches: '/*.*' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
};

/** The speculation rules as the script element each page carries. */
export function speculationRules(): React.ReactElement {
  return (
    <script
      key={`${KEY}-speculation-rules`}
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: JSON.stringify(SPECULATION_RULES) }}
    />
  );
}

/** Whether a head or body element is one this site added (rather than Gatsby's runtime). */
export function isSiteScript(element: React.ReactNode): boolean {
  return (
    React.isValidElement(element) && typeof element.key === 'string' && element.key.startsWith(KEY)
  );
}

/**
 * A head element that belongs to Gatsby's runtime: its preload hints for its scripts and for the
 * page's data. (Its scripts come after the body, where only the site's own are kept.)
 */
export function isGatsbyRuntimeHint(element: React.ReactNode): boolean {
  if (!React.isValidElement(element) || element.type !== 'link') return false;
  const props = element.props as { rel?: string; as?: string };
  return (
    ['preload', 'prefetch'].includes(props.rel ?? '') &&
    ['script', 'fetch'].includes(props.as ?? '')
  );
}
