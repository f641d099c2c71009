import { expect, test } from '@playwright/test';

test.describe('screens', () => {
  test('Home: hero actions, three service cards, about teaser, closing call to action', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', {
      name: 'High-speed internet, unlimited and affordable',
    });
    await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about/');
    await expect(hero.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
    await expect(hero.locator('svg').first()).toBeVisible();

    const cards = page.getByRole('region', { name: 'What we do' }).getByRole('article');
    await expect(cards.getByRole('heading')).toHaveText([
      'Fiber Optic Services',
      'Cloud Computing',
      'Tech Solutions',
    ]);
    await expect(
      page.getByRole('region', { name: 'Built in Lagos, connecting Nigeria' }),
    ).toBeVisible();
    const cta = page.getByRole('region', { name: 'Ready to get connected?' });
    await expect(cta.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  test('About: story, mission, vision and the three core values', async ({ page }) => {
    await page.goto('/about/');
    await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our mission' })).toContainText(
      'make high-speed internet unlimited and affordable across Nigeria',
    );
    await expect(page.getByRole('region', { name: 'Our vision' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Our core values' })
        .getByRole('article')
        .getByRole('heading'),
    ).toHaveText(['Innovation', 'Reliability', 'Accessibility']);
  });

  test('Services: three detailed sections with four bullets and a contact link, three extra cards', async ({
    page,
  }) => {
    await page.goto('/services/');
    for (const title of ['Fiber Optic Services', 'Cloud Computing', 'Tech Solutions']) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section.getByRole('listitem')).toHaveCount(4);
      await expect(section.getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
        'href',
        '/contact/',
      );
    }
    await expect(
      page.getByRole('region', { name: 'Fiber Optic Services', exact: true }).getByRole('listitem'),
    ).toHaveText([
      /installation and routing/,
      /design/,
      /24\/7 maintenance/,
      /Splicing and termination/,
    ]);
    await expect(
      page
        .getByRole('region', { name: 'More ways we can help' })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(['Internet Service Provision', 'Network Consulting', 'Training & Support']);
  });

  test('a home service card links to its section on the Services page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'More on Cloud Computing' }).click();
    await expect(page).toHaveURL(/\/services\/#cloud-computing$/);
    await expect(page.getByRole('heading', { name: 'Cloud Computing', level: 2 })).toBeInViewport();
  });

  test('Contact: address, e-mail, phone, hours, open-now line and Find Us placeholder', async ({
    page,
  }) => {
    await page.goto('/contact/');
    const details = page.getByRole('region', { name: 'Get in touch' });
    await expect(details).toContainText('Victoria Island');
    await expect(details.getByRole('link', { name: 'info@ziralink.example' })).toBeVisible();
    await expect(details.getByRole('link', { name: '+234 700 000 0000' })).toBeVisible();

    const hours = page.getByRole('region', { name: 'Business hours' });
    await expect(hours.getByRole('row')).toHaveText([
      /Monday\s*9:00 AM – 6:00 PM/,
      /Tuesday/,
      /Wednesday/,
      /Thursday/,
      /Friday\s*9:00 AM – 6:00 PM/,
      /Saturday\s*10:00 AM – 4:00 PM/,
      /Sunday\s*Closed/,
    ]);
    await expect(hours.getByText(/^(Open|Closed) now/)).toBeVisible();

    const findUs = page.getByRole('region', { name: 'Find Us' });
    await expect(findUs).toContainText('Victoria Island, Lagos');
    await expect(findUs.locator('iframe, img')).toHaveCount(0);
    await expect(page.getByRole('form', { name: 'Send us a message' })).toBeVisible();
  });
});

test.describe('screens, for a visitor in another time zone', () => {
  test.use({ timezoneId: 'America/Los_Angeles' });

  test('Contact: the open-now line follows Lagos time', async ({ page }) => {
    // Wednesday 10:30 in Lagos is 01:30 the same day in Los Angeles.
    await page.clock.setFixedTime(new Date('2026-11-25T09:30:00Z'));
    await page.goto('/contact/');
    await expect(page.getByText('Open now · closes at 6:00 PM')).toBeVisible();
    await page.clock.setFixedTime(new Date('2026-11-29T09:30:00Z')); // Sunday
    await page.reload();
    await expect(page.getByText('Closed now · opens tomorrow at 9:00 AM')).toBeVisible();
  });
});
