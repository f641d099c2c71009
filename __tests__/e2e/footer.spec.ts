import { expect, test } from '@playwright/test';
import { dialledPhone, shownPhone, site } from '../support/site-content';

const { company, contact } = site;

test.describe('footer', () => {
  test('shows the blurb, quick links and contact block', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(company.footerBlurb)).toBeVisible();

    const quick = footer.getByRole('navigation', { name: 'Quick links' });
    const links = quick.getByRole('link');
    await expect(links).toHaveText(['Home', 'About', 'Services', 'Contact']);
    expect(
      await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href'))),
    ).toEqual(['/', '/about/', '/services/', '/contact/']);

    await expect(
      footer.getByText(`${contact.address.city}, ${contact.address.country}`),
    ).toBeVisible();
    await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(footer.getByRole('link', { name: shownPhone(contact.phone) })).toHaveAttribute(
      'href',
      dialledPhone(contact.phone),
    );
    await expect(footer.getByRole('link', { name: /^WhatsApp/ })).toHaveCount(
      contact.whatsapp ? 1 : 0,
    );
  });

  test('shows the current year', async ({ page }) => {
    await page.goto('/');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} ${company.name}. All rights reserved.`,
    );
  });

  test('shows the visitor’s year even when it is later than the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00+01:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${company.name}.`);
  });
});
