import { screen, within } from '@testing-library/react';
import HomePage, { Head } from '../../src/pages/index';
import { renderHead, renderPage } from '../helpers/render';

describe('Home page', () => {
  it('has one h1: the hero title, with Learn More and Contact Us actions', () => {
    renderPage(HomePage, '/');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((h) => h.textContent)).toEqual([
      'High-speed internet, unlimited and affordable',
    ]);
    const hero = screen.getByRole('region', {
      name: 'High-speed internet, unlimited and affordable',
    });
    expect(
      within(hero).getByRole('link', { name: 'Learn More about Ziralink Networks' }),
    ).toHaveAttribute('href', '/about/');
    expect(within(hero).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('shows the three-card services overview', () => {
    renderPage(HomePage, '/');
    const overview = screen.getByRole('region', { name: 'What we do' });
    const cards = within(overview).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Fiber Optic Services',
      'Cloud Computing',
      'Tech Solutions',
    ]);
    expect(within(overview).getByRole('link', { name: 'More on Cloud Computing' })).toHaveAttribute(
      'href',
      '/services/#cloud-computing',
    );
  });

  it('shows the about teaser and a closing call to action to /contact/', () => {
    renderPage(HomePage, '/');
    const teaser = screen.getByRole('region', { name: 'Built in Lagos, connecting Nigeria' });
    expect(within(teaser).getByRole('link', { name: 'More about us' })).toHaveAttribute(
      'href',
      '/about/',
    );
    expect(within(teaser).getByText('24/7')).toBeVisible();
    const cta = screen.getByRole('region', { name: 'Ready to get connected?' });
    expect(within(cta).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact/',
    );
  });

  it('renders whatever the content says', () => {
    renderPage(HomePage, '/', {
      content: (fixture) => {
        const home = fixture.homePageYaml as { hero: object };
        return {
          ...fixture,
          homePageYaml: { ...home, hero: { ...home.hero, title: 'Fibre for everyone' } },
        };
      },
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Fibre for everyone');
  });

  it('has its own title, description and canonical address', () => {
    const head = renderHead(Head, '/');
    expect(head.title).toBe(
      'Fibre internet, cloud and tech solutions in Nigeria | Ziralink Networks',
    );
    expect(head.description).toMatch(/^Unlimited, affordable high-speed fibre internet/);
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

  it('carries the LocalBusiness data the build prepared for it', () => {
    const localBusiness = JSON.stringify({ '@type': 'LocalBusiness', name: 'Ziralink Networks' });
    expect(renderHead(Head, '/', { localBusiness }).jsonLd).toEqual([
      { '@type': 'LocalBusiness', name: 'Ziralink Networks' },
    ]);
    expect(renderHead(Head, '/').jsonLd).toEqual([]);
  });
});
