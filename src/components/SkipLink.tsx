import styled from 'styled-components';
import { theme } from '../styles/theme';

/** First focusable element on every page: jumps past the navigation to the main content. */
export const SkipLink = styled.a.attrs({ href: '#main-content' })`
  position: absolute;
  left: ${theme.space[4]};
  top: -10rem;
  z-index: 100;
  padding: ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.background};
  color: ${theme.colors.link};
  font-weight: ${theme.fontWeights.bold};
  border-radius: ${theme.radii.sm};
  box-shadow: ${theme.shadows.raised};

  &:focus {
    top: ${theme.space[3]};
  }
`;
