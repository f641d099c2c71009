import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo, StructuredData } from '../components/Seo';
import { useCompany } from '../hooks/useCompany';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import { plansLinkOf, type HomeCopy, type Services } from '../lib/page-copy';
import { homeSections } from '../views/home';

const SOURCE = 'content/pages/home.yaml';
const COVERAGE_SOURCE = 'content/pages/coverage.yaml';

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = fromQuery<HomeCopy>(data.homePageYamlIn, SOURCE);
  const { core } = fromQuery<Pick<Services, 'core'>>(data.servicesYamlIn, 'content/services.yaml');
  const { name } = useCompany();
  // The coverage check's label, in the page's language (content/pages/coverage.yaml).
  const coverageLinkLabel = required(data.coveragePageYamlIn, COVERAGE_SOURCE).homeLinkLabel;
  const plansLink = plansLinkOf(required(data.plansYamlIn, 'content/plans.yaml'));
  return (
    <Layout currentPath={location.pathname}>
      {homeSections({ page, companyName: name, services: core, coverageLinkLabel, plansLink })}
    </Layout>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    coveragePageYamlIn(lang: $lang) {
      homeLinkLabel
    }
    structuredData(page: "/")
    servicesYamlIn(lang: $lang) {
      ...ServiceCards
    }
    plansYamlIn(lang: $lang) {
      ...PlansLinks
    }
    homePageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      hero {
        eyebrow
        title
        lead
        primaryLabel
        primaryAbout
        secondaryLabel
        checkLabel
      }
      services {
        heading
        intro
        linkLabel
        moreLabel
      }
      teaser {
        heading
        body
        linkLabel
        highlights {
          value
          label
        }
      }
      cta {
        heading
        body
        buttonLabel
      }
    }
  }
`;

/** With the company as schema.org LocalBusiness data (gatsby-node.ts, from the content). */
export function Head({ data, location }: HeadProps<Queries.HomePageQuery>) {
  const { seo } = fromQuery<HomeCopy>(data.homePageYamlIn, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      <StructuredData blocks={data.structuredData} />
    </Seo>
  );
}
