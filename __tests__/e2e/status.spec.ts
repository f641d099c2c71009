/**
 * Service status in the browser, read from the content the site was built from
 * (content/status.yaml, or CONTENT_DIR's): the notice on every page while an incident is open
 * (none when all is normal), /status/ with what is open and the last 90 days, its Atom feed, and
 * all of it without JavaScript. The fixture company has an incident open on two areas; the build
 * in scripts/test-second-content.sh resolves it, and these same tests then see the notice gone
 * and the incident kept in the history.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatLagosTime } from '../../src/content-model/lagos-time';
import {
  incidents,
  listInWords,
  openIncidents,
  recentIncidents,
} from '../../src/lib/service-status';
import { NOT_FOUND_PATH, PAGES } from '../support/pages';
import { site } from '../support/site-content';

const all = incidents(site.status.incidents ?? [], site.coverage.regions);
const open = openIncidents(all);
const notice = (page: Page) =>
  page.getByRole('complementary', { name: site.everyPage.serviceNotice.label });

/** When the site was built: the status page says it ("As of …"), and the history counts back. */
async function builtAt(page: Page): Promise<number> {
  await page.goto('/status/');
  const iso = await page
    .getByRole('region', { name: site.statusPage.currentHeading })
    .locator('time')
    .last()
    .getAttribute('datetime');
  return Date.parse(iso!);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`service status, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('every page has the notice under the header while an incident is open, none otherwise', async ({
      page,
    }) => {
      for (const path of [...PAGES.map((entry) => entry.path), NOT_FOUND_PATH]) {
        await page.goto(path);
        if (open.length === 0) {
          await expect(notice(page), path).toHaveCount(0);
          continue;
        }
        await expect(notice(page), path).toBeVisible();
        for (const incident of open.slice(0, 2)) {
          await expect(notice(page), path).toContainText(incident.title);
          await expect(notice(page), path).toContainText(
            listInWords(incident.places.map((place) => place.area)),
          );
        }
        // Right under the header, above the page's own content.
        const header = (await page.getByRole('banner').first().boundingBox())!;
        const box = (await notice(page).boundingBox())!;
        expect(Math.round(box.y), path).toBe(Math.round(header.y + header.height));
      }
    });

    test('the notice leads to the status page, which shows what is open', async ({ page }) => {
      test.skip(open.length === 0, 'no incident is open in the content');
      await page.goto('/about/');
      await notice(page).getByRole('link', { name: site.statusPage.noticeLinkLabel }).click();
      await expect(page).toHaveURL(/\/status\/(#incident-\d+)?$/);
      const now = page.getByRole('region', { name: site.statusPage.currentHeading });
      for (const incident of open) {
        const card = now.getByRole('article', { name: incident.title });
        await expect(card).toContainText(incident.affected);
        await expect(card).toContainText(formatLagosTime(incident.started));
        for (const place of incident.places) await expect(card).toContainText(place.area);
        for (const update of incident.updates) await expect(card).toContainText(update.text);
      }
      await expect(now).not.toContainText(site.statusPage.allNormal);
    });

    test('/status/ says all is normal when nothing is open, how to report a fault on your own line, and keeps 90 days of history', async ({
      page,
    }) => {
      const now = await builtAt(page);
      const current = page.getByRole('region', { name: site.statusPage.currentHeading });
      if (open.length === 0) await expect(current).toContainText(site.statusPage.allNormal);
      // A customer whose own line is down is told how to report it: the contact details' phone
      // (and WhatsApp, when there is one) and the Customer care page.
      const ownLine = page.getByRole('region', { name: site.statusPage.ownLine.heading });
      await expect(ownLine).toContainText(site.statusPage.ownLine.text);
      const digits = (phone: string) => phone.replace(/[^\d+]/g, '');
      await expect(
        ownLine
          .getByRole('listitem')
          .filter({ hasText: site.statusPage.ownLine.call })
          .getByRole('link'),
      ).toHaveAttribute('href', `tel:${digits(site.contact.phone)}`);
      const whatsapp = site.contact.whatsapp;
      await expect(
        ownLine.locator(`a[href^="https://wa.me/${whatsapp ? digits(whatsapp).slice(1) : ''}?"]`),
      ).toHaveCount(whatsapp ? 1 : 0);
      await expect(
        ownLine.getByRole('link', { name: site.statusPage.ownLine.careLink }),
      ).toHaveAttribute('href', '/customer-care/');
      const history = page.getByRole('region', { name: site.statusPage.historyHeading });
      const recent = recentIncidents(all, now);
      await expect(history.getByRole('article')).toHaveCount(recent.length);
      for (const incident of recent) {
        await expect(history.getByRole('article', { name: incident.title })).toContainText(
          formatLagosTime(incident.resolved!),
        );
      }
      if (recent.length === 0) await expect(history).toContainText(site.statusPage.noHistory);
    });
  });
}

test('the Atom feed lists the open incidents and the last 90 days', async ({ page, request }) => {
  const now = await builtAt(page);
  const answer = await request.get('/status/feed.xml');
  expect(answer.status()).toBe(200);
  const xml = await answer.text();
  expect(xml).toMatch(/^<\?xml[^>]*>\s*<feed xmlns="http:\/\/www\.w3\.org\/2005\/Atom">/);
  const titles = [...xml.matchAll(/<entry>[\s\S]*?<title[^>]*>(?:<!\[CDATA\[)?([^<\]]*)/g)].map(
    (match) => match[1],
  );
  expect(titles).toEqual([
    ...open.map((incident) => `Open: ${incident.title}`),
    ...recentIncidents(all, now).map((incident) => `Resolved: ${incident.title}`),
  ]);
  // The status page names its feed for feed readers.
  await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/status/feed.xml',
  );
});

test('no accessibility violations on the status page and with the notice showing', async ({
  page,
}) => {
  for (const path of ['/status/', '/']) {
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
