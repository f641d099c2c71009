import { screen, within } from '@testing-library/react';
import React from 'react';
import { Footer } from '../../src/components/Footer';
import { renderWithProviders } from '../helpers/render';

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the blurb, the quick links and the contact block', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(/make high-speed internet unlimited and affordable/)).toBeVisible();

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

    const contact = screen.getByRole('region', { name: 'Contact' });
    expect(within(contact).getByText('Lagos, Nigeria')).toBeVisible();
    expect(within(contact).getByRole('link', { name: 'info@ziralink.example' })).toHaveAttribute(
      'href',
      'mailto:info@ziralink.example',
    );
    expect(within(contact).getByRole('link', { name: /^\+234\s700\s000\s0000$/ })).toHaveAttribute(
      'href',
      'tel:+2347000000000',
    );
  });

  it('shows the visitor’s current year, not the year the site was built', () => {
    jest.useFakeTimers({ now: new Date('2031-03-04T10:00:00Z'), doNotFake: ['queueMicrotask'] });
    renderWithProviders(<Footer />);
    expect(screen.getByText(/© 2031 Ziralink Networks\. All rights reserved\./)).toBeVisible();
  });

  it('hides WhatsApp when the optional number is left out', () => {
    renderWithProviders(<Footer />, {
      content: (fixture) => ({
        ...fixture,
        contactYaml: { ...(fixture.contactYaml as object), whatsapp: null },
      }),
    });
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('takes the company name and blurb from the content', () => {
    renderWithProviders(<Footer />, {
      content: (fixture) => ({
        ...fixture,
        companyYaml: {
          ...(fixture.companyYaml as object),
          name: 'Test Fibre Ltd',
          footerBlurb: 'A test blurb.',
        },
      }),
    });
    expect(screen.getByText('A test blurb.')).toBeVisible();
    expect(screen.getByText(/© \d{4} Test Fibre Ltd\./)).toBeVisible();
  });
});
