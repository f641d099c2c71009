import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useCoverage } from '../hooks/useCoverage';
import { useFaq } from '../hooks/useFaq';
import { usePlans } from '../hooks/usePlans';
import { useServices } from '../hooks/useServices';
import { required } from '../lib/required';
import { servicesSections } from '../views/services';

const SOURCE = 'content/pages/services.yaml';

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.servicesPageYaml, SOURCE);
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

/**
 * Built by gatsby-node.ts from the content: the plans as schema.org Offers and the questions as a
 * FAQPage, as JSON.
 */
type ServicesContext = { structuredData?: string[] };

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.ServicesPageQuery, ServicesContext>) {
  const { seo } = required(data.servicesPageYaml, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      {(pageContext.structuredData ?? []).map((json) => (
        <script key={json} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
      ))}
    </Seo>
  );
}
