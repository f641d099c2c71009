import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { useCompany } from '../hooks/useCompany';
import { useCoverageLinkLabel } from '../hooks/useCoverageLinkLabel';
import { usePlansLink } from '../hooks/usePlansLink';
import { useServices } from '../hooks/useServices';
import { required } from '../lib/required';
import { homeSections } from '../views/home';

const SOURCE = 'content/pages/home.yaml';

export default function HomePage({ data, location }: PageProps<Queries.HomePageQuery>) {
  const page = required(data.homePageYaml, SOURCE);
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
  query HomePage {
    homePageYaml {
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

/** Built by gatsby-node.ts from the content: the company as schema.org LocalBusiness JSON. */
type HomeContext = { localBusiness?: string };

export function Head({
  data,
  location,
  pageContext,
}: HeadProps<Queries.HomePageQuery, HomeContext>) {
  const { seo } = required(data.homePageYaml, SOURCE);
  return (
    <Seo {...seo} path={location.pathname}>
      {pageContext.localBusiness ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: pageContext.localBusiness }}
        />
      ) : null}
    </Seo>
  );
}
