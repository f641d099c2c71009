import { screen, within } from '@testing-library/react';
import ServicesPage, { Head } from '../../src/pages/services';
import { renderHead, renderPage } from '../helpers/render';

const SPEC = {
  'Fiber Optic Services': [
    /installation and routing/i,
    /network design/i,
    /24\/7 maintenance/i,
    /splicing and termination/i,
  ],
  'Cloud Computing': [
    /infrastructure setup/i,
    /backup and .*recovery/i,
    /migration/i,
    /managed .*services/i,
  ],
  'Tech Solutions': [
    /IT infrastructure/i,
    /system integration/i,
    /cybersecurity/i,
    /custom software/i,
  ],
} as const;

describe('Services page', () => {
  it.each(Object.entries(SPEC))(
    'has a section for %s with its four bullets and a link to /contact/',
    (title, bullets) => {
      renderPage(ServicesPage, '/services/');
      const section = screen.getByRole('region', { name: title });
      const items = within(section).getAllByRole('listitem');
      expect(items).toHaveLength(4);
      bullets.forEach((bullet, index) => expect(items[index]).toHaveTextContent(bullet));
      expect(within(section).getByRole('link', { name: new RegExp(title) })).toHaveAttribute(
        'href',
        '/contact/',
      );
    },
  );

  it('shows the three additional service cards', () => {
    renderPage(ServicesPage, '/services/');
    const more = screen.getByRole('region', { name: 'More ways we can help' });
    expect(
      within(more)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Internet Service Provision', 'Network Consulting', 'Training & Support']);
  });

  it('has one h1 and its own title', () => {
    renderPage(ServicesPage, '/services/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(renderHead(Head, '/services/').title).toBe('Our services | Ziralink Networks');
  });
});
