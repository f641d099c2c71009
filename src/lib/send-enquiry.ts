import type { FieldErrors } from './enquiry';

/** What became of a submitted enquiry, as the form needs to know it. */
export type SendOutcome =
  { status: 'sent' } | { status: 'invalid'; errors: FieldErrors } | { status: 'failed' };

/** The one step that delivers an enquiry: given the form's fields, says what became of it. */
export type SendEnquiry = (fields: Readonly<Record<string, string>>) => Promise<SendOutcome>;

/**
 * Site-foundation behaviour from the specification: the form sends nothing and reports success.
 * Replaced by the real delivery to /api/contact.
 */
export const sendEnquiry: SendEnquiry = async () => ({ status: 'sent' });
