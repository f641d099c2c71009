/**
 * The contact form's styles, beside the form (ContactForm.tsx) and its parts. Styling only: no
 * behaviour, no words (those are in messages.ts).
 */
import styled, { css } from 'styled-components';
import { Button } from '../../components/Button';
import { media, theme } from '../../styles/theme';

export const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const FieldBox = styled.div<{ $wide: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};

  ${media.sm} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }

  label {
    font-weight: ${theme.fontWeights.bold};
  }

  input,
  textarea {
    width: 100%;
    min-height: 2.75rem;
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.fieldBorder};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background};
  }

  textarea {
    min-height: 120px;
    resize: vertical;
  }

  input:focus-visible,
  textarea:focus-visible {
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }

  [aria-invalid='true'] {
    border-color: ${theme.colors.danger};
    border-width: 2px;
  }
`;

export const Optional = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textMuted};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

export const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export const Privacy = styled(Note)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[3]};
`;

/** Looks like a link: a small, quiet way to start again. */
export const ClearButton = styled.button`
  min-height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.link};
  font-size: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &[hidden] {
    display: none;
  }
`;

/** A field only bots fill in: not displayed, so people and screen readers never meet it. */
export const Trap = styled.div`
  display: none;
`;

export const Submit = styled(Button)`
  justify-self: start;

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

export const NoticeBox = styled.div`
  margin-top: ${theme.space[6]};
  padding: ${theme.space[4]};
  border-left: 6px solid ${theme.colors.danger};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.dangerSurface};

  &[hidden] {
    display: none;
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/** The form's heading, inside the form so "Ask about …" links land on it (see FORM_ID). */
export const Heading = styled.h2`
  margin: 0;

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

/** A panel across the whole form: the confirmation, a restored draft, a failure. */
const panel = css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 6px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};

  ${media.sm} {
    grid-column: 1 / -1;
  }

  p {
    margin: 0 0 ${theme.space[2]};
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

/** Stays after a message went: what was sent and what happens next. */
export const ConfirmationBox = styled.section`
  ${panel}
  border-left-color: ${theme.colors.primary};
  scroll-margin-top: calc(${theme.layout.navHeight} + ${theme.space[4]});

  h3 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }

  h3:focus {
    outline: none;
  }

  h3:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 4px;
  }

  dl {
    display: grid;
    gap: ${theme.space[1]};
    margin: 0 0 ${theme.space[2]};
  }

  dt {
    font-weight: ${theme.fontWeights.bold};
  }

  dd {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** Said plainly when the visitor sends while offline: the message waits on the device. */
export const Waiting = styled.p`
  ${panel}
`;

/** Says a draft came back from this device, and that it was never sent. */
export const DraftNotice = styled.p`
  ${panel}
`;

/** Not sent: said in the form, above the button, where "try again" is. */
export const FailureBox = styled.div`
  ${panel}
  border-left-color: ${theme.colors.danger};
  background: ${theme.colors.dangerSurface};
`;

/** Under the message: how many characters fit still, or are too many. */
export const CharacterCount = styled.p<{ $over: boolean }>`
  margin: 0;
  color: ${({ $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${({ $over }) => ($over ? theme.fontWeights.medium : 'inherit')};
`;
