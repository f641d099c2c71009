import { expect, test } from '@playwright/test';
import { openStatus } from '../../src/lib/hours';
import { PAGES } from '../support/pages';
import { site } from '../support/site-content';

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

/** A tablet's width. */
const TABLET = 768;

test.describe('at a tablet width (768 px)', () => {
  test.use({ viewport: { width: TABLET, height: 1024 } });

  test('no card is left alone on a row', async ({ page }) => {
    for (const { path } of PAGES) {
      await page.goto(path);
      const grids = await page.evaluate(() =>
        [...document.querySelectorAll('main ul, main div')]
          .filter((element) => getComputedStyle(element).display === 'grid')
          .filter((element) => element.children.length >= 2)
          .map((element) => {
            const rows = new Map<number, number>();
            for (const child of element.children) {
              const top = Math.round(child.getBoundingClientRect().top);
              rows.set(top, (rows.get(top) ?? 0) + 1);
            }
            return {
              grid: `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 30)}"`,
              rows: [...rows.values()],
            };
          }),
      );
      // Side by side somewhere means side by side everywhere: no row of one under a row of three.
      const lone = grids.filter(
        ({ rows }) => rows.length > 1 && rows.some((count) => count > 1) && rows.includes(1),
      );
      expect({ path, lone }).toEqual({ path, lone: [] });
    }
  });

  test('the home headline has the width of the page, not a narrow column', async ({ page }) => {
    await page.goto('/');
    const { headline, words, lines, container } = await page.evaluate(() => {
      const h1 = document.querySelector('main h1')!;
      const box = h1.getBoundingClientRect();
      const lineHeight = parseFloat(getComputedStyle(h1).lineHeight);
      return {
        headline: box.width,
        words: (h1.textContent ?? '').trim().split(/\s+/).length,
        lines: Math.round(box.height / lineHeight),
        container: h1.parentElement!.parentElement!.getBoundingClientRect().width,
      };
    });
    expect(headline).toBeGreaterThan(container * 0.85);
    // Not word by word: at least two words a line on average.
    expect(lines).toBeLessThanOrEqual(Math.ceil(words / 2));
  });

  test('the hours table is not stretched across the page', async ({ page }) => {
    await page.goto('/contact/');
    const table = page.getByRole('table');
    const width = (await table.boundingBox())!.width;
    expect(width).toBeLessThanOrEqual(26 * 16);
    // Each day's hours stay next to the day.
    const row = table.getByRole('row').first();
    const [day, hours] = await Promise.all([
      row.getByRole('rowheader').boundingBox(),
      row.getByRole('cell').boundingBox(),
    ]);
    expect(hours!.x + hours!.width - day!.x).toBeLessThanOrEqual(26 * 16);
  });
});

test.describe('one heading scale, and tap targets', () => {
  test('sibling headings are the same size on every page', async ({ page }) => {
    const scale: Record<string, Set<string>> = { H2: new Set(), H3: new Set() };
    for (const { path } of PAGES) {
      await page.goto(path);
      const sizes = await page.evaluate(() =>
        [...document.querySelectorAll('main h2, main h3')]
          .filter((heading) => heading.getClientRects().length > 0)
          .map((heading) => [heading.tagName, getComputedStyle(heading).fontSize] as const),
      );
      for (const [tag, size] of sizes) scale[tag]!.add(size);
    }
    // One size per level across every page (the Contact page had 28, 24 and 22 px side by side).
    expect({ h2: [...scale.H2!], h3: [...scale.H3!] }).toEqual({
      h2: [expect.any(String)],
      h3: [expect.any(String)],
    });
    expect(parseFloat([...scale.H2!][0]!)).toBeGreaterThan(parseFloat([...scale.H3!][0]!));
  });

  test('contact and footer links are at least 44 × 44 px', async ({ page }) => {
    await page.goto('/contact/');
    const small = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'main [aria-labelledby="contact-details"] a, footer a, main a[href^="tel:"], main a[href^="mailto:"]',
        ),
      ]
        .filter((link) => !link.closest('p'))
        .map((link) => {
          const box = link.getBoundingClientRect();
          return { link: link.textContent, width: box.width, height: box.height };
        })
        .filter(({ width, height }) => width < 44 || height < 44),
    );
    expect(small).toEqual([]);
  });

  test('the open-now line says the contact page’s words, on the office’s clock', async ({
    page,
  }) => {
    // Wednesday noon in Lagos.
    const at = new Date('2026-11-25T11:00:00Z');
    await page.clock.setFixedTime(at);
    await page.goto('/contact/');
    const { message } = openStatus(
      site.hours.days,
      at,
      site.hours.timezone,
      site.contactPage.hours,
    );
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  });
});
