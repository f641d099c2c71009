import styled from 'styled-components';
import { media, theme } from '../styles/theme';

/** A raised panel for a service, a value or a block of details. */
export const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[5]};
  background: ${theme.colors.background};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }

  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Cards in rows that never leave one alone: one column on a phone, then rows of three from 768 px
 * (two or four cards: rows of two).
 */
export const cardColumns = `
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));

    &:has(> :nth-child(2):last-child),
    &:has(> :nth-child(4):last-child) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  ${cardColumns}
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A round badge holding an icon at the top of a card. */
export const IconBadge = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceStrong};
  color: ${theme.colors.primaryHover};
`;
