import { screen, within } from '@testing-library/react';
import HomePage, { Head } from '../../../src/pages/index';
import { fixture } from '../../support/fixture-content';
import { plansLinkName } from '../../support/shown-words';
import { renderHead, renderPage } from '../../support/render';

const { home, company, services } = fixture;

describe('Home page', () => {
  it('has one h1: the hero title, with Learn More and Contact Us actions', () => {
    renderPage(HomePage, '/');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([home.hero.title]);
    const hero = screen.getByRole('region', { name: home.hero.title });
    expect(within(hero).getByText(home.hero.lead)).toBeVisible();
    expect(
      within(hero).getByRole('link', { name: `Learn More about ${company.name}` }),
    ).toHaveAttribute('href', '/about/');
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('opens with the lowest monthly price and a coverage check that leads to the coverage page', () => {
    renderPage(HomePage, '/');
    const hero = screen.getByRole('region', { name: home.hero.title });
    expect(within(hero).getByRole('link', { name: plansLinkName(fixture.plans) })).toHaveAttribute(
      'href',
      '/plans/',
    );
    // A plain form: without JavaScript it lands on the coverage page's list, the area in its
    // address for the page's script to answer.
    const check = within(hero).getByRole('search');
    expect(check).toHaveAttribute('action', '/coverage/#areas');
    expect(check).toHaveAttribute('method', 'get');
    const field = within(check).getByRole('searchbox', {
      name: fixture.coveragePage.homeLinkLabel,
    });
    expect(field).toHaveAttribute('name', 'area');
    expect(within(check).getByRole('button', { name: home.hero.checkLabel })).toHaveAttribute(
      'type',
      'submit',
    );
  });

  it('shows the three-card services overview, each linking to its section', () => {
    renderPage(HomePage, '/');
    const overview = screen.getByRole('region', { name: home.services.heading });
    const cards = within(overview).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fiber Optic Services',
      'Cloud Computing',
      'Tech Solutions',
    ]);
    const cloud = services.core.find((service) => service.title === 'Cloud Computing')!;
    const more = home.services.moreLabel.replace('{name}', 'Cloud Computing');
    expect(within(overview).getByRole('link', { name: more })).toHaveAttribute(
      'href',
      `/services/#${cloud.slug}`,
    );
    expect(
      within(overview).getByRole('link', { name: fixture.coveragePage.homeLinkLabel }),
    ).toHaveAttribute('href', '/coverage/');
  });

  it('leads to the plans with the lowest monthly price: "… from ₦…/month"', () => {
    renderPage(HomePage, '/');
    const overview = screen.getByRole('region', { name: home.services.heading });
    expect(
      within(overview).getByRole('link', { name: plansLinkName(fixture.plans) }),
    ).toHaveAttribute('href', '/plans/');
  });

  it('shows the about teaser and a closing call to action to /contact/', () => {
    renderPage(HomePage, '/');
    const teaser = screen.getByRole('region', { name: home.teaser.heading });
    expect(within(teaser).getByRole('link', { name: home.teaser.linkLabel })).toHaveAttribute(
      'href',
      '/about/',
    );
    for (const highlight of home.teaser.highlights) {
      expect(within(teaser).getByText(highlight.value)).toBeVisible();
    }
    const cta = screen.getByRole('region', { name: home.cta.heading });
    expect(within(cta).getByRole('link', { name: home.cta.buttonLabel })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('renders whatever the content says', () => {
    renderPage(HomePage, '/', {
      content: (graph) => {
        const page = graph.homePageYamlIn as { hero: object };
        return {
          ...graph,
          homePageYamlIn: { ...page, hero: { ...page.hero, title: 'Fibre for everyone' } },
        };
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fibre for everyone');
  });

  it('has its own title, description and canonical address', () => {
    const head = renderHead(Head, '/');
    expect(head.title).toBe(`${home.seo.title} | ${company.name}`);
    expect(head.description).toBe(home.seo.description);
    expect(head.canonical).toBe('https://www.example.test/');
    expect(head.robots).toBeUndefined();
  });

  it('has link-preview tags with the share image', () => {
    const head = renderHead(Head, '/');
    expect(head.meta('og:title')).toBe(head.title);
    expect(head.meta('og:url')).toBe('https://www.example.test/');
    expect(head.meta('og:image')).toBe('https://www.example.test/og-image.png');
    expect(head.meta('og:image:width')).toBe('1200');
    expect(head.meta('og:image:height')).toBe('630');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe('https://www.example.test/og-image.png');
  });

  it('carries the company as schema.org LocalBusiness data, from its query', () => {
    expect(renderHead(Head, '/').jsonLd).toEqual([
      expect.objectContaining({ '@type': 'LocalBusiness', name: company.name }),
    ]);
  });
});
