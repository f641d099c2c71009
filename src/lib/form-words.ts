/**
 * The contact form's words (content/pages/contact.yaml, `form`), in the page's language where
 * translated: its labels, buttons and sentences, and what the endpoints answer about a field to
 * put right (`fieldErrors`, shared with the waitlist form). Sentences have slots, filled in as the
 * form is used ({label}, {number}, {address}, …): the content schema makes each appear once.
 */
import type { SiteFileData } from '../content-model/content-schema';
import type { EnquiryField } from './enquiry-form';

export type ContactFormWords = SiteFileData<'contactPage'>['form'];
export type FieldErrorWords = ContactFormWords['fieldErrors'];
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

/** What `words` translates of `english` (nothing, on the English pages). */
export function translatedForm(words: ContactFormWords, english: ContactFormWords): TranslatedForm {
  return {
    words: (Object.keys(words) as (keyof ContactFormWords)[]).filter(
      (word): word is FormWord =>
        word !== 'labels' &&
        word !== 'fieldErrors' &&
        word !== 'answers' &&
        words[word] !== english[word],
    ),
    labels: (Object.keys(words.labels) as EnquiryField[]).filter(
      (name) => words.labels[name] !== english.labels[name],
    ),
    errors: (Object.keys(words.fieldErrors) as (keyof FieldErrorWords)[])
      .filter((rule) => words.fieldErrors[rule] !== english.fieldErrors[rule])
      .map((rule) => words.fieldErrors[rule]),
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

/** The language a field's error is in: `lang` when a translated sentence says it, else English. */
export const errorLang = <Lang extends string>(
  message: string,
  lang: Lang,
  translated: readonly string[],
): Lang | 'en' => (translated.some((sentence) => isSaidBy(message, sentence)) ? lang : 'en');
