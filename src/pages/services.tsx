import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo, StructuredData } from '../components/Seo';
import { useCoverage } from '../hooks/useCoverage';
import { useFaq } from '../hooks/useFaq';
import { usePlans } from '../hooks/usePlans';
import { useServices } from '../hooks/useServices';
import { fromQuery } from '../lib/from-query';
import type { ServicesCopy } from '../lib/page-copy';
import { servicesSections } from '../views/services';

const SOURCE = 'content/pages/services.yaml';

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = fromQuery<ServicesCopy>(data.servicesPageYaml, SOURCE);
  const services = useServices();
  const coverage = useCoverage();
  const plans = usePlans();
  const faq = useFaq();
  return (
    <Layout currentPath={location.pathname}>
      {servicesSections({ page, services, coverage, plans, faq })}
    </Layout>
  );
}

export const query = graphql`
  query ServicesPage {
    structuredData(page: "/services/")
    servicesPageYaml {
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

/** With the plans as schema.org Offers and the questions as a FAQPage (gatsby-node.ts). */
export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const { seo } = fromQuery<ServicesCopy>(data.servicesPageYaml, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      <StructuredData blocks={data.structuredData} />
    </Seo>
  );
}
