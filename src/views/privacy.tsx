import React from 'react';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader';
import { Container } from '../components/Container';
import { mailtoHref } from '../lib/contact-links';
import type { PrivacyCopy } from '../lib/page-copy';
import { theme } from '../styles/theme';

const Notice = styled(Container)`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};

  > * {
    max-width: 44rem;
  }

  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes['2xl']};
  }

  p {
    font-size: ${theme.fontSizes.lg};
  }
`;

const Updated = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.md} !important;
`;

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** '2026-11-23' -> '23 November 2026' (no Intl: the server's HTML and the browser's agree). */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export type PrivacyContent = { page: PrivacyCopy };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the notice says of where enquiries and waitlist sign-ups are kept and for how long, from
 * the same settings the website keeps them by (its daily job deletes each one at the end of these
 * periods, and the leave link in a waitlist e-mail deletes the sign-up at once).
 */
export function storageText(storage: PrivacyCopy['storage']): {
  where: string;
  howLong: string;
  waitlist: string;
} {
  return {
    where: `Your enquiry, or your place on our waitlist, is kept in our website's database, a private database that only our staff can open, run for us by our website host, Netlify, in ${storage.region}.`,
    howLong: `The website deletes each enquiry ${plural(storage.enquiryMonths, 'month', 'months')} after it reaches us, and a message set aside as likely spam ${plural(storage.spamDays, 'day', 'days')} after it reaches us.`,
    waitlist: `A place on the waitlist is kept while your area waits for our network. Once we reach it, we tell you once, and the website deletes your sign-up ${plural(storage.waitlistMonths, 'month', 'months')} later. If you leave the list with the link in our e-mail, or ask us to, it is deleted at once.`,
  };
}

/** The privacy notice's sections (the page and the editor's preview render them). */
export function privacySections({ page }: PrivacyContent) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Notice>
        <Updated>
          Last changed on <time dateTime={page.updated}>{longDate(page.updated)}</time>
        </Updated>
        {page.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`privacy-${index + 1}`}>
            <h2 id={`privacy-${index + 1}`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">{page.storage.heading}</h2>
          <p>{storageText(page.storage).where}</p>
          <p>{storageText(page.storage).howLong}</p>
          <p>{storageText(page.storage).waitlist}</p>
        </section>
        <section aria-labelledby="privacy-contact">
          <h2 id="privacy-contact">{page.contact.heading}</h2>
          <p>
            {page.contact.text} <a href={mailtoHref(page.contact.email)}>{page.contact.email}</a>.
          </p>
        </section>
      </Notice>
    </>
  );
}
