import { screen, within } from '@testing-library/react';
import StatusPage, { Head } from '../../../src/pages/status';
import AboutPage from '../../../src/pages/about';
import { formatLagosTime, lagosTimeMs } from '../../../src/content-model/lagos-time';
import { fixture, type Fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

const { statusPage, company } = fixture;
const incidents = fixture.status.incidents ?? [];
const open = incidents.filter((incident) => !incident.resolved);
const resolved = incidents.filter((incident) => incident.resolved);
/** A day after the fixture's newest incident: within 90 days of all but the oldest. */
const NOW = Math.max(...incidents.map((incident) => lagosTimeMs(incident.started)!)) + 86_400_000;
const DAY = 86_400_000;

/** The fixture's status file with every open incident resolved at `at`. */
const allResolved = (at: string) => (content: Fixture) => ({
  ...content,
  statusYaml: {
    incidents: incidents.map((incident) => ({ ...incident, resolved: incident.resolved ?? at })),
  },
});

/** The names of an incident's facts, in order. */
const termsOf = (card: HTMLElement) =>
  within(card)
    .getAllByRole('term')
    .map((term) => term.textContent);

const notice = () =>
  screen.queryByRole('complementary', { name: fixture.everyPage.serviceNotice.label });

describe('service status', () => {
  it('has open incidents and resolved ones in the fixture', () => {
    expect(open.length).toBeGreaterThan(0);
    expect(open[0]!.areas.length).toBe(2);
    expect(resolved.length).toBeGreaterThan(1);
  });

  it('shows a notice under the header of every page while an incident is open', () => {
    renderPage(AboutPage, '/about/');
    const shown = notice();
    expect(shown).not.toBeNull();
    expect(shown).toHaveTextContent(open[0]!.title);
    expect(within(shown!).getByRole('link', { name: statusPage.noticeLinkLabel })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/status\/(#incident-\d+)?$/),
    );
    // Between the header and the main content.
    const banner = screen.getAllByRole('banner')[0]!;
    expect(banner.compareDocumentPosition(shown!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      shown!.compareDocumentPosition(screen.getByRole('main')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows no notice when all is normal', () => {
    renderPage(AboutPage, '/about/', { content: allResolved('2026-12-01 10:00') });
    expect(notice()).toBeNull();
  });

  it('/status/ shows the open incidents with their areas, times and updates, newest first', () => {
    renderPage(StatusPage, '/status/', { pageContext: { builtAt: NOW } });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      statusPage.heading,
    ]);
    const now = screen.getByRole('region', { name: statusPage.currentHeading });
    const card = within(now).getByRole('article', { name: open[0]!.title });
    expect(card).toHaveTextContent(open[0]!.affected);
    expect(card).toHaveTextContent(formatLagosTime(lagosTimeMs(open[0]!.started)!));
    expect(card).toHaveTextContent(formatLagosTime(lagosTimeMs(open[0]!.expectedFix!)!));
    const updates = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    const texts = [...(open[0]!.updates ?? [])].reverse().map((update) => update.text);
    expect(updates.map((text) => texts.find((entry) => text?.includes(entry)))).toEqual(texts);
    expect(within(now).queryByText(statusPage.allNormal)).toBeNull();
  });

  it('/status/ names each fact of an incident, and says when it was built, in the page’s words', () => {
    renderPage(StatusPage, '/status/', { pageContext: { builtAt: NOW } });
    const { card } = statusPage;
    const now = screen.getByRole('region', { name: statusPage.currentHeading });
    const article = within(now).getByRole('article', { name: open[0]!.title });
    expect(termsOf(article)).toEqual([card.status, card.areas, card.started, card.expectedFix]);
    expect(article).toHaveTextContent(card.open);
    expect(now).toHaveTextContent(statusPage.asOf.replace('{moment}', formatLagosTime(NOW)));
    const history = screen.getByRole('region', { name: statusPage.historyHeading });
    const fixed = within(history).getAllByRole('article')[0]!;
    expect(termsOf(fixed)).toEqual([card.status, card.areas, card.started, card.resolvedAt]);
    expect(fixed).toHaveTextContent(card.resolved);
    // How long it lasted, in the page's words.
    expect(fixed).toHaveTextContent(card.after.split('{length}')[0]!);
  });

  it('/status/ keeps resolved incidents of the last 90 days in its history, and no older', () => {
    renderPage(StatusPage, '/status/', { pageContext: { builtAt: NOW } });
    const history = screen.getByRole('region', { name: statusPage.historyHeading });
    for (const incident of resolved) {
      const within90 = lagosTimeMs(incident.resolved!)! >= NOW - 90 * DAY;
      expect(within(history).queryByRole('article', { name: incident.title }) !== null).toBe(
        within90,
      );
    }
  });

  it('once an incident is resolved: no notice, "all normal", and the history keeps it', () => {
    renderPage(StatusPage, '/status/', {
      pageContext: { builtAt: NOW + DAY },
      content: allResolved('2026-12-01 10:00'),
    });
    expect(notice()).toBeNull();
    const now = screen.getByRole('region', { name: statusPage.currentHeading });
    expect(within(now).getByText(statusPage.allNormal)).toBeVisible();
    const history = screen.getByRole('region', { name: statusPage.historyHeading });
    expect(within(history).getByRole('article', { name: open[0]!.title })).toHaveTextContent(
      statusPage.card.resolved,
    );
  });

  it('links its Atom feed, and has its own title', () => {
    renderPage(StatusPage, '/status/', { pageContext: { builtAt: NOW } });
    expect(screen.getByRole('link', { name: statusPage.feedLabel })).toHaveAttribute(
      'href',
      '/status/feed.xml',
    );
    expect(renderHead(Head, '/status/').title).toBe(`${statusPage.seo.title} | ${company.name}`);
  });
});
