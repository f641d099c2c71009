import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useWaitlist } from '../hooks/useWaitlist';
import type { PageLanguage } from '../content-model/languages';
import type { WaitlistFieldSpec } from '../lib/waitlist-form';
import { required } from '../lib/required';
import { waitlistSections } from '../views/waitlist';

type WaitlistContext = { waitlistFields?: WaitlistFieldSpec[]; lang?: PageLanguage };

/** The waitlist page: join the list for an area the network does not reach yet, without script. */
export default function WaitlistPage({
  location,
  pageContext,
}: PageProps<object, WaitlistContext>) {
  const page = useWaitlist();
  return (
    <Layout currentPath={location.pathname}>
      {waitlistSections({
        page,
        fields: required(pageContext.waitlistFields, 'the waitlist schema (gatsby-node.ts)'),
        language: pageContext.lang ?? 'en',
      })}
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  const { seo } = useWaitlist();
  return <Seo {...seo} path={location.pathname} />;
}
