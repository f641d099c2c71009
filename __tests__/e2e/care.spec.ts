/**
 * The Customer care page in the browser: reached from the footer and the Contact page, it carries
 * the complaint steps, the promised times and the escalation to the NCC, without JavaScript too,
 * and prints cleanly on A4. The installation steps carry the same promised times. What to expect
 * comes from the content the site was built from.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { isPhone } from '../support/pages';
import { withinIn } from '../support/shown-words';
import { site } from '../support/site-content';

const { care, promises } = site;
const within = (time: (typeof promises)['reply']) => withinIn(site.everyPage.times, time);

test.describe('Customer care, JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('is one tap from the Contact page, and carries the steps, the times and the NCC', async ({
    page,
  }) => {
    await page.goto('/contact/');
    // The Contact page's own line to it, under the business hours.
    await page.getByRole('main').getByRole('link', { name: site.contactPage.care.link }).click();
    await expect(page).toHaveURL(/\/customer-care\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(care.heading);
    await expect(
      page.getByRole('region', { name: care.steps.heading }).getByRole('listitem'),
    ).toHaveText(care.steps.items);
    const times = page.getByRole('region', { name: care.promises.heading });
    for (const [label, time] of [
      [care.promises.acknowledgement, promises.acknowledgement],
      [care.promises.resolution, promises.resolution],
      [care.promises.faultRepair, promises.faultRepair],
      [care.promises.installation, promises.installation],
    ] as const) {
      await expect(times.getByRole('row', { name: label })).toContainText(within(time));
    }
    for (const paragraph of care.notMet.paragraphs) {
      await expect(page.getByText(paragraph)).toBeVisible();
    }
    const ncc = page.getByRole('region', { name: care.ncc.heading });
    await expect(ncc).toContainText(care.ncc.address);
    await expect(ncc.getByRole('link', { name: care.ncc.email })).toBeVisible();
    await expect(ncc.getByRole('link').first()).toHaveAttribute(
      'href',
      `tel:${care.ncc.phone.replace(/ /g, '')}`,
    );
    // WhatsApp among the channels whenever the company has a number.
    await expect(
      page.getByRole('region', { name: care.channels.heading }).getByRole('heading', {
        name: care.channels.names.whatsapp,
      }),
    ).toHaveCount(site.contact.whatsapp ? 1 : 0);
  });

  test('the installation steps give the same promised times', async ({ page }) => {
    await page.goto('/installation/');
    const main = page.getByRole('main');
    for (const step of ['survey', 'quote', 'installation', 'activation'] as const) {
      await expect(main.locator(`#step-${step}`)).toContainText(
        site.installation.steps[step].title,
      );
      await expect(main.locator(`#step-${step}`)).toContainText(
        within(promises[step]).replace(/^./, (first) => first.toUpperCase()),
      );
    }
  });
});

test('prints cleanly on A4: the page alone, black on white, nothing cut off at the side', async ({
  page,
}) => {
  test.skip(isPhone(page), 'printing is the same at any window width');
  await page.goto('/customer-care/');
  await page.emulateMedia({ media: 'print' });
  // A4's printable width at 96 dpi, less the page's margins.
  await page.setViewportSize({ width: 688, height: 1000 });
  await expect(page.getByRole('banner').first()).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  // The service notice, when an incident is open, is left out too.
  for (const notice of await page
    .getByRole('complementary', { name: site.everyPage.serviceNotice.label, includeHidden: true })
    .all()) {
    await expect(notice).toBeHidden();
  }
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const colours = await page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main p, main td, main th')].map(
      (element) => getComputedStyle(element).color,
    ),
  );
  expect(new Set(colours)).toEqual(new Set(['rgb(0, 0, 0)']));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(688);
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  const pages = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
  expect(pages).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(4);
});

test('no accessibility violations on the Customer care and installation pages', async ({
  page,
}) => {
  for (const path of ['/customer-care/', '/installation/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(
      results.violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});

test('the Contact page offers "Chat on WhatsApp", naming the plan on the page built for it', async ({
  page,
}) => {
  await page.goto('/contact/');
  const chat = page
    .getByRole('main')
    .getByRole('link', { name: site.everyPage.chat.label, exact: true });
  if (!site.contact.whatsapp) {
    await expect(chat).toHaveCount(0);
    return;
  }
  const number = `https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}`;
  const general = new URL((await chat.getAttribute('href'))!);
  expect(general.origin + general.pathname).toBe(number);
  expect(general.searchParams.get('text')).toBeTruthy();

  const plan = site.plans.plans[0]!;
  await page.goto('/plans/');
  await page
    .getByRole('article', { name: plan.name, exact: true })
    .getByRole('link', { name: `${site.plans.askLabel}: ${plan.name}` })
    .click();
  const asked = new URL(
    (await page
      .getByRole('main')
      .getByRole('link', { name: site.everyPage.chat.label, exact: true })
      .getAttribute('href'))!,
  );
  expect(asked.searchParams.get('text')).toContain(plan.name);
});
