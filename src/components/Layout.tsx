import React from 'react';
import styled from 'styled-components';
import { languageOf } from '../content-model/languages';
import { useEveryPageWords } from '../hooks/useEveryPageWords';
import { useLanguages } from '../hooks/useLanguages';
import { useServiceStatus } from '../hooks/useServiceStatus';
import { openIncidents } from '../lib/service-status';
import { theme } from '../styles/theme';
import { Nav } from './Nav';
import { Footer } from './Footer';
import { DraftNotice } from './DraftNotice';
import { HelpLinks } from './HelpLinks';
import { LanguageLinks } from './LanguageLinks';
import { SkipLink } from './SkipLink';
import { Container } from './Container';
import { StatusNotice } from './StatusNotice';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * The language links, then the help links, at the right (on a phone, the help links under the
 * language links). The language links stay the first links after the skip link: a visitor who
 * does not read English finds them first (decision 0020).
 */
const TopBar = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0 ${theme.space[5]};
`;

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

type LayoutProps = {
  /** The page's address, in any language. */
  currentPath: string;
  /** The page the navigation marks as the one shown, when it is another (an "Ask about" page's Contact page). */
  navPath?: string;
  children: React.ReactNode;
};

/**
 * Skip link, the language links (when the site has more than English) and the help links (status
 * and customer care), sticky navigation, a
 * draft translation's notice, the service notice while an incident is open, the page's main
 * content and the footer. The page is static HTML; only its islands (the *.island.tsx files) run
 * in the browser: here the menu toggle and the footer's year.
 *
 * A page at /ha/, /yo/, ... has its language on <html>; its words are still English until they
 * are translated, and are marked so (lang="en"), so a screen reader reads them in English.
 */
export function Layout({ currentPath, navPath = currentPath, children }: LayoutProps) {
  const status = useServiceStatus();
  const languages = useLanguages();
  const { lang } = languageOf(currentPath);
  const words = useEveryPageWords(lang);
  const english = useEveryPageWords('en');
  // The menu button is an island: its script renders it again, so it says its own language.
  const menuLang =
    lang !== 'en' && words.navigation.menu !== english.navigation.menu ? lang : undefined;
  const draft = languages.find((language) => language.code === lang && language.review === 'draft');
  return (
    <Page lang={lang === 'en' ? undefined : 'en'}>
      <SkipLink>{words.skipLink}</SkipLink>
      <TopBar>
        <LanguageLinks
          currentPath={currentPath}
          languages={languages}
          label={words.languageLinks}
        />
        <HelpLinks currentPath={languageOf(navPath).path} words={words.navigation} />
      </TopBar>
      <Nav currentPath={languageOf(navPath).path} words={words.navigation} menuLang={menuLang} />
      {draft ? <DraftNotice language={draft} /> : null}
      <StatusNotice
        words={words.serviceNotice}
        open={openIncidents(status.incidents)}
        linkLabel={status.noticeLinkLabel}
      />
      <Main id="main-content" tabIndex={-1}>
        {children}
      </Main>
      <Footer
        words={words.footer}
        currentPath={currentPath}
        navPath={navPath}
        languages={languages}
      />
    </Page>
  );
}
