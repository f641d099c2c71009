/**
 * The one enquiry schema. It decides what the contact endpoint accepts, words every error a
 * visitor sees, and gives the contact form its field attributes (`enquiryFieldSpecs`, handed to
 * the Contact page at build time, so zod never ships to a browser). Its field rules are the ones
 * every form of the site shares (src/server/form-schema.ts).
 */
import { z } from 'zod';
import {
  ENQUIRY_FIELD_NAMES,
  type Enquiry,
  type EnquiryField,
  type EnquiryFieldSpec,
  type FieldErrors,
} from '../lib/enquiry-form';
import type { ContactFormWords } from '../lib/form-words';
import {
  checkFields,
  emailField,
  fieldSpecsOf,
  messageField,
  perWords,
  phoneField,
  singleLine,
} from './form-schema';

/** The form's words in a page's language, and in English (for the errors left in English). */
export type EnquiryWords = { words: ContactFormWords; english: ContactFormWords };

/** The enquiry's fields in one language's words: their labels and field errors. */
function shapeIn({ words, english }: EnquiryWords) {
  const errors = { said: words.fieldErrors, english: english.fieldErrors };
  const meta = (name: EnquiryField) => ({
    label: words.labels[name],
    englishLabel: english.labels[name],
  });
  return {
    firstName: singleLine(
      { ...meta('firstName'), control: 'text', autoComplete: 'given-name' },
      100,
      errors,
    ),
    lastName: singleLine(
      { ...meta('lastName'), control: 'text', autoComplete: 'family-name' },
      100,
      errors,
    ),
    // One of the two is enough: many prospects answer only by phone.
    email: emailField(
      { ...meta('email'), control: 'email', autoComplete: 'email' },
      254,
      errors,
      false,
    ),
    phone: phoneField({ ...meta('phone'), control: 'tel', autoComplete: 'tel' }, 30, errors),
    subject: singleLine({ ...meta('subject'), control: 'text', autoComplete: 'off' }, 200, errors),
    message: messageField(
      { ...meta('message'), control: 'textarea', autoComplete: 'off' },
      MESSAGE_MAX_LENGTH,
      errors,
    ),
  } satisfies Record<EnquiryField, z.ZodType<string, string>>;
}

/** The longest message the form takes. */
export const MESSAGE_MAX_LENGTH = 5000;

/** The enquiry schema in one language's words: its fields, and an e-mail address or a phone. */
const schemaIn = (words: EnquiryWords) =>
  z.object(shapeIn(words)).refine(
    (value: Record<string, unknown>) =>
      [value.email, value.phone].some((entry) => typeof entry === 'string' && entry.trim() !== ''),
    // Checked even when another field is wrong, so the visitor hears of everything at once.
    { message: words.words.reach, path: ['phone'], when: () => true },
  );

/** Built once per language's words (content is fixed for a build's lifetime). */
const schemaFor = perWords((words: ContactFormWords, english: ContactFormWords) =>
  schemaIn({ words, english }),
);
const specsFor = perWords((words: ContactFormWords, english: ContactFormWords) =>
  fieldSpecsOf(shapeIn({ words, english }), ENQUIRY_FIELD_NAMES),
);

export type EnquiryCheck = { ok: true; value: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Checks every field of a submitted enquiry, in the words of the page it came from (`words`; an
 * error its translation leaves in English names the field as `english` does). A field that is
 * missing counts as empty; other entries are ignored. Returns the cleaned enquiry, or one message
 * per field that needs attention.
 */
export function validateEnquiry(
  input: Readonly<Record<string, unknown>>,
  words: ContactFormWords,
  english: ContactFormWords = words,
): EnquiryCheck {
  return checkFields(schemaFor(words, english), ENQUIRY_FIELD_NAMES, input);
}

/** The field attributes the form renders, in form order, its labels in `words`. */
export function enquiryFieldSpecs(words: ContactFormWords): EnquiryFieldSpec[] {
  return specsFor(words, words);
}
