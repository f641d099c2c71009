/**
 * Contact page: the enquiry form. Without JavaScript it posts to /api/contact natively; with it,
 * the browser's own rules run first, then the delivery state machine decides what the visitor
 * sees. Its parts, in src/sections/contact-form/: delivery.ts (the states), useDelivery.ts (their
 * effects), useDraft.ts (the draft on the device), messages.ts (every word), styles.ts.
 */
import React, { useCallback, useEffect, useRef, useState } from 'react';
import { PrivacyLink } from '../components/PrivacyLink';
import type { PageLanguage } from '../content-model/languages';
import { SPEC_TEXT } from '../content-model/spec-text';
import { useToast } from '../components/Toast';
import { useHydrated } from '../hooks/useHydrated';
import { mailtoHref, phoneText, telHref } from '../lib/contact-links';
import {
  CONTACT_ENDPOINT,
  ENQUIRY_FIELD_NAMES,
  FORM_ID,
  FORM_NOTICE_ID,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  errorId,
  fieldId,
  type EnquiryFieldSpec,
  type TypedValues,
} from '../lib/enquiry-form';
import { sendEnquiry, type SendEnquiry } from '../lib/send-enquiry';
import { fieldErrorsOf, isWaiting } from './contact-form/delivery';
import { fieldOf, isEnquiryField } from './contact-form/form-fields';
import {
  announcement,
  charactersLine,
  failedText,
  nextStep,
  nextStepWord,
  restoredDraftText,
  sendLabel,
  type FormSays,
} from './contact-form/messages';
import { errorLang, slotParts, type FormWord, type TranslatedForm } from '../lib/form-words';
import {
  CharacterCount,
  ClearButton,
  ConfirmationBox,
  DraftNotice,
  ErrorText,
  FailureBox,
  FieldBox,
  Form,
  Heading,
  NoticeBox,
  Note,
  Optional,
  Privacy,
  Submit,
  Trap,
  Waiting,
} from './contact-form/styles';
import { useDelivery, type Delivered } from './contact-form/useDelivery';
import { useDraft } from './contact-form/useDraft';

/** On the English pages, and where nothing of the form is translated yet. */
const NOTHING_TRANSLATED: TranslatedForm = { words: [], labels: [], errors: [] };

/**
 * Where the contact endpoint says what went wrong when it gives the Contact page back to a visitor
 * without JavaScript (src/server/form-page.ts): empty and hidden until then. The page puts it near
 * the top, where the visitor lands.
 */
export function FormNotice() {
  return <NoticeBox id={FORM_NOTICE_ID} role="alert" hidden />;
}

/**
 * Says one of the form's words in its language: a translated sentence is marked with the page's
 * language (the page wrapper says English, for the words still in English). The form marks all of
 * its words itself, static or shown as it runs: the build's marking pass leaves them out
 * (MARKED_BY_THEIR_PAGE in src/content-model/translations.ts).
 */
type Say = (text: React.ReactNode, word?: FormWord) => React.ReactNode;

function sayer(words: FormSays, lang: PageLanguage, translated: readonly FormWord[]): Say {
  if (lang === 'en' || translated.length === 0) return (text) => text;
  const texts = new Set(translated.map((word) => words[word]));
  return function say(text, word) {
    const isTranslated = word
      ? translated.includes(word)
      : typeof text === 'string' && texts.has(text);
    return isTranslated ? <span lang={lang}>{text}</span> : text;
  };
}

/** A sentence with elements in its slots ({link}, {address}). */
function withSlots(sentence: string, slots: Record<string, React.ReactNode>) {
  return slotParts(sentence).map((part, index) => (
    <React.Fragment key={index}>
      {index % 2 === 1 ? (slots[part] ?? `{${part}}`) : part}
    </React.Fragment>
  ));
}

/** The id of the line under the message that counts its characters. */
const COUNT_ID = 'enquiry-message-count';

function Field({
  spec,
  error,
  value,
  optional,
  errorLang,
  labelLang,
  count,
  note,
}: {
  spec: EnquiryFieldSpec;
  /**
   * Under the message, once the page's script runs: how many characters fit still, or are too
   * many. The message has no `maxlength`: a browser would cut a longer text pasted in, silently.
   */
  count?: { text: React.ReactNode; over: boolean } | null;
  /** A note under the field (that an e-mail address or a phone number is enough). */
  note?: React.ReactNode;
  error?: string;
  /** The error's language, when it is the page's (the wrapper says English). */
  errorLang?: string;
  /** The label's language, when translated. */
  labelLang?: string;
  /** Beside an optional field's label. */
  optional: React.ReactNode;
  /** What the field holds when the page opens (in the static HTML too). */
  value?: string;
}) {
  const id = fieldId(spec.name);
  const describedBy = [error ? errorId(spec.name) : '', count ? COUNT_ID : ''].filter(Boolean);
  const common = {
    id,
    name: spec.name,
    defaultValue: value,
    required: spec.required,
    maxLength: spec.control === 'textarea' ? undefined : spec.maxLength,
    'aria-invalid': error || count?.over ? true : undefined,
    'aria-describedby': describedBy.length > 0 ? describedBy.join(' ') : undefined,
  };
  return (
    <FieldBox $wide={spec.name !== 'firstName' && spec.name !== 'lastName'}>
      <label htmlFor={id}>
        {labelLang ? <span lang={labelLang}>{spec.label}</span> : spec.label}{' '}
        {spec.required ? null : <Optional>{optional}</Optional>}
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
      {spec.control === 'textarea' ? (
        // In the page's HTML too, hidden until the script counts: the form looks the same before
        // and after its script takes over (the count is the one line it adds).
        <CharacterCount id={COUNT_ID} $over={count?.over ?? false} hidden={!count}>
          {count?.text}
        </CharacterCount>
      ) : null}
      {/* Always present, so the endpoint can fill it in for a visitor without JavaScript. */}
      <ErrorText id={errorId(spec.name)} hidden={!error} lang={errorLang}>
        {error}
      </ErrorText>
      {note ? <Note>{note}</Note> : null}
    </FieldBox>
  );
}

const CONFIRMATION_HEADING_ID = 'contact-form-sent-heading';
const WHAT_WAS_SENT_ID = 'contact-form-sent-what';

/** Stays on the page after a message went: what was sent, and what happens next. */
function Confirmation({
  words,
  say,
  sayLabel,
  fields,
  unsentChanges,
}: {
  words: FormSays;
  say: Say;
  /** Says a field's label, marked when translated. */
  sayLabel: (name: 'subject' | 'message') => React.ReactNode;
  fields: TypedValues;
  unsentChanges: boolean;
}) {
  return (
    <ConfirmationBox aria-labelledby={CONFIRMATION_HEADING_ID}>
      <h3 id={CONFIRMATION_HEADING_ID} tabIndex={-1}>
        {say(words.sentHeading)}
      </h3>
      <p>{say(nextStep(words, fields), nextStepWord(fields))}</p>
      {/* Named by a hidden element, which can say its language (an aria-label cannot). */}
      <span id={WHAT_WAS_SENT_ID} className="visually-hidden">
        {say(words.whatWasSent)}
      </span>
      <dl aria-labelledby={WHAT_WAS_SENT_ID}>
        <dt>{sayLabel('subject')}</dt>
        <dd>{fields.subject}</dd>
        <dt>{sayLabel('message')}</dt>
        <dd>{fields.message}</dd>
      </dl>
      <p>{say(unsentChanges ? words.changedWhileSending : words.another)}</p>
    </ConfirmationBox>
  );
}

function OtherWays({
  words,
  say,
  contact,
}: {
  words: FormSays;
  say: Say;
  contact: Props['contact'];
}) {
  return (
    <>
      {' '}
      {say(
        // The sentence is marked whole; its links are the address and the number.
        withSlots(words.otherWays, {
          address: <a href={mailtoHref(contact.email)}>{contact.email}</a>,
          number: <a href={telHref(contact.phone)}>{phoneText(contact.phone)}</a>,
        }),
        'otherWays',
      )}
    </>
  );
}

/**
 * On arrival at `#contact-form`, shows the form from its heading and focuses the heading. After a
 * navigation inside the site, the router then focuses its own page wrapper (Gatsby's
 * `#gatsby-focus-wrapper`) when it is done; that one time, the focus comes back to the heading.
 * Returns the clean-up.
 */
function arriveAtForm(form: HTMLFormElement | null, heading: HTMLElement | null) {
  if (!form || !heading || window.location.hash !== `#${FORM_ID}`) return undefined;
  form.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
  const stop = () => {
    document.removeEventListener('focusin', onFocus);
    document.removeEventListener('pointerdown', stop);
    document.removeEventListener('keydown', stop);
  };
  function onFocus(event: FocusEvent) {
    if (!(event.target instanceof HTMLElement) || event.target.id !== 'gatsby-focus-wrapper')
      return;
    stop();
    heading?.focus({ preventScroll: true });
  }
  document.addEventListener('focusin', onFocus);
  // Whatever the visitor does first ends it: their focus is theirs.
  document.addEventListener('pointerdown', stop);
  document.addEventListener('keydown', stop);
  return stop;
}

/** The form's props as a page gives them (plain data: the form is an island). */
export type ContactFormProps = Omit<Props, 'send'>;

type Props = {
  heading: string;
  /** Every word of the form, in the page's language where translated. */
  words: FormSays;
  /** What a translation gives (marked in the page's language); the rest is English. */
  translated?: TranslatedForm;
  /** The fields and their rules, from the enquiry schema (handed to the page at build time). */
  fields: readonly EnquiryFieldSpec[];
  /** Offered to the visitor when sending fails. */
  contact: { email: string; phone: string };
  /** Delivers the enquiry; replaceable so delivery can change without touching the form. */
  send?: SendEnquiry;
  /** The subject already in the form (on a page built for one "Ask about …" subject). */
  subject?: string;
  /** The language of the page, sent with the enquiry (a hidden field). */
  language?: PageLanguage;
};

const HEADING_ID = 'contact-form-heading';
const HONEYPOT_ID = `enquiry-${HONEYPOT_FIELD}`;

/**
 * The contact form: posted by the browser without JavaScript, sent by the page with it, with its
 * drafts, offline sending and answers (contact-form/ holds its parts).
 */
export function ContactForm({
  heading,
  words,
  translated = NOTHING_TRANSLATED,
  fields,
  contact,
  send = sendEnquiry,
  subject,
  language = 'en',
}: Props) {
  const toast = useToast();
  // 'Message Sent' and its text are the thanks page's: each marked when translated (the English
  // is the specification's).
  const sentSaid = useCallback(
    (text: string) =>
      language !== 'en' && text !== SPEC_TEXT.sentTitle && text !== SPEC_TEXT.sentText ? (
        <span lang={language}>{text}</span>
      ) : (
        text
      ),
    [language],
  );
  // The page's script is in charge of sending (until then the browser posts the form itself).
  const enhanced = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { restored, draft } = useDraft(formRef);

  const onSent = useCallback<Delivered['onSent']>(
    (form, unsentChanges) => {
      toast.success(sentSaid(words.sentTitle), sentSaid(words.sentText));
      // Only what went is cleared: anything typed while it was on its way stays, and is kept as
      // a new message (the one that went keeps its key).
      if (unsentChanges) {
        draft.keepAsNew(form);
      } else {
        draft.forget();
        form.reset();
      }
    },
    [toast, draft, sentSaid, words.sentTitle, words.sentText],
  );
  const onInvalid = useCallback<Delivered['onInvalid']>((form, { errors }) => {
    const first = ENQUIRY_FIELD_NAMES.find((name) => errors[name]);
    if (first) fieldOf(form, first)?.focus();
  }, []);
  const [delivery, dispatch] = useDelivery(formRef, send, draft, { onSent, onInvalid });

  // After a message went, the confirmation is where the visitor is taken.
  const sentRequest = delivery.state === 'sent' ? delivery.request : null;
  useEffect(() => {
    if (sentRequest === null) return;
    const confirmation = document.getElementById(CONFIRMATION_HEADING_ID);
    confirmation?.parentElement?.scrollIntoView({ block: 'start' });
    confirmation?.focus({ preventScroll: true });
  }, [sentRequest]);

  // Arriving by an "Ask about …" link (…#contact-form): the form's heading is shown below the
  // sticky header and takes the focus, so the next Tab is the first field.
  useEffect(() => arriveAtForm(formRef.current, headingRef.current), []);

  // After a failure, "try again" is in view: the Send button, and as much of the alert as fits.
  const failedRequest = delivery.state === 'failed' ? delivery.request : null;
  useEffect(() => {
    if (failedRequest === null) return;
    const form = formRef.current;
    form?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'nearest' });
    form?.querySelector('button[type="submit"]')?.scrollIntoView({ block: 'nearest' });
  }, [failedRequest]);

  const errors = fieldErrorsOf(delivery);
  const say = sayer(words, language, translated.words);
  // The message's length, once the page's script runs (null before: the static page counts nothing).
  const [messageLength, setMessageLength] = useState<number | null>(null);
  const countMessage = useCallback(() => {
    const message = formRef.current && fieldOf(formRef.current, 'message');
    if (message) setMessageLength(message.value.length);
  }, []);
  // Again whenever the form's fields may have changed without typing: restored, sent, cleared.
  useEffect(countMessage, [countMessage, enhanced, restored, delivery.state]);
  const messageSpec = fields.find((spec) => spec.name === 'message');
  const count =
    enhanced && messageLength !== null && messageSpec
      ? {
          text: say(
            charactersLine(words, messageLength, messageSpec.maxLength, language),
            messageLength > messageSpec.maxLength ? 'charactersOver' : 'charactersLeft',
          ),
          over: messageLength > messageSpec.maxLength,
        }
      : null;
  // A date in a translated sentence is written in the page's language where the browser has it.
  // (Pidgin's data writes months with tone marks, Jénúári, as the site's Pidgin does not.)
  const draftLocale =
    translated.words.includes('restoredDraft') && language !== 'pcm' ? language : undefined;
  const fieldErrorLang = (error: string | undefined) =>
    errorLang(error, language, translated.errors);
  const sending = delivery.state === 'sending';

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Kept on the device at once: until it is known to have gone, it is a draft.
    draft.keep(event.currentTarget);
    dispatch({ type: 'submit' });
  }

  function onInput(event: React.FormEvent<HTMLFormElement>) {
    const { name } = event.target as HTMLInputElement;
    if (isEnquiryField(name)) dispatch({ type: 'edited', field: name });
    if (name === 'message') countMessage();
    // Kept on the device as the visitor types, a moment after they pause.
    draft.schedule(event.currentTarget);
  }

  function onClear() {
    const form = formRef.current;
    if (!form || sending) return;
    draft.forget();
    form.reset();
    countMessage();
    dispatch({ type: 'cleared' });
    fieldOf(form, ENQUIRY_FIELD_NAMES[0])?.focus();
  }

  return (
    <div>
      <Form
        ref={formRef}
        id={FORM_ID}
        data-enhanced={enhanced ? 'true' : undefined}
        method="post"
        action={CONTACT_ENDPOINT}
        onSubmit={onSubmit}
        onInput={onInput}
        onFocus={toast.preload}
        aria-labelledby={HEADING_ID}
        aria-busy={sending}
      >
        <Heading id={HEADING_ID} ref={headingRef} tabIndex={-1}>
          {heading}
        </Heading>
        {delivery.state === 'sent' ? (
          <Confirmation
            words={words}
            say={say}
            sayLabel={(name) =>
              translated.labels.includes(name) ? (
                <span lang={language}>{words.labels[name]}</span>
              ) : (
                words.labels[name]
              )
            }
            fields={delivery.fields}
            unsentChanges={delivery.unsentChanges}
          />
        ) : null}
        {restored && delivery.state !== 'sent' ? (
          <DraftNotice>
            {say(restoredDraftText(words, restored, { locale: draftLocale }), 'restoredDraft')}
          </DraftNotice>
        ) : null}
        <Note>{say(words.requiredNote)}</Note>
        {fields.map((spec) => (
          <Field
            key={spec.name}
            spec={spec}
            error={errors[spec.name]}
            optional={say(words.optional)}
            errorLang={fieldErrorLang(errors[spec.name])}
            labelLang={translated.labels.includes(spec.name) ? language : undefined}
            value={spec.name === 'subject' ? subject : undefined}
            count={spec.name === 'message' ? count : null}
            note={spec.name === 'phone' ? say(words.reachNote) : null}
          />
        ))}
        <input type="hidden" name={LANGUAGE_FIELD} value={language} />
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
        {isWaiting(delivery) ? <Waiting>{say(words[delivery.state])}</Waiting> : null}
        {delivery.state === 'failed' ? (
          <FailureBox role="alert">
            <p>
              <strong>{say(words.failedTitle)}</strong>
            </p>
            <p>
              {say(
                failedText(words, delivery.retryAfterSeconds),
                delivery.retryAfterSeconds ? 'tooMany' : 'failedText',
              )}
              <OtherWays words={words} say={say} contact={contact} />
            </p>
          </FailureBox>
        ) : null}
        {/* aria-disabled, not disabled: the button keeps keyboard focus while sending. */}
        <Submit type="submit" aria-disabled={sending}>
          {say(sendLabel(words, delivery))}
        </Submit>
        <Privacy>
          <span>
            {say(
              withSlots(words.privacyNote, {
                link: <PrivacyLink>{words.privacyLink}</PrivacyLink>,
              }),
              'privacyNote',
            )}
            {enhanced ? <> {say(words.keptOnDevice)}</> : null}
          </span>
          <ClearButton
            type="button"
            hidden={!enhanced}
            aria-disabled={sending || undefined}
            onClick={onClear}
          >
            {say(words.clear)}
          </ClearButton>
        </Privacy>
        <p className="visually-hidden" role="status">
          {delivery.state === 'sent' ? sentSaid(announcement(words, delivery)) : null}
          {delivery.state === 'sent' ? null : say(announcement(words, delivery))}
        </p>
      </Form>
    </div>
  );
}
