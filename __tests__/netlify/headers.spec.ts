import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  CACHE_IMMUTABLE,
  headersForPath,
  parseHeadersFile,
} from '../../src/site-files/site-headers';
import { MENU_TOGGLE_CLASS } from '../../src/components/MenuToggle';
import { PAGES } from '../support/pages';

const rules = () =>
  parseHeadersFile(readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'));

test.describe('headers, as Netlify serves them', () => {
  for (const { path: pagePath } of PAGES) {
    test(`${pagePath} carries its security headers and its own Content-Security-Policy`, async ({
      request,
    }) => {
      const response = await request.get(pagePath);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const expected = headersForPath(rules(), pagePath);
      expect(headers['content-security-policy']).toBe(expected['Content-Security-Policy']);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('same-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
    });

    test(`${pagePath} runs its scripts under that policy, with nothing refused`, async ({
      page,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
          problems.push(message.text());
        }
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(pagePath);
      await page.waitForLoadState('networkidle');
      // The page's islands have taken over: the menu's link has become its button.
      await expect(page.locator(`button.${MENU_TOGGLE_CLASS}`)).toHaveCount(1);
      expect(problems).toEqual([]);
    });
  }

  test('the contact page script runs under the policy: the open-now line appears', async ({
    page,
  }) => {
    await page.goto('/contact/');
    await expect(page.locator('p.open-now[data-state]')).toBeVisible();
  });

  test('the function answers with its own headers, not the pages\u2019 caching', async ({
    request,
  }) => {
    const response = await request.get('/api/contact');
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('POST');
    expect(response.headers()['cache-control']).toContain('no-store');
    expect(await response.json()).toMatchObject({ error: 'method_not_allowed' });
  });

  test('the islands\u2019 scripts are cached for a year (their names carry a content hash)', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/islands\/[^"]+\.js)"/g)].map(
      (match) => match[1]!,
    );
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) {
      const response = await request.get(script);
      expect({ script, status: response.status() }).toEqual({ script, status: 200 });
      expect(response.headers()['content-type']).toMatch(/javascript/);
      // What Netlify's CDN applies: the headers file of this Netlify build (`netlify serve`
      // itself answers every file with max-age=0).
      const headers = headersForPath(rules(), script);
      expect({ script, cache: headers['cache-control'] ?? headers['Cache-Control'] }).toEqual({
        script,
        cache: CACHE_IMMUTABLE,
      });
    }
  });

  test('/llms.txt is served as UTF-8 text', async ({ request }) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain; charset=utf-8$/i);
    expect((await response.text()).startsWith('# ')).toBe(true);
  });
});
