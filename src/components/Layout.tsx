import React from 'react';
import styled from 'styled-components';
import { Footer } from './Footer';
import { HydrateLater } from './HydrateLater';
import { Nav } from './Nav';
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
 * Skip link, sticky navigation, the page's main content and the footer. The navigation, each
 * section of the page and the footer each hydrate in a task of its own, in that order
 * (HydrateLater); until then they are the server's HTML, links and the no-script menu working.
 */
export function Layout({ currentPath, children }: LayoutProps) {
  return (
    <Page>
      <SkipLink>Skip to main content</SkipLink>
      <HydrateLater id="nav">
        <Nav currentPath={currentPath} />
      </HydrateLater>
      <Main id="main-content" tabIndex={-1}>
        {React.Children.map(children, (section, index) => (
          <HydrateLater id={`section-${index}`}>{section}</HydrateLater>
        ))}
      </Main>
      <HydrateLater id="footer">
        <Footer />
      </HydrateLater>
    </Page>
  );
}
