import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo, StructuredData } from '../components/Seo';
import { useCompany } from '../hooks/useCompany';
import { useCoverageLinkLabel } from '../hooks/useCoverageLinkLabel';
import { usePlansLink } from '../hooks/usePlansLink';
import { useServices } from '../hooks/useServices';
import { fromQuery } from '../lib/from-query';
import type { HomeCopy } from '../lib/page-copy';
import { homeSections } from '../views/home';

const SOURCE = 'content/pages/home.yaml';

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = fromQuery<HomeCopy>(data.homePageYamlIn, SOURCE);
  const { core } = useServices();
  const { name } = useCompany();
  const coverageLinkLabel = useCoverageLinkLabel();
  const plansLink = usePlansLink();
  return (
    <Layout currentPath={location.pathname}>
      {homeSections({ page, companyName: name, services: core, coverageLinkLabel, plansLink })}
    </Layout>
  );
}

export const query = graphql`
  query HomePage($lang: String!) {
    structuredData(page: "/")
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
        secondaryLabel
      }
      services {
        heading
        intro
        linkLabel
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
