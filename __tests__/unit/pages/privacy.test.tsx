import { screen, within } from '@testing-library/react';
import PrivacyPage, { Head } from '../../../src/pages/privacy';
import { longDate, storageText } from '../../../src/views/privacy';
import { fixture } from '../../support/fixture-content';
import { renderHead, renderPage } from '../../support/render';

const { privacy, company } = fixture;

describe('Privacy notice', () => {
  it('has one h1 and every section of the notice, in order, with its paragraphs', () => {
    renderPage(PrivacyPage, '/privacy/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      privacy.heading,
    ]);
    expect(screen.getByText(privacy.intro)).toBeVisible();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      ...privacy.sections.map((section) => section.heading),
      privacy.storage.heading,
      privacy.contact.heading,
    ]);
    for (const section of privacy.sections) {
      const region = screen.getByRole('region', { name: section.heading });
      for (const paragraph of section.paragraphs) {
        expect(within(region).getByText(paragraph)).toBeVisible();
      }
    }
  });

  it('states where enquiries and waitlist sign-ups are kept and how long, from the settings the website deletes them by', () => {
    renderPage(PrivacyPage, '/privacy/');
    const region = screen.getByRole('region', { name: privacy.storage.heading });
    expect(region).toHaveTextContent(`Netlify, in ${privacy.storage.region}.`);
    expect(region).toHaveTextContent(
      `deletes each enquiry ${privacy.storage.enquiryMonths} months after it reaches us`,
    );
    expect(region).toHaveTextContent(
      `likely spam ${privacy.storage.spamDays} days after it reaches us`,
    );
    expect(region).toHaveTextContent(
      `deletes your sign-up ${privacy.storage.waitlistMonths} months later`,
    );
    const one = storageText({
      ...privacy.storage,
      enquiryMonths: 1,
      spamDays: 1,
      waitlistMonths: 1,
    });
    expect(one.howLong).toMatch(/1 month after .* 1 day after/);
    expect(one.waitlist).toMatch(/1 month later/);
  });

  it('says whom to ask, with a link to write to them', () => {
    renderPage(PrivacyPage, '/privacy/');
    const region = screen.getByRole('region', { name: privacy.contact.heading });
    expect(region).toHaveTextContent(privacy.contact.text);
    expect(within(region).getByRole('link', { name: privacy.contact.email })).toHaveAttribute(
      'href',
      `mailto:${privacy.contact.email}`,
    );
  });

  it('says when it last changed, as a date people read and a date machines read', () => {
    const { container } = renderPage(PrivacyPage, '/privacy/');
    const time = container.querySelector('time');
    expect(time).toHaveAttribute('datetime', privacy.updated);
    expect(time).toHaveTextContent(longDate(privacy.updated));
    expect(longDate('2026-01-05')).toBe('5 January 2026');
    expect(longDate('2025-12-31')).toBe('31 December 2025');
  });

  it('has its own title, description and canonical address', () => {
    const head = renderHead(Head, '/privacy/');
    expect(head.title).toBe(`${privacy.seo.title} | ${company.name}`);
    expect(head.description).toBe(privacy.seo.description);
    expect(head.canonical).toBe('https://www.example.test/privacy/');
  });
});
