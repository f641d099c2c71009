import { expect, test, type Page } from '@playwright/test';
import { PAGES, isPhone } from '../support/pages';
import { site } from '../support/site-content';

const menuButton = (page: Page) =>
  page.getByRole('button', { name: site.everyPage.navigation.menu });
const mainNav = (page: Page) =>
  page.getByRole('navigation', { name: site.everyPage.navigation.label });
const { plans, coverage } = site.everyPage.navigation;

async function openMenuIfPhone(page: Page) {
  if (isPhone(page)) {
    await menuButton(page).click();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  }
}

test.describe('navigation bar', () => {
  for (const { path, nav } of PAGES.filter((entry) => entry.nav)) {
    test(`highlights ${nav} on ${path}`, async ({ page }) => {
      await page.goto(path);
      await openMenuIfPhone(page);
      const current = mainNav(page).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(nav!);
      // The highlight is visible, not only an attribute: the current link is styled apart.
      const look = (locator: ReturnType<Page['locator']>) =>
        locator.evaluate((element) => {
          const style = getComputedStyle(element);
          return `${style.boxShadow}|${style.backgroundColor}|${style.color}`;
        });
      const others = mainNav(page).locator('a:not([aria-current])');
      expect(await look(current)).not.toBe(await look(others.first()));
    });
  }

  test('stays at the top of the window while scrolling', async ({ page }) => {
    await page.goto('/plans/');
    const bar = page.getByRole('banner');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    // Settled at the top once the scroll has come to rest.
    await expect.poll(async () => (await bar.boundingBox())?.y).toBe(0);
    await expect(bar.getByRole('link', { name: site.company.name })).toBeInViewport();
  });

  test('shows every link on a wide screen, or collapses them behind a menu on a phone', async ({
    page,
  }) => {
    await page.goto('/');
    if (isPhone(page)) {
      await expect(menuButton(page)).toBeVisible();
      await expect(mainNav(page)).toBeHidden();
    } else {
      await expect(menuButton(page)).toBeHidden();
      for (const name of ['Home', 'About', 'Services', plans, coverage, 'Contact Us']) {
        await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
      }
    }
  });
});

test.describe('mobile menu', () => {
  test.beforeEach(({ page }) => {
    test.skip(!isPhone(page), 'the menu collapses on small screens only');
  });

  test('opens and closes with its button', async ({ page }) => {
    await page.goto('/');
    const button = menuButton(page);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls', 'site-menu');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Home', 'About', 'Services', plans, coverage, 'Contact Us']) {
      await expect(mainNav(page).getByRole('link', { name })).toBeVisible();
    }
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).click();
    await mainNav(page).getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/services\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.servicesPage.heading);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('agrees with the address when the menu was opened before the script ran', async ({
    page,
  }) => {
    // The Menu link of the page without script leads to #site-menu.
    await page.goto('/about/#site-menu');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/$/);
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    await menuButton(page).click();
    await expect(mainNav(page)).toBeHidden();
  });

  test('closes on a tap outside it, and stays open for a tap inside it', async ({ page }) => {
    await page.goto('/about/');
    await menuButton(page).click();
    // A tap on the menu's own padding, and on the bar, leave it open.
    const menu = (await mainNav(page).boundingBox())!;
    await page.touchscreen.tap(menu.x + menu.width - 4, menu.y + menu.height - 4);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    // A tap on the page below it (on text, not on a link) closes it.
    const spot = await page.evaluate((below) => {
      for (let y = below + 16; y < window.innerHeight - 8; y += 16) {
        for (const x of [16, window.innerWidth / 2, window.innerWidth - 24]) {
          const hit = document.elementFromPoint(x, y);
          if (hit && !hit.closest('a, button, input, textarea, select, summary, label, header')) {
            return { x, y };
          }
        }
      }
      return null;
    }, menu.y + menu.height);
    expect(spot).not.toBeNull();
    await page.touchscreen.tap(spot!.x, spot!.y);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about\/$/);
  });

  test('closes when the page is scrolled', async ({ page }) => {
    await page.goto('/services/');
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page)).toBeHidden();
  });

  test('closes on Escape and gives focus back to the button', async ({ page }) => {
    await page.goto('/about/');
    await menuButton(page).click();
    await page.keyboard.press('Escape');
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page)).toBeFocused();
  });
});
