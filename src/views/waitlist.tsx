/**
 * The waitlist's pages (the pages and the editor's preview render them): the waitlist page, with
 * the form that works without JavaScript; the page after joining (/waitlist/thanks/, at `#joined`
 * only when the endpoint sent the visitor there); and the page after following a leave link
 * (/waitlist/left/, at `#left` once the sign-up is deleted, otherwise saying the link could not be
 * checked). Which half of the last two shows is decided by the address alone, so it holds without
 * JavaScript. Their words are content/waitlist.yaml.
 */
import type { PageLanguage } from '../content-model/languages';
import React from 'react';
import styled from 'styled-components';
import { ButtonLink } from '../components/Button';
import { Container } from '../components/Container';
import { PageHeader } from '../components/PageHeader';
import type { SiteFileData } from '../content-model/content-schema';
import { mailtoHref } from '../lib/contact-links';
import {
  JOINED_ANCHOR,
  LEFT_ANCHOR,
  WAITLIST_FORM_ID,
  WAITLIST_PATH,
  type WaitlistFieldSpec,
} from '../lib/waitlist-form';
import type { TranslatedWaitlist } from '../lib/form-words';
import { WaitlistForm, WaitlistNotice, type WaitlistWords } from '../sections/WaitlistForm';
import { theme } from '../styles/theme';

/**
 * The waitlist's pages' words (content/waitlist.yaml; its e-mail and digest are not on a page),
 * the form's without its field errors, which the endpoint answers with.
 */
export type WaitlistCopy = Omit<SiteFileData<'waitlist'>, 'email' | 'digest' | 'form'> & {
  form: WaitlistWords;
};

const FormBox = styled(Container)`
  max-width: 44rem;
  padding-top: ${theme.space[6]};
  padding-bottom: ${theme.space[8]};

  > form {
    margin-top: ${theme.space[6]};
  }
`;

/** The waitlist page: its heading, and the form (posted natively: the page loads no script). */
export function waitlistSections({
  page,
  fields,
  language,
  translated,
}: {
  page: Pick<WaitlistCopy, 'heading' | 'intro' | 'form'>;
  fields: readonly WaitlistFieldSpec[];
  /** The page's language: a sign-up is kept with it, and answered in it. */
  language?: PageLanguage;
  /** What its translation gives of the form's words (the form marks them). */
  translated?: TranslatedWaitlist;
}) {
  return (
    <>
      <PageHeader heading={page.heading} intro={page.intro} />
      <FormBox>
        <WaitlistNotice />
        <WaitlistForm
          words={page.form}
          fields={fields}
          language={language}
          translated={translated}
        />
      </FormBox>
    </>
  );
}

/** Shows `[data-when=yes]` at `#anchor`, `[data-when=no]` otherwise (unless both show). */
const Panel = styled(Container)<{ $anchor: string; $showBoth: boolean }>`
  max-width: 40rem;
  padding-top: ${theme.space[9]};
  padding-bottom: ${theme.space[9]};
  text-align: center;

  h1,
  h2 {
    font-size: ${theme.fontSizes['4xl']};
  }

  p {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.lg};
  }

  ${({ $anchor, $showBoth }) =>
    $showBoth
      ? ''
      : `
  #${$anchor}:not(:target) ~ [data-when='yes'],
  #${$anchor}:target ~ [data-when='no'] {
    display: none;
  }`}
`;

type TwoHalves<Part extends 'thanks' | 'left'> = {
  page: Pick<WaitlistCopy, Part>;
  showBoth?: boolean;
};

/** After joining without JavaScript: confirmed at `#joined`, else "nobody joined from here". */
export function waitlistThanksSections({ page, showBoth = false }: TwoHalves<'thanks'>) {
  const Second = showBoth ? 'h2' : 'h1';
  return (
    <Panel $anchor={JOINED_ANCHOR} $showBoth={showBoth}>
      <span id={JOINED_ANCHOR} />
      <div data-when="yes">
        <h1>{page.thanks.heading}</h1>
        <p>{page.thanks.body}</p>
        <ButtonLink href="/">{page.thanks.homeLinkLabel}</ButtonLink>
      </div>
      <div data-when="no">
        <Second>{page.thanks.notJoinedHeading}</Second>
        <p>{page.thanks.notJoinedBody}</p>
        <ButtonLink href={`${WAITLIST_PATH}#${WAITLIST_FORM_ID}`}>
          {page.thanks.formLinkLabel}
        </ButtonLink>
      </div>
    </Panel>
  );
}

/** After a leave link: left at `#left`; otherwise the link could not be checked. */
export function waitlistLeftSections({
  page,
  email,
  showBoth = false,
}: TwoHalves<'left'> & { email: string }) {
  const Second = showBoth ? 'h2' : 'h1';
  return (
    <Panel $anchor={LEFT_ANCHOR} $showBoth={showBoth}>
      <span id={LEFT_ANCHOR} />
      <div data-when="yes">
        <h1>{page.left.heading}</h1>
        <p>{page.left.body}</p>
      </div>
      <div data-when="no">
        <Second>{page.left.invalidHeading}</Second>
        <p>
          {page.left.invalidBody} <a href={mailtoHref(email)}>{email}</a>
        </p>
      </div>
    </Panel>
  );
}
