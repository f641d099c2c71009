/**
 * The contact form's fields and their rules (required, length, phone pattern). The browser turns
 * them into field attributes; the server (src/lib/enquiry.ts, src/api/contact.ts) checks every
 * field against the same rules again. Small on purpose: it ships to the Contact page.
 */

export const ENQUIRY_FIELDS = {
  firstName: {
    label: 'First name',
    required: true,
    maxLength: 100,
    multiline: false,
    type: 'text',
    autoComplete: 'given-name',
  },
  lastName: {
    label: 'Last name',
    required: true,
    maxLength: 100,
    multiline: false,
    type: 'text',
    autoComplete: 'family-name',
  },
  email: {
    label: 'Email',
    required: true,
    maxLength: 254,
    multiline: false,
    type: 'email',
    autoComplete: 'email',
  },
  phone: {
    label: 'Phone',
    required: false,
    maxLength: 30,
    multiline: false,
    type: 'tel',
    autoComplete: 'tel',
  },
  subject: {
    label: 'Subject',
    required: true,
    maxLength: 200,
    multiline: false,
    type: 'text',
    autoComplete: 'off',
  },
  message: {
    label: 'Message',
    required: true,
    maxLength: 5000,
    multiline: true,
    type: 'textarea',
    autoComplete: 'off',
  },
} as const;

export type EnquiryField = keyof typeof ENQUIRY_FIELDS;
export const ENQUIRY_FIELD_NAMES = Object.keys(ENQUIRY_FIELDS) as EnquiryField[];

export type Enquiry = Record<EnquiryField, string>;

/**
 * Spam traps the form carries besides the visible fields. The trap's name means nothing to
 * browsers and password managers, so they never fill it in for a visitor.
 */
export const HONEYPOT_FIELD = 'leave_empty';
export const STARTED_AT_FIELD = 'startedAt';
export type FieldErrors = Partial<Record<EnquiryField, string>>;

/** Phone as typed by people: digits, spaces, +, -, brackets; the browser's `pattern` attribute. */
// Brackets and hyphen escaped: browsers compile `pattern` with the `v` flag, which requires it.
export const PHONE_PATTERN = '[0-9 +\\(\\)\\-]{7,30}';
