/**
 * "Do you cover my area?": the coverage page's list, its search, the home page's check that leads
 * there, and the links that open the contact form with the subject filled in (or a WhatsApp chat
 * naming the area). Areas come from the content the site was built from (content/coverage.yaml,
 * or CONTENT_DIR's); so do the incidents an answer mentions (content/status.yaml).
 */
import AxeBuilder from '@axe-core/playwright';
import { filled } from '../../src/lib/form-words';
import { expect, test, type Page } from '@playwright/test';
import { COVERAGE_SLOT, filledSentence } from '../../src/content-model/coverage-slots';
import { incidents, openIncidents } from '../../src/lib/service-status';
import { escapeRegExp, site, FORM } from '../support/site-content';

const { coverage, services } = site;
/** The search's words, as the content the site was built from says them (pages/coverage.yaml). */
const words = site.coveragePage.search;
/** A sentence of the search whatever its slots hold: "not yet", for any place. */
const anyFilling = (sentence: string) =>
  new RegExp(
    sentence
      .split(COVERAGE_SLOT)
      .map((part, index) => (index % 2 === 1 ? '.+?' : escapeRegExp(part)))
      .join(''),
  );
/** The answer for an area we serve, and the link that asks for a connection there. */
const served = (area: string, region: string) =>
  filledSentence(words.served, { place: area, city: region });
const askConnection = (area: string) => filledSentence(words.askConnection, { place: area });
const open = openIncidents(incidents(site.status.incidents ?? [], coverage.regions));
/** How the list shows an area: with a mark while an incident there is open. */
const listed = (area: string, region: string) =>
  open.some((incident) =>
    incident.places.some((place) => place.area === area && place.region === region),
  )
    ? `${area} ${words.problemNow}`
    : area;
const allAreas = coverage.regions.flatMap((region) =>
  region.areas.map((area) => ({ area, region: region.name })),
);
/** The longest area name: long enough that a slip of a letter is forgiven. */
const longest = [...allAreas].sort((a, b) => b.area.length - a.area.length)[0]!;
const subjectOf = (page: Page) => page.getByLabel(FORM.labels.subject, { exact: true });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: words.label });
const answer = (page: Page) => page.locator('#coverage [role="status"]');
/** An area without an open incident: its answer has one link of each kind. */
const quiet = allAreas.filter(({ area, region }) => listed(area, region) === area);

async function openSearch(page: Page) {
  await page.goto('/coverage/');
  await expect(searchBox(page)).toBeVisible();
}

test.describe('coverage, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the coverage page lists every area under its city or state', async ({ page }) => {
    await page.goto('/coverage/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(site.coveragePage.heading);
    const section = page.locator('section#coverage');
    for (const region of coverage.regions) {
      const list = section
        .getByRole('heading', { level: 2, name: region.name, exact: true })
        .locator('xpath=following-sibling::ul[1]');
      await expect(list.getByRole('listitem')).toHaveText(
        region.areas.map((area) => listed(area, region.name)),
      );
    }
    // Nothing to type into without the script that answers.
    await expect(searchBox(page)).toBeHidden();
  });

  test('the home page links to the coverage page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: site.coveragePage.homeLinkLabel }).click();
    await expect(page).toHaveURL(/\/coverage\/$/);
  });

  test("the home page's coverage check leads to the coverage page's list", async ({ page }) => {
    await page.goto('/');
    const check = page.getByRole('searchbox', { name: site.coveragePage.homeLinkLabel });
    await check.fill(allAreas[0]!.area);
    await page.getByRole('button', { name: site.home.hero.checkLabel }).click();
    await expect(page).toHaveURL(/\/coverage\/\?area=[^#]+#areas$/);
    await expect(page.locator('#areas')).toBeInViewport();
    await expect(page.locator('#areas').getByText(allAreas[0]!.area).first()).toBeVisible();
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
    await expect(page.getByLabel(FORM.labels.subject, { exact: true })).toHaveValue(first.title);
  });
});

test.describe('coverage search', () => {
  test('an area we serve, typed in any case and spacing: a link asks for a connection', async ({
    page,
  }) => {
    const { area, region } = quiet[0]!;
    await openSearch(page);
    await searchBox(page).fill(`  ${area.toUpperCase().replace(/ /g, '   ')}  `);
    await expect(answer(page)).toContainText(served(area, region));

    await answer(page)
      .getByRole('link', { name: askConnection(area) })
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

  test('a slip of a letter is offered as "Did you mean", with the waitlist for what was typed', async ({
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
      filledSentence(words.suggested, { place: longest.area, city: longest.region }),
    );
    await expect(
      answer(page).getByRole('link', { name: askConnection(longest.area) }),
    ).toBeVisible();
    await expect(
      page.locator('#waitlist-form').getByLabel(site.waitlist.form.labels.place, { exact: true }),
    ).toHaveValue(slip.toLowerCase());
  });

  test('somewhere we do not serve: "not yet", and the waitlist form for it', async ({ page }) => {
    const nowhere = 'Zzyzx Crescent';
    await openSearch(page);
    await searchBox(page).fill(nowhere);
    await expect(answer(page)).toContainText(filledSentence(words.notYet, { typed: nowhere }));
    // Joining is __tests__/e2e/waitlist.spec.ts.
    await expect(
      page.locator('#waitlist-form').getByLabel(site.waitlist.form.labels.place, { exact: true }),
    ).toHaveValue(nowhere);
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
    const { area } = quiet[quiet.length - 1]!;
    await openSearch(page);
    await searchBox(page).focus();
    await page.keyboard.type(area);
    // The connection request, and a WhatsApp chat when the company has a number.
    await expect(answer(page).getByRole('link')).toHaveCount(site.contact.whatsapp ? 2 : 1);
    // Enter in the search field submits nothing and leaves the page where it is.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/coverage\//);
    await page.keyboard.press('Tab');
    await expect(answer(page).getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(subjectOf(page)).toHaveValue(`Connection request: ${area}`);
  });

  test('no accessibility violations with an answer showing', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill(allAreas[0]!.area);
    await expect(answer(page).getByRole('link').first()).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

/** Words that only say what kind of area a name is; not the word two cities share. */
const KIND = /^(phase|estate|zone|sector|extension|district|area|\d+)$/i;
const wordsOf = (name: string) => name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

test.describe('coverage search: places as people write them', () => {
  test('an area with its city or state, before or after it, with or without a comma', async ({
    page,
  }) => {
    await openSearch(page);
    for (const region of coverage.regions) {
      const first = region.areas[0]!;
      const last = region.areas[region.areas.length - 1]!;
      for (const typed of [`${first}, ${region.name}`, `${last} ${region.name}`]) {
        await searchBox(page).fill(typed);
        const area = typed.startsWith(first) ? first : last;
        await expect(answer(page)).toContainText(served(area, region.name));
      }
      await searchBox(page).fill(`${region.name} ${first.toLowerCase()}`);
      await expect(answer(page)).toContainText(served(first, region.name));
    }
  });

  test('an area with the town it is part of ("Ikeja GRA, Ikeja")', async ({ page }) => {
    const named = allAreas.find(
      ({ area }) => wordsOf(area).filter((w) => !KIND.test(w)).length > 1,
    );
    test.skip(!named, 'the content lists no area whose name has two words');
    const { area, region } = named!;
    await openSearch(page);
    await searchBox(page).fill(`${area}, ${wordsOf(area)[0]!}`);
    await expect(answer(page)).toContainText(served(area, region));
  });

  test("the content's everyday short names, for an area and for a city", async ({ page }) => {
    const short = coverage.abbreviations ?? [];
    const forArea = short.flatMap(({ name, means }) =>
      allAreas.filter(({ area }) => area === means).map((place) => ({ name, ...place })),
    );
    const forRegion = short.flatMap(({ name, means }) =>
      coverage.regions
        .filter((region) => region.name === means)
        .map((region) => ({ name, region })),
    );
    test.skip(
      forArea.length + forRegion.length === 0,
      'the content has no short name for an area or a city',
    );
    await openSearch(page);
    for (const { name, area, region } of forArea) {
      await searchBox(page).fill(`${name} ${region}`);
      await expect(answer(page)).toContainText(served(area, region));
    }
    for (const { name, region } of forRegion) {
      const area = region.areas[0]!;
      await searchBox(page).fill(`${area} ${name}`);
      await expect(answer(page)).toContainText(served(area, region.name));
    }
  });

  test('a one-letter slip in a short name is offered as "Did you mean", never as a yes', async ({
    page,
  }) => {
    // The shortest one-word area of four letters or more, its last letter changed.
    const single = allAreas
      .filter(({ area }) => /^\p{L}{4,}$/u.test(area))
      .sort((a, b) => a.area.length - b.area.length)[0];
    test.skip(!single, 'the content lists no one-word area');
    const { area, region } = single!;
    const last = area.at(-1)!.toLowerCase();
    const slip = `${area.slice(0, -1)}${last === 'q' ? 'z' : 'q'}`;
    await openSearch(page);
    await searchBox(page).fill(slip);
    await expect(answer(page)).toContainText(
      filledSentence(words.suggested, { place: area, city: region }),
    );
    await expect(answer(page)).not.toContainText(anyFilling(words.served));
    await expect(answer(page).getByRole('link', { name: askConnection(area) })).toBeVisible();
    await expect(
      page.locator('#waitlist-form').getByLabel(site.waitlist.form.labels.place, { exact: true }),
    ).toHaveValue(slip);
  });

  test('a word two cities share: naming one city never offers the other’s area', async ({
    page,
  }) => {
    const shared = coverage.regions.flatMap((one) =>
      coverage.regions
        .filter((other) => other !== one)
        .flatMap((other) =>
          [...new Set(one.areas.flatMap(wordsOf))]
            .filter((word) => !KIND.test(word) && word.length >= 3)
            .filter((word) =>
              other.areas.some((area) =>
                wordsOf(area).some((w) => w.toLowerCase() === word.toLowerCase()),
              ),
            )
            .map((word) => ({ word, one, other })),
        ),
    );
    test.skip(shared.length === 0, 'no word is shared by areas of two cities in the content');
    await openSearch(page);
    for (const { word, one, other } of shared) {
      await searchBox(page).fill(`${one.name} ${word}`);
      // Whatever the answer (several there, or "not yet"), it names what was typed.
      await expect(answer(page)).toContainText(`${one.name} ${word}`);
      for (const area of other.areas.filter((area) => !one.areas.includes(area))) {
        await expect(answer(page)).not.toContainText(area);
      }
      await expect(answer(page)).not.toContainText(other.name);
    }
  });

  test('a city or state: its areas to choose from, and a way to ask', async ({ page }) => {
    await openSearch(page);
    for (const region of coverage.regions) {
      await searchBox(page).fill(region.name);
      await expect(answer(page)).toContainText(filledSentence(words.city, { city: region.name }));
      // Up to twelve as links (a big city's answer says how many more are in the list).
      for (const area of region.areas.slice(0, 12)) {
        await expect(answer(page).getByRole('link', { name: area, exact: true })).toBeVisible();
      }
    }
    const region = coverage.regions[0]!;
    await searchBox(page).fill(region.name);
    await answer(page)
      .getByRole('link', { name: filledSentence(words.askStreet, { city: region.name }) })
      .click();
    await expect(subjectOf(page)).toHaveValue(`Coverage question: ${region.name}`);
  });

  test('input that is not a place gets a short hint', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill('%%%');
    await expect(answer(page)).toContainText(
      filledSentence(words.hintUnreadable, { listed: allAreas[0]!.area }),
    );
    await expect(answer(page)).toContainText(allAreas[0]!.area);
  });

  test('a very long query is shortened in the answer, on screen and for screen readers', async ({
    page,
  }) => {
    const long = `${'Zzyzx Crescent '.repeat(34)}end`;
    expect(long.length).toBeGreaterThan(500);
    await openSearch(page);
    await searchBox(page).fill(long);
    await expect(answer(page)).toContainText(anyFilling(words.notYet));
    const said = await answer(page).locator('p').innerText();
    expect(said).toContain('…');
    expect(said.length).toBeLessThan(200);
    // What a screen reader is given: the live region's whole text.
    expect((await answer(page).textContent())!.length).toBeLessThan(300);
    // Nothing spills out sideways at this width.
    const box = (await answer(page).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('no accessibility violations with a city, a hint or a "Did you mean" showing', async ({
    page,
  }) => {
    const { area } = [...allAreas].sort((a, b) => b.area.length - a.area.length)[0]!;
    await openSearch(page);
    for (const typed of [coverage.regions[0]!.name, '%%%', `${area}x`]) {
      await searchBox(page).fill(typed);
      await expect(answer(page)).not.toBeEmpty();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    }
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
    await expect(page.getByLabel(FORM.labels.message, { exact: true })).toHaveValue('');
  }
});

test.describe('coverage answers, incidents and WhatsApp', () => {
  test('an area with an open incident: the answer mentions it and leads to the status page', async ({
    page,
  }) => {
    test.skip(open.length === 0, 'no incident is open in the content the site was built from');
    for (const incident of open) {
      for (const place of incident.places) {
        await openSearch(page);
        await searchBox(page).fill(`${place.area}, ${place.region}`);
        await expect(answer(page)).toContainText(
          filledSentence(words.problemIn, { place: place.area }),
        );
        await expect(answer(page)).toContainText(incident.title);
        await expect(
          answer(page).getByRole('link', { name: words.followIt }).first(),
        ).toHaveAttribute('href', `/status/#${incident.id}`);
      }
    }
  });

  test('an area without one: no word of an incident', async ({ page }) => {
    await openSearch(page);
    await searchBox(page).fill(quiet[0]!.area);
    await expect(answer(page)).toContainText(served(quiet[0]!.area, quiet[0]!.region));
    await expect(answer(page)).not.toContainText(anyFilling(words.problemIn));
    await expect(answer(page).getByRole('link', { name: words.followIt })).toHaveCount(0);
  });

  test('every answer offers "Chat on WhatsApp" naming the area, whenever there is a number', async ({
    page,
  }) => {
    await openSearch(page);
    for (const [typed, named] of [
      [quiet[0]!.area, quiet[0]!.area],
      ['Zzyzx Crescent', 'Zzyzx Crescent'],
      [coverage.regions[0]!.name, coverage.regions[0]!.name],
    ] as const) {
      await searchBox(page).fill(typed);
      await expect(answer(page)).not.toBeEmpty();
      const chat = answer(page).getByRole('link', {
        name: filled(site.everyPage.chat.about, { name: named }),
        exact: true,
      });
      if (!site.contact.whatsapp) {
        await expect(
          answer(page).getByRole('link', { name: site.everyPage.chat.label }),
        ).toHaveCount(0);
        continue;
      }
      const href = new URL((await chat.getAttribute('href'))!);
      expect(href.origin + href.pathname).toBe(
        `https://wa.me/${site.contact.whatsapp.replace(/\D/g, '')}`,
      );
      expect(href.searchParams.get('text')).toContain(named);
    }
  });

  test("with JavaScript, the home page's check is answered on the coverage page", async ({
    page,
  }) => {
    const { area, region } = quiet[0]!;
    await page.goto('/');
    await page.getByRole('searchbox', { name: site.coveragePage.homeLinkLabel }).fill(area);
    await page.getByRole('button', { name: site.home.hero.checkLabel }).click();
    await expect(page).toHaveURL(/\/coverage\/\?area=/);
    await expect(searchBox(page)).toHaveValue(area);
    await expect(answer(page)).toContainText(served(area, region));
    await expect(answer(page)).toBeInViewport();
  });
});
