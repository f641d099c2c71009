import { expect, test, type Page } from '@playwright/test';
import { PAGES, isPhone } from '../support/pages';
import { site } from '../support/site-content';

type Stop = { label: string; outline: string; shadow: string };

/** Presses Tab until focus returns to the page body, recording each stop and how it looks. */
async function tabThrough(page: Page, limit = 80): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const label =
        element.getAttribute('name') ??
        element.getAttribute('href') ??
        element.textContent?.trim() ??
        element.tagName;
      return {
        label: `${element.tagName.toLowerCase()}:${label}`,
        outline: `${style.outlineStyle} ${style.outlineWidth}`,
        shadow: style.boxShadow,
      };
    });
    if (!stop) break;
    if (stops.length > 0 && stop.label === stops[0]!.label) break;
    stops.push(stop);
  }
  return stops;
}

/** Every link, field and control (a question's summary) a visitor can see on the page. */
function reachable(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], input:not([type=hidden]), textarea, button, details > summary',
      ),
    ]
      .filter(
        (element) =>
          element.getClientRects().length > 0 &&
          getComputedStyle(element).visibility !== 'hidden' &&
          // A closed answer's links are reached once it is opened.
          !element.closest('details:not([open]) > :not(summary)'),
      )
      .map((element) => {
        const label =
          element.getAttribute('name') ??
          element.getAttribute('href') ??
          element.textContent?.trim() ??
          element.tagName;
        return `${element.tagName.toLowerCase()}:${label}`;
      }),
  );
}

test.describe('keyboard', () => {
  for (const { path } of PAGES) {
    test(`${path}: Tab reaches every link and field, with a visible focus`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const stops = await tabThrough(page);
      expect(stops[0]?.label).toBe('a:#main-content');
      expect(new Set(stops.map((stop) => stop.label))).toEqual(new Set(await reachable(page)));
      for (const stop of stops) {
        expect(`${stop.label} ${stop.outline}`).toMatch(/ solid [1-9]/);
      }
    });
  }

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: site.everyPage.skipLink })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the skip link keeps the focus on the main content while the page is still starting', async ({
    page,
    context,
  }) => {
    // A slow phone: the page's parts take over one at a time, and the visitor does not wait.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let load = 0; load < 4; load += 1) {
      await page.goto('/about/');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
      // The last part to take over is the footer.
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.waitForTimeout(500);
      await expect(page.locator('#main-content')).toBeFocused();
      const navigationFirst = await page.evaluate(() => {
        const [navigation, main] = [document.querySelector('nav'), document.querySelector('main')];
        return Boolean(
          navigation &&
          main &&
          navigation.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING,
        );
      });
      expect(navigationFirst, 'the navigation is still above the main content').toBe(true);
    }
  });

  test('the mobile menu works from the keyboard and Escape closes it', async ({ page }) => {
    test.skip(!isPhone(page), 'the menu collapses on small screens only');
    await page.goto('/');
    const button = page.getByRole('button', { name: site.everyPage.navigation.menu });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page
        .getByRole('navigation', { name: site.everyPage.navigation.label })
        .getByRole('link', { name: 'Home' }),
    ).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about\/$/);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });
});
