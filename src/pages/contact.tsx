import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { inLanguage, type PageLanguage } from '../content-model/languages';
import { useBusinessHours } from '../hooks/useBusinessHours';
import { useContactDetails } from '../hooks/useContactDetails';
import type { EnquiryFieldSpec } from '../lib/enquiry-form';
import { fromQuery } from '../lib/from-query';
import { translatedForm } from '../lib/form-words';
import type { ContactCopy, ThanksCopy } from '../lib/page-copy';
import { required } from '../lib/required';
import { contactSections } from '../views/contact';

const SOURCE = 'content/pages/contact.yaml';

/**
 * Built by gatsby-node.ts: the form's fields and their rules, from the enquiry schema, the page's
 * language, and on a page built for one "Ask about …" subject (/contact/ask/…/), that subject.
 */
type ContactContext = {
  enquiryFields?: EnquiryFieldSpec[];
  askSubject?: string;
  lang?: PageLanguage;
};

/** The Contact page's own address in the page's language, also for the pages built for one subject. */
const contactPath = ({ askSubject, lang = 'en' }: ContactContext, pathname: string) =>
  askSubject ? inLanguage('/contact/', lang) : pathname;

export default function ContactPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.ContactPageQuery, ContactContext>) {
  const page = fromQuery<ContactCopy>(data.contactPageYamlIn, SOURCE);
  const lang = pageContext.lang ?? 'en';
  // The form in English too, to tell which of its words are translated.
  const english = fromQuery<Pick<ContactCopy, 'form'>>(data.contactPageYaml, SOURCE);
  // The open-now line's sentences are in the page's language once they are translated.
  const hoursLang = page.hours.openNow === data.contactPageYaml?.hours.openNow ? 'en' : lang;
  const sent = fromQuery<Pick<ThanksCopy, 'heading' | 'body'>>(
    data.thanksPageYamlIn,
    'content/pages/thanks.yaml',
  );
  const contact = useContactDetails();
  const hours = useBusinessHours();
  return (
    <Layout currentPath={location.pathname} navPath={contactPath(pageContext, location.pathname)}>
      {contactSections({
        page,
        sent,
        translated: translatedForm(page.form, english.form),
        contact,
        hours,
        chat: required(data.everyPageYamlIn, 'content/pages/every-page.yaml').chat,
        enquiryFields: required(pageContext.enquiryFields, 'the enquiry schema (gatsby-node.ts)'),
        askSubject: pageContext.askSubject,
        language: lang,
        hoursLang,
      })}
    </Layout>
  );
}

export const query = graphql`
  query ContactPage($lang: String!) {
    contactPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      detailsHeading
      details {
        office
        email
        phone
        whatsapp
      }
      hoursHeading
      hours {
        caption
        closedDay
        openNow
        opensToday
        opensTomorrow
        opensOn
        closed
      }
      care {
        question
        link
      }
      formHeading
      form {
        ...ContactFormWords
      }
      findUsHeading
      findUsText
    }
    contactPageYaml {
      hours {
        openNow
      }
      form {
        ...ContactFormWords
      }
    }
    thanksPageYamlIn(lang: $lang) {
      heading
      body
    }
    everyPageYamlIn(lang: $lang) {
      chat {
        ...ChatWords
      }
    }
  }

  fragment ChatWords on EveryPageYamlChat {
    label
    about
    messages {
      general
      subject
      plan
      served
      notYet
      region
      complaint
    }
  }

  fragment TimeWords on EveryPageYamlTimes {
    within
    hour
    hours
    workingDay
    workingDays
    day
    days
  }

  fragment ContactFormWords on ContactPageYamlForm {
    labels {
      firstName
      lastName
      email
      phone
      subject
      message
    }
    optional
    requiredNote
    reachNote
    reach
    charactersLeft {
      one
      other
    }
    charactersOver {
      one
      other
    }
    send
    sending
    sendNow
    privacyNote
    privacyLink
    keptOnDevice
    dismiss
    clear
    cleared
    offline
    retrying
    failedTitle
    failedText
    tooMany
    otherWays
    sentHeading
    nextStep
    nextStepWithPhone
    nextStepByPhone
    whatWasSent
    another
    changedWhileSending
    restoredDraft
    draftSubjectChanged
    noSubject
    ...SharedFieldErrors
    answers {
      checkTitle
      checkLead
      waitTitle
      waitLead
      notSentTitle
      notSentLead
      goTo
    }
  }
`;

/** The page's title, description and share tags; an "Ask about" page's address is /contact/. */
export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.ContactPageQuery, ContactContext>) {
  const { seo } = fromQuery<ContactCopy>(data.contactPageYamlIn, SOURCE);
  return <Seo {...seo} path={contactPath(pageContext, location.pathname)} />;
}
