import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import React, { useEffect } from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { Layout } from '../components/Layout';
import { Seo } from '../components/Seo';
import { required } from '../lib/required';
import { theme } from '../styles/theme';

const SOURCE = 'content/pages/not-found.yaml';

const Panel = styled(Container)`
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[9]};
  text-align: center;

  h1 {
    font-size: ${theme.fontSizes['4xl']};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Code = styled.p`
  margin-bottom: ${theme.space[2]};
  font-size: ${theme.fontSizes['2xl']} !important;
  font-weight: ${theme.fontWeights.heavy};
  color: ${theme.colors.primaryHover} !important;
`;

export default function NotFoundPage({ data, location }: PageProps<Queries.NotFoundPageQuery>) {
  const page = required(data.notFoundPageYaml, SOURCE);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <Layout currentPath={location.pathname}>
      <Panel>
        <Code aria-hidden="true">404</Code>
        <h1>{page.heading}</h1>
        <p>{page.body}</p>
        <Link to="/">{page.linkLabel}</Link>
      </Panel>
    </Layout>
  );
}

export const query = graphql`
  query NotFoundPage {
    notFoundPageYaml {
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

export function Head({ data }: HeadProps<Queries.NotFoundPageQuery>) {
  const { seo } = required(data.notFoundPageYaml, SOURCE);
  return <Seo {...seo} />;
}
