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
  phoneField,
  singleLine,
} from './form-schema';

/** The enquiry schema in one language's words: its labels and field errors. */
function schemaIn(words: ContactFormWords) {
  const { labels, fieldErrors } = words;
  return z.object({
    firstName: singleLine(
      { label: labels.firstName, control: 'text', autoComplete: 'given-name' },
      100,
      true,
      fieldErrors,
    ),
    lastName: singleLine(
      { label: labels.lastName, control: 'text', autoComplete: 'family-name' },
      100,
      true,
      fieldErrors,
    ),
    email: emailField(
      { label: labels.email, control: 'email', autoComplete: 'email' },
      254,
      fieldErrors,
    ),
    phone: phoneField(
      { label: labels.phone, control: 'tel', autoComplete: 'tel' },
      30,
      fieldErrors,
    ),
    subject: singleLine(
      { label: labels.subject, control: 'text', autoComplete: 'off' },
      200,
      true,
      fieldErrors,
    ),
    message: messageField(
      { label: labels.message, control: 'textarea', autoComplete: 'off' },
      5000,
      fieldErrors,
    ),
  } satisfies Record<EnquiryField, z.ZodType<string, string>>);
}

/** Built once per language's words (content is fixed for a build's lifetime). */
const schemas = new WeakMap<ContactFormWords, ReturnType<typeof schemaIn>>();

/** The enquiry schema, its errors and labels in `words` (the form's words in a page's language). */
export function enquirySchema(words: ContactFormWords) {
  let schema = schemas.get(words);
  if (!schema) {
    schema = schemaIn(words);
    schemas.set(words, schema);
  }
  return schema;
}

export type EnquiryCheck = { ok: true; value: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Checks every field of a submitted enquiry, in the words of the page it came from. A field that is missing counts as empty; other
 * entries are ignored. Returns the cleaned enquiry, or one message per field that needs attention.
 */
export function validateEnquiry(
  input: Readonly<Record<string, unknown>>,
  words: ContactFormWords,
): EnquiryCheck {
  return checkFields(enquirySchema(words), ENQUIRY_FIELD_NAMES, input);
}

/** The field attributes the form renders, in form order. */
export function enquiryFieldSpecs(words: ContactFormWords): EnquiryFieldSpec[] {
  return fieldSpecsOf(enquirySchema(words).shape, ENQUIRY_FIELD_NAMES);
}
