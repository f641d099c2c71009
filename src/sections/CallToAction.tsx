import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { media, theme } from '../styles/theme';
import type { HomeCopy } from '../lib/page-copy';

const Band = styled.section`
  padding: ${theme.space[7]} 0;
`;

const Panel = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background:
    radial-gradient(circle at 100% 0%, rgba(103, 227, 249, 0.18), transparent 50%),
    ${theme.colors.brandDark};
  color: ${theme.colors.onBrandDark};

  h2 {
    margin-bottom: ${theme.space[3]};
  }

  p {
    margin: 0;
    color: ${theme.colors.onBrandDarkMuted};
    font-size: ${theme.fontSizes.lg};
  }

  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }

  ${media.md} {
    grid-template-columns: 1fr auto;
    align-items: center;
    padding: ${theme.space[7]};
  }
`;

type Props = HomeCopy['cta'];

/** A closing invitation to get in touch, pointing to the Contact page. */
export function CallToAction({ heading, body, buttonLabel }: Props) {
  return (
    <Band aria-labelledby="call-to-action">
      <Container>
        <Panel>
          <div>
            <h2 id="call-to-action">{heading}</h2>
            <p>{body}</p>
          </div>
          <ButtonLink href="/contact/">{buttonLabel}</ButtonLink>
        </Panel>
      </Container>
    </Band>
  );
}
