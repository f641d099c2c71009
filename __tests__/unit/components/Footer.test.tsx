import { screen, within } from '@testing-library/react';
import React from 'react';
import { Footer } from '../../../src/components/Footer';
import { socialNetwork } from '../../../src/content-model/social';
import { fixture } from '../../support/fixture-content';
import { renderWithProviders } from '../../support/render';

const { company } = fixture;
const words = fixture.everyPage.footer;

describe('Footer', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the registered name, RC number and social pages the content gives, and no licence when it has none', () => {
    renderWithProviders(<Footer words={words} />);
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
    renderWithProviders(<Footer words={words} />, {
      content: (graph) => ({
        ...graph,
        companyYaml: { ...(graph.companyYaml as object), nccLicence: 'ISP licence 123/45/6789' },
      }),
    });
    expect(screen.getByText(`${words.licence} ISP licence 123/45/6789`)).toBeVisible();
  });

  it('leaves out each detail the content leaves empty, and always links the privacy notice', () => {
    renderWithProviders(<Footer words={words} />, {
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
    expect(within(footer).getByRole('link', { name: words.privacy })).toHaveAttribute(
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
    renderWithProviders(<Footer words={words} />);
    expect(screen.queryByText(/WhatsApp/)).not.toBeInTheDocument();
  });

  it('shows WhatsApp when a number is given', () => {
    renderWithProviders(<Footer words={words} />, {
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
