import { expect, test } from '@playwright/test';
import { socialNetwork } from '../../src/content-model/social';
import { dialledPhone, shownPhone, site } from '../support/site-content';

const { company, contact } = site;
const words = site.everyPage.footer;

test.describe('footer', () => {
  test('shows the blurb, quick links and contact block', async ({ page }) => {
    await page.goto('/about/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(company.footerBlurb)).toBeVisible();

    const quick = footer.getByRole('navigation', { name: words.linksHeading });
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

  test('shows how to check the company: registration, licence and social pages, as the content has them', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const registration = [company.registeredName, company.rcNumber].filter(Boolean).join(', ');
    if (registration) await expect(footer.getByText(registration, { exact: true })).toBeVisible();
    await expect(footer.getByText(words.licence, { exact: false })).toHaveCount(
      company.nccLicence ? 1 : 0,
    );
    if (company.nccLicence) {
      await expect(footer.getByText(`${words.licence} ${company.nccLicence}`)).toBeVisible();
    }
    for (const url of company.social ?? []) {
      await expect(
        footer.getByRole('link', { name: socialNetwork(url), exact: true }),
      ).toHaveAttribute('href', url);
    }
    // No other link leaves the site (WhatsApp's aside).
    await expect(footer.locator('a[href^="https://"]:not([href^="https://wa.me/"])')).toHaveCount(
      company.social?.length ?? 0,
    );
  });

  test('links to the Customer care page and the service status', async ({ page }) => {
    await page.goto('/about/');
    await page.getByRole('contentinfo').getByRole('link', { name: words.care }).click();
    await expect(page).toHaveURL(/\/customer-care\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.care.heading);
    await page.getByRole('contentinfo').getByRole('link', { name: words.status }).click();
    await expect(page).toHaveURL(/\/status\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.statusPage.heading);
  });

  test('links to the privacy notice', async ({ page }) => {
    await page.goto('/services/');
    await page.getByRole('contentinfo').getByRole('link', { name: words.privacy }).click();
    await expect(page).toHaveURL(/\/privacy\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.privacy.heading);
  });

  test('shows the current year', async ({ page }) => {
    await page.goto('/');
    const year = new Date().getFullYear();
    await expect(page.getByRole('contentinfo')).toContainText(
      `© ${year} ${company.name}. ${words.rights}`,
    );
  });

  test('shows the visitor’s year even when it is later than the build', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2031-03-04T10:00:00+01:00'));
    await page.goto('/');
    await expect(page.getByRole('contentinfo')).toContainText(`© 2031 ${company.name}.`);
  });
});
