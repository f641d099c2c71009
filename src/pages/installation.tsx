import { graphql, type HeadProps, type PageProps } from 'gatsby';
import React from 'react';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { usePromises } from '../hooks/usePromises';
import { fromQuery } from '../lib/from-query';
import { required } from '../lib/required';
import type { InstallationCopy } from '../lib/page-copy';
import { installationSections } from '../views/installation';

const SOURCE = 'content/pages/installation.yaml';

/** Installation as a journey: survey, quote, payment, installation, activation, with their times. */
export default function InstallationPage({
  data,
  location,
}: PageProps<Queries.InstallationPageQuery>) {
  const page = fromQuery<InstallationCopy>(data.installationPageYamlIn, SOURCE);
  const promises = usePromises();
  const { times } = required(data.everyPageYamlIn, 'content/pages/every-page.yaml');
  return (
    <Layout currentPath={location.pathname}>
      {installationSections({ page, promises, times })}
    </Layout>
  );
}

export const query = graphql`
  query InstallationPage($lang: String!) {
    everyPageYamlIn(lang: $lang) {
      times {
        ...TimeWords
      }
    }
    installationPageYamlIn(lang: $lang) {
      seo {
        title
        description
      }
      heading
      intro
      steps {
        survey {
          title
          text
        }
        quote {
          title
          text
        }
        payment {
          title
          text
        }
        installation {
          title
          text
        }
        activation {
          title
          text
        }
      }
      totalLabel
      plansLinkLabel
    }
  }
`;

export function Head({ data, location }: HeadProps<Queries.InstallationPageQuery>) {
  const { seo } = fromQuery<InstallationCopy>(data.installationPageYamlIn, SOURCE);
  return <Seo {...seo} path={location.pathname} />;
}
