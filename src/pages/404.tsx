import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import NotFoundLogIsland from '../sections/NotFoundLog.island';
import { fromQuery } from '../lib/from-query';
import type { NotFoundCopy } from '../lib/page-copy';
import { notFoundSections } from '../views/not-found';

const SOURCE = 'content/pages/not-found.yaml';

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = fromQuery<NotFoundCopy>(data.notFoundPageYamlIn, SOURCE);
  return (
    <Layout currentPath={location.pathname}>
      {notFoundSections({ page })}
      <NotFoundLogIsland />
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage($lang: String!) {
    notFoundPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      body
      linkLabel
    }
  }
`;

/** The page's title and description; kept out of search results. */
export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const { seo } = fromQuery<NotFoundCopy>(data.notFoundPageYamlIn, SOURCE);
  return <Seo {...seo} />;
}
