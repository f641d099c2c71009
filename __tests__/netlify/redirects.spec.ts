/**
 * Guessed addresses as Netlify serves them: the 301s of public/_redirects (written by the build,
 * kept by gatsby-adapter-netlify, which adds no rule for a function: the site's functions are
 * Netlify's own, each routed by its `config.path`). Where a browser lands
 * is the same on any server that answers these 301s: __tests__/e2e/redirects.spec.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REDIRECTS, redirectsFile } from '../../src/site-files/redirects';

test('the deployed _redirects holds the site’s rules, and none that sends /api/ to a Lambda-mode function', () => {
  const file = readFileSync(path.resolve(__dirname, '../../public/_redirects'), 'utf8');
  expect(file.startsWith(redirectsFile())).toBe(true);
  expect(file).not.toMatch(/^\/api\//m);
});

test.describe('guessed addresses, as Netlify serves them', () => {
  for (const { from, to } of REDIRECTS) {
    test(`${from} answers 301 to ${to}, with or without the trailing slash`, async ({
      request,
    }) => {
      for (const address of [from, from.replace(/\/$/, '')]) {
        const answer = await request.get(address, { maxRedirects: 0 });
        expect(`${address} ${answer.status()}`).toBe(`${address} 301`);
        expect(new URL(answer.headers().location!, 'http://site').pathname).toBe(to.split('#')[0]);
      }
    });
  }
});
