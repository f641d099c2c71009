import React from 'react';
import { Card, CardGrid, IconBadge } from '../components/Card';
import { ContentIcon } from '../components/ContentIcon';
import { Section, SectionIntro } from '../components/Section';
import type { CoreValue } from '../hooks/useCoreValues';

type Props = { heading: string; intro: string; values: readonly CoreValue[] };

/** About page: the core values as cards. */
export function ValuesGrid({ heading, intro, values }: Props) {
  return (
    <Section labelledBy="core-values" tone="surface">
      <SectionIntro>
        <h2 id="core-values">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      <CardGrid>
        {values.map((value) => (
          <li key={value.title}>
            <Card>
              <IconBadge>
                <ContentIcon name={value.icon} />
              </IconBadge>
              <h3>{value.title}</h3>
              <p>{value.description}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
