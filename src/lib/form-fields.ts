/**
 * What the site's forms (the contact form, the waitlist form) and their endpoints agree on, small
 * enough for the browser: the shape of a field's attributes, typed values and errors, and the two
 * hidden fields that flag likely spam. Each form's rules are a zod schema on the server
 * (src/server/form-schema.ts and the schemas built on it), which turns them into these attributes
 * at build time, so zod never ships to a browser.
 */

/** The attributes a field is rendered with, derived from its form's schema. */
export type FieldSpec<Name extends string = string> = {
  name: Name;
  label: string;
  control: 'text' | 'email' | 'tel' | 'textarea' | 'radio' | 'checkbox';
  required: boolean;
  /** The longest value the field takes (for a choice, its longest value; not rendered). */
  maxLength: number;
  autoComplete: string;
  /** The browser's `pattern` attribute (compiled with the `v` flag), when the field has one. */
  pattern: string | null;
  /** The choices of a radio group, in order: what is sent, and what the visitor reads. */
  options: readonly { value: string; label: string }[] | null;
};

/** The fields as a visitor typed them, to show them again. */
export type TypedValues<Name extends string = string> = Partial<Record<Name, string>>;

/** One message per field that needs attention. */
export type FieldErrors<Name extends string = string> = Partial<Record<Name, string>>;

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

/**
 * A hidden field: the language of the page a form was sent from (en, pcm, ha, yo or ig), kept with
 * what was sent (an enquiry is shown to sales with it) and answered in. Missing, it is English.
 */
export const LANGUAGE_FIELD = 'language';

/** The value a ticked checkbox sends (a form posted without JavaScript sends the same). */
export const CHECKED_VALUE = 'yes';
