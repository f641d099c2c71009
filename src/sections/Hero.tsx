import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { media, theme } from '../styles/theme';
import { HeroArt } from './HeroArt';
import type { HomeCopy } from '../lib/page-copy';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[8]} 0;
  background:
    radial-gradient(circle at 80% 30%, rgba(103, 227, 249, 0.16), transparent 40%),
    radial-gradient(circle at 10% 90%, rgba(23, 178, 106, 0.2), transparent 45%),
    ${theme.colors.brandDark};
  color: ${theme.colors.onBrandDark};

  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }

  ${media.lg} {
    padding: ${theme.space[9]} 0;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space[6]};
  align-items: center;

  ${media.lg} {
    grid-template-columns: 1.15fr 1fr;
  }
`;

const Eyebrow = styled.p`
  display: inline-block;
  margin-bottom: ${theme.space[4]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid rgba(117, 224, 167, 0.5);
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.accentOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes['4xl']};
  margin-bottom: ${theme.space[5]};
`;

const Lead = styled.p`
  max-width: 36rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onBrandDarkMuted};
  margin-bottom: ${theme.space[6]};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`;

const Art = styled.div`
  max-width: 22rem;
  width: 100%;
  justify-self: center;

  svg {
    display: block;
    width: 100%;
    height: auto;
  }

  ${media.lg} {
    max-width: none;
  }
`;

export type HeroCopy = HomeCopy['hero'];

type HeroProps = {
  copy: HeroCopy;
  /** Completes the About link's name for screen readers and search engines ("… about X"). */
  companyName: string;
};

/** The home page's opening: the promise, two actions and the artwork. */
export function Hero({ copy, companyName }: HeroProps) {
  return (
    <Band aria-labelledby="hero-title">
      <Grid>
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Title id="hero-title">{copy.title}</Title>
          <Lead>{copy.lead}</Lead>
          <Actions>
            <ButtonLink href="/about/">
              {copy.primaryLabel}
              <span className="visually-hidden"> about {companyName}</span>
            </ButtonLink>
            <ButtonLink href="/contact/" $variant="onDark">
              {copy.secondaryLabel}
            </ButtonLink>
          </Actions>
        </div>
        <Art>
          <HeroArt />
        </Art>
      </Grid>
    </Band>
  );
}
