/**
 * @jest-environment node
 */
import { REDIRECTS, redirectsFile } from '../../../src/site-files/redirects';

describe('redirects of guessed addresses', () => {
  it('sends the addresses people guess to the page that answers them', () => {
    expect(Object.fromEntries(REDIRECTS.map(({ from, to }) => [from, to]))).toMatchObject({
      '/pricing/': '/plans/',
      '/prices/': '/plans/',
      '/complaints/': '/customer-care/',
      '/service-status/': '/status/',
      '/about-us/': '/about/',
      '/contact-us/': '/contact/',
    });
    // The plans and the coverage list have pages of their own now: nothing sends them away.
    expect(REDIRECTS.map((redirect) => redirect.from)).not.toContain('/plans/');
    expect(REDIRECTS.map((redirect) => redirect.from)).not.toContain('/coverage/');
    expect(REDIRECTS.every((redirect) => redirect.status === 301)).toBe(true);
  });

  it('writes them in Netlify’s _redirects format: a comment, then `from  to  status` per line', () => {
    const lines = redirectsFile().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^# /);
    expect(lines.slice(1)).toEqual(
      REDIRECTS.map(({ from, to, status }) => `${from}  ${to}  ${status}`),
    );
    // A `#` only starts a comment at the start of a word: the anchors in the targets stay.
    for (const line of lines.slice(1)) expect(line.split(/\s+/)).toHaveLength(3);
  });

  it('answers an address with no page under a language’s folder with that language’s not-found page, after every other rule', () => {
    const lines = redirectsFile(REDIRECTS, ['ha', 'yo']).trimEnd().split('\n');
    expect(lines.slice(-2)).toEqual(['/ha/*  /ha/404.html  404', '/yo/*  /yo/404.html  404']);
    expect(lines).toHaveLength(REDIRECTS.length + 3);
  });
});
