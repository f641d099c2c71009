import React from 'react';
import styled from 'styled-components';
import {
  ENGLISH,
  inLanguage,
  isNotFoundPage,
  languageOf,
  type PageLanguage,
} from '../content-model/languages';
import type { Language } from '../hooks/useLanguages';
import { printHidden } from '../styles/print';
import { theme } from '../styles/theme';

const List = styled.ul<{ $onDark: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[1]};
  /* The names' own padding sits outside the column, so their text lines up with the rest. */
  margin: 0 -0.375rem;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    min-width: 2.75rem;
    /* Narrow enough that the five names fit on one line of a 360 px phone. */
    padding: 0 0.375rem;
    color: ${({ $onDark }) => ($onDark ? theme.colors.onBrandDark : theme.colors.link)};
    font-size: ${theme.fontSizes.sm};
  }

  a[aria-current='page'] {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
  }
`;

type Props = {
  /** The address of the page shown, in any language. */
  currentPath: string;
  /** The languages this build publishes besides English. */
  languages: readonly Pick<Language, 'code' | 'name'>[];
  /** On the footer's dark background. */
  onDark?: boolean;
  /** Names the links for assistive technology: two of them on a page are told apart. */
  label: string;
};

/**
 * Links to the page shown in each language the site publishes, each name written in its own
 * language and marked with it. Plain links: they work without JavaScript. Nothing while the site
 * publishes English only.
 */
export function LanguageLinks({ currentPath, languages, onDark = false, label }: Props) {
  if (languages.length === 0) return null;
  const { lang: shown, path: english } = languageOf(currentPath);
  // The not-found page has no address of its own: its links lead to each language's home page.
  const notFound = isNotFoundPage(english);
  const path = notFound ? '/' : english;
  const all: readonly { code: PageLanguage; name: string }[] = [ENGLISH, ...languages];
  return (
    <nav aria-label={label} lang="en" {...printHidden}>
      <List $onDark={onDark}>
        {all.map(({ code, name }) => (
          <li key={code}>
            <a
              href={inLanguage(path, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === shown && !notFound ? 'page' : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
