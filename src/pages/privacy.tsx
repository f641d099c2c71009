import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { fromQuery } from '../lib/from-query';
import type { PrivacyCopy } from '../lib/page-copy';
import { privacySections } from '../views/privacy';

const SOURCE = 'content/pages/privacy.yaml';

/** The privacy notice: what the contact form collects, where it is kept, the visitor's rights. */
export default function PrivacyPage({ data, location }: PageProps<Queries.PrivacyPageQuery>) {
  const page = fromQuery<PrivacyCopy>(data.privacyPageYamlIn, SOURCE);
  return <Layout currentPath={location.pathname}>{privacySections({ page })}</Layout>;
}

export const query = graphql`
  query PrivacyPage($lang: String!) {
    privacyPageYamlIn(lang: $lang) {
      examples
      seo {
        title
        description
      }
      heading
      intro
      updated
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
