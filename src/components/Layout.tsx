import React from 'react';
import styled from 'styled-components';
import { useServiceStatus } from '../hooks/useServiceStatus';
import { openIncidents } from '../lib/service-status';
import { Nav } from './Nav';
import { Footer } from './Footer';
import { SkipLink } from './SkipLink';
import { StatusNotice } from './StatusNotice';

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
 * Skip link, sticky navigation, the service notice while an incident is open, the page's main
 * content and the footer. The page is static HTML; only its islands (the *.island.tsx files) run
 * in the browser: here the menu toggle and the footer's year.
 */
export function Layout({ currentPath, children }: LayoutProps) {
  const status = useServiceStatus();
  return (
    <Page>
      <SkipLink>Skip to main content</SkipLink>
      <Nav currentPath={currentPath} />
      <StatusNotice open={openIncidents(status.incidents)} linkLabel={status.noticeLinkLabel} />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer currentPath={currentPath} />
    </Page>
  );
}
