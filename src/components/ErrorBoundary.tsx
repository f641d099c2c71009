import React from 'react';
import styled from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { Container } from './Container';
import { SPEC_TEXT } from '../content-model/spec-text';
import { theme } from '../styles/theme';
import { Boundary } from '../islands/boundary';

const Fallback = styled.main`
  min-height: 100vh;
  display: grid;
  align-items: center;
  padding: ${theme.space[8]} 0;
  background: ${theme.colors.surface};

  h1 {
    font-size: ${theme.fontSizes['3xl']};
  }

  p {
    color: ${theme.colors.textMuted};
  }
`;

/**
 * Catches errors thrown while rendering the whole page (in development, and in the editor's
 * previews) and shows a way home instead of a blank page. The link is a plain anchor, so going
 * home reloads the page from a clean state.
 */
export class ErrorBoundary extends Boundary {
  fallback() {
    return (
      <Fallback id="main-content">
        <GlobalStyle />
        <Container>
          <h1>{SPEC_TEXT.renderError}</h1>
          <p>Something went wrong while showing this page. Please try again from the home page.</p>
          <p>
            <a href="/">Go to the home page</a>
          </p>
        </Container>
      </Fallback>
    );
  }
}
