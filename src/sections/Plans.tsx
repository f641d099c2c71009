import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { cardColumns } from '../components/Card';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import type { ChatWords, Plan, PlansContent } from '../lib/page-copy';
import { PLANS_ANCHOR } from '../lib/anchors';
import { askFormHref, whatsappChatHref } from '../lib/contact-links';
import { filled } from '../lib/form-words';
import { billingText, naira, perMonthParts, planSubject, speed } from '../lib/plans';
import { INSTALLATION_PATH } from '../lib/promises';
import { theme } from '../styles/theme';
import { sentence } from '../lib/sentence';

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

  h3 {
    margin: 0;
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
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: auto;
  padding-top: ${theme.space[2]};
`;

const InstallLine = styled.p`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.bold};
  }
`;

const Note = styled.p`
  max-width: 40rem;
  margin: ${theme.space[6]} 0 0;
  color: ${theme.colors.textMuted};
`;

type CardProps = {
  plan: Plan;
  id: string;
  askLabel: string;
  words: PlansContent['card'];
  prices: PlansContent['prices'];
  whatsapp: string | null;
  chat: ChatWords;
};

/**
 * One plan: its price per month, speeds, costs, data terms, what comes with it, how soon it is
 * installed, and ways to ask (the contact form, WhatsApp when the company has a number).
 */
function PlanCard({ plan, id, askLabel, words, prices, whatsapp, chat }: CardProps) {
  const price = perMonthParts(plan.price, prices);
  return (
    <Card aria-labelledby={id}>
      <h3 id={id}>{plan.name}</h3>
      <Price {...sentence}>
        {price.before}
        <strong>{price.amount}</strong>
        {price.after}
      </Price>
      <Muted {...sentence}>{billingText(plan.price, plan.billing, prices)}</Muted>
      <Facts>
        <dt>{words.download}</dt>
        <dd>{speed(plan.download)}</dd>
        <dt>{words.upload}</dt>
        <dd>{speed(plan.upload)}</dd>
        <dt>{words.installation}</dt>
        <dd>{plan.installation === 0 ? words.free : naira(plan.installation)}</dd>
        <dt>{words.data}</dt>
        <dd>{plan.data}</dd>
        {plan.availability?.length ? (
          <>
            <dt>{words.availableIn}</dt>
            <dd>{plan.availability.join(', ')}</dd>
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
      <InstallLine>
        {words.installed}{' '}
        <a href={INSTALLATION_PATH} aria-label={`${words.installationLink}: ${plan.name}`}>
          {words.installationLink}
        </a>
      </InstallLine>
      <Ask>
        <ButtonLink
          href={askFormHref(planSubject(plan.name))}
          aria-label={`${askLabel}: ${plan.name}`}
        >
          {askLabel}
        </ButtonLink>
        {whatsapp ? (
          <ButtonLink
            href={whatsappChatHref(whatsapp, filled(chat.messages.plan, { name: plan.name }))}
            $variant="secondary"
            aria-label={filled(chat.about, { name: plan.name })}
          >
            {chat.label}
          </ButtonLink>
        ) : null}
      </Ask>
    </Card>
  );
}

type Props = Pick<
  PlansContent,
  'homeHeading' | 'businessHeading' | 'note' | 'askLabel' | 'card' | 'prices' | 'plans'
> & {
  /** The company's WhatsApp number, when it has one, and its link's words. */
  whatsapp: string | null;
  chat: ChatWords;
};

/**
 * The plans page's plans and their prices, for homes and for businesses, in plain HTML. Each plan says what it
 * costs a month and to connect, how it is billed, its data terms, how soon it is installed, and
 * has a link that opens the contact form with the plan as its subject (and WhatsApp's chat).
 */
export function Plans({
  homeHeading,
  businessHeading,
  note,
  askLabel,
  card,
  prices,
  plans,
  whatsapp,
  chat,
}: Props) {
  const groups = [
    { audience: 'home', heading: homeHeading },
    { audience: 'business', heading: businessHeading },
  ] as const;
  return (
    // The plans page's header holds its heading and introduction (PageHeader, the h1).
    <Section id={PLANS_ANCHOR} labelledBy="page-heading" tone="surface">
      {groups.map((group) => {
        const members = plans.filter((plan) => plan.audience === group.audience);
        if (members.length === 0) return null;
        const groupId = `plans-${group.audience}`;
        return (
          <Group key={group.audience} role="group" aria-labelledby={groupId}>
            <h2 id={groupId}>{group.heading}</h2>
            <Grid>
              {members.map((plan) => {
                const id = `plan-${plans.indexOf(plan) + 1}`;
                return (
                  <li key={plan.name}>
                    <PlanCard
                      plan={plan}
                      id={id}
                      askLabel={askLabel}
                      words={card}
                      prices={prices}
                      whatsapp={whatsapp}
                      chat={chat}
                    />
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
