import React from 'react';
import styled from 'styled-components';
import { Container } from './Container';
import { theme } from '../styles/theme';

const Band = styled.header`
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  background:
    radial-gradient(circle at 85% 20%, rgba(23, 178, 106, 0.25), transparent 45%),
    ${theme.colors.brandDark};
  color: ${theme.colors.onBrandDark};

  h1 {
    font-size: ${theme.fontSizes['4xl']};
    margin-bottom: ${theme.space[4]};
  }

  p {
    max-width: 40rem;
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.onBrandDarkMuted};
  }
`;

type PageHeaderProps = { heading: string; intro: string };

/** The dark band at the top of an inner page, holding its one h1. */
export function PageHeader({ heading, intro }: PageHeaderProps) {
  return (
    <Band>
      <Container>
        <h1 id="page-heading">{heading}</h1>
        <p>{intro}</p>
      </Container>
    </Band>
  );
}
