import { screen, within } from '@testing-library/react';
import React from 'react';
import { Footer } from '../../../src/components/Footer';
import { socialNetwork } from '../../../src/content-model/social';
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
    // The year is an island of its own (a span) inside the line.
    expect(
      screen.getByText(
        (_, element) =>
          element?.tagName === 'P' &&
          element.textContent === `© 2031 ${company.name}. All rights reserved.`,
      ),
    ).toBeVisible();
  });

  it('shows the registered name, RC number and social pages the content gives, and no licence when it has none', () => {
    renderWithProviders(<Footer />);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByText(`${company.registeredName}, ${company.rcNumber}`),
    ).toBeVisible();
    // The fixture company leaves its NCC licence out.
    expect(company.nccLicence).toBeUndefined();
    expect(within(footer).queryByText(/NCC/)).toBeNull();
    for (const url of company.social!) {
      expect(within(footer).getByRole('link', { name: socialNetwork(url) })).toHaveAttribute(
        'href',
        url,
      );
    }
  });

  it('shows the NCC licence when there is one', () => {
    renderWithProviders(<Footer />, {
      content: (graph) => ({
        ...graph,
        companyYaml: { ...(graph.companyYaml as object), nccLicence: 'ISP licence 123/45/6789' },
      }),
    });
    expect(screen.getByText('Licensed by the NCC: ISP licence 123/45/6789')).toBeVisible();
  });

  it('leaves out each detail the content leaves empty, and always links the privacy notice', () => {
    renderWithProviders(<Footer />, {
      content: (graph) => ({
        ...graph,
        companyYaml: {
          ...(graph.companyYaml as object),
          registeredName: null,
          rcNumber: 'RC 1234567',
          nccLicence: null,
          social: null,
        },
      }),
    });
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('RC 1234567')).toBeVisible();
    for (const name of ['Facebook', 'Instagram', 'X', 'LinkedIn', 'YouTube', 'TikTok']) {
      expect(within(footer).queryByRole('link', { name })).toBeNull();
    }
    expect(within(footer).getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
      'href',
      '/privacy/',
    );
  });

  it('names each social network by the address of its link', () => {
    expect(socialNetwork('https://www.facebook.com/somebody')).toBe('Facebook');
    expect(socialNetwork('https://x.com/somebody')).toBe('X');
    expect(socialNetwork('https://twitter.com/somebody')).toBe('X');
    expect(socialNetwork('https://www.linkedin.com/company/somebody')).toBe('LinkedIn');
    expect(socialNetwork('https://www.tiktok.com/@somebody')).toBe('TikTok');
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
