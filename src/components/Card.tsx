import styled from 'styled-components';
import { theme } from '../styles/theme';

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

export const CardGrid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
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
