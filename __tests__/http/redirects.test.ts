/**
 * Guessed addresses over HTTP against the built site served by `gatsby serve`: each answers 301
 * with the page that answers it, read from the same public/_redirects Netlify deploys, and the
 * page it leads to exists with the section its anchor names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { REDIRECTS, redirectsFile } from '../../src/site-files/redirects';
import { site } from '../support/site-content';
import { attribute, elements, parseHtml } from '../../src/site-files/html';
import { ROOT } from '../../scripts/lib/paths';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';

let server: RunningSite;
beforeAll(async () => {
  server = await startSite();
});
afterAll(() => server?.stop());

const get = (address: string, method = 'GET') =>
  fetch(`${server.url}${address}`, { method, redirect: 'manual' });

it('the build wrote the redirects to public/_redirects, with a not-found page per language', () => {
  const languages = publishedLanguages(site.languages.languages, process.env).map(
    ({ code }) => code,
  );
  expect(readFileSync(path.join(ROOT, 'public/_redirects'), 'utf8')).toBe(
    redirectsFile(REDIRECTS, languages),
  );
});

describe.each(REDIRECTS.map((redirect) => [redirect.from, redirect] as const))(
  '%s',
  (from, { to }) => {
    it(`answers 301 to ${to}, with or without the trailing slash`, async () => {
      for (const address of [from, from.replace(/\/$/, '')]) {
        const answer = await get(address);
        expect(`${address} ${answer.status} ${answer.headers.get('location')}`).toBe(
          `${address} 301 ${to}`,
        );
      }
      expect((await get(from, 'HEAD')).status).toBe(301);
    });

    it('keeps the query string, before the anchor', async () => {
      const [target, anchor] = to.split('#');
      const answer = await get(`${from}?utm_source=flyer`);
      expect(answer.headers.get('location')).toBe(
        `${target}?utm_source=flyer${anchor ? `#${anchor}` : ''}`,
      );
    });

    it('leads to a page that exists, with the section its anchor names', async () => {
      const [target, anchor] = to.split('#');
      const page = await fetch(`${server.url}${target}`);
      expect(page.status).toBe(200);
      if (anchor) {
        const ids = elements(parseHtml(await page.text())).map((element) =>
          attribute(element, 'id'),
        );
        expect(ids).toContain(anchor);
      }
    });
  },
);

it('leaves other addresses alone: the pages, and the not-found page for the rest', async () => {
  expect((await get('/about/')).status).toBe(200);
  expect((await get('/plans-and-more/')).status).toBe(404);
  expect((await get('/services')).status).toBe(301); // Gatsby's own trailing slash
});

it('redirects only reads: a form posted to a guessed address is not sent on', async () => {
  expect((await get('/contact-us/', 'POST')).status).toBe(404);
});
