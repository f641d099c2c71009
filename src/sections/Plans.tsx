import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { cardColumns } from '../components/Card';
import { Icon } from '../components/Icon';
import { Section, SectionIntro } from '../components/Section';
import type { Plan, Plans as PlansContent } from '../hooks/usePlans';
import { PLANS_ANCHOR } from '../lib/anchors';
import { askFormHref } from '../lib/contact-links';
import { billingText, naira, planSubject, speed } from '../lib/plans';
import { theme } from '../styles/theme';

const Group = styled.div`
  & + & {
    margin-top: ${theme.space[7]};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  ${cardColumns}
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background};
  box-shadow: ${theme.shadows.card};

  h4 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

const Price = styled.p`
  font-size: ${theme.fontSizes.lg};

  strong {
    font-size: ${theme.fontSizes['2xl']};
    font-weight: ${theme.fontWeights.heavy};
  }
`;

const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Included = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[2]};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 0.15em;
    color: ${theme.colors.primary};
  }
`;

const Ask = styled.div`
  margin-top: auto;
  padding-top: ${theme.space[2]};
`;

const Note = styled.p`
  max-width: 40rem;
  margin: ${theme.space[6]} 0 0;
  color: ${theme.colors.textMuted};
`;

/** One plan: its price per month, speeds, costs, data terms, what comes with it, and a way to ask. */
function PlanCard({ plan, id, askLabel }: { plan: Plan; id: string; askLabel: string }) {
  return (
    <Card aria-labelledby={id}>
      <h4 id={id}>{plan.name}</h4>
      <Price>
        <strong>{naira(plan.price)}</strong>/month
      </Price>
      <Muted>{billingText(plan.price, plan.billing)}</Muted>
      <Facts>
        <dt>Download</dt>
        <dd>{speed(plan.download)}</dd>
        <dt>Upload</dt>
        <dd>{speed(plan.upload)}</dd>
        <dt>Installation</dt>
        <dd>{plan.installation === 0 ? 'Free' : naira(plan.installation)}</dd>
        <dt>Data</dt>
        <dd>{plan.data}</dd>
        {plan.availability ? (
          <>
            <dt>Available in</dt>
            <dd>{plan.availability}</dd>
          </>
        ) : null}
      </Facts>
      <Muted>{plan.dataTerms}</Muted>
      <Included>
        {plan.included.map((item) => (
          <li key={item}>
            <Icon name="check" size={20} />
            {item}
          </li>
        ))}
      </Included>
      <Ask>
        <ButtonLink
          href={askFormHref(planSubject(plan.name))}
          aria-label={`${askLabel}: ${plan.name}`}
        >
          {askLabel}
        </ButtonLink>
      </Ask>
    </Card>
  );
}

type Props = Pick<
  PlansContent,
  'heading' | 'intro' | 'homeHeading' | 'businessHeading' | 'note' | 'askLabel' | 'plans'
>;

/**
 * Services page: the plans and their prices, for homes and for businesses, in plain HTML. Each
 * plan says what it costs a month and to connect, how it is billed, its data terms, and has a
 * link that opens the contact form with the plan as its subject.
 */
export function Plans({
  heading,
  intro,
  homeHeading,
  businessHeading,
  note,
  askLabel,
  plans,
}: Props) {
  const groups = [
    { audience: 'home', heading: homeHeading },
    { audience: 'business', heading: businessHeading },
  ] as const;
  return (
    <Section id={PLANS_ANCHOR} labelledBy="plans-heading" tone="surface">
      <SectionIntro>
        <h2 id="plans-heading">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      {groups.map((group) => {
        const members = plans.filter((plan) => plan.audience === group.audience);
        if (members.length === 0) return null;
        const groupId = `plans-${group.audience}`;
        return (
          <Group key={group.audience} role="group" aria-labelledby={groupId}>
            <h3 id={groupId}>{group.heading}</h3>
            <Grid>
              {members.map((plan) => {
                const id = `plan-${plans.indexOf(plan) + 1}`;
                return (
                  <li key={plan.name}>
                    <PlanCard plan={plan} id={id} askLabel={askLabel} />
                  </li>
                );
              })}
            </Grid>
          </Group>
        );
      })}
      {note ? <Note>{note}</Note> : null}
    </Section>
  );
}
