import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { PageLanguage } from '../content-model/languages';
import ContactFormIsland from '../sections/ContactForm.island';
import type { BusinessHours } from '../hooks/useBusinessHours';
import type { ContactDetails } from '../hooks/useContactDetails';
import type { EnquiryFieldSpec } from '../lib/enquiry-form';
import type { TranslatedForm } from '../lib/form-words';
import type { ChatWords, ContactCopy } from '../lib/page-copy';
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
  /** 'Message Sent' and its text, in the page's language (the thanks page's heading and text). */
  sent: { heading: string; body: string };
  /** What a translation gives of the form's words (the rest are English). */
  translated?: TranslatedForm;
  contact: ContactDetails;
  hours: BusinessHours;
  /** The words of the link to chat on WhatsApp, in the page's language. */
  chat: ChatWords;
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
  sent,
  translated,
  contact,
  hours,
  chat,
  enquiryFields,
  askSubject,
  language,
  hoursLang,
}: ContactContent) {
  // The endpoint answers a refused field in the page's language; the form needs the rest.
  const { fieldErrors, answers, ...form } = page.form;
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
            detailsWords={page.details}
            hoursHeading={page.hoursHeading}
            hoursWords={page.hours}
            lang={language}
            hoursLang={hoursLang}
            contact={contact}
            hours={hours}
            subject={askSubject}
            chat={chat}
          />
          <CareLine>
            {page.care.question} <a href={CARE_PATH}>{page.care.link}</a>
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
          words={{ ...form, sentTitle: sent.heading, sentText: sent.body }}
          translated={translated}
          // Each field named as the page's language names it.
          fields={enquiryFields.map((spec) => ({ ...spec, label: form.labels[spec.name] }))}
          contact={{ email: contact.email, phone: contact.phone }}
          subject={askSubject}
          language={language}
        />
      </Columns>
    </>
  );
}
