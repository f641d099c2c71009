import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { PageWrapper, RootWrapper } from './src/components/RootWrapper';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootWrapper>{element}</RootWrapper>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageWrapper>{element}</PageWrapper>
);

/**
 * Visitors are often on metered mobile data: do not download other pages just because their links
 * scrolled into view. Gatsby still loads a page's data when its link is hovered or focused.
 */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () => true;
