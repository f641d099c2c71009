import type { GatsbyBrowser } from 'gatsby';
import React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrateInSteps } from './src/components/HydrateLater';
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

/**
 * Hydrates the page in steps (src/components/HydrateLater.tsx): the navigation at once, each
 * section after it in a task of its own. A page without server-rendered markup (none here today)
 * is rendered instead.
 */
function hydrate(element: React.ReactNode, container: Element): void {
  if (container.hasChildNodes()) hydrateInSteps(() => hydrateRoot(container, element));
  else createRoot(container).render(element);
}

// Gatsby types the hydrate function by React 17's ReactDOM.render; its runtime ignores the result.
export const replaceHydrateFunction = (() =>
  hydrate) as unknown as GatsbyBrowser['replaceHydrateFunction'];
