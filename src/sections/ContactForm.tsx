import React, { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';
import { PrivacyLink } from '../components/PrivacyLink';
import { useToast } from '../components/Toast';
import { useHydrated } from '../hooks/useHydrated';
import { mailtoHref, phoneText, telHref } from '../lib/contact-links';
import {
  CONTACT_ENDPOINT,
  ELAPSED_FIELD,
  ENQUIRY_FIELD_NAMES,
  FORM_ID,
  FORM_NOTICE_ID,
  HONEYPOT_FIELD,
  errorId,
  fieldId,
  type EnquiryField,
  type EnquiryFieldSpec,
  type FieldErrors,
  type TypedValues,
} from '../lib/enquiry-form';
import { clearDraft, newDraftKey, readDraft, saveDraft } from '../lib/enquiry-draft';
import { sendEnquiry, type SendEnquiry } from '../lib/send-enquiry';
import { SPEC_TEXT } from '../lib/spec-text';
import { media, theme } from '../styles/theme';

const Form = styled.form`
  display: grid;
  gap: ${theme.space[4]};

  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
`;

const FieldBox = styled.div<{ $wide: boolean }>`
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

const Optional = styled.span`
  font-weight: ${theme.fontWeights.regular};
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
`;

const Note = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

const Privacy = styled(Note)`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[3]};
`;

/** Looks like a link: a small, quiet way to start again. */
const ClearButton = styled.button`
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

/** Said plainly when the visitor sends while offline: the message waits on the device. */
const Waiting = styled.p`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 6px solid ${theme.colors.focus};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

/** A field only bots fill in: not displayed, so people and screen readers never meet it. */
const Trap = styled.div`
  display: none;
`;

const Submit = styled(Button)`
  justify-self: start;

  ${media.sm} {
    grid-column: 1 / -1;
  }
`;

const NoticeBox = styled.div`
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

/**
 * Where the contact endpoint says what went wrong when it gives the Contact page back to a visitor
 * without JavaScript (src/server/form-page.ts): empty and hidden until then. The page puts it near
 * the top, where the visitor lands.
 */
export function FormNotice() {
  return <NoticeBox id={FORM_NOTICE_ID} role="alert" hidden />;
}

function Field({ spec, error }: { spec: EnquiryFieldSpec; error?: string }) {
  const id = fieldId(spec.name);
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    maxLength: spec.maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId(spec.name) : undefined,
  };
  return (
    <FieldBox $wide={spec.name !== 'firstName' && spec.name !== 'lastName'}>
      <label htmlFor={id}>
        {spec.label} {spec.required ? null : <Optional>(optional)</Optional>}
      </label>
      {spec.control === 'textarea' ? (
        <textarea {...common} rows={6} />
      ) : (
        <input
          {...common}
          type={spec.control}
          autoComplete={spec.autoComplete}
          inputMode={spec.control === 'tel' ? 'tel' : undefined}
          pattern={spec.pattern ?? undefined}
        />
      )}
      {/* Always present, so the endpoint can fill it in for a visitor without JavaScript. */}
      <ErrorText id={errorId(spec.name)} hidden={!error}>
        {error}
      </ErrorText>
    </FieldBox>
  );
}

type Props = {
  heading: string;
  /** The fields and their rules, from the enquiry schema (handed to the page at build time). */
  fields: readonly EnquiryFieldSpec[];
  /** Offered to the visitor when sending fails. */
  contact: { email: string; phone: string };
  /** Delivers the enquiry; replaceable so delivery can change without touching the form. */
  send?: SendEnquiry;
};

const HONEYPOT_ID = `enquiry-${HONEYPOT_FIELD}`;

function formFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === 'string') fields[key] = value;
  });
  return fields;
}

/** The visible fields as typed (not the spam trap), to keep as a draft. */
function typedFields(form: HTMLFormElement): TypedValues {
  const fields = formFields(form);
  const typed: TypedValues = {};
  for (const name of ENQUIRY_FIELD_NAMES) if (fields[name]) typed[name] = fields[name];
  return typed;
}

function fieldOf(form: HTMLFormElement, name: EnquiryField) {
  const element = form.elements.namedItem(name);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement
    ? element
    : null;
}

/** A subject the page was opened with (`/contact/?subject=…`, from a service or coverage link). */
function subjectFromAddress(maxLength: number): string | null {
  const subject = new URLSearchParams(window.location.search).get('subject')?.trim();
  return subject ? subject.slice(0, maxLength) : null;
}

const SAVE_AFTER_MS = 400;
/** After the connection returns, tries while the server cannot be reached yet (DNS, a portal). */
const RECONNECT_RETRY_MS = [3_000, 6_000, 12_000, 24_000];

function isEnquiryField(name: string): name is EnquiryField {
  return (ENQUIRY_FIELD_NAMES as readonly string[]).includes(name);
}

/**
 * Contact page: the enquiry form. Without JavaScript it posts to /api/contact natively; with it,
 * the browser's own rules run first, then the send step decides what the visitor sees.
 */
export function ContactForm({ heading, fields, contact, send = sendEnquiry }: Props) {
  const toast = useToast();
  // The page's script is in charge of sending (until then the browser posts the form itself).
  const enhanced = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [announcement, setAnnouncement] = useState('');
  /**
   * A message waits in the form: sent while offline (it goes when the connection comes back), or
   * the connection is back but the server cannot be reached yet (it is tried again shortly).
   */
  const [waiting, setWaiting] = useState<'offline' | 'retrying' | null>(null);
  // When the form was ready, on this device's own clock (milliseconds since the page started):
  // the endpoint flags enquiries sent faster than a person types. The page's start counts, not
  // this script's, because on a slow phone people start typing before the script arrives.
  const readyAt = useRef(0);
  /** When the visitor started the draft they are on (device clock), if they have one. */
  const draftStartedAt = useRef<number | null>(null);
  /** The draft's idempotency key, made with the draft, sent with every attempt to send it. */
  const draftKey = useRef<string | null>(null);
  /** The subject a link put in the form (kept with the draft, so a reload does not put it back). */
  const linkSubject = useRef<string | undefined>(undefined);
  const saveTimer = useRef<number | undefined>(undefined);
  const retryTimer = useRef<number | undefined>(undefined);
  const reconnectTries = useRef(0);
  /** One request at a time, whoever asks (the button, the connection coming back, a retry). */
  const inFlight = useRef(false);

  // Once the script runs: what the visitor typed last time comes back (into empty fields: what
  // they typed before the script arrived stays), and a subject from the link that led here is set,
  // unless it is the one the draft already had (a reload: the visitor may have changed it since).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const draft = readDraft();
    const subject = fieldOf(form, 'subject');
    const typedSubject = Boolean(subject?.value);
    if (draft) {
      draftStartedAt.current = draft.startedAt;
      draftKey.current = draft.key;
      linkSubject.current = draft.linkSubject;
      for (const name of ENQUIRY_FIELD_NAMES) {
        const field = fieldOf(form, name);
        const value = draft.fields[name];
        if (field && value && !field.value) field.value = value;
      }
    }
    const asked = subject && !typedSubject ? subjectFromAddress(subject.maxLength) : null;
    if (subject && asked && asked !== draft?.linkSubject) {
      subject.value = asked;
      linkSubject.current = asked;
    }
  }, []);

  useEffect(
    () => () => {
      window.clearTimeout(saveTimer.current);
      window.clearTimeout(retryTimer.current);
    },
    [],
  );

  const otherWays = (
    <>
      {' '}
      You can also e-mail <a href={mailtoHref(contact.email)}>{contact.email}</a> or call{' '}
      <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>.
    </>
  );

  function startAgain(form: HTMLFormElement) {
    window.clearTimeout(saveTimer.current);
    window.clearTimeout(retryTimer.current);
    clearDraft();
    draftStartedAt.current = null;
    draftKey.current = null;
    linkSubject.current = undefined;
    reconnectTries.current = 0;
    form.reset();
    readyAt.current = performance.now();
  }

  /**
   * Sends what is in the form now and says what became of it. `reconnected`: the connection has
   * just come back for a message that was waiting, so a server not reachable yet is tried again.
   */
  const deliver = useCallback(
    async (reconnected: boolean) => {
      const form = formRef.current;
      if (!form || inFlight.current) return;
      inFlight.current = true;
      window.clearTimeout(retryTimer.current);
      setSending(true);
      setErrors({});
      setAnnouncement('');
      try {
        // Time on the form, on this device: since the page started, or since the draft did.
        const elapsed = Math.max(
          performance.now() - readyAt.current,
          draftStartedAt.current === null ? 0 : Date.now() - draftStartedAt.current,
        );
        // The key is made with the draft; sent before the draft was saved, it is made and saved now,
        // so a retry after a reload carries the same key.
        if (draftKey.current === null) {
          draftKey.current = newDraftKey();
          draftStartedAt.current ??= Date.now();
          saveDraft({
            key: draftKey.current,
            fields: typedFields(form),
            startedAt: draftStartedAt.current,
            linkSubject: linkSubject.current,
          });
        }
        const outcome = await send(
          { ...formFields(form), [ELAPSED_FIELD]: String(Math.round(elapsed)) },
          draftKey.current,
        );
        const retryIn =
          reconnected && outcome.status === 'failed' && outcome.unreachable
            ? RECONNECT_RETRY_MS[reconnectTries.current]
            : undefined;
        if (outcome.status === 'offline' || retryIn !== undefined) {
          if (retryIn !== undefined) {
            reconnectTries.current += 1;
            retryTimer.current = window.setTimeout(() => void deliver(true), retryIn);
          }
          const state = outcome.status === 'offline' ? 'offline' : 'retrying';
          setWaiting(state);
          setAnnouncement(WAITING_TEXT[state]);
          return;
        }
        setWaiting(null);
        reconnectTries.current = 0;
        if (outcome.status === 'sent') {
          toast.success(SPEC_TEXT.sentTitle, SPEC_TEXT.sentText);
          // Also said in a live region that was in the page from the start, which screen
          // readers announce more reliably than a toast appearing.
          setAnnouncement(`${SPEC_TEXT.sentTitle}. ${SPEC_TEXT.sentText}`);
          startAgain(form);
        } else if (outcome.status === 'invalid') {
          setErrors(outcome.errors);
          const first = ENQUIRY_FIELD_NAMES.find((name) => outcome.errors[name]);
          if (first) fieldOf(form, first)?.focus();
        } else {
          toast.error(
            'Message not sent',
            <>
              {outcome.retryAfterSeconds
                ? `You have sent several messages in a short time. Please wait ${outcome.retryAfterSeconds} seconds and try again.`
                : 'We could not send your message just now. Everything you typed is still in the form, so you can try again.'}
              {otherWays}
            </>,
          );
        }
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
    // otherWays only reads the contact details.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [send, toast, contact],
  );

  // Sent while offline: it goes as soon as the connection comes back, if the page is still open.
  useEffect(() => {
    if (!waiting) return undefined;
    const retry = () => {
      reconnectTries.current = 0;
      void deliver(true);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [waiting, deliver]);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // deliver() reports every outcome itself, failures included; nothing is left to await here.
    void deliver(false);
  }

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const { name } = event.target as HTMLInputElement;
    if (isEnquiryField(name) && errors[name]) {
      setErrors(({ [name]: _fixed, ...rest }) => rest);
    }
    // Kept on the device as the visitor types, a moment after they pause.
    window.clearTimeout(saveTimer.current);
    saveTimer.current = window.setTimeout(() => {
      draftStartedAt.current ??= Date.now();
      draftKey.current ??= newDraftKey();
      saveDraft({
        key: draftKey.current,
        fields: typedFields(form),
        startedAt: draftStartedAt.current,
        linkSubject: linkSubject.current,
      });
    }, SAVE_AFTER_MS);
  }

  function onClear() {
    const form = formRef.current;
    if (!form) return;
    startAgain(form);
    setErrors({});
    setWaiting(null);
    setAnnouncement('The form is empty again.');
    fieldOf(form, ENQUIRY_FIELD_NAMES[0])?.focus();
  }

  return (
    <div>
      <h2 id="contact-form-heading">{heading}</h2>
      <Form
        ref={formRef}
        id={FORM_ID}
        data-enhanced={enhanced ? 'true' : undefined}
        method="post"
        action={CONTACT_ENDPOINT}
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={toast.preload}
        aria-labelledby="contact-form-heading"
        aria-busy={sending}
      >
        <Note>All fields are required unless marked optional.</Note>
        {fields.map((spec) => (
          <Field key={spec.name} spec={spec} error={errors[spec.name]} />
        ))}
        <Trap aria-hidden="true">
          <label htmlFor={HONEYPOT_ID}>Leave this field empty</label>
          <input
            type="text"
            id={HONEYPOT_ID}
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
          />
        </Trap>
        {waiting ? <Waiting>{WAITING_TEXT[waiting]}</Waiting> : null}
        {/* aria-disabled, not disabled: the button keeps keyboard focus while sending. */}
        <Submit type="submit" aria-disabled={sending}>
          {sending ? 'Sending…' : waiting ? 'Send now' : 'Send Message'}
        </Submit>
        <Privacy>
          <span>
            We use what you send only to answer you (<PrivacyLink />
            ).
            {enhanced
              ? ' Until you send it, what you type is kept on this device only, so a reload or a lost connection loses nothing.'
              : null}
          </span>
          <ClearButton type="button" hidden={!enhanced} onClick={onClear}>
            Clear what I typed
          </ClearButton>
        </Privacy>
        <p className="visually-hidden" role="status">
          {announcement}
        </p>
      </Form>
    </div>
  );
}

const WAITING_TEXT = {
  offline:
    'You are offline. Your message is saved on this device and will be sent as soon as your connection returns; keep this page open.',
  retrying:
    'Your connection is back, but our server cannot be reached yet. Your message is saved on this device; we are trying again.',
};
