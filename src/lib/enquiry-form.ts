/**
 * What the contact form and the contact endpoint agree on, small enough for the browser: the
 * field names and element ids, and the shapes of field attributes and errors (src/lib/form-fields.ts,
 * shared with the waitlist form). The rules themselves are the enquiry schema
 * (src/server/enquiry-schema.ts), which turns them into the field attributes the form renders
 * (handed to the Contact page at build time) and into the error messages the endpoint answers with.
 */
import type {
  FieldErrors as FormFieldErrors,
  FieldSpec,
  TypedValues as Typed,
} from './form-fields';

export { ELAPSED_FIELD, HONEYPOT_FIELD, LANGUAGE_FIELD } from './form-fields';

/** The form's visible fields, in the order a visitor meets them. */
export const ENQUIRY_FIELD_NAMES = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'subject',
  'message',
] as const;

export type EnquiryField = (typeof ENQUIRY_FIELD_NAMES)[number];

/** An accepted enquiry: every field as text (an optional field left empty is ''). */
export type Enquiry = Record<EnquiryField, string>;

/** The fields as a visitor typed them, to show them again. */
export type TypedValues = Typed<EnquiryField>;

/** One message per field that needs attention. */
export type FieldErrors = FormFieldErrors<EnquiryField>;

/** The attributes a field is rendered with, derived from the enquiry schema. */
export type EnquiryFieldSpec = FieldSpec<EnquiryField>;

export const CONTACT_ENDPOINT = '/api/contact';

/** Element ids the form renders and the endpoint fills in when it gives the form back. */
export const FORM_ID = 'contact-form';
export const FORM_NOTICE_ID = 'contact-form-notice';
/** The id of a field's input. */
export const fieldId = (name: EnquiryField) => `enquiry-${name}`;
/** The id of the element that says what is wrong with a field. */
export const errorId = (name: EnquiryField) => `enquiry-${name}-error`;
