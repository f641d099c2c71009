import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import { PLANS_PATH } from '../lib/anchors';
import type { InstallationCopy } from '../lib/page-copy';
import {
  INSTALLATION_STEPS,
  stepTime,
  within,
  type Promises,
  type TimeWords,
} from '../lib/promises';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

const Body = styled(Container)`
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};

  > * {
    max-width: 48rem;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0 0 ${theme.space[6]};
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding: ${theme.space[4]} ${theme.space[4]} ${theme.space[4]} 3.5rem;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    counter-increment: step;
    break-inside: avoid;
  }

  li::before {
    content: counter(step);
    position: absolute;
    top: ${theme.space[4]};
    left: ${theme.space[4]};
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
    font-weight: ${theme.fontWeights.bold};
  }

  h2 {
    margin: 0 0 ${theme.space[1]};
  }

  p {
    margin: 0 0 ${theme.space[2]};
  }

  .time {
    color: ${theme.colors.primaryHover};
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Total = styled.p`
  font-size: ${theme.fontSizes.lg};
`;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type InstallationContent = {
  page: InstallationCopy;
  promises: Promises;
  /** How the page's language writes the times. */
  times: TimeWords;
};

/**
 * The installation page's sections (the page and the editor's preview render them): the five
 * steps from survey to activation, each with the time we promise for it (content/promises.yaml).
 */
export function installationSections({ page, promises, times }: InstallationContent) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <Body>
        <Steps>
          {INSTALLATION_STEPS.map((step) => {
            const copy = page.steps[step];
            const time = stepTime(promises, step);
            return (
              <li key={step} id={`step-${step}`}>
                <h2>{copy.title}</h2>
                <p>{copy.text}</p>
                {time ? (
                  <p className="time" {...sentence}>
                    {capitalised(within(time, times))}
                  </p>
                ) : null}
              </li>
            );
          })}
        </Steps>
        <Total>
          {page.totalLabel} <strong {...sentence}>{within(promises.installation, times)}</strong>
        </Total>
        <ButtonLink href={PLANS_PATH}>{page.plansLinkLabel}</ButtonLink>
      </Body>
    </>
  );
}
