import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import { plansLinkOf, type Services, type ServicesCopy } from '../lib/page-copy';
import { servicesSections } from '../views/services';

const SOURCE = 'content/pages/services.yaml';
const COVERAGE_SOURCE = 'content/pages/coverage.yaml';

export default function ServicesPage({ data, location }: PageProps<Queries.ServicesPageQuery>) {
  const page = fromQuery<ServicesCopy>(data.servicesPageYamlIn, SOURCE);
  const services = fromQuery<Services>(data.servicesYamlIn, 'content/services.yaml');
  const plansLink = plansLinkOf(required(data.plansYamlIn, 'content/plans.yaml'));
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
    servicesYamlIn(lang: $lang) {
      ...ServiceCards
      additional {
        icon
        title
        description
      }
    }
    plansYamlIn(lang: $lang) {
      ...PlansLinks
    }
    servicesPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      serviceLinkLabel
      quickLinksLabel
      additionalHeading
      additionalIntro
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.ServicesPageQuery>) {
  const { seo } = fromQuery<ServicesCopy>(data.servicesPageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}

/**
 * The services' words the home and Services pages show, in the page's language (content/services.yaml
 * and its translation).
 */
export const serviceCards = graphql`
  fragment ServiceCards on ServicesYaml {
    core {
      slug
      icon
      title
      summary
      description
      bullets
    }
  }
`;

/** The links to the plans page (home and Services pages): their labels, and the prices for "from ₦…". */
export const plansLinks = graphql`
  fragment PlansLinks on PlansYaml {
    homeLinkLabel
    cardLinkLabel
    prices {
      perMonth
      from
    }
    plans {
      price
    }
  }
`;
