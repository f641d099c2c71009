import React from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
import { ErrorBoundary } from './ErrorBoundary';

/** Providers every page needs. Used by wrapRootElement in gatsby-browser and gatsby-ssr, and by tests. */
export function RootWrapper({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary>{children}</ErrorBoundary>
    </ThemeProvider>
  );
}
