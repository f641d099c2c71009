import React from 'react';
import styled from 'styled-components';
import { listInWords, STATUS_PATH, type Incident } from '../lib/service-status';
import { printHidden } from '../styles/print';
import { media, theme } from '../styles/theme';
import { Container } from './Container';
import type { EveryPageWords } from '../hooks/useEveryPageWords';

const Band = styled.aside`
  border-bottom: 2px solid ${theme.colors.warningBorder};
  background: ${theme.colors.warningSurface};
  color: ${theme.colors.text};

  p {
    margin: 0;
    padding: ${theme.space[2]} 0;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.45;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
    color: ${theme.colors.text};
  }

  ${media.md} {
    p {
      font-size: ${theme.fontSizes.md};
    }
  }
`;

/** How many incidents the notice names before it says "and N more". */
const NAMED_MAX = 2;

type Props = {
  /** The notice's words, in the page's language. */
  words: EveryPageWords['serviceNotice'];
  /** The open incidents, newest first. */
  open: readonly Pick<Incident, 'id' | 'title' | 'places'>[];
  linkLabel: string;
};

/**
 * The notice under the header of every page while an incident is open: what is wrong and where,
 * in one or two short lines, and the way to the status page. Nothing when all is normal.
 */
export function StatusNotice({ words, open, linkLabel }: Props) {
  if (open.length === 0) return null;
  const named = open.slice(0, NAMED_MAX);
  const more = open.length - named.length;
  const link = open.length === 1 ? `${STATUS_PATH}#${open[0]!.id}` : STATUS_PATH;
  return (
    <Band aria-label={words.label} {...printHidden}>
      <Container>
        <p>
          {named.map((incident, index) => (
            <React.Fragment key={incident.id}>
              {index > 0 ? ' ' : null}
              <strong>
                {index === 0 ? words.problemIn : words.alsoIn}{' '}
                {listInWords(incident.places.map((place) => place.area))}:
              </strong>{' '}
              {incident.title}.
            </React.Fragment>
          ))}
          {more > 0 ? ` ${words.more} ${more}.` : null} <a href={link}>{linkLabel}</a>
        </p>
      </Container>
    </Band>
  );
}
