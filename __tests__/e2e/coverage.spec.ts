/**
 * "Do you cover my area?": the coverage list on the Services page, its search, and the links that
 * open the contact form with the subject filled in. Areas come from the content the site was built
 * from (content/coverage.yaml, or CONTENT_DIR's).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { site } from '../support/site-content';

const { coverage, services } = site;
const allAreas = coverage.regions.flatMap((region) =>
  region.areas.map((area) => ({ area, region: region.name })),
);
/** The longest area name: long enough that a slip of a letter is forgiven. */
const longest = [...allAreas].sort((a, b) => b.area.length - a.area.length)[0]!;
const subjectOf = (page: Page) => page.getByLabel('Subject', { exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Your area' });
const answer = (page: Page) => page.locator('#coverage [role="status"]');

async function openSearch(page: Page) {
  await page.goto('/services/#coverage');
  await expect(searchBox(page)).toBeVisible();
}

test.describe('coverage, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the Services page lists every area under its city or state', async ({ page }) => {
    await page.goto('/services/');
    const section = page.locator('section#coverage');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(coverage.heading);
    for (const region of coverage.regions) {
      const list = section
        .getByRole('heading', { level: 3, name: region.name, exact: true })
        .locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('listitem')).toHaveText(region.areas);
    }
    // Nothing to type into without the script that answers.
    await expect(searchBox(page)).toBeHidden();
  });

  test('the home page links to the list', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: coverage.homeLinkLabel }).click();
    await expect(page).toHaveURL(/\/services\/#coverage$/);
    await expect(page.locator('#coverage')).toBeInViewport();
  });

  test('"Ask about this service" still leads to the contact form', async ({ page }) => {
    await page.goto('/services/');
    const first = services.core[0]!;
    await page
      .getByRole('link', { name: `${site.servicesPage.serviceLinkLabel}: ${first.title}` })
      .click();
    // The Contact page built for the service, its subject in the form without JavaScript too.
    await expect(page).toHaveURL(/\/contact\/ask\/[a-z0-9-]+\/#contact-form$/);
    await expect(page.getByRole('form', { name: site.contactPage.formHeading })).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(first.title);
  });
});

test.describe('coverage search', () => {
  test('an area we serve, typed in any case and spacing: a link asks for a connection', async ({
    page,
  }) => {
    const { area, region } = allAreas[0]!;
    await openSearch(page);
    await searchBox(page).fill(`  ${area.toUpperCase().replace(/ /g, '   ')}  `);
    await expect(answer(page)).toContainText(`Yes, we serve ${area}, ${region}.`);

    await answer(page)
      .getByRole('link', { name: `Ask for a connection in ${area}` })
      .click();
    await expect(page).toHaveURL(/\/contact\//);
    await expect(subjectOf(page)).toHaveValue(`Connection request: ${area}`);
    await expect(
      page.getByRole('heading', { name: site.contactPage.formHeading }),
    ).toBeInViewport();
    // Still the visitor's to change.
    await subjectOf(page).fill('A different subject');
    await expect(subjectOf(page)).toHaveValue('A different subject');
  });

  test('a slip of a letter is offered as "Did you mean", with interest in what was typed', async ({
    page,
  }) => {
    // One letter doubled, near the middle of the longest name.
    const letterAt = [...longest.area].findIndex(
      (char, index) => index >= longest.area.length / 2 && /\p{L}/u.test(char),
    );
    const slip = `${longest.area.slice(0, letterAt + 1)}${longest.area.slice(letterAt)}`;
    await openSearch(page);
    await searchBox(page).fill(slip.toLowerCase());
    await expect(answer(page)).toContainText(
      `Did you mean ${longest.area}, ${longest.region}? We serve it.`,
    );
    await expect(
      answer(page).getByRole('link', { name: `Ask for a connection in ${longest.area}` }),
    ).toBeVisible();
    await answer(page)
      .getByRole('link', { name: `Register interest in ${slip.toLowerCase()}` })
      .click();
    await expect(subjectOf(page)).toHaveValue(`Coverage interest: ${slip.toLowerCase()}`);
  });

  test('somewhere we do not serve: "not yet", and a link registers interest', async ({ page }) => {
    const nowhere = 'Zzyzx Crescent';
    await openSearch(page);
    await searchBox(page).fill(nowhere);
    await expect(answer(page)).toContainText(`Not yet: our network does not reach ${nowhere} yet.`);
    await answer(page).getByRole('link', { name: 'Register your interest' }).click();
    await expect(subjectOf(page)).toHaveValue(`Coverage interest: ${nowhere}`);
  });

  test('the answer is in a live region that screen readers announce', async ({ page }) => {
    await openSearch(page);
    // Present and empty before anything is typed, so the first answer is announced.
    await expect(answer(page)).toBeAttached();
    await expect(answer(page)).toBeEmpty();
    await searchBox(page).fill(allAreas[0]!.area);
    await expect(answer(page)).not.toBeEmpty();
  });

  test('keyboard only: type, Tab to the answer, Enter opens the form', async ({ page }) => {
    const { area } = allAreas[allAreas.length - 1]!;
    await openSearch(page);
    await searchBox(page).focus();
    await page.keyboard.type(area);
    await expect(answer(page).getByRole('link')).toHaveCount(1);
    // Enter in the search field submits nothing and leaves the page where it is.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\//);
    await page.keyboard.press('Tab');
    await expect(answer(page).getByRole('link')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(subjectOf(page)).toHaveValue(`Connection request: ${area}`);
  });

  test('no accessibility violations with an answer showing', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill(allAreas[0]!.area);
    await expect(answer(page).getByRole('link')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test('each "Ask about this service" link opens the form with the service as the subject', async ({
  page,
}) => {
  for (const service of services.core) {
    await page.goto('/services/');
    await page
      .getByRole('link', { name: `${site.servicesPage.serviceLinkLabel}: ${service.title}` })
      .click();
    await expect(subjectOf(page)).toHaveValue(service.title);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
  }
});
