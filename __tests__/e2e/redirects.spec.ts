/**
 * Guessed addresses, in the browser: each lands on the page that answers it, with the section its
 * anchor names in view. (The 301s themselves: __tests__/http/redirects.test.ts; on Netlify's
 * runtime: __tests__/netlify/redirects.spec.ts.)
 */
import { expect, test } from '@playwright/test';
import { REDIRECTS } from '../../src/site-files/redirects';

test.describe('guessed addresses', () => {
  for (const { from, to } of REDIRECTS) {
    test(`${from} lands on ${to}`, async ({ page }) => {
      const answer = await page.goto(from);
      expect(answer?.status()).toBe(200);
      expect(answer?.request().redirectedFrom()?.url()).toMatch(new RegExp(`${from}$`));
      const [path, anchor] = to.split('#');
      await expect(page).toHaveURL(new RegExp(`${path}${anchor ? `#${anchor}` : ''}$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (anchor) await expect(page.locator(`#${anchor}`)).toBeInViewport();
    });
  }
});
