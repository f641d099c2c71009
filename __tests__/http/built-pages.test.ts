/**
 * The bytes of every built page: what a browser, a search engine and a link preview read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesUnder } from '../../src/site-files/build-output';
import { ROOT } from '../../scripts/lib/paths';

const PUBLIC = path.join(ROOT, 'public');
const pages = filesUnder(PUBLIC)
  .filter((file) => file.endsWith('.html') && !file.includes(`${path.sep}admin${path.sep}`))
  .map((file) => path.relative(PUBLIC, file));

it('finds the built pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['index.html', 'contact/index.html', '404.html']));
});

it.each(pages)('%s is valid UTF-8 with no control characters', (page) => {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(
    readFileSync(path.join(PUBLIC, page)),
  );
  // React's streaming renderer has written NUL bytes where a character of two or more bytes met
  // the edge of its buffer (docs/decisions/0004-patched-packages.md).
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  const controls = [...text.matchAll(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g)].map(
    (match) => `U+${match[0].charCodeAt(0).toString(16).padStart(4, '0')} at ${match.index}`,
  );
  expect(controls).toEqual([]);
});

it.each(pages)('%s has every part in its place, none held back for a script', (page) => {
  const html = readFileSync(path.join(PUBLIC, page), 'utf8');
  // React 19 moves a finished Suspense boundary that comes after a page's first ~12.8 KB to the
  // end of the page, hidden, with an inline script to put it back: without JavaScript it would
  // never be shown (decision 0014).
  expect(html).not.toContain('<!--$?-->');
  expect(html).not.toMatch(/<template id="B:|<div hidden id="S:/);
});
