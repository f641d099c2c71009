import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { Icon } from '../components/Icon';
import { SENT_ANCHOR } from '../lib/anchors';
import { phoneText, telHref } from '../lib/contact-links';
import type { ThanksCopy } from '../lib/page-copy';
import { FORM_ID } from '../lib/enquiry-form';
import { theme } from '../styles/theme';

/**
 * Which half of the page shows is decided by the address alone, so it holds without JavaScript:
 * `#sent` (where the contact endpoint sends a visitor once their enquiry is stored) shows the
 * confirmation; any other way in shows that nothing was sent.
 */
const Panel = styled(Container)<{ $showBoth: boolean }>`
  max-width: 40rem;
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[9]};
  text-align: center;

  svg {
    color: ${theme.colors.primary};
  }

  h1,
  h2 {
    font-size: ${theme.fontSizes['4xl']};
    margin-top: ${theme.space[4]};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }

  ${({ $showBoth }) =>
    $showBoth
      ? ''
      : `
  #${SENT_ANCHOR}:not(:target) ~ [data-when='sent'],
  #${SENT_ANCHOR}:target ~ [data-when='not-sent'] {
    display: none;
  }`}
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;

export type ThanksContent = {
  page: ThanksCopy;
  phone: string;
  /** The editor's preview shows both halves, one after the other. */
  showBoth?: boolean;
};

/** The "Message Sent" page's one section (the page and the editor's preview render it). */
export function thanksSections({ page, phone, showBoth = false }: ThanksContent) {
  // In the preview both halves show, so the second is not a second h1.
  const NotSentHeading = showBoth ? 'h2' : 'h1';
  return (
    <>
      <Panel $showBoth={showBoth}>
        <span id={SENT_ANCHOR} />
        <div data-when="sent">
          <Icon name="check" size={56} />
          <h1>{page.heading}</h1>
          <p>{page.body}</p>
          <p>
            {page.nextSteps} <a href={telHref(phone)}>{phoneText(phone)}</a>
          </p>
          <Actions>
            <ButtonLink href="/">{page.homeLinkLabel}</ButtonLink>
            <ButtonLink href="/services/" $variant="secondary">
              {page.servicesLinkLabel}
            </ButtonLink>
          </Actions>
        </div>
        <div data-when="not-sent">
          <NotSentHeading>{page.notSentHeading}</NotSentHeading>
          <p>{page.notSentBody}</p>
          <Actions>
            <ButtonLink href={`/contact/#${FORM_ID}`}>{page.formLinkLabel}</ButtonLink>
            <ButtonLink href="/services/" $variant="secondary">
              {page.servicesLinkLabel}
            </ButtonLink>
          </Actions>
        </div>
      </Panel>
    </>
  );
}
