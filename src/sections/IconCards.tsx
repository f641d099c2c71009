import React from 'react';
import styled from 'styled-components';
import { Card, CardGrid, IconBadge } from '../components/Card';
import { ContentIcon, type ContentIconName } from '../components/ContentIcon';
import { Section, SectionIntro } from '../components/Section';
import { theme } from '../styles/theme';

const CardLink = styled.a`
  margin-top: auto;
  font-weight: ${theme.fontWeights.bold};
`;

type Item = {
  icon: ContentIconName;
  title: string;
  description: string;
  /** Where the card leads, if anywhere (the internet card leads to the plans). */
  link?: { href: string; label: string };
};

type Props = {
  /** Id of the section's heading, which names the section. */
  id: string;
  heading: string;
  intro: string;
  items: readonly Item[];
  tone?: 'plain' | 'surface';
};

/** A band of cards, each an icon, a title and a line or two: the core values, the extra services. */
export function IconCards({ id, heading, intro, items, tone = 'plain' }: Props) {
  return (
    <Section labelledBy={id} tone={tone}>
      <SectionIntro>
        <h2 id={id}>{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      <CardGrid>
        {items.map((item) => (
          <li key={item.title}>
            <Card>
              <IconBadge>
                <ContentIcon name={item.icon} />
              </IconBadge>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.link ? <CardLink href={item.link.href}>{item.link.label}</CardLink> : null}
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
