import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { usePlansLink } from '../hooks/usePlansLink';
import { useServices } from '../hooks/useServices';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { ServicesCopy } from '../lib/page-copy';
import { servicesSections } from '../views/services';

const SOURCE = 'content/pages/services.yaml';
const COVERAGE_SOURCE = 'content/pages/coverage.yaml';

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = fromQuery<ServicesCopy>(data.servicesPageYamlIn, SOURCE);
  const services = useServices();
  const plansLink = usePlansLink();
  // The coverage link's label, in the page's language (content/pages/coverage.yaml).
  const coverageLinkLabel = required(data.coveragePageYamlIn, COVERAGE_SOURCE).homeLinkLabel;
  return (
    <Layout currentPath={location.pathname}>
      {servicesSections({ page, services, plansLink, coverageLinkLabel })}
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage($lang: String!) {
    coveragePageYamlIn(lang: $lang) {
      homeLinkLabel
    }
    servicesPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      serviceLinkLabel
      additionalHeading
      additionalIntro
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const { seo } = fromQuery<ServicesCopy>(data.servicesPageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}
