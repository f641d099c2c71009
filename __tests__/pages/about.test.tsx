import { screen, within } from '@testing-library/react';
import AboutPage, { Head } from '../../src/pages/about';
import { renderHead, renderPage } from '../helpers/render';

describe('About page', () => {
  it('has one h1 and tells the story, mission and vision', () => {
    renderPage(AboutPage, '/about/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'About us',
    ]);
    const story = screen.getByRole('region', { name: 'Our story' });
    expect(within(story).getByText(/founded in Victoria Island/)).toBeVisible();
    expect(screen.getByRole('region', { name: 'Our mission' })).toHaveTextContent(
      /make high-speed internet unlimited and affordable across Nigeria/,
    );
    expect(screen.getByRole('region', { name: 'Our vision' })).toHaveTextContent(/every home/);
  });

  it('shows the three core values', () => {
    renderPage(AboutPage, '/about/');
    const values = screen.getByRole('region', { name: 'Our core values' });
    expect(
      within(values)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Innovation', 'Reliability', 'Accessibility']);
  });

  it('highlights About in the navigation', () => {
    renderPage(AboutPage, '/about/');
    const current = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['About']);
  });

  it('has its own title and description', () => {
    const head = renderHead(Head, '/about/');
    expect(head.title).toBe('About us | Ziralink Networks');
    expect(head.description).toMatch(/Our story, mission and vision/);
    expect(head.canonical).toBe('https://www.example.test/about/');
  });
});
