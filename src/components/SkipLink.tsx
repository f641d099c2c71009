import styled from 'styled-components';

/** First focusable element on every page: jumps past the navigation to the main content. */
export const SkipLink = styled.a.attrs({ href: '#main-content' })`
  position: absolute;
  left: ${({ theme }) => theme.space[4]};
  top: -10rem;
  z-index: 100;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.link};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  border-radius: ${({ theme }) => theme.radii.sm};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  &:focus {
    top: ${({ theme }) => theme.space[3]};
  }
`;
