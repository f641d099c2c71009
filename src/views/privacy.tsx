import React from 'react';
import styled from 'styled-components';
import { PageHeader } from '../components/PageHeader';
import { Container } from '../components/Container';
import { mailtoHref } from '../lib/contact-links';
import type { PageLanguage } from '../content-model/languages';
import { aroundSlot, filled } from '../lib/form-words';
import type { PrivacyCopy } from '../lib/page-copy';
import { datesIn } from '../lib/page-dates';
import { sentence } from '../lib/sentence';
import { UNCONFIRMED_DAYS } from '../lib/waitlist-periods';
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

export type PrivacyContent = {
  page: PrivacyCopy;
  /** The language its date is written in (page-dates.ts): the page's once its words are. */
  lang: PageLanguage;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * What the notice says of where enquiries and waitlist sign-ups are kept and for how long, from
 * the same settings the website keeps them by (its daily job deletes each one at the end of these
 * periods, and the leave link in a waitlist e-mail deletes the sign-up at once).
 */
export function storageText(storage: PrivacyCopy['storage']): {
  where: string;
  mail: string;
  howLong: string;
  waitlist: string;
} {
  const months = (count: number) => plural(count, storage.month, storage.months);
  return {
    where: filled(storage.where, { region: storage.region }),
    mail: filled(storage.mail, { mail: storage.mailProvider }),
    howLong: filled(storage.howLong, {
      enquiries: months(storage.enquiryMonths),
      spam: plural(storage.spamDays, storage.day, storage.days),
    }),
    waitlist: filled(storage.waitlist, {
      waitlist: months(storage.waitlistMonths),
      unconfirmed: plural(UNCONFIRMED_DAYS, storage.day, storage.days),
    }),
  };
}

/** The privacy notice's sections (the page and the editor's preview render them). */
export function privacySections({ page, lang }: PrivacyContent) {
  const dates = datesIn(lang);
  const updated = aroundSlot(page.updatedLine);
  const storage = storageText(page.storage);
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Notice>
        <Updated {...sentence}>
          {updated.before}
          <time dateTime={page.updated} lang={dates.lang}>
            {dates.longDay(page.updated)}
          </time>
          {updated.after}
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
          <p {...sentence}>{storage.where}</p>
          <p {...sentence}>{storage.mail}</p>
          <p {...sentence}>{storage.howLong}</p>
          <p {...sentence}>{storage.waitlist}</p>
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
