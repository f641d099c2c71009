import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { media, theme } from '../styles/theme';
import { HeroArt } from './HeroArt';
import { AREA_PARAM, AREAS_ANCHOR, COVERAGE_PATH, PLANS_PATH } from '../lib/anchors';
import { PlansLinkWords } from '../components/PlansLinkWords';
import { filled } from '../lib/form-words';
import type { HomeCopy, PlansLink } from '../lib/page-copy';
import { sentence } from '../lib/sentence';

const Band = styled.section`
  position: relative;
  overflow: hidden;
  padding: ${theme.space[5]} 0 ${theme.space[7]};
  background:
    radial-gradient(circle at 80% 30%, rgba(103, 227, 249, 0.16), transparent 40%),
    radial-gradient(circle at 10% 90%, rgba(23, 178, 106, 0.2), transparent 45%),
    ${theme.colors.brandDark};
  color: ${theme.colors.onBrandDark};

  & :focus-visible {
    outline-color: ${theme.colors.focusOnDark};
  }

  ${media.md} {
    padding: ${theme.space[8]} 0;
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
  margin-bottom: ${theme.space[3]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border: 1px solid rgba(117, 224, 167, 0.5);
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.accentOnDark};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
`;

const Title = styled.h1`
  font-size: ${theme.fontSizes['4xl']};
  margin-bottom: ${theme.space[3]};

  ${media.md} {
    margin-bottom: ${theme.space[5]};
  }
`;

/** The lowest monthly price, on the first screen of a phone: what a prospect asks first. */
const Price = styled.p`
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.fontSizes.lg};

  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${theme.colors.onBrandDark};
    font-weight: ${theme.fontWeights.bold};
  }

  strong {
    color: ${theme.colors.accentOnDark};
    font-size: ${theme.fontSizes.xl};
  }
`;

/**
 * The coverage check: a field and a button, a plain form to the coverage page. Without
 * JavaScript it lands on the list of areas; with it, the coverage page answers what was typed.
 */
const Check = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[1]} ${theme.space[2]};
  max-width: 28rem;
  margin-bottom: ${theme.space[5]};

  label {
    grid-column: 1 / -1;
    font-weight: ${theme.fontWeights.bold};
  }

  input {
    min-width: 0;
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.onBrandDarkMuted};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
  }

  button {
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[4]};
    border: 0;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
    cursor: pointer;
  }

  button:hover {
    background: ${theme.colors.primaryHover};
  }
`;

const Lead = styled.p`
  max-width: 36rem;
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.onBrandDarkMuted};
  margin-bottom: ${theme.space[5]};
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
  /** The link to the plans page: its label and the lowest price, "from ₦…". */
  plansLink: PlansLink;
  /** Names the coverage check (content/coverage.yaml). */
  coverageLabel: string;
};

/**
 * The home page's opening: the promise, the lowest price and a coverage check (on the first screen
 * of a 360 × 740 phone), the two actions and the artwork.
 */
export function Hero({ copy, companyName, plansLink, coverageLabel }: HeroProps) {
  return (
    <Band aria-labelledby="hero-title">
      <Grid>
        <div>
          <Eyebrow>{copy.eyebrow}</Eyebrow>
          <Title id="hero-title">{copy.title}</Title>
          {plansLink.from === null ? null : (
            <Price>
              <a href={PLANS_PATH}>
                <span>
                  <PlansLinkWords link={plansLink} bold />
                </span>
              </a>
            </Price>
          )}
          <Check action={`${COVERAGE_PATH}#${AREAS_ANCHOR}`} method="get" role="search">
            <label htmlFor="hero-area">{coverageLabel}</label>
            <input
              id="hero-area"
              name={AREA_PARAM}
              type="search"
              autoComplete="address-level3"
              enterKeyHint="search"
            />
            <button type="submit">{copy.checkLabel}</button>
          </Check>
          <Lead>{copy.lead}</Lead>
          <Actions>
            <ButtonLink href="/about/">
              {copy.primaryLabel}{' '}
              <span className="visually-hidden" {...sentence}>
                {filled(copy.primaryAbout, { name: companyName })}
              </span>
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
