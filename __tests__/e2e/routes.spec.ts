import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, PAGES, watchErrors } from '../support/pages';
import { escapeRegExp, site } from '../support/site-content';

test.describe('routes', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} answers 200 with its own h1 and title, and no errors`, async ({ page }) => {
      const { errors } = watchErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`\\S \\| ${escapeRegExp(site.company.name)}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });
  }

  test('a path without the trailing slash reaches the same page', async ({ page }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.servicesPage.heading);
  });

  test('an unknown path answers 404 with the not-found page and logs the path', async ({
    page,
  }) => {
    const logged: string[] = [];
    const pageErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    page.on('pageerror', (error) => pageErrors.push(error.message));

    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
    await expect
      .poll(() => logged)
      .toContain(`404 Error: User attempted to access non-existent route: ${NOT_FOUND_PATH}`);
    // The only other console errors are the browser's own notes of the 404 answers.
    expect(logged.filter((text) => !/404/.test(text))).toEqual([]);
    expect(pageErrors).toEqual([]);

    await page.getByRole('link', { name: site.notFound.linkLabel }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.home.hero.title);
  });

  test('links move between pages inside the app', async ({ page }) => {
    const { errors } = watchErrors(page);
    await page.goto('/');
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.about.heading);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.servicesPage.heading);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.contactPage.heading);
    expect(errors).toEqual([]);
  });
});
