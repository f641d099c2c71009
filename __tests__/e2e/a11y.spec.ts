import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { fillEnquiry, uniqueEnquiry, sentToast, openContactForm } from '../support/browser-enquiry';
import { NOT_FOUND_PATH, PAGES, isPhone } from '../support/pages';
import { site, FORM } from '../support/site-content';

const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_A_AA).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

test.describe('accessibility (axe-core, WCAG 2.2 A and AA)', () => {
  for (const path of [...PAGES.map((entry) => entry.path), NOT_FOUND_PATH]) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    });
  }

  // axe runs in the page, so "JavaScript off" here is every page's own script refused: the page
  // as a visitor without JavaScript gets it (the site has no <noscript> content).
  for (const path of [...PAGES.map((entry) => entry.path), NOT_FOUND_PATH]) {
    test(`${path} has no violations without its scripts`, async ({ page }) => {
      await page.route('**/*.js', (route) => route.abort());
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('[data-enhanced]').count()).toBe(0);
      expect(await violations(page)).toEqual([]);
    });
  }

  test('no violations with the mobile menu open', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu collapses on small screens only');
    await page.goto('/services/');
    await page.getByRole('button', { name: site.everyPage.navigation.menu }).click();
    await expect(
      page.getByRole('navigation', { name: site.everyPage.navigation.label }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('no violations with a toast and field errors showing', async ({ page }) => {
    await openContactForm(page);
    await fillEnquiry(page, uniqueEnquiry({ email: 'ola@example.c' }));
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(page.getByLabel(FORM.labels.email)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(FORM.labels.email).fill('ola@example.com');
    await page.getByRole('button', { name: FORM.send }).click();
    await expect(sentToast(page)).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test('no violations with the offline notice showing', async ({ page, context }) => {
  await openContactForm(page);
  await fillEnquiry(page, uniqueEnquiry());
  await context.setOffline(true);
  await page.getByRole('button', { name: FORM.send }).click();
  await expect(page.getByRole('button', { name: FORM.sendNow })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await context.setOffline(false);
});

test('no violations on the Contact page given back to a visitor without JavaScript', async ({
  page,
}) => {
  // The page a native form post gets back (axe itself needs JavaScript to run, and the page has
  // no scripts of its own, so it is shown as it is in a tab where axe can run).
  const answer = await page.request.post('/api/contact', {
    form: { ...uniqueEnquiry({ email: 'ola@example.c' }), leave_empty: '' },
    maxRedirects: 0,
  });
  expect(answer.status()).toBe(400);
  await page.setContent(await answer.text());
  await expect(page.getByRole('alert')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});
