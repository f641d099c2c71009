import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { IconBadge } from '../components/Card';
import { ContentIcon } from '../components/ContentIcon';
import { Icon } from '../components/Icon';
import type { CoreService } from '../lib/page-copy';
import { media, theme } from '../styles/theme';
import { askFormHref } from '../lib/contact-links';

const Detail = styled.section`
  padding: ${theme.space[7]} 0;

  &:nth-of-type(even) {
    background: ${theme.colors.surface};
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[7]};
    align-items: start;
  }

  h2 {
    display: flex;
    align-items: center;
    gap: ${theme.space[3]};
    font-size: ${theme.fontSizes['2xl']};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Bullets = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0 0 ${theme.space[5]};
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${theme.space[3]};
    align-items: flex-start;
    padding: ${theme.space[3]} ${theme.space[4]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.background};
    font-weight: ${theme.fontWeights.medium};
  }

  svg {
    flex: none;
    color: ${theme.colors.primary};
  }
`;

type Props = { services: readonly CoreService[]; linkLabel: string };

/** Services page: a section per core service, with its bullet list and a link to get in touch. */
export function ServiceDetails({ services, linkLabel }: Props) {
  return (
    <>
      {services.map((service) => (
        <Detail key={service.slug} id={service.slug} aria-labelledby={`${service.slug}-title`}>
          <Grid>
            <div>
              <h2 id={`${service.slug}-title`}>
                <IconBadge>
                  <ContentIcon name={service.icon} />
                </IconBadge>
                {service.title}
              </h2>
              <p>{service.description}</p>
            </div>
            <div>
              <Bullets>
                {service.bullets.map((bullet) => (
                  <li key={bullet}>
                    <Icon name="check" size={20} />
                    {bullet}
                  </li>
                ))}
              </Bullets>
              <ButtonLink
                href={askFormHref(service.title)}
                aria-label={`${linkLabel}: ${service.title}`}
              >
                {linkLabel}
              </ButtonLink>
            </div>
          </Grid>
        </Detail>
      ))}
    </>
  );
}
