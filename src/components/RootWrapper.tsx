import React from 'react';
import { GlobalStyle } from '../styles/GlobalStyle';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * What wraps the whole app (wrapRootElement in gatsby-browser and gatsby-ssr, and the tests'
 * render helper). No theme provider: styles take their values from the theme module directly,
 * which keeps them static, so styled-components works each one out once rather than on every
 * render (see docs/benchmarks.md, "Long tasks").
 */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return <ErrorBoundary>{children}</ErrorBoundary>;
}

/**
 * The global style, rendered with each page (wrapPageElement). It must sit inside
 * gatsby-plugin-styled-components' own root wrapper, which collects the CSS into the static HTML;
 * a site's wrapRootElement runs outside it, so a global style there would reach the page only once
 * its script ran, shifting the whole layout.
 */
export function PageWrapper({ children }: { children: React.ReactNode }) {
  return (
    <>
      <GlobalStyle />
      {children}
    </>
  );
}
