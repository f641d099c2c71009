/**
 * Broken-link check of the built site (CI quality gate).
 *
 * Crawls every page reachable from the home page and the sitemap on the production server,
 * and checks every internal link, anchor (#id), script, stylesheet, icon, image and form
 * target. Addresses on the public site URL (canonical, og:image, sitemap) are checked against
 * the local build. Prints what it checked; exits with 1 and lists what is broken.
 *
 *   npm run build && npm run test:links
 */
import { attribute, elements, parseHtml, type HtmlElement } from '../src/site-files/html';
import { startSite } from './lib/site-server';
import { SITE_URL } from '../src/site-files/site-url';

const PUBLIC_SITE = SITE_URL;

type Reference = { from: string; url: URL; kind: string };

async function main(): Promise<void> {
  const site = await startSite();
  const local = new URL(site.url);
  const publicOrigin = new URL(PUBLIC_SITE).origin;
  const pages = new Map<string, HtmlElement[]>();
  const statuses = new Map<string, number>();
  const references: Reference[] = [];
  const broken: string[] = [];

  const toLocal = (href: string, base: string): URL | null => {
    if (/^(mailto|tel|data|javascript):/i.test(href)) return null;
    const url = new URL(href, base);
    if (url.origin === publicOrigin)
      return new URL(`${url.pathname}${url.search}${url.hash}`, local);
    return url.origin === local.origin ? url : null;
  };

  async function status(url: URL, method = 'GET'): Promise<number> {
    const key = `${method} ${url.pathname}${url.search}`;
    if (!statuses.has(key)) {
      const response = await fetch(new URL(`${url.pathname}${url.search}`, local), {
        method,
        redirect: 'follow',
      });
      statuses.set(key, response.status);
      if (
        method === 'GET' &&
        response.ok &&
        (response.headers.get('content-type') ?? '').includes('text/html')
      ) {
        pages.set(url.pathname, elements(parseHtml(await response.text())));
      } else {
        await response.arrayBuffer();
      }
    }
    return statuses.get(key)!;
  }

  try {
    // Pages no link leads to: the thank-you page (a redirect target) and the not-found page.
    const queue = ['/', '/contact/thanks/', '/404.html'];
    const sitemap = await (await fetch(new URL('/sitemap-0.xml', local))).text();
    for (const match of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
      const url = toLocal(match[1]!, site.url);
      if (url) queue.push(url.pathname);
    }
    const seen = new Set<string>();
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const code = await status(new URL(path, local));
      if (code !== 200) {
        broken.push(`${path}: answers ${code}`);
        continue;
      }
      const document = pages.get(path);
      if (!document) continue;
      const base = new URL(path, local).href;
      const add = (href: string | undefined, kind: string) => {
        if (!href) return;
        const url = toLocal(href, base);
        if (url) references.push({ from: path, url, kind });
      };
      const named = (tagName: string, name: string) =>
        document.filter((element) => element.tagName === tagName && attribute(element, name));
      for (const a of named('a', 'href')) add(attribute(a, 'href'), 'link');
      for (const link of named('link', 'href'))
        add(attribute(link, 'href'), `link rel=${attribute(link, 'rel')}`);
      for (const script of named('script', 'src')) add(attribute(script, 'src'), 'script');
      for (const img of named('img', 'src')) add(attribute(img, 'src'), 'image');
      for (const meta of named('meta', 'content')) {
        const kind = attribute(meta, 'property') ?? attribute(meta, 'name') ?? '';
        const content = attribute(meta, 'content') ?? '';
        if (/^(og|twitter):/.test(kind) && /^https?:\/\//.test(content)) add(content, kind);
      }
      for (const form of named('form', 'action')) {
        const url = toLocal(attribute(form, 'action') ?? '', base);
        // A GET form (the home page's coverage check) leads to a page, as a link does.
        const get = (attribute(form, 'method') ?? 'get').toLowerCase() === 'get';
        if (url) references.push({ from: path, url, kind: get ? 'form get' : 'form' });
      }
      for (const reference of references.filter(
        (entry) => entry.from === path && entry.kind === 'link',
      )) {
        if (!/\.[a-z0-9]+$/i.test(reference.url.pathname)) queue.push(reference.url.pathname);
      }
    }

    for (const { from, url, kind } of references) {
      const code = kind === 'form' ? await status(url, 'POST') : await status(url);
      // A form target only has to exist: an empty POST is refused (4xx) but not 404.
      const ok = kind === 'form' ? code !== 404 && code < 500 : code === 200;
      if (!ok) {
        broken.push(`${from}: ${kind} ${url.pathname}${url.hash} answers ${code}`);
        continue;
      }
      if (url.hash && url.hash !== '#') {
        const target = pages.get(url.pathname);
        const id = decodeURIComponent(url.hash.slice(1));
        if (!target?.some((element) => attribute(element, 'id') === id))
          broken.push(`${from}: ${kind} ${url.pathname}${url.hash}: no element with id "${id}"`);
      }
    }
  } finally {
    await site.stop();
  }

  const anchors = references.filter((reference) => reference.url.hash).length;
  console.log(
    `\nLink check: ${pages.size} pages crawled, ${references.length} references (${anchors} with anchors), ${statuses.size} distinct addresses.`,
  );
  if (broken.length > 0) {
    console.log('\nBROKEN:');
    for (const line of [...new Set(broken)]) console.log(`  - ${line}`);
    process.exitCode = 1;
  } else {
    console.log('No broken internal links or anchors.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
