import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { useContactDetails } from '../../hooks/useContactDetails';
import { fromQuery } from '../../lib/from-query';
import type { ThanksCopy } from '../../lib/page-copy';
import { thanksSections } from '../../views/thanks';

const SOURCE = 'content/pages/thanks.yaml';

/**
 * Where a visitor lands after sending the contact form without JavaScript (at `#sent`); opened
 * any other way, it says that nothing was sent.
 */
export default function ThanksPage({ data, location }: PageProps<Queries.ThanksPageQuery>) {
  const page = fromQuery<ThanksCopy>(data.thanksPageYamlIn, SOURCE);
  const { phone } = useContactDetails();
  return <Layout currentPath={location.pathname}>{thanksSections({ page, phone })}</Layout>;
}

export const query = graphql`
  query ThanksPage($lang: String!) {
    thanksPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      body
      nextSteps
      homeLinkLabel
      servicesLinkLabel
      notSentHeading
      notSentBody
      formLinkLabel
    }
  }
`;

/** The page's title and description; kept out of search results. */
export function Head({ data }: HeadProps<Queries.ThanksPageQuery>) {
  const { seo } = fromQuery<ThanksCopy>(data.thanksPageYamlIn, SOURCE);
  return <Seo {...seo} />;
}
