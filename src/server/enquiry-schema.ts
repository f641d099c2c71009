/**
 * The one enquiry schema. It decides what the contact endpoint accepts, words every error a
 * visitor sees, and gives the contact form its field attributes (`enquiryFieldSpecs`, handed to
 * the Contact page at build time, so zod never ships to a browser).
 *
 * Lengths count UTF-16 code units, as the browser's `maxlength` does, so the form and the server
 * agree on what fits.
 */
import isEmail from 'validator/lib/isEmail';
import { z } from 'zod';
import {
  ENQUIRY_FIELD_NAMES,
  type Enquiry,
  type EnquiryField,
  type EnquiryFieldSpec,
  type FieldErrors,
} from '../lib/enquiry-form';

/** Every way of breaking a line: LF, CR, VT, FF, NEXT LINE, LINE and PARAGRAPH SEPARATOR. */
const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/gu;
/**
 * A character someone can see: not space, not a format or control character, not a mark on its
 * own, not a blank look-alike such as HANGUL FILLER (default-ignorable) or BRAILLE PATTERN BLANK.
 */
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{C}\p{M}\u2800]/u;
/**
 * An emoji flag of a region (England, Scotland, Wales): the black flag, then invisible tag
 * characters spelling the region, then CANCEL TAG. The only honest use of tag characters.
 */
const TAG_FLAG = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/**
 * Invisible formatting (Unicode category Cf: zero-width spaces, word joiners, interlinear
 * annotations, tag characters that can hide a whole sentence, direction controls), except the
 * joiners that emoji and several scripts need.
 */
const FORMAT_EXCEPT_JOINERS = /[^\P{Cf}\u200C\u200D]/u;
/** In a message, also the marks right-to-left writing uses, and the soft hyphen. */
const FORMAT_EXCEPT_WRITING = /[^\P{Cf}\u200C-\u200F\u061C\u00AD]/u;
/** Control characters other than tab and line feed. */
const CONTROL_EXCEPT_TAB_LF = /[^\P{Cc}\t\n]/u;

const withoutTagFlags = (value: string) => value.replace(TAG_FLAG, '');

/** Single-line text: no control character (line breaks included), no invisible formatting. */
const isPlainLine = (value: string) =>
  !/\p{Cc}|[\u2028\u2029]/u.test(value) && !FORMAT_EXCEPT_JOINERS.test(withoutTagFlags(value));

/** A message: lines and tabs allowed; no other control character, no hidden formatting. */
const isPlainMessage = (value: string) =>
  !CONTROL_EXCEPT_TAB_LF.test(value) && !FORMAT_EXCEPT_WRITING.test(withoutTagFlags(value));

type FieldMeta = {
  label: string;
  control: EnquiryFieldSpec['control'];
  autoComplete: string;
};

const text = (label: string) =>
  z.string({ error: `${label} must be text.` }).refine((value) => value.isWellFormed(), {
    message: `${label} contains characters that are not valid text.`,
    abort: true,
  });

const hasVisible = (value: string) => VISIBLE.test(value);

/**
 * Lengths: zod's `max` counts code points and gives the form its `maxlength`; the second check
 * counts UTF-16 code units, as the browser does, so an emoji-heavy value cannot run to twice the
 * limit.
 */
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/** A single-line field: visible text, nothing hidden, no control or line-break characters. */
function singleLine(meta: FieldMeta, maxLength: number, required: boolean) {
  return text(meta.label)
    .trim()
    .refine((value) => !required || hasVisible(value), `${meta.label} is required.`)
    .max(maxLength, tooLong(meta.label, maxLength))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength))
    .refine(
      isPlainLine,
      `${meta.label} must be one line of plain text, without control, invisible or text-direction characters.`,
    )
    .meta(meta);
}

const EMAIL_MESSAGE = 'Enter an email address like name@example.com.';

/**
 * The part before the last @ holds only what needs no quoting: letters (any script), digits, dots
 * and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -. A quoted local part ("a b"@…) would be changed by the
 * e-mail's Reply-To (nodemailer turns < > into spaces and re-quotes), so a reply would go elsewhere.
 */
const PLAIN_LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const QUOTED_MESSAGE =
  'Enter the address without quotation marks, spaces or brackets, like name@example.com.';
const ASCII_DOMAIN = /^[a-z0-9.-]+$/;
const DOMAIN_MESSAGE = 'Enter the part after @ in plain letters a to z, like name@example.com.';

const localPart = (value: string) => value.slice(0, value.lastIndexOf('@'));
const domainPart = (value: string) => value.slice(value.lastIndexOf('@') + 1);

/**
 * An address mail can be sent to, by validator.js (a real domain with a top-level part), written
 * as the e-mail's Reply-To will carry it, byte for byte: the domain in lower case (case does not
 * matter there), and nothing that the e-mail library would rewrite.
 */
const emailField = (meta: FieldMeta, maxLength: number) =>
  text(meta.label)
    .trim()
    .overwrite((value) =>
      value.includes('@') ? `${localPart(value)}@${domainPart(value).toLowerCase()}` : value,
    )
    .refine(hasVisible, `${meta.label} is required.`)
    .max(maxLength, tooLong(meta.label, maxLength))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength))
    .refine(isPlainLine, EMAIL_MESSAGE)
    .refine(
      (value) =>
        isEmail(value, {
          allow_display_name: false,
          allow_utf8_local_part: true,
          require_tld: true,
          allow_ip_domain: false,
        }),
      { message: EMAIL_MESSAGE, abort: true },
    )
    .refine((value) => PLAIN_LOCAL_PART.test(localPart(value)), QUOTED_MESSAGE)
    .refine((value) => ASCII_DOMAIN.test(domainPart(value)), DOMAIN_MESSAGE)
    .meta(meta);

const PHONE_DIGITS = { min: 7, max: 15 };
const PHONE_MESSAGE = 'Enter a phone number like +234 800 000 0000, or leave it empty.';

/** Optional. Characters people type in phone numbers; the browser checks the same pattern. */
const phoneField = (meta: FieldMeta, maxLength: number) =>
  text(meta.label)
    .trim()
    .max(maxLength, tooLong(meta.label, maxLength))
    // The browser compiles this as the field's `pattern` with the `v` flag, which needs the escapes.
    // eslint-disable-next-line no-useless-escape
    .regex(/^(?:[0-9 +\(\)\-]{7,30})?$/u, PHONE_MESSAGE)
    .refine((value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, PHONE_MESSAGE)
    .meta(meta);

/** The message: several lines allowed (stored with LF), still nothing hidden or controlling. */
const messageField = (meta: FieldMeta, maxLength: number) =>
  text(meta.label)
    .overwrite((value) => value.replace(LINE_BREAKS, '\n'))
    .trim()
    .refine(hasVisible, `${meta.label} is required.`)
    .max(maxLength, tooLong(meta.label, maxLength))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength))
    .refine(
      isPlainMessage,
      `${meta.label} contains control, invisible or text-direction characters; please remove them.`,
    )
    .meta(meta);

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
  const submitted = Object.fromEntries(
    ENQUIRY_FIELD_NAMES.map((name) => [name, Object.hasOwn(input, name) ? input[name] : '']),
  );
  const result = enquirySchema.safeParse(submitted);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as EnquiryField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

type JsonSchema = { maxLength?: number; pattern?: string };

/** The field attributes the form renders, in form order. */
export function enquiryFieldSpecs(): EnquiryFieldSpec[] {
  return ENQUIRY_FIELD_NAMES.map((name) => {
    const field = enquirySchema.shape[name];
    const meta = field.meta() as FieldMeta;
    // The input side: what a visitor may type (the e-mail format is the browser's type=email).
    const rules = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    if (rules.maxLength === undefined)
      throw new Error(`Enquiry field ${name} needs a maximum length.`);
    return {
      name,
      label: meta.label,
      control: meta.control,
      required: !field.safeParse('').success,
      maxLength: rules.maxLength,
      autoComplete: meta.autoComplete,
      pattern: rules.pattern ?? null,
    };
  });
}
