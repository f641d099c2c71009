import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import type { NotFoundCopy } from '../lib/page-copy';
import { theme } from '../styles/theme';

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

export type NotFoundContent = { page: NotFoundCopy };

/** The not-found page's one section (the page and the editor's preview render it). */
export function notFoundSections({ page }: NotFoundContent) {
  return (
    <>
      <Panel>
        <Code aria-hidden="true">404</Code>
        <h1>{page.heading}</h1>
        <p>{page.body}</p>
        <a href="/">{page.linkLabel}</a>
      </Panel>
    </>
  );
}
