import React from 'react';
import styled from 'styled-components';
import { GlobalStyle } from '../styles/GlobalStyle';
import { Container } from './Container';
import { SPEC_TEXT } from '../lib/spec-text';
import { theme } from '../styles/theme';

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

type Props = { children: React.ReactNode };
type State = { error: Error | null };

/**
 * Catches errors thrown while rendering in the browser and shows a way home instead of a blank page.
 * The link is a plain anchor, so going home reloads the page from a clean state.
 */
export class ErrorBoundary extends React.Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error('Render error:', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
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
