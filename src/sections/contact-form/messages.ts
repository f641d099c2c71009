/**
 * Every word the contact form says, from its words in the page's language (content/pages/
 * contact.yaml, `form`): what is shown, and what its live region announces. Plain functions of the
 * delivery state, so they are tested without a DOM. 'Message Sent' and its text are the thanks
 * page's (the specification fixes them in English).
 */
import type { TypedValues } from '../../lib/enquiry-form';
import { filled, type ContactFormWords } from '../../lib/form-words';
import type { Delivery } from './delivery';

/** The form's words as the page hands them to the form (field errors and answers are the endpoint's). */
export type FormSays = Omit<ContactFormWords, 'fieldErrors' | 'answers'> & {
  /** 'Message Sent' and its text, in the page's language (the thanks page's heading and text). */
  sentTitle: string;
  sentText: string;
};

/** Why sending failed: too many messages in a short time (the endpoint said how long to wait). */
export function failedText(words: FormSays, retryAfterSeconds?: number): string {
  return retryAfterSeconds
    ? filled(words.tooMany, { number: retryAfterSeconds })
    : words.failedText;
}

/** Which of the words for what happens next fits what the visitor gave: e-mail, phone or both. */
export const nextStepWord = (fields: TypedValues) =>
  !fields.email ? 'nextStepByPhone' : fields.phone ? 'nextStepWithPhone' : 'nextStep';

/** What happens next, after a message went: who answers, and where. */
export function nextStep(words: FormSays, fields: TypedValues): string {
  const values = { address: fields.email ?? '', number: fields.phone ?? '' };
  return filled(words[nextStepWord(fields)], values);
}

/**
 * The line under the message: how many characters fit still, or how many are too many, in the
 * form of the sentence the page's language uses for that number.
 */
export function charactersLine(
  words: FormSays,
  length: number,
  maxLength: number,
  language: string,
): string {
  const left = maxLength - length;
  const count = Math.abs(left);
  const forms = left >= 0 ? words.charactersLeft : words.charactersOver;
  const form = new Intl.PluralRules(language).select(count) === 'one' ? forms.one : forms.other;
  return filled(form, { number: count });
}

/** The Send button's words. */
export function sendLabel(words: FormSays, delivery: Delivery): string {
  if (delivery.state === 'sending') return words.sending;
  if (delivery.state === 'offline' || delivery.state === 'retrying') return words.sendNow;
  return words.send;
}

/** What the form's live region says in this state ('' for nothing). */
export function announcement(words: FormSays, delivery: Delivery): string {
  switch (delivery.state) {
    case 'sent':
      return `${words.sentTitle}. ${words.sentText}`;
    case 'offline':
    case 'retrying':
      return words[delivery.state];
    case 'editing':
      return delivery.cleared ? words.cleared : '';
    default:
      // A failure is an alert of its own; a refused field is focused with its error.
      return '';
  }
}

const WHEN = {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/**
 * A restored draft says what it is, when it was started, and that it was never sent. The date is
 * written in `locale` where the browser has it (the page's language once the sentence is
 * translated), else as in Britain.
 */
export function restoredDraftText(
  words: FormSays,
  draft: { startedAt: number; subject?: string; newSubject?: string },
  { locale = 'en-GB', timeZone }: { locale?: string; timeZone?: string } = {},
): string {
  const when = new Intl.DateTimeFormat([locale, 'en-GB'], { ...WHEN, timeZone }).format(
    draft.startedAt,
  );
  const restored = filled(words.restoredDraft, { when });
  if (!draft.newSubject) return restored;
  const before = draft.subject ? `“${draft.subject}”` : words.noSubject;
  return `${restored} ${filled(words.draftSubjectChanged, { before, after: `“${draft.newSubject}”` })}`;
}
