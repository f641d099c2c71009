/**
 * Server-side validation of an enquiry, by the rules in enquiry-fields.ts (the same rules the
 * browser applies as field attributes). Used by src/api/contact.ts.
 */
import {
  ENQUIRY_FIELD_NAMES,
  ENQUIRY_FIELDS,
  PHONE_PATTERN,
  type Enquiry,
  type EnquiryField,
  type FieldErrors,
} from './enquiry-fields';

export * from './enquiry-fields';

export type EnquiryCheck = { ok: true; value: Enquiry } | { ok: false; errors: FieldErrors };

const PHONE_RE = new RegExp(`^(?:${PHONE_PATTERN})$`, 'u');
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/u;
const LINE_BREAKS = new Set(['\n', '\r', '\u2028', '\u2029']);

/** Control characters (C0 and DEL); line breaks and tabs only where text may span lines. */
function hasForbiddenCharacters(value: string, multiline: boolean): boolean {
  return [...value].some((char) => {
    if (LINE_BREAKS.has(char)) return !multiline;
    if (char === '\t') return !multiline;
    const code = char.codePointAt(0) ?? 0;
    return code < 0x20 || code === 0x7f;
  });
}

function checkField(name: EnquiryField, raw: unknown): [string, string | undefined] {
  const rule = ENQUIRY_FIELDS[name];
  if (raw !== undefined && raw !== null && typeof raw !== 'string') {
    return ['', `${rule.label} must be text.`];
  }
  const text = raw ?? '';
  // Browsers post line breaks as CRLF; store them as LF whichever way the form was sent.
  const value = (rule.multiline ? text.replace(/\r\n?/g, '\n') : text).trim();
  if (!value) return [value, rule.required ? `${rule.label} is required.` : undefined];
  if ([...value].length > rule.maxLength) {
    return [value, `${rule.label} must be at most ${rule.maxLength} characters.`];
  }
  if (hasForbiddenCharacters(value, rule.multiline)) {
    return [value, `${rule.label} contains characters that are not allowed.`];
  }
  if (name === 'email' && !EMAIL_RE.test(value)) {
    return [value, 'Enter an email address like name@example.com.'];
  }
  if (name === 'phone') {
    const digits = value.replace(/\D/g, '').length;
    if (!PHONE_RE.test(value) || digits < 7 || digits > 15) {
      return [value, 'Enter a phone number like +234 800 000 0000, or leave it empty.'];
    }
  }
  return [value, undefined];
}

/** Checks every field of an enquiry; returns the cleaned value or an error per bad field. */
export function validateEnquiry(input: Readonly<Record<string, unknown>>): EnquiryCheck {
  const value = {} as Enquiry;
  const errors: FieldErrors = {};
  for (const name of ENQUIRY_FIELD_NAMES) {
    const [cleaned, error] = checkField(name, input[name]);
    value[name] = cleaned;
    if (error) errors[name] = error;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value };
}
