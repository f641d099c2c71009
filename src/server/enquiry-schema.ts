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
import {
  checkFields,
  emailField,
  fieldSpecsOf,
  messageField,
  phoneField,
  singleLine,
} from './form-schema';

export const enquirySchema = z.object({
  firstName: singleLine(
    { label: 'First name', control: 'text', autoComplete: 'given-name' },
    100,
    true,
  ),
  lastName: singleLine(
    { label: 'Last name', control: 'text', autoComplete: 'family-name' },
    100,
    true,
  ),
  email: emailField({ label: 'Email', control: 'email', autoComplete: 'email' }, 254),
  phone: phoneField({ label: 'Phone', control: 'tel', autoComplete: 'tel' }, 30),
  subject: singleLine({ label: 'Subject', control: 'text', autoComplete: 'off' }, 200, true),
  message: messageField({ label: 'Message', control: 'textarea', autoComplete: 'off' }, 5000),
} satisfies Record<EnquiryField, z.ZodType<string, string>>);

export type EnquiryCheck = { ok: true; value: Enquiry } | { ok: false; errors: FieldErrors };

/**
 * Checks every field of a submitted enquiry. A field that is missing counts as empty; other
 * entries are ignored. Returns the cleaned enquiry, or one message per field that needs attention.
 */
export function validateEnquiry(input: Readonly<Record<string, unknown>>): EnquiryCheck {
  return checkFields(enquirySchema, ENQUIRY_FIELD_NAMES, input);
}

/** The field attributes the form renders, in form order. */
export function enquiryFieldSpecs(): EnquiryFieldSpec[] {
  return fieldSpecsOf(enquirySchema.shape, ENQUIRY_FIELD_NAMES);
}
