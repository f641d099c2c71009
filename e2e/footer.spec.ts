import { expect, test } from '@playwright/test';

test.describe('footer', () => {
  test('shows the blurb, quick links and contact block', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(
      footer.getByText(/make high-speed internet unlimited and affordable/),
    ).toBeVisible();

    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    const links = quick.getByRole('link');
    await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact']);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/about/', '/services/', '/contact/']);

    await expect(footer.getByText('Lagos, Nigeria')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'info@ziralink.example' })).toHaveAttribute(
      'href',
      'mailto:info@ziralink.example',
    );
    await expect(footer.getByRole('link', { name: '+234 700 000 0000' })).toHaveAttribute(
      'href',
      'tel:+2347000000000',
    );
  });

  test('shows the current year', async ({ page }) => {
    await page.goto('/');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} Ziralink Networks. All rights reserved.`,
    );
  });

  test('shows the visitor’s year even when it is later than the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00+01:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 Ziralink Networks.');
  });
});
