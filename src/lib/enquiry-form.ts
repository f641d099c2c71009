/**
 * What the contact form and the contact endpoint agree on, small enough for the browser: the
 * field names, the hidden fields, and the shapes of field attributes and errors. The rules
 * themselves are the enquiry schema (src/server/enquiry-schema.ts), which turns them into the
 * field attributes the form renders (handed to the Contact page at build time) and into the
 * error messages the endpoint answers with.
 */

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
export type TypedValues = Partial<Record<EnquiryField, string>>;

/** One message per field that needs attention. */
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/**
 * A field no person sees or fills in. Its name means nothing to browsers and password managers,
 * so they never fill it in for a visitor either.
 */
export const HONEYPOT_FIELD = 'leave_empty';

/**
 * Milliseconds between the form being ready and being sent, measured by the page's script on the
 * visitor's own device (absent when JavaScript is off).
 */
export const ELAPSED_FIELD = 'elapsedMs';

/** The attributes a field is rendered with, derived from the enquiry schema. */
export type EnquiryFieldSpec = {
  name: EnquiryField;
  label: string;
  control: 'text' | 'email' | 'tel' | 'textarea';
  required: boolean;
  maxLength: number;
  autoComplete: string;
  /** The browser's `pattern` attribute (compiled with the `v` flag), when the field has one. */
  pattern: string | null;
};

export const CONTACT_ENDPOINT = '/api/contact';

/** Element ids the form renders and the endpoint fills in when it gives the form back. */
export const FORM_ID = 'contact-form';
export const FORM_NOTICE_ID = 'contact-form-notice';
/** The id of a field's input. */
export const fieldId = (name: EnquiryField) => `enquiry-${name}`;
/** The id of the element that says what is wrong with a field. */
export const errorId = (name: EnquiryField) => `enquiry-${name}-error`;
