import React from 'react';
import styled, { css } from 'styled-components';
import { Container } from './Container';
import { theme } from '../styles/theme';

type Tone = 'plain' | 'surface';

const Band = styled.section<{ $tone: Tone }>`
  padding: ${theme.space[8]} 0;
  ${({ $tone }) =>
    $tone === 'surface' &&
    css`
      background: ${theme.colors.surface};
    `}
`;

export const SectionIntro = styled.div`
  max-width: 40rem;
  margin-bottom: ${theme.space[6]};

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

type SectionProps = {
  /** id of the heading that names this section (for screen readers). */
  labelledBy: string;
  /** For links to the section (`/services/#coverage`). */
  id?: string;
  tone?: Tone;
  children: React.ReactNode;
};

/** A full-width band of the page with centred content, named by its heading. */
export function Section({ labelledBy, id, tone = 'plain', children }: SectionProps) {
  return (
    <Band id={id} $tone={tone} aria-labelledby={labelledBy}>
      <Container>{children}</Container>
    </Band>
  );
}
