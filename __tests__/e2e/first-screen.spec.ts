/**
 * The first minute on a phone: at 360 × 740, the home page's first screen holds the lowest
 * monthly price in naira and the coverage check, with the specification's hero and its two
 * actions; with JavaScript on and off, and with the service notice showing when an incident is
 * open. What to expect comes from the content the site was built from.
 */
import { expect, test } from '@playwright/test';
import { lowestMonthly, plansLinkName } from '../support/shown-words';
import { site } from '../support/site-content';

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the home page's first screen at 360 × 740, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    test('shows the lowest price, the coverage check and the hero with its two actions', async ({
      page,
    }) => {
      await page.goto('/');
      const fold = 740;
      const onFirstScreen = async (locator: ReturnType<typeof page.locator>, what: string) => {
        const box = await locator.boundingBox();
        expect(box, what).not.toBeNull();
        expect(box!.y + box!.height, what).toBeLessThanOrEqual(fold);
      };
      const price = page.getByRole('link', { name: plansLinkName(site.plans) });
      await onFirstScreen(price.first(), 'the price');
      await expect(price.first().locator('strong')).toHaveText(lowestMonthly(site.plans));
      await onFirstScreen(
        page.getByRole('searchbox', { name: site.coveragePage.homeLinkLabel }),
        'the coverage field',
      );
      await onFirstScreen(
        page.getByRole('button', { name: site.home.hero.checkLabel }),
        'the Check button',
      );
      await onFirstScreen(page.getByRole('heading', { level: 1 }), 'the hero title');
      // The specification's two actions stay in the hero.
      const hero = page.getByRole('region', { name: site.home.hero.title });
      await expect(hero.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
        'href',
        '/about/',
      );
      await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact/',
      );
      // Nothing sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        360,
      );
    });
  });
}
