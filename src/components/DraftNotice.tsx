import React from 'react';
import styled from 'styled-components';
import type { Language } from '../hooks/useLanguages';
import { printHidden } from '../styles/print';
import { theme } from '../styles/theme';
import { Container } from './Container';

const Band = styled.aside`
  border-bottom: 2px solid ${theme.colors.warningBorder};
  background: ${theme.colors.warningSurface};
  color: ${theme.colors.text};

  p {
    margin: 0;
    padding: ${theme.space[2]} 0 0;
    font-size: ${theme.fontSizes.sm};
    line-height: 1.45;
  }

  p + p {
    padding: ${theme.space[1]} 0 ${theme.space[2]};
  }
`;

/**
 * At the top of every page of a language still in draft (only previews have them): the
 * language's own notice, and the same in English for the staff who check previews.
 */
export function DraftNotice({ language }: { language: Pick<Language, 'code' | 'draftNotice'> }) {
  return (
    <Band aria-label="Draft translation" {...printHidden}>
      <Container>
        <p lang={language.code}>{language.draftNotice}</p>
        <p>
          Draft translation: not yet checked by a fluent speaker, so it is shown on previews only.
        </p>
      </Container>
    </Band>
  );
}
