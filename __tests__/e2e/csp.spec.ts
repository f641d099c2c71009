import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { headersForPath, parseHeadersFile } from '../../src/site-files/site-headers';
import { fillEnquiry, uniqueEnquiry, sentToast, openContactForm } from '../support/browser-enquiry';
import { NOT_FOUND_PATH, PAGES, isPhone, watchErrors } from '../support/pages';
import { site, FORM } from '../support/site-content';

/** The headers the build wrote for Netlify (public/_headers), applied here to every static file. */
const rules = parseHeadersFile(
  readFileSync(path.resolve(__dirname, '../../public/_headers'), 'utf8'),
);

declare global {
  interface Window {
    cspViolations: string[];
  }
}

test.beforeEach(async ({ page, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    // Netlify applies _headers to the files it serves, not to function responses.
    if (url.origin !== origin || url.pathname.startsWith('/api/')) return route.continue();
    try {
      const response = await route.fetch();
      await route.fulfill({
        response,
        headers: { ...response.headers(), ...headersForPath(rules, url.pathname) },
      });
    } catch (error) {
      // A request still on its way when the test ends; nothing to check any more.
      if (!/disposed|closed/i.test(String(error))) throw error;
    }
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`,
      );
    });
  });
});

test.afterEach(async ({ page }) => {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

async function expectNoViolations(page: Page, errors: string[]) {
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => window.cspViolations)).toEqual([]);
  expect(errors.filter((error) => /Content Security Policy|Refused to/i.test(error))).toEqual([]);
}

test.describe('Content-Security-Policy from public/_headers', () => {
  test('is applied to the pages', async ({ page }) => {
    const response = await page.goto('/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await page.waitForLoadState('load');
  });

  for (const { path: pagePath } of PAGES) {
    test(`${pagePath} works under its policy with zero violations`, async ({ page }) => {
      const { errors } = watchErrors(page);
      await page.goto(pagePath);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (isPhone(page)) {
        await page.getByRole('button', { name: site.everyPage.navigation.menu }).click();
        await expect(
          page.getByRole('navigation', { name: site.everyPage.navigation.label }),
        ).toBeVisible();
      }
      await expectNoViolations(page, errors);
      expect(errors).toEqual([]);
    });
  }

  test('the not-found page works under its policy', async ({ page }) => {
    const { errors } = watchErrors(page);
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expectNoViolations(page, errors);
  });

  test('the contact form sends and shows its toast under the policy', async ({ page }) => {
    const { errors } = watchErrors(page);
    await openContactForm(page);
    await fillEnquiry(page, uniqueEnquiry());
    await page.getByRole('button', { name: FORM.send }).click();
    const toast = sentToast(page);
    await expect(toast).toBeVisible();
    // The toast's own layout styles (added while the page runs) were applied.
    await expect(
      toast.locator('xpath=ancestor::*[contains(@class, "notistack-SnackbarContainer")]'),
    ).toHaveCSS('position', 'fixed');
    await expectNoViolations(page, errors);
    expect(errors).toEqual([]);
  });

  test('the content editor works under its own policy', async ({ page }) => {
    const { errors } = watchErrors(page);
    const response = await page.goto('/admin/');
    const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
    expect(csp).toContain('https://api.github.com');
    // The GitHub login, or the local one when another test has `decap-server` running.
    await expect(page.getByRole('button', { name: /^Login/ })).toBeVisible();
    await expectNoViolations(page, errors);
  });

  test('client-side navigation keeps working under the policy', async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: /^Learn More/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading);
    await expectNoViolations(page, errors);
    expect(errors).toEqual([]);
  });
});
