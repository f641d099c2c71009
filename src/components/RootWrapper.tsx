import React from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { ErrorBoundary } from './ErrorBoundary';

/**
 * Providers every page needs: wraps the whole app (wrapRootElement in gatsby-browser and
 * gatsby-ssr, and the tests' render helper).
 */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
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
