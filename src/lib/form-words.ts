/**
 * The contact form's words (content/pages/contact.yaml, `form`), in the page's language where
 * translated: its labels, buttons and sentences, and what the endpoints answer about a field to
 * put right (`fieldErrors`, shared with the waitlist form). Sentences have slots, filled in as the
 * form is used ({label}, {number}, {address}, …): the content schema makes each appear once.
 */
import type { SiteFileData } from '../content-model/content-schema';
import type { EnquiryField } from './enquiry-form';
import { fromQuery, type Queried } from './from-query';

export type ContactFormWords = SiteFileData<'contactPage'>['form'];
export type FieldErrorWords = ContactFormWords['fieldErrors'];

/** The waitlist form's words (content/waitlist.yaml, `form`): labels, notes, its own errors. */
export type WaitlistFormWords = SiteFileData<'waitlist'>['form'];

/**
 * What the waitlist's rules say, in one language: the form's own words, and the field errors it
 * shares with the contact form (content/pages/contact.yaml, `form.fieldErrors`).
 */
export type WaitlistRuleWords = { form: WaitlistFormWords; shared: FieldErrorWords };
/** The words the form says, besides its labels, its field errors and the endpoint's answers. */
export type FormWord = Exclude<keyof ContactFormWords, 'labels' | 'fieldErrors' | 'answers'>;

const SLOT = /\{([a-z]+)\}/g;

/** A sentence with its slots filled in; a slot without a value stays as written. */
export function filled(
  sentence: string,
  values: Readonly<Record<string, string | number>>,
): string {
  return sentence.replace(SLOT, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}

/** A sentence split at its slots: text, slot name, text, … text (to put elements in the slots). */
export const slotParts = (sentence: string) => sentence.split(/\{([a-z]+)\}/);

/** A sentence with one slot, split around it: 'from {amount}' -> { before: 'from ', after: '' }. */
export function aroundSlot(sentence: string): { before: string; after: string } {
  const [before = '', , after = ''] = slotParts(sentence);
  return { before, after };
}

/**
 * What a translation of the form gives, to mark it in the page's language (the page wrapper says
 * English, for the words still in English): the form's words, its labels, and the field errors'
 * sentences (slots and all: an error one of them says is in the page's language).
 */
export type TranslatedForm = {
  words: FormWord[];
  labels: EnquiryField[];
  errors: string[];
};

/** The form's sentences with a count in them, each a group of its plural forms. */
const COUNT_SENTENCES = ['charactersLeft', 'charactersOver'] as const;

/** What `words` translates of `english` (nothing, on the English pages). */
export function translatedForm(words: ContactFormWords, english: ContactFormWords): TranslatedForm {
  return {
    words: [
      ...(changedTexts(words, english) as FormWord[]),
      // The sentences with a count: a group of forms, translated when any of them is.
      ...COUNT_SENTENCES.filter(
        (word) => JSON.stringify(words[word]) !== JSON.stringify(english[word]),
      ),
    ],
    labels: changedTexts(words.labels, english.labels),
    errors: changedSentences(words.fieldErrors, english.fieldErrors),
  };
}

/**
 * The fields of a group of words whose text `words` gives differently from `english` (the groups
 * inside it, such as labels, are not texts: left out).
 */
function changedTexts<Words extends object>(words: Words, english: Words): (keyof Words)[] {
  return (Object.keys(words) as (keyof Words)[]).filter(
    (key) => typeof words[key] === 'string' && words[key] !== english[key],
  );
}

/** The sentences of a group of errors that `words` gives differently from `english`. */
const changedSentences = <Errors extends Record<string, string>>(
  words: Errors,
  english: Errors,
): string[] => changedTexts(words, english).map((rule) => words[rule]);

/** The waitlist form's words, besides its labels and its field errors. */
export type WaitlistWord = Exclude<keyof WaitlistFormWords, 'labels' | 'fieldErrors' | 'answers'>;
export type WaitlistLabel = keyof WaitlistFormWords['labels'];

/** What a translation of the waitlist form gives, to mark it in the page's language. */
export type TranslatedWaitlist = {
  words: WaitlistWord[];
  labels: WaitlistLabel[];
  errors: string[];
};

/** What `words` translates of `english` (nothing, on the English pages). */
export function translatedWaitlist(
  words: WaitlistRuleWords,
  english: WaitlistRuleWords,
): TranslatedWaitlist {
  return {
    words: changedTexts(words.form, english.form) as WaitlistWord[],
    labels: changedTexts(words.form.labels, english.form.labels),
    // Its own error sentences, and the ones it shares with the contact form.
    errors: [
      ...changedSentences(words.form.fieldErrors, english.form.fieldErrors),
      ...changedSentences(words.shared, english.shared),
    ],
  };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `message` is `sentence` with its slots filled in (whatever they were filled with). */
export function isSaidBy(message: string, sentence: string): boolean {
  const pattern = slotParts(sentence)
    .map((part, index) => (index % 2 === 1 ? '[^]*' : escaped(part)))
    .join('');
  return new RegExp(`^${pattern}$`, 'u').test(message);
}

/**
 * The language to mark a field's error with: `lang` when a translated sentence says it; none when
 * it is English (or there is no error), as the page wrapper says.
 */
export const errorLang = <Lang extends string>(
  message: string | undefined,
  lang: Lang,
  translated: readonly string[],
): Lang | undefined =>
  message !== undefined && translated.some((sentence) => isSaidBy(message, sentence))
    ? lang
    : undefined;

/** A page query's answer about the waitlist form, in the page's language and in English. */
type WaitlistFormQuery = {
  readonly waitlistYamlIn: { readonly form: Queried<WaitlistFormWords> } | null;
  readonly waitlistYaml: { readonly form: Queried<WaitlistFormWords> } | null;
  readonly contactPageYamlIn: {
    readonly form: Queried<Pick<ContactFormWords, 'fieldErrors'>>;
  } | null;
  readonly contactPageYaml: {
    readonly form: Queried<Pick<ContactFormWords, 'fieldErrors'>>;
  } | null;
};

/**
 * The waitlist form's words in the page's language (without the field errors, which only the
 * endpoint says), and what its translation gives (the form marks those): from the waitlist file
 * and the field errors it shares with the contact form, as the page queried them.
 */
export function waitlistFormOf(data: WaitlistFormQuery): {
  form: Omit<WaitlistFormWords, 'fieldErrors'>;
  translated: TranslatedWaitlist;
} {
  const rules = (
    waitlist: Queried<WaitlistFormWords> | undefined,
    contact: Queried<Pick<ContactFormWords, 'fieldErrors'>> | undefined,
  ): WaitlistRuleWords => ({
    form: fromQuery<WaitlistFormWords>(waitlist, 'content/waitlist.yaml'),
    shared: fromQuery<Pick<ContactFormWords, 'fieldErrors'>>(contact, 'content/pages/contact.yaml')
      .fieldErrors,
  });
  const words = rules(data.waitlistYamlIn?.form, data.contactPageYamlIn?.form);
  const english = rules(data.waitlistYaml?.form, data.contactPageYaml?.form);
  const { fieldErrors: _said, ...form } = words.form;
  return { form, translated: translatedWaitlist(words, english) };
}
