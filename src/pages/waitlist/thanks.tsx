import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { fromQuery } from '../../lib/from-query';
import { waitlistThanksSections, type WaitlistCopy } from '../../views/waitlist';

type ThanksCopy = Pick<WaitlistCopy, 'thanks'> & { seo: Pick<WaitlistCopy['seo'], 'description'> };

const SOURCE = 'content/waitlist.yaml';

/** Where a visitor lands after joining the waitlist without JavaScript (at `#joined`). */
export default function WaitlistThanksPage({
  data,
  location,
}: PageProps<Queries.WaitlistThanksPageQuery>) {
  const page = fromQuery<ThanksCopy>(data.waitlistYamlIn, SOURCE);
  return <Layout currentPath={location.pathname}>{waitlistThanksSections({ page })}</Layout>;
}

export const query = graphql`
  query WaitlistThanksPage($lang: String!) {
    waitlistYamlIn(lang: $lang) {
      seo {
        description
      }
      thanks {
        title
        heading
        body
        notJoinedHeading
        notJoinedBody
        formLinkLabel
        homeLinkLabel
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.WaitlistThanksPageQuery>) {
  const { thanks, seo } = fromQuery<ThanksCopy>(data.waitlistYamlIn, SOURCE);
  return <Seo title={thanks.title} description={seo.description} />;
}
