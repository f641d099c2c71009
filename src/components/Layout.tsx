import React from 'react';
import styled from 'styled-components';
import { Nav } from './Nav';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

type LayoutProps = { currentPath: string; children: React.ReactNode };

/**
 * Skip link, sticky navigation, the page's main content and the footer. The page is static HTML;
 * only its islands (the *.island.tsx files) run in the browser: here the menu toggle and the footer's year.
 */
export function Layout({ currentPath, children }: LayoutProps) {
  return (
    <Page>
      <SkipLink>Skip to main content</SkipLink>
      <Nav currentPath={currentPath} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer currentPath={currentPath} />
    </Page>
  );
}
