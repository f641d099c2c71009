import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { PageHeader } from '../components/PageHeader';
import { Seo } from '../components/Seo';
import { useCoverage } from '../hooks/useCoverage';
import { useServices } from '../hooks/useServices';
import { required } from '../lib/required';
import { Coverage } from '../sections/Coverage';
import { IconCards } from '../sections/IconCards';
import { ServiceDetails } from '../sections/ServiceDetails';

const SOURCE = 'content/pages/services.yaml';

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = required(data.servicesPageYaml, SOURCE);
  const services = useServices();
  const coverage = useCoverage();
  return (
    <Layout currentPath={location.pathname}>
      <PageHeader heading={page.heading} intro={page.intro} />
      <ServiceDetails services={services.core} linkLabel={page.serviceLinkLabel} />
      <IconCards
        id="additional-services"
        heading={page.additionalHeading}
        intro={page.additionalIntro}
        items={services.additional}
      />
      <Coverage {...coverage} />
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

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const { seo } = required(data.servicesPageYaml, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}
