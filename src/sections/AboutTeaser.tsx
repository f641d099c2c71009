import React from 'react';
import styled from 'styled-components';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { media, theme } from '../styles/theme';
import type { HomeCopy } from '../lib/page-copy';

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;

  ${media.md} {
    grid-template-columns: 3fr 2fr;
    gap: ${theme.space[7]};
  }
`;

const Body = styled.div`
  p {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.textMuted};
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Highlights = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;

  div {
    display: flex;
    align-items: baseline;
    gap: ${theme.space[4]};
    padding: ${theme.space[4]} ${theme.space[5]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    border-left: 4px solid ${theme.colors.primary};
  }

  dt {
    min-width: 4.5rem;
    font-size: ${theme.fontSizes['2xl']};
    font-weight: ${theme.fontWeights.heavy};
    color: ${theme.colors.primaryHover};
  }

  dd {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

type Props = HomeCopy['teaser'];

/** Home page: a short introduction to the company, leading to the About page. */
export function AboutTeaser({ heading, body, linkLabel, highlights }: Props) {
  return (
    <Section labelledBy="about-teaser">
      <Grid>
        <Body>
          <h2 id="about-teaser">{heading}</h2>
          <p>{body}</p>
          <a href="/about/">
            {linkLabel}
            <Icon name="arrow" size={20} />
          </a>
        </Body>
        {highlights.length > 0 ? (
          <Highlights>
            {highlights.map((highlight) => (
              <div key={highlight.label}>
                <dt>{highlight.value}</dt>
                <dd>{highlight.label}</dd>
              </div>
            ))}
          </Highlights>
        ) : null}
      </Grid>
    </Section>
  );
}
