import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useContactDetails } from '../hooks/useContactDetails';
import { useCoverage } from '../hooks/useCoverage';
import { useServiceStatus } from '../hooks/useServiceStatus';
import { useWaitlist } from '../hooks/useWaitlist';
import type { WaitlistFieldSpec } from '../lib/waitlist-form';
import { required } from '../lib/required';
import { coverageSections } from '../views/coverage';

/** Where the network reaches (content/coverage.yaml): the search and the list of areas. */
type CoverageContext = { waitlistFields?: WaitlistFieldSpec[] };

export default function CoveragePage({
  location,
  pageContext,
}: PageProps<object, CoverageContext>) {
  const coverage = useCoverage();
  const waitlist = useWaitlist();
  const { incidents } = useServiceStatus();
  const { whatsapp } = useContactDetails();
  return (
    <Layout currentPath={location.pathname}>
      {coverageSections({
        coverage,
        incidents,
        whatsapp: whatsapp ?? null,
        waitlist: {
          page: waitlist,
          fields: required(pageContext.waitlistFields, 'the waitlist schema (gatsby-node.ts)'),
        },
      })}
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  const { seo } = useCoverage();
  return <Seo {...seo} path={location.pathname} />;
}
