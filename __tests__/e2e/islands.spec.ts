import { expect, test, type Page } from '@playwright/test';
import { SPEC_TEXT } from '../../src/content-model/spec-text';
import { NOT_FOUND_PATH, PAGES, isPhone, watchErrors } from '../support/pages';
import { site, FORM } from '../support/site-content';

/**
 * Public pages are static HTML with islands (src/islands): only the interactive parts run in the
 * browser, each from its own script, and none of Gatsby's runtime or page data is loaded.
 */
test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, 'needs the islands’ scripts');

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

/** What the page asked the server for, by path. */
function watchRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test.describe('islands', () => {
  for (const { path } of [...PAGES, { path: NOT_FOUND_PATH }]) {
    test(`${path} loads only its islands’ scripts, and they leave its content as it was`, async ({
      page,
      request,
    }) => {
      const requested = watchRequests(page);
      const { errors } = watchErrors(page);
      const server = await (await request.get(path)).text();
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const scripts = requested.filter((file) => file.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((file) => !file.startsWith('/islands/'))).toEqual([]);
      expect(requested.filter((file) => file.startsWith('/page-data/'))).toEqual([]);
      expect(await page.evaluate(() => '___loader' in window || '___navigate' in window)).toBe(
        false,
      );
      expect(await outline(page)).toEqual(await outline(page, server));
      expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    });
  }

  test('each page loads the code of its own islands only', async ({ page }) => {
    const scriptsOf = async (path: string) => {
      const requested = watchRequests(page);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.removeAllListeners('request');
      return requested
        .filter((file) => file.startsWith('/islands/'))
        .map((file) => file.replace(/-[A-Z0-9]+\.js$/, ''))
        .filter((file) => !file.startsWith('/islands/chunk'))
        .sort();
    };
    expect(await scriptsOf('/about/')).toEqual(['/islands/current-year', '/islands/menu-toggle']);
    expect(await scriptsOf('/services/')).toEqual([
      '/islands/current-year',
      '/islands/menu-toggle',
    ]);
    expect(await scriptsOf('/coverage/')).toEqual([
      '/islands/coverage',
      '/islands/current-year',
      '/islands/menu-toggle',
    ]);
    expect(await scriptsOf('/contact/')).toEqual([
      '/islands/contact-form',
      '/islands/current-year',
      '/islands/menu-toggle',
      '/islands/open-now',
    ]);
  });

  test('on a phone, the contact form is taken over by its script as the visitor comes near it, and looks the same', async ({
    page,
  }) => {
    test.skip(!isPhone(page), 'a phone’s screen');
    await page.goto('/contact/');
    await page.waitForLoadState('networkidle');
    const form = page.locator('form#contact-form');
    // A few screens down the page: the phone has not spent its time on the form yet.
    const screen = page.viewportSize()!.height;
    expect(await form.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThan(
      2 * screen,
    );
    await expect(form).not.toHaveAttribute('data-enhanced');
    /** How each element of the form looks, in document order. */
    const looks = () =>
      form.evaluate((root) =>
        [root, ...root.querySelectorAll('*')].map((element) => {
          const style = getComputedStyle(element);
          return {
            element: `${element.tagName} ${element.getAttribute('name') ?? ''}`,
            shown: style.display !== 'none',
            style: [
              style.display,
              style.color,
              style.backgroundColor,
              style.font,
              style.padding,
              style.margin,
              style.border,
              style.borderRadius,
            ].join(' | '),
          };
        }),
      );
    const before = await looks();
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    const after = await looks();
    // What the page showed before looks the same; the script may show more (its own buttons).
    expect(after.filter((_, index) => before[index]!.shown)).toEqual(
      before.filter((element) => element.shown),
    );
    // The page's own styles were taken over, not inserted again: styled-components added no
    // style element of its own (src/islands/server-styles.ts).
    await expect(page.locator('style[data-styled]')).toHaveCount(0);
  });

  test('what a visitor types in the contact form before its script has run, and where they are typing, stay when it takes over', async ({
    page,
  }) => {
    // The form's script is held back, as on a slow connection, until the visitor has typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/islands\/contact-form-[A-Z0-9]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact/', { waitUntil: 'commit' });
    const form = page.locator('form#contact-form');
    const firstName = page.getByLabel(FORM.labels.firstName, { exact: true });
    const message = page.getByLabel(FORM.labels.message, { exact: true });
    await firstName.fill('Adaeze');
    await message.fill('Is fibre available on Allen Avenue?');
    await expect(form).not.toHaveAttribute('data-enhanced');
    release();
    await expect(form).toHaveAttribute('data-enhanced', 'true');
    await expect(firstName).toHaveValue('Adaeze');
    await expect(message).toHaveValue('Is fibre available on Allen Avenue?');
    await expect(message).toBeFocused();
  });

  test('a broken island shows the specification’s message, and the rest of the page works', async ({
    page,
  }) => {
    // The open-now line is given business hours it cannot read, so it fails as it renders.
    await page.route('**/contact/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(data-island="open-now" data-props=")[^"]*"/,
        '$1{&quot;hours&quot;:null}"',
      );
      await route.fulfill({ response, body: html });
    });
    watchErrors(page);
    await page.goto('/contact/');
    const alert = page.getByRole('alert').filter({ hasText: SPEC_TEXT.renderError });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Load the page again' })).toBeVisible();
    // The other islands are unaffected: the form checks its fields as the visitor types.
    const name = page.getByRole('textbox', { name: /name/i }).first();
    await name.fill('A');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (isPhone(page)) {
      const menu = page.getByRole('button', { name: site.everyPage.navigation.menu });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(
        page.getByRole('navigation', { name: site.everyPage.navigation.label }),
      ).toBeVisible();
    }
  });

  test('a link the visitor is about to follow is prerendered (Chromium’s speculation rules)', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const prerendered = page.context().waitForEvent('request', {
      predicate: (request) =>
        new URL(request.url()).pathname === '/about/' &&
        (request.headers()['sec-purpose'] ?? '').includes('prerender'),
      timeout: 10_000,
    });
    const about = isPhone(page)
      ? page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true })
      : page
          .getByRole('navigation', { name: site.everyPage.navigation.label })
          .getByRole('link', { name: 'About' });
    await about.hover();
    await page.mouse.down();
    await prerendered;
    await page.mouse.up();
  });
});
