/**
 * The waitlist form: a place, a name, a phone number or an e-mail address, home or business, and
 * the consent. Without JavaScript (the waitlist page) it posts to /api/waitlist natively and the
 * endpoint answers with the waitlist's thank-you page, or this page again filled in with what went
 * wrong (src/server/form-page.ts). Inside the coverage search (an island), `enhanced` sends it as
 * JSON and shows the answer in place. The fields' labels and rules come from the waitlist schema
 * (handed to the page at build time), its other words from content/waitlist.yaml.
 */
import React, { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { PrivacyLink } from '../components/PrivacyLink';
import type { PageLanguage } from '../content-model/languages';
import {
  ELAPSED_FIELD,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  type FieldErrors,
} from '../lib/form-fields';
import {
  WAITLIST_ENDPOINT,
  WAITLIST_FIELD_NAMES,
  WAITLIST_FORM_ID,
  WAITLIST_NOTICE_ID,
  waitlistErrorId,
  waitlistFieldId,
  type WaitlistField,
  type WaitlistFieldSpec,
} from '../lib/waitlist-form';
import {
  errorLang,
  type TranslatedWaitlist,
  type WaitlistFormWords,
  type WaitlistLabel,
  type WaitlistWord,
} from '../lib/form-words';
import { theme } from '../styles/theme';
import {
  ErrorText,
  FailureBox,
  FieldBox,
  Form,
  Heading,
  NoticeBox,
  Note,
  Optional,
  Submit,
  Trap,
} from './contact-form/styles';

/**
 * The form's words, from content/waitlist.yaml (`form`), in the page's language: all but the
 * field errors, which the endpoint answers with.
 */
export type WaitlistWords = Omit<WaitlistFormWords, 'fieldErrors'>;

export type WaitlistFormProps = {
  words: WaitlistWords;
  /** The fields and their rules, from the waitlist schema (named here by `words`). */
  fields: readonly WaitlistFieldSpec[];
  /** The place already in the form: what the visitor typed into the coverage search. */
  place?: string;
  /** Sent by the page's script, with the answer shown in place (the coverage search). */
  enhanced?: boolean;
  /** The page's language: the sign-up is kept with it, and answered in it. */
  language?: PageLanguage;
  /**
   * What the page's translation gives (the others are English, as the page wrapper says): marked
   * with the page's language where the form shows it.
   */
  translated?: TranslatedWaitlist;
};

const NOTHING_TRANSLATED: TranslatedWaitlist = { words: [], labels: [], errors: [] };

type Sayer = {
  word: (key: WaitlistWord, text: string) => React.ReactNode;
  label: (key: WaitlistLabel, text: string) => React.ReactNode;
};

/** Says each word, marked with the page's language where the translation gives it. */
function waitlistSayer(language: PageLanguage, translated: TranslatedWaitlist): Sayer {
  const mark = (yes: boolean, text: string) => (yes ? <span lang={language}>{text}</span> : text);
  return {
    word: (key, text) => mark(translated.words.includes(key), text),
    label: (key, text) => mark(translated.labels.includes(key), text),
  };
}

/**
 * Where the waitlist endpoint says what went wrong when it gives the waitlist page back to a
 * visitor without JavaScript: empty and hidden until then.
 */
export function WaitlistNotice() {
  return <NoticeBox id={WAITLIST_NOTICE_ID} role="alert" hidden />;
}

const Choices = styled.fieldset`
  display: grid;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
  grid-column: 1 / -1;

  legend {
    margin-bottom: ${theme.space[1]};
    font-weight: ${theme.fontWeights.bold};
  }

  label {
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
    min-height: 2.75rem;
    font-weight: ${theme.fontWeights.regular};
  }

  input {
    width: 1.25rem;
    height: 1.25rem;
    min-height: 0;
  }
`;

const Consent = styled.div`
  grid-column: 1 / -1;

  label {
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[2]};
  }

  input {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
  }
`;

const Joined = styled.p`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 6px solid ${theme.colors.primary};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surface};
`;

function Field({
  spec,
  error,
  value,
  words,
  say,
  errorLang,
}: {
  spec: WaitlistFieldSpec;
  error?: string;
  value?: string;
  words: WaitlistWords;
  say: Sayer;
  /** The error's language, where it is not English. */
  errorLang?: string;
}) {
  const id = waitlistFieldId(spec.name);
  const invalid = error ? true : undefined;
  const describedBy = error ? waitlistErrorId(spec.name) : undefined;
  const errorText = (
    // Always present, so the endpoint can fill it in for a visitor without JavaScript.
    <ErrorText id={waitlistErrorId(spec.name)} hidden={!error} lang={error ? errorLang : undefined}>
      {error}
    </ErrorText>
  );
  // The schema's labels are English: each page names its fields in its own words.
  const label =
    spec.name === 'consent'
      ? say.word('consent', words.consent)
      : say.label(spec.name, words.labels[spec.name]);
  if (spec.control === 'radio') {
    return (
      <Choices aria-describedby={describedBy}>
        <legend>{label}</legend>
        {(spec.options ?? []).map((option, index) => (
          <label key={option.value}>
            <input
              type="radio"
              id={index === 0 ? id : `${id}-${option.value}`}
              name={spec.name}
              value={option.value}
              required={spec.required}
            />
            {option.value === 'home' || option.value === 'business'
              ? say.label(option.value, words.labels[option.value])
              : option.label}
          </label>
        ))}
        {errorText}
      </Choices>
    );
  }
  if (spec.control === 'checkbox') {
    return (
      <Consent>
        <label>
          <input
            type="checkbox"
            id={id}
            name={spec.name}
            value="yes"
            required={spec.required}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
          <span>
            {label} (<PrivacyLink>{say.word('privacyLink', words.privacyLink)}</PrivacyLink>)
          </span>
        </label>
        {errorText}
      </Consent>
    );
  }
  return (
    <FieldBox $wide={spec.name === 'place'}>
      <label htmlFor={id}>
        {label} {spec.required ? null : <Optional>{say.word('optional', words.optional)}</Optional>}
      </label>
      <input
        id={id}
        name={spec.name}
        type={spec.control === 'textarea' ? 'text' : spec.control}
        defaultValue={value}
        required={spec.required}
        maxLength={spec.maxLength}
        autoComplete={spec.autoComplete}
        inputMode={spec.control === 'tel' ? 'tel' : undefined}
        pattern={spec.pattern ?? undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      {errorText}
    </FieldBox>
  );
}

type Sending =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'joined' }
  | { state: 'invalid'; errors: FieldErrors<WaitlistField> }
  /**
   * A place we serve already (nothing was kept): the form is sent again without the script, and
   * the page that comes back says so with the next step, as it does for a browser without one.
   */
  | { state: 'served' }
  /** Not taken on our side (too many sign-ups, a fault), or no connection to us. */
  | { state: 'failed'; reason: 'failed' | 'unreachable' };

/** The endpoint's answer, as the form shows it. */
async function send(form: HTMLFormElement, startedAt: number): Promise<Sending> {
  const body: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) {
    if (typeof value === 'string') body[name] = value;
  }
  body[ELAPSED_FIELD] = String(Math.round(performance.now() - startedAt));
  try {
    const response = await fetch(WAITLIST_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.ok) return { state: 'joined' };
    // The fields to put right are said in the page's language; the endpoint's other answers
    // are for programs, and the form says its own words instead.
    const answer = (await response.json().catch(() => ({}))) as {
      error?: string;
      fields?: FieldErrors<WaitlistField>;
    };
    if (answer.fields) return { state: 'invalid', errors: answer.fields };
    if (answer.error === 'already_served') return { state: 'served' };
    return { state: 'failed', reason: 'failed' };
  } catch {
    return { state: 'failed', reason: 'unreachable' };
  }
}

export function WaitlistForm({
  words,
  fields,
  place,
  enhanced = false,
  language = 'en',
  translated = NOTHING_TRANSLATED,
}: WaitlistFormProps) {
  const say = waitlistSayer(language, translated);
  /** A field's error's language, where a translated sentence says it (else English: unmarked). */
  const errorLangOf = (message: string | undefined) =>
    errorLang(message, language, translated.errors);
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // When the form was ready: how long it took to send is a sign of a program (src/server/spam.ts).
  const startedAt = useRef(0);
  useEffect(() => {
    startedAt.current = performance.now();
  }, []);
  const headingId = `${WAITLIST_FORM_ID}-heading`;

  if (sending.state === 'joined') {
    return (
      <section aria-labelledby={headingId}>
        <Heading id={headingId}>{say.word('heading', words.heading)}</Heading>
        <Joined role="status">{say.word('joined', words.joined)}</Joined>
      </section>
    );
  }

  const errors = sending.state === 'invalid' ? sending.errors : {};

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    if (!enhanced) return;
    event.preventDefault();
    if (sending.state === 'sending') return;
    const form = event.currentTarget;
    setSending({ state: 'sending' });
    const answer = await send(form, startedAt.current);
    // Sent again natively (submit() runs no onSubmit): the page that answers says what to do.
    if (answer.state === 'served') return form.submit();
    setSending(answer);
    if (answer.state === 'invalid') {
      const first = WAITLIST_FIELD_NAMES.find((name) => answer.errors[name]);
      if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    }
  }

  return (
    <Form
      id={WAITLIST_FORM_ID}
      method="post"
      action={WAITLIST_ENDPOINT}
      aria-labelledby={headingId}
      aria-busy={sending.state === 'sending'}
      onSubmit={(event) => void onSubmit(event)}
    >
      <Heading id={headingId}>{say.word('heading', words.heading)}</Heading>
      <Note>{say.word('intro', words.intro)}</Note>
      {fields.map((spec) => (
        <React.Fragment key={spec.name}>
          {spec.name === 'phone' ? <Note>{say.word('reachNote', words.reachNote)}</Note> : null}
          <Field
            spec={spec}
            error={errors[spec.name]}
            value={spec.name === 'place' ? place : undefined}
            words={words}
            say={say}
            errorLang={errorLangOf(errors[spec.name])}
          />
        </React.Fragment>
      ))}
      <input type="hidden" name={LANGUAGE_FIELD} value={language} />
      <Trap aria-hidden="true">
        <label htmlFor={`waitlist-${HONEYPOT_FIELD}`}>Leave this empty</label>
        <input
          type="text"
          id={`waitlist-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </Trap>
      {sending.state === 'failed' ? (
        <FailureBox role="alert">
          <p>{say.word(sending.reason, words[sending.reason])}</p>
        </FailureBox>
      ) : null}
      <Submit type="submit" aria-disabled={sending.state === 'sending'}>
        {say.word('buttonLabel', words.buttonLabel)}
      </Submit>
    </Form>
  );
}
