import type { HeadProps, PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useContactDetails } from '../hooks/useContactDetails';
import { useCoverage } from '../hooks/useCoverage';
import { useServiceStatus } from '../hooks/useServiceStatus';
import { coverageSections } from '../views/coverage';

/** Where the network reaches (content/coverage.yaml): the search and the list of areas. */
export default function CoveragePage({ location }: PageProps) {
  const coverage = useCoverage();
  const { incidents } = useServiceStatus();
  const { whatsapp } = useContactDetails();
  return (
    <Layout currentPath={location.pathname}>
      {coverageSections({ coverage, incidents, whatsapp: whatsapp ?? null })}
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  const { seo } = useCoverage();
  return <Seo {...seo} path={location.pathname} />;
}
