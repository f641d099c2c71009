import type { GatsbySSR } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from './src/components/RootWrapper';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'en' });
};
