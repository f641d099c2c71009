import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { PageLanguage } from '../content-model/languages';
import { fromQuery } from '../lib/from-query';
import { waitlistFormOf } from '../lib/form-words';
import type { WaitlistFieldSpec } from '../lib/waitlist-form';
import { required } from '../lib/required';
import { waitlistSections, type WaitlistCopy } from '../views/waitlist';

type WaitlistContext = { waitlistFields?: WaitlistFieldSpec[]; lang?: PageLanguage };

const SOURCE = 'content/waitlist.yaml';

/** The waitlist page: join the list for an area the network does not reach yet, without script. */
export default function WaitlistPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.WaitlistPageQuery, WaitlistContext>) {
  const page = fromQuery<Pick<WaitlistCopy, 'heading' | 'intro'>>(data.waitlistYamlIn, SOURCE);
  const { form, translated } = waitlistFormOf(data);
  return (
    <Layout currentPath={location.pathname}>
      {waitlistSections({
        page: { ...page, form },
        fields: required(pageContext.waitlistFields, 'the waitlist schema (gatsby-node.ts)'),
        language: pageContext.lang ?? 'en',
        translated,
      })}
    </Layout>
  );
}

export function Head({ data, location }: HeadProps<Queries.WaitlistPageQuery>) {
  const { seo } = fromQuery<Pick<WaitlistCopy, 'seo'>>(data.waitlistYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}

export const query = graphql`
  query WaitlistPage($lang: String!) {
    waitlistYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
    }
    ...WaitlistFormInLanguages
  }

  # The waitlist form's words in the page's language and in English (to tell which are
  # translated), with the field errors it shares with the contact form: for waitlistFormOf.
  fragment WaitlistFormInLanguages on Query {
    waitlistYamlIn(lang: $lang) {
      form {
        ...WaitlistFormWords
      }
    }
    waitlistYaml {
      form {
        ...WaitlistFormWords
      }
    }
    contactPageYamlIn(lang: $lang) {
      form {
        ...SharedFieldErrors
      }
    }
    contactPageYaml {
      form {
        ...SharedFieldErrors
      }
    }
  }

  fragment WaitlistFormWords on WaitlistYamlForm {
    heading
    intro
    reachNote
    consent
    buttonLabel
    optional
    labels {
      place
      name
      phone
      email
      audience
      home
      business
    }
    fieldErrors {
      place
      phone
      reach
      audience
      consent
    }
    unreachable
    failed
    servedTitle
    servedLead
    servedLink
    joined
    privacyLink
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

  fragment SharedFieldErrors on ContactPageYamlForm {
    fieldErrors {
      required
      tooLong
      notText
      badText
      oneLine
      hiddenCharacters
      email
      emailQuoted
      emailDomain
      phone
    }
  }
`;
