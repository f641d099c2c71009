/**
 * Files written into public/ after each build, from what the build produced:
 * `_headers` (security and caching headers, CSP hashes of the inline scripts) and `robots.txt`;
 * each page's links kept in its language (language-links.ts) and its security policy.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { applyEdits, attribute, elements, parseHtml, type Edit, type HtmlElement } from './html';
import type { LanguageCode } from '../content-model/languages';
import { withLinksInLanguage } from './language-links';
import { withTranslatedWordsMarked } from './translated-words';
import { robotsTxt } from './robots';
import {
  adminContentSecurityPolicy,
  contentSecurityPolicy,
  formatHeadersFile,
  inlineScriptHashes,
  siteHeaderRules,
} from './site-headers';

/**
 * A build Netlify deploys (production, a deploy preview, a branch deploy), as against one for this
 * machine (`gatsby build`, `netlify serve`, whose context is "dev").
 */
export function isDeployBuild(env: NodeJS.ProcessEnv): boolean {
  return ['production', 'deploy-preview', 'branch-deploy'].includes(env.CONTEXT ?? '');
}

/** Previews and branch deploys stay out of search engines (netlify.toml sets SITE_NOINDEX). */
export function isNoindexBuild(env: NodeJS.ProcessEnv): boolean {
  return (
    env.SITE_NOINDEX === 'true' ||
    env.CONTEXT === 'deploy-preview' ||
    env.CONTEXT === 'branch-deploy'
  );
}

/** Every file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

/** URL path of a built HTML file: public/about/index.html -> /about/, public/404.html -> /404.html */
function pagePath(publicDir: string, file: string): string {
  const relative = `/${path.relative(publicDir, file).split(path.sep).join('/')}`;
  return relative.endsWith('/index.html') ? relative.slice(0, -'index.html'.length) : relative;
}

/** Files at the top of public/ whose names carry webpack's content hash. */
const HASHED_ASSET = /^\/[^/]+-[0-9a-f]{20}\.(js|css|js\.map|css\.map)$/;

/** Puts the page's Content-Security-Policy first in <head>, right after the charset. */
export function withCspMeta(html: string, policy: string): string {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/"/g, '&quot;')}"/>`;
  const document = parseHtml(html);
  const metas = elements(document, 'meta');
  const isCsp = (meta: HtmlElement) =>
    attribute(meta, 'http-equiv')?.toLowerCase() === 'content-security-policy';
  const edits: Edit[] = metas.filter(isCsp).map((meta) => ({ ...span(meta), text: '' }));
  const charset = metas.find((meta) => attribute(meta, 'charset')?.toLowerCase() === 'utf-8');
  const head = elements(document, 'head')[0]?.sourceCodeLocation?.startTag;
  const after = charset ? span(charset).end : head?.endOffset;
  if (after === undefined) throw new Error('A built page has no <head> to put its policy in.');
  edits.push({ start: after, end: after, text: tag });
  return applyEdits(html, edits);
}

/** Where an element (a void one: its start tag) is in the source. */
function span(element: HtmlElement): { start: number; end: number } {
  const location = element.sourceCodeLocation;
  if (!location) throw new Error(`<${element.tagName}> has no source location.`);
  return { start: location.startOffset, end: location.endOffset };
}

/** Control characters (other than tab and line breaks), which have no place in a page. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * Gives every built page its security policy and writes public/_headers and robots.txt; says how
 * many pages, script hashes and long-cached files it wrote for.
 */
export function writeBuildOutputFiles(
  publicDir: string,
  siteUrl: string,
  options: {
    noindex: boolean;
    hostSetsDefaults: boolean;
    localBackend?: string;
    /** Each language's translated texts, as the pages show them (translated-words.ts). */
    translations?: ReadonlyMap<LanguageCode, ReadonlySet<string>>;
  },
) {
  const { noindex, hostSetsDefaults, localBackend, translations = new Map() } = options;
  const files = filesUnder(publicDir);
  const isAdmin = (file: string) => file.includes(`${path.sep}admin${path.sep}`);
  // Gatsby's own fragments (public/_gatsby/slices) are not pages.
  const isPage = (file: string) =>
    file.endsWith('.html') && !isAdmin(file) && !file.includes(`${path.sep}_gatsby${path.sep}`);
  const pageFiles = files.filter(isPage);
  const builtPages = new Set(pageFiles.map((file) => pagePath(publicDir, file)));
  const pages = pageFiles
    .map((file) => {
      const at = pagePath(publicDir, file);
      const html = withTranslatedWordsMarked(
        withLinksInLanguage(readFileSync(file, 'utf8'), at, builtPages),
        at,
        translations,
      );
      const stray = CONTROL.exec(html);
      if (stray) {
        // No page may carry one, and a page Gatsby kept from an earlier build can (decision 0004:
        // NUL bytes from React's streaming renderer): the build stops and says how to clear it.
        throw new Error(
          `${path.relative(publicDir, file)} has a stray control character (U+${stray[0].charCodeAt(0).toString(16).padStart(4, '0')}) at position ${stray.index}. Delete .cache and public (npx gatsby clean; on Netlify, "Clear cache and deploy site") and build again.`,
        );
      }
      const scriptHashes = inlineScriptHashes(html);
      // The same policy travels in the page itself: it also holds where the header does not
      // apply (the not-found page answering any address, `gatsby serve` on a laptop).
      writeFileSync(file, withCspMeta(html, contentSecurityPolicy(scriptHashes, true)));
      return { path: pagePath(publicDir, file), scriptHashes };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
  for (const file of files.filter((entry) => entry.endsWith('.html') && isAdmin(entry))) {
    const html = readFileSync(file, 'utf8');
    writeFileSync(file, withCspMeta(html, adminContentSecurityPolicy(localBackend, true)));
  }
  const immutablePaths = files
    .map((file) => `/${path.relative(publicDir, file).split(path.sep).join('/')}`)
    .filter((urlPath) => HASHED_ASSET.test(urlPath))
    .sort();

  const rules = siteHeaderRules({ pages, immutablePaths, noindex, hostSetsDefaults, localBackend });
  writeFileSync(path.join(publicDir, '_headers'), formatHeadersFile(rules));
  writeFileSync(path.join(publicDir, 'robots.txt'), robotsTxt(siteUrl, noindex));
  return {
    scriptHashes: new Set(pages.flatMap((page) => page.scriptHashes)).size,
    immutable: immutablePaths.length,
    pages: pages.length,
  };
}
