import { expect, test, type Page } from '@playwright/test';
import { PAGES } from '../support/pages';

/**
 * The page's script takes over the server's HTML in steps (src/components/HydrateLater.tsx), and
 * nothing may move in the process: every section keeps its heading and its list items.
 */
/** Every heading and list item in the main content, with the section it belongs to. */
type Outline = { element: string; text: string; section: string | null }[];

function outline(page: Page, html?: string): Promise<Outline> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, 'text/html') : document;
    return [...root.querySelectorAll('main :is(h1, h2, h3, li)')].map((element) => ({
      element: element.tagName,
      text: element.textContent?.trim() ?? '',
      section: element.closest('section, article')?.getAttribute('aria-labelledby') ?? null,
    }));
  }, html);
}

test.describe('hydration in steps', () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs the page’s script');

  for (const { path } of PAGES) {
    test(`${path}: every section keeps its content once the script has taken over`, async ({
      page,
      request,
    }) => {
      const server = await (await request.get(path)).text();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // The last part to hydrate is the footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForTimeout(500);
      const expected = await outline(page, server);
      expect(expected.length).toBeGreaterThan(0);
      expect(await outline(page)).toEqual(expected);
    });
  }
});
