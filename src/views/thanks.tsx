import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { phoneText, telHref } from '../lib/contact-links';
import type { ThanksCopy } from '../lib/page-copy';
import { theme } from '../styles/theme';

const Panel = styled(Container)`
  max-width: 40rem;
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[9]};
  text-align: center;

  > svg {
    color: ${theme.colors.primary};
  }

  h1 {
    font-size: ${theme.fontSizes['4xl']};
    margin-top: ${theme.space[4]};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

export type ThanksContent = { page: ThanksCopy; phone: string };

/** The "Message Sent" page's one section (the page and the editor's preview render it). */
export function thanksSections({ page, phone }: ThanksContent) {
  return [
    <Panel key="panel">
      <Icon name="check" size={56} />
      <h1>{page.heading}</h1>
      <p>{page.body}</p>
      <p>
        {page.nextSteps} <a href={telHref(phone)}>{phoneText(phone)}</a>
      </p>
      <Actions>
        <ButtonLink to="/">{page.homeLinkLabel}</ButtonLink>
        <ButtonLink to="/services/" $variant="secondary">
          {page.servicesLinkLabel}
        </ButtonLink>
      </Actions>
    </Panel>,
  ];
}
