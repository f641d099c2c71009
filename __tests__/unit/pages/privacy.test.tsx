import { screen, within } from '@testing-library/react';
import PrivacyPage, { Head } from '../../../src/pages/privacy';
import { datesIn } from '../../../src/lib/page-dates';
import { storageText } from '../../../src/views/privacy';
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
    const { storage } = privacy;
    // Each sentence in the content's words, the periods put in from the settings.
    expect(region).toHaveTextContent(storage.where.replace('{region}', storage.region));
    expect(region).toHaveTextContent(
      storage.howLong
        .replace('{enquiries}', `${storage.enquiryMonths} ${storage.months}`)
        .replace('{spam}', `${storage.spamDays} ${storage.days}`),
    );
    expect(region).toHaveTextContent(
      storage.waitlist
        .replace('{waitlist}', `${storage.waitlistMonths} ${storage.months}`)
        // An unconfirmed sign-up goes after a week: src/lib/waitlist-periods.ts.
        .replace('{unconfirmed}', `7 ${storage.days}`),
    );
    const one = storageText({ ...storage, enquiryMonths: 1, spamDays: 1, waitlistMonths: 1 });
    expect(one.howLong).toBe(
      storage.howLong
        .replace('{enquiries}', `1 ${storage.month}`)
        .replace('{spam}', `1 ${storage.day}`),
    );
    expect(one.waitlist).toBe(
      storage.waitlist
        .replace('{waitlist}', `1 ${storage.month}`)
        .replace('{unconfirmed}', `7 ${storage.days}`),
    );
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
    const { longDay } = datesIn('en');
    expect(time).toHaveTextContent(longDay(privacy.updated));
    expect(time?.parentElement).toHaveTextContent(
      privacy.updatedLine.replace('{date}', longDay(privacy.updated)),
    );
    expect(longDay('2026-01-05')).toBe('5 January 2026');
    expect(longDay('2025-12-31')).toBe('31 December 2025');
  });

  it('has its own title, description and canonical address', () => {
    const head = renderHead(Head, '/privacy/');
    expect(head.title).toBe(`${privacy.seo.title} | ${company.name}`);
    expect(head.description).toBe(privacy.seo.description);
    expect(head.canonical).toBe('https://www.example.test/privacy/');
  });
});
