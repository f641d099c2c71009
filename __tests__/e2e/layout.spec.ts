import { expect, test } from '@playwright/test';
import { PAGES } from '../support/pages';

/** Whatever the content (a long company name, long words), nothing runs off the screen. */
test.describe('layout', () => {
  for (const width of [360, 768, 1280]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const { path } of PAGES) {
        await page.goto(path);
        const layout = await page.evaluate(() => ({
          // On a phone the browser widens the page to fit what overflows, then zooms out.
          viewport: window.innerWidth,
          page: document.documentElement.scrollWidth,
          overflowing: [...document.querySelectorAll('body *')]
            .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
            .map(
              (element) =>
                `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}"`,
            ),
        }));
        expect({ path, ...layout }).toEqual({
          path,
          viewport: width,
          page: width,
          overflowing: [],
        });
      }
    });
  }
});
