import React from 'react';
import { Card, CardGrid, IconBadge } from '../components/Card';
import { ContentIcon } from '../components/ContentIcon';
import { Section, SectionIntro } from '../components/Section';
import type { AdditionalService } from '../hooks/useServices';

type Props = { heading: string; intro: string; services: readonly AdditionalService[] };

/** Services page: smaller cards for the additional services. */
export function AdditionalServices({ heading, intro, services }: Props) {
  return (
    <Section labelledBy="additional-services">
      <SectionIntro>
        <h2 id="additional-services">{heading}</h2>
        <p>{intro}</p>
      </SectionIntro>
      <CardGrid>
        {services.map((service) => (
          <li key={service.title}>
            <Card>
              <IconBadge>
                <ContentIcon name={service.icon} />
              </IconBadge>
              <h3>{service.title}</h3>
              <p>{service.description}</p>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
