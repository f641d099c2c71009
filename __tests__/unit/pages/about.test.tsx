import { screen, within } from '@testing-library/react';
import AboutPage, { Head } from '../../../src/pages/about';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

const { about, company, values } = fixture;

describe('About page', () => {
  it('has one h1 and tells the story, mission and vision', () => {
    renderPage(AboutPage, '/about/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      about.heading,
    ]);
    const story = screen.getByRole('region', { name: about.storyHeading });
    for (const paragraph of about.story) expect(within(story).getByText(paragraph)).toBeVisible();
    expect(screen.getByRole('region', { name: about.missionHeading })).toHaveTextContent(
      about.mission,
    );
    expect(screen.getByRole('region', { name: about.visionHeading })).toHaveTextContent(
      about.vision,
    );
  });

  it('shows the three core values', () => {
    renderPage(AboutPage, '/about/');
    const region = screen.getByRole('region', { name: about.valuesHeading });
    const cards = within(region).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Innovation',
      'Reliability',
      'Accessibility',
    ]);
    expect(cards.map((card) => within(card).getByRole('paragraph').textContent)).toEqual(
      values.items.map((value) => value.description),
    );
  });

  it('highlights About in the navigation and in the footer’s links', () => {
    renderPage(AboutPage, '/about/');
    // The main navigation is collapsed (hidden) in the phone-sized test window.
    const navigation = (label: string) =>
      screen
        .getAllByRole('navigation', { hidden: true })
        .find((element) => element.getAttribute('aria-label') === label);
    const main = navigation(fixture.everyPage.navigation.label);
    const footer = screen.getByRole('navigation', { name: fixture.everyPage.footer.linksHeading });
    const marked = (navigation: HTMLElement | undefined) =>
      within(navigation!)
        .getAllByRole('link', { hidden: true })
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    expect(marked(main)).toEqual(['About']);
    expect(marked(footer)).toEqual(['About']);
  });

  it('has its own title and description', () => {
    const head = renderHead(Head, '/about/');
    expect(head.title).toBe(`${about.seo.title} | ${company.name}`);
    expect(head.description).toBe(about.seo.description);
    expect(head.canonical).toBe('https://www.example.test/about/');
  });
});
