import { expect, test } from '@playwright/test';
import { formatDayHours, openStatus } from '../../src/lib/hours';
import { dialledPhone, shownPhone, site } from '../support/site-content';

const CORE = ['Fiber Optic Services', 'Cloud Computing', 'Tech Solutions'];

test.describe('screens', () => {
  test('Home: hero actions, three service cards, about teaser, closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: site.home.hero.title });
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about/');
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(hero.locator('svg').first()).toBeVisible();

    const cards = page
      .getByRole('region', { name: site.home.services.heading })
      .getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText(CORE);
    await expect(page.getByRole('region', { name: site.home.teaser.heading })).toBeVisible();
    const cta = page.getByRole('region', { name: site.home.cta.heading });
    await expect(cta.getByRole('link', { name: site.home.cta.buttonLabel })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  test('About: story, mission, vision and the three core values', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { name: site.about.storyHeading })).toBeVisible();
    await expect(page.getByRole('region', { name: site.about.missionHeading })).toContainText(
      site.about.mission,
    );
    await expect(page.getByRole('region', { name: site.about.visionHeading })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: site.about.valuesHeading })
        .getByRole('article')
        .getByRole('heading'),
    ).toHaveText(['Innovation', 'Reliability', 'Accessibility']);
  });

  test('Services: three detailed sections with their bullets and a contact link, three extra cards', async ({
    page,
  }) => {
    await page.goto('/services/');
    for (const service of site.services.core) {
      const section = page.getByRole('region', { name: service.title, exact: true });
      await expect(section.getByRole('listitem')).toHaveText(service.bullets);
      await expect(
        section.getByRole('link', { name: new RegExp(site.servicesPage.serviceLinkLabel) }),
      ).toHaveAttribute('href', /^\/contact\//);
    }
    await expect(
      page
        .getByRole('region', { name: site.servicesPage.additionalHeading })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Internet Service Provision', 'Network Consulting', 'Training & Support']);
  });

  test('a home service card links to its section on the Services page', async ({ page }) => {
    const cloud = site.services.core.find((service) => service.title === 'Cloud Computing')!;
    await page.goto('/');
    await page
      .getByRole('link', {
        name: site.home.services.moreLabel.replace('{name}', 'Cloud Computing'),
      })
      .click();
    await expect(page).toHaveURL(new RegExp(`/services/#${cloud.slug}$`));
    await expect(page.getByRole('heading', { name: 'Cloud Computing', level: 2 })).toBeInViewport();
  });

  test('Contact: address, e-mail, phone, hours, open-now line and Find Us placeholder', async ({
    page,
  }) => {
    const { contact, contactPage } = site;
    await page.goto('/contact/');
    const details = page.getByRole('region', { name: contactPage.detailsHeading });
    await expect(details).toContainText(`${contact.address.street}, ${contact.address.area}`);
    await expect(details.getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    await expect(details.getByRole('link', { name: shownPhone(contact.phone) })).toHaveAttribute(
      'href',
      dialledPhone(contact.phone),
    );

    const hours = page.getByRole('region', { name: contactPage.hoursHeading });
    await expect(hours.getByRole('row')).toHaveText(
      site.hours.days.map((day) => `${day.day}${formatDayHours(day, contactPage.hours.closedDay)}`),
    );
    // The open-now line, once the page's script knows the time.
    await expect(hours.locator('p[data-state]')).toBeVisible();

    const findUs = page.getByRole('region', { name: 'Find Us' });
    await expect(findUs).toContainText(`${contact.address.area}, ${contact.address.city}`);
    await expect(findUs.locator('iframe, img')).toHaveCount(0);
    await expect(page.getByRole('form', { name: contactPage.formHeading })).toBeVisible();
  });
});

test.describe('screens, for a visitor in another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('Contact: the open-now line follows Lagos time', async ({ page }) => {
    // Mid-morning on a Wednesday and on a Sunday in Lagos: the small hours in Los Angeles.
    for (const instant of ['2026-11-25T09:30:00Z', '2026-11-29T09:30:00Z']) {
      const at = new Date(instant);
      await page.clock.setFixedTime(at);
      await page.goto('/contact/');
      const { message } = openStatus(
        site.hours.days,
        at,
        site.hours.timezone,
        site.contactPage.hours,
      );
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
  });
});
