import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from './src/components/RootWrapper';

/**
 * Gatsby's browser runtime runs only in development (`gatsby develop`): the built public pages
 * load none of it, only their islands' scripts (src/bundling/islands.ts, gatsby-ssr.tsx).
 */
export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
);
