import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { fromQuery } from '../../lib/from-query';
import { required } from '../../lib/required';
import { waitlistLeftSections, type WaitlistCopy } from '../../views/waitlist';

type LeftCopy = Pick<WaitlistCopy, 'left'> & { seo: Pick<WaitlistCopy['seo'], 'description'> };

const SOURCE = 'content/waitlist.yaml';

/** Where a leave link leads: left at `#left`, or the link could not be checked. */
export default function WaitlistLeftPage({
  data,
  location,
}: PageProps<Queries.WaitlistLeftPageQuery>) {
  const page = fromQuery<LeftCopy>(data.waitlistYamlIn, SOURCE);
  const { email } = required(data.privacyPageYamlIn, 'content/pages/privacy.yaml').contact;
  return <Layout currentPath={location.pathname}>{waitlistLeftSections({ page, email })}</Layout>;
}

export const query = graphql`
  query WaitlistLeftPage($lang: String!) {
    waitlistYamlIn(lang: $lang) {
      seo {
        description
      }
      left {
        title
        heading
        body
        invalidHeading
        invalidBody
        askHeading
        askBody
        askButton
      }
    }
    privacyPageYamlIn(lang: $lang) {
      contact {
        email
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.WaitlistLeftPageQuery>) {
  const { left, seo } = fromQuery<LeftCopy>(data.waitlistYamlIn, SOURCE);
  return <Seo title={left.title} description={seo.description} />;
}
