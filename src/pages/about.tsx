import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { fromQuery } from '../lib/from-query';
import type { AboutCopy, CoreValue } from '../lib/page-copy';
import { aboutSections } from '../views/about';

const SOURCE = 'content/pages/about.yaml';

export default function AboutPage({ data, location }: PageProps<Queries.AboutPageQuery>) {
  const page = fromQuery<AboutCopy>(data.aboutPageYamlIn, SOURCE);
  const { items: values } = fromQuery<{ items: CoreValue[] }>(
    data.valuesYamlIn,
    'content/values.yaml',
  );
  return <Layout currentPath={location.pathname}>{aboutSections({ page, values })}</Layout>;
}

export const query = graphql`
  query AboutPage($lang: String!) {
    valuesYamlIn(lang: $lang) {
      items {
        icon
        title
        description
      }
    }
    aboutPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      storyHeading
      story
      missionHeading
      mission
      visionHeading
      vision
      valuesHeading
      valuesIntro
    }
  }
`;

/** The page's title, description, canonical address and share tags. */
export function Head({ data, location }: HeadProps<Queries.AboutPageQuery>) {
  const { seo } = fromQuery<AboutCopy>(data.aboutPageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}
