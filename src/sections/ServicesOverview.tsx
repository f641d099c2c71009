import React from 'react';
import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '../components/Card';
import { ContentIcon } from '../components/ContentIcon';
import { Icon } from '../components/Icon';
import { Section, SectionIntro } from '../components/Section';
import type { HomeCopy } from '../lib/page-copy';
import { COVERAGE_PATH, PLANS_PATH } from '../lib/anchors';
import { filled } from '../lib/form-words';
import { PlansLinkWords } from '../components/PlansLinkWords';
import type { CoreService, PlansLink } from '../lib/page-copy';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

const MoreLinks = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]} ${theme.space[6]};
  margin: ${theme.space[6]} 0 0;
`;

const MoreLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-weight: ${theme.fontWeights.bold};
`;

const CardLink = styled.a`
  margin-top: auto;
  font-weight: ${theme.fontWeights.bold};
`;

type Props = HomeCopy['services'] & {
  services: readonly CoreService[];
  /** The link to the coverage page (content/coverage.yaml). */
  coverageLinkLabel: string;
  /** The link to the plans (content/plans.yaml), with the lowest price: "… from ₦15,000/month". */
  plansLink: PlansLink;
};

/** Home page: one card per core service, and the ways on to the services, the plans and the coverage. */
export function ServicesOverview({
  heading,
  intro,
  linkLabel,
  moreLabel,
  services,
  coverageLinkLabel,
  plansLink,
}: Props) {
  return (
    <Section labelledBy="services-overview" tone="surface">
      <SectionIntro>
        <h2 id="services-overview">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      <CardGrid>
        {services.map((service) => (
          <li key={service.slug}>
            <Card>
              <IconBadge>
                <ContentIcon name={service.icon} />
              </IconBadge>
              <h3>{service.title}</h3>
              <p>{service.summary}</p>
              <CardLink href={`/services/#${service.slug}`} {...sentence}>
                {filled(moreLabel, { name: service.title })}
              </CardLink>
            </Card>
          </li>
        ))}
      </CardGrid>
      <MoreLinks>
        <MoreLink href="/services/">
          {linkLabel}
          <Icon name="arrow" size={20} />
        </MoreLink>
        <MoreLink href={PLANS_PATH}>
          <PlansLinkWords link={plansLink} />
          <Icon name="arrow" size={20} />
        </MoreLink>
        <MoreLink href={COVERAGE_PATH}>
          {coverageLinkLabel}
          <Icon name="arrow" size={20} />
        </MoreLink>
      </MoreLinks>
    </Section>
  );
}
