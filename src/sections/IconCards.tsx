import React from 'react';
import { Card, CardGrid, IconBadge } from '../components/Card';
import { ContentIcon, type ContentIconName } from '../components/ContentIcon';
import { Section, SectionIntro } from '../components/Section';

type Item = { icon: ContentIconName; title: string; description: string };

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
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
