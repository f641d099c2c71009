import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { PlansLinkWords } from '../components/PlansLinkWords';
import type { PlansLink } from '../lib/page-copy';
import { COVERAGE_PATH, PLANS_PATH } from '../lib/anchors';
import { theme } from '../styles/theme';

const Row = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]} ${theme.space[6]};
  margin: 0;
  padding: ${theme.space[5]} 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
  }
`;

type Props = {
  /** The links' name for screen readers, in the page's language. */
  label: string;
  plansLink: PlansLink;
  coverageLinkLabel: string;
};

const LABEL_ID = 'quick-links-label';

/** The plans page ("… from ₦15,000/month") and the coverage page, one tap from the page's top. */
export function QuickLinks({ label, plansLink, coverageLinkLabel }: Props) {
  return (
    // Named by a hidden element, which can say its language (an aria-label cannot).
    <nav aria-labelledby={LABEL_ID}>
      <span id={LABEL_ID} className="visually-hidden">
        {label}
      </span>
      <Container>
        <Row>
          <li>
            <a href={PLANS_PATH}>
              <PlansLinkWords link={plansLink} />
              <Icon name="arrow" size={20} />
            </a>
          </li>
          <li>
            <a href={COVERAGE_PATH}>
              {coverageLinkLabel}
              <Icon name="arrow" size={20} />
            </a>
          </li>
        </Row>
      </Container>
    </nav>
  );
}
