/**
 * /llms.txt as the built site serves it: built from the content the site was built from, and
 * every link in it leads to a page that exists.
 */
import { site } from '../support/site-content';
import { SITE_URL } from '../../src/site-files/site-url';
import { startSite, type RunningSite } from '../../scripts/lib/site-server';

let server: RunningSite;
beforeAll(async () => {
  server = await startSite();
});
afterAll(() => server?.stop());

it('is served as UTF-8 text, starting with the company’s name', async () => {
  const answer = await fetch(`${server.url}/llms.txt`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; charset=utf-8$/i);
  const text = await answer.text();
  expect(text.split('\n')[0]).toBe(`# ${site.company.name}`);
  expect(text).toContain(site.contact.email);
});

it('links only to pages of the site that exist', async () => {
  const text = await (await fetch(`${server.url}/llms.txt`)).text();
  const links = [...text.matchAll(/\]\((https?:\/\/[^)\s]+)\)/g)].map(
    (match) => new URL(match[1]!),
  );
  expect(links.length).toBeGreaterThan(6);
  for (const link of links) {
    expect(link.origin).toBe(new URL(SITE_URL).origin);
    const answer = await fetch(`${server.url}${link.pathname}${link.search}`);
    expect(`${link.pathname} ${answer.status}`).toBe(`${link.pathname} 200`);
  }
});
