import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { PageLanguage } from '../content-model/languages';
import ContactFormIsland from '../sections/ContactForm.island';
import type { BusinessHours } from '../hooks/useBusinessHours';
import type { ContactDetails } from '../hooks/useContactDetails';
import type { EnquiryFieldSpec } from '../lib/enquiry-form';
import type { ContactCopy } from '../lib/page-copy';
import { FormNotice } from '../sections/ContactForm';
import { ContactInfo } from '../sections/ContactInfo';
import { FindUs } from '../sections/FindUs';
import { CARE_PATH } from '../lib/promises';
import { media, theme } from '../styles/theme';

const CareLine = styled.p`
  margin: ${theme.space[6]} 0 0;
  padding: ${theme.space[4]};
  border-left: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Columns = styled(Container)`
  display: grid;
  gap: ${theme.space[7]};
  padding-top: ${theme.space[7]};
  padding-bottom: ${theme.space[8]};

  ${media.lg} {
    grid-template-columns: 2fr 3fr;
  }
`;

export type ContactContent = {
  page: ContactCopy;
  contact: ContactDetails;
  hours: BusinessHours;
  /** The form's fields and their rules, from the enquiry schema. */
  enquiryFields: readonly EnquiryFieldSpec[];
  /** On a page built for one "Ask about …" subject: that subject, already in the form. */
  askSubject?: string;
  /** The page's language, sent with the enquiry. */
  language?: PageLanguage;
  /** The language of the business hours' open-now sentences (English until translated). */
  hoursLang?: PageLanguage;
};

/** The Contact page's sections, from its content (the page and the editor's preview render them). */
export function contactSections({
  page,
  contact,
  hours,
  enquiryFields,
  askSubject,
  language,
  hoursLang,
}: ContactContent) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Container>
        <FormNotice />
      </Container>
      <Columns>
        <div>
          <ContactInfo
            detailsHeading={page.detailsHeading}
            hoursHeading={page.hoursHeading}
            hoursWords={page.hours}
            lang={language}
            hoursLang={hoursLang}
            contact={contact}
            hours={hours}
            subject={askSubject}
          />
          <CareLine>
            A complaint, or a promise we did not keep?{' '}
            <a href={CARE_PATH}>Customer care and complaints</a>
          </CareLine>
          <FindUs
            heading={page.findUsHeading}
            text={page.findUsText}
            area={contact.address.area}
            city={contact.address.city}
          />
        </div>
        <ContactFormIsland
          heading={page.formHeading}
          fields={enquiryFields}
          contact={{ email: contact.email, phone: contact.phone }}
          subject={askSubject}
          language={language}
        />
      </Columns>
    </>
  );
}
