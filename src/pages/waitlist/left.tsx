import { graphql, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../../components/Layout';
import { Seo } from '../../components/Seo';
import { useWaitlist } from '../../hooks/useWaitlist';
import { required } from '../../lib/required';
import { waitlistLeftSections } from '../../views/waitlist';

/** Where a leave link leads: left at `#left`, or the link could not be checked. */
export default function WaitlistLeftPage({
  data,
  location,
}: PageProps<Queries.WaitlistLeftPageQuery>) {
  const page = useWaitlist();
  const { email } = required(data.privacyPageYamlIn, 'content/pages/privacy.yaml').contact;
  return <Layout currentPath={location.pathname}>{waitlistLeftSections({ page, email })}</Layout>;
}

export const query = graphql`
  query WaitlistLeftPage($lang: String!) {
    privacyPageYamlIn(lang: $lang) {
      contact {
        email
      }
    }
  }
`;

export function Head() {
  const { left, seo } = useWaitlist();
  return <Seo title={left.title} description={seo.description} />;
}
