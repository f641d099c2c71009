import { screen, within } from '@testing-library/react';
import React from 'react';
import { Footer } from '../../../src/components/Footer';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const { company, contact } = fixture;

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the blurb, the quick links and the contact block', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(company.footerBlurb)).toBeVisible();

    const quick = screen.getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['Services', '/services/'],
      ['Contact', '/contact/'],
    ]);

    const block = screen.getByRole('region', { name: 'Contact' });
    expect(
      within(block).getByText(`${contact.address.city}, ${contact.address.country}`),
    ).toBeVisible();
    expect(within(block).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    );
    // Shown with no-break spaces, dialled without spaces.
    expect(
      within(block).getByRole('link', { name: contact.phone.replace(/ /g, '\u00A0') }),
    ).toHaveAttribute('href', `tel:${contact.phone.replace(/ /g, '')}`);
  });

  it('shows the visitor’s current year, not the year the site was built', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderWithProviders(<Footer />);
    expect(screen.getByText(`© 2031 ${company.name}. All rights reserved.`)).toBeVisible();
  });

  it('has no WhatsApp link when the optional number is left out', () => {
    renderWithProviders(<Footer />);
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('shows WhatsApp when a number is given', () => {
    renderWithProviders(<Footer />, {
      content: (graph) => ({
        ...graph,
        contactYaml: { ...(graph.contactYaml as object), whatsapp: '+234 802 000 0001' },
      }),
    });
    expect(screen.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/2348020000001',
    );
  });
});
