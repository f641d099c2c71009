import React from 'react';
import styled from 'styled-components';
import type { EveryPageWords } from '../hooks/useEveryPageWords';
import { printHidden } from '../styles/print';
import { theme } from '../styles/theme';
import { HELP_LINKS, isCurrent } from './nav-links';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${theme.space[2]};
  /* The links' own padding sits outside the column, so their text lines up with the rest. */
  margin: 0 -0.375rem;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    min-width: 2.75rem;
    padding: 0 0.375rem;
    color: ${theme.colors.link};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
  }

  a[aria-current='page'] {
    font-weight: ${theme.fontWeights.bold};
    text-decoration: none;
  }
`;

/**
 * Service status and Customer care, above the navigation of every page: shown on every screen,
 * a phone's too, with or without JavaScript, so a customer whose connection is down reaches
 * either in one tap. Plain links.
 */
export function HelpLinks({
  currentPath,
  words,
}: {
  /** The address of the page shown, in English: which of the links it is. */
  currentPath: string;
  words: Pick<EveryPageWords['navigation'], 'help' | 'status' | 'care'>;
}) {
  return (
    <nav aria-label={words.help} {...printHidden}>
      <List>
        {HELP_LINKS.map((link) => (
          <li key={link.to}>
            <a href={link.to} aria-current={isCurrent(link.to, currentPath) ? 'page' : undefined}>
              {words[link.word]}
            </a>
          </li>
        ))}
      </List>
    </nav>
  );
}
