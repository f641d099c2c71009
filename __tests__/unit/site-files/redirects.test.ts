/**
 * @jest-environment node
 */
import { REDIRECTS, redirectsFile } from '../../../src/site-files/redirects';

describe('redirects of guessed addresses', () => {
  it('sends the addresses people guess to the page that answers them', () => {
    expect(Object.fromEntries(REDIRECTS.map(({ from, to }) => [from, to]))).toMatchObject({
      '/plans/': '/services/#plans',
      '/pricing/': '/services/#plans',
      '/coverage/': '/services/#coverage',
      '/about-us/': '/about/',
      '/contact-us/': '/contact/',
    });
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
});
