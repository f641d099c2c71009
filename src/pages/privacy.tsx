import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import type { PageLanguage } from '../content-model/languages';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { PrivacyCopy } from '../lib/page-copy';
import { privacySections } from '../views/privacy';

const SOURCE = 'content/pages/privacy.yaml';

/** The privacy notice: what the contact form collects, where it is kept, the visitor's rights. */
export default function PrivacyPage({
  data,
  location,
  pageContext,
}: PageProps<Queries.PrivacyPageQuery, { lang?: PageLanguage }>) {
  const page = fromQuery<PrivacyCopy>(data.privacyPageYamlIn, SOURCE);
  // Its date is in the page's language once the line around it is.
  const english = required(data.privacyPageYaml, SOURCE);
  const lang = page.updatedLine === english.updatedLine ? 'en' : (pageContext.lang ?? 'en');
  return <Layout currentPath={location.pathname}>{privacySections({ page, lang })}</Layout>;
}

export const query = graphql`
  query PrivacyPage($lang: String!) {
    privacyPageYaml {
      updatedLine
    }
    privacyPageYamlIn(lang: $lang) {
      examples
      seo {
        title
        description
      }
      heading
      intro
      updated
      updatedLine
      sections {
        heading
        paragraphs
      }
      storage {
        heading
        region
        enquiryMonths
        spamDays
        waitlistMonths
        where
        mailProvider
        mail
        howLong
        waitlist
        month
        months
        day
        days
      }
      contact {
        heading
        text
        email
      }
    }
  }
`;

/** The page's title, description, canonical address and share tags. */
export function Head({ data, location }: HeadProps<Queries.PrivacyPageQuery>) {
  const { seo } = fromQuery<PrivacyCopy>(data.privacyPageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}
