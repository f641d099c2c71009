import styled from 'styled-components';
import { theme } from '../styles/theme';

/** Centres content and keeps it off the screen edges. */
export const Container = styled.div`
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: 0 ${theme.space[4]};

  @media (min-width: ${theme.breakpoints.md}) {
    padding: 0 ${theme.space[6]};
  }
`;
