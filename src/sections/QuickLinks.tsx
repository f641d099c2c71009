import React from 'react';
import styled from 'styled-components';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { plansLinkText, type PlansLink } from '../lib/page-copy';
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

type Props = { plansLink: PlansLink; coverageLinkLabel: string };

/** The plans page ("… from ₦15,000/month") and the coverage page, one tap from the page's top. */
export function QuickLinks({ plansLink, coverageLinkLabel }: Props) {
  return (
    <nav aria-label="Plans and coverage">
      <Container>
        <Row>
          <li>
            <a href={PLANS_PATH}>
              {plansLinkText(plansLink)}
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
