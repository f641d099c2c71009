/**
 * The field rules the site's forms share, in zod: single lines, e-mail addresses a reply reaches,
 * phone numbers, messages. Each form's schema is built from them (src/server/enquiry-schema.ts,
 * src/server/waitlist-schema.ts): it decides what its endpoint accepts, words every error a
 * visitor sees, and gives its form the field attributes (`fieldSpecsOf`, handed to the page at
 * build time, so zod never ships to a browser).
 *
 * Lengths count UTF-16 code units, as the browser's `maxlength` does, so the form and the server
 * agree on what fits.
 */
import isEmail from 'validator/lib/isEmail';
import { z } from 'zod';
import { CHECKED_VALUE, type FieldErrors, type FieldSpec } from '../lib/form-fields';
import { filled, type FieldErrorWords } from '../lib/form-words';

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

/** What a field's schema carries besides its rules: how the form renders it. */
export type FieldMeta = {
  label: string;
  control: FieldSpec['control'];
  autoComplete: string;
  options?: FieldSpec['options'];
};

/** What the messages show as the shape wanted ({sample}): reserved, so they reach no one. */
export const SAMPLES = { email: 'name@example.com', phone: '+234 800 000 0000' } as const;

/**
 * Text, in NFC: a letter with its marks (Yoruba's ọ̀, typed as o and two combining marks by some
 * keyboards) is kept, compared and sent in one form, however it was typed.
 */
const text = (label: string, words: FieldErrorWords) =>
  z
    .string({ error: filled(words.notText, { label }) })
    .refine((value) => value.isWellFormed(), {
      message: filled(words.badText, { label }),
      abort: true,
    })
    .normalize('NFC');

const hasVisible = (value: string) => VISIBLE.test(value);

/**
 * Lengths: zod's `max` counts code points and gives the form its `maxlength`; the second check
 * counts UTF-16 code units, as the browser does, so an emoji-heavy value cannot run to twice the
 * limit.
 */
const tooLong = (label: string, max: number, words: FieldErrorWords) =>
  filled(words.tooLong, { label, number: max });
const isRequired = (label: string, words: FieldErrorWords) => filled(words.required, { label });

/** A single-line field: visible text, nothing hidden, no control or line-break characters. */
export function singleLine(
  meta: FieldMeta,
  maxLength: number,
  required: boolean,
  words: FieldErrorWords,
) {
  return text(meta.label, words)
    .trim()
    .refine((value) => !required || hasVisible(value), isRequired(meta.label, words))
    .max(maxLength, tooLong(meta.label, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength, words))
    .refine(isPlainLine, filled(words.oneLine, { label: meta.label }))
    .meta(meta);
}

/**
 * The part before the last @ holds only what needs no quoting: letters (any script), digits, dots
 * and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -. A quoted local part ("a b"@…) would be changed by the
 * e-mail's Reply-To (nodemailer turns < > into spaces and re-quotes), so a reply would go elsewhere.
 */
const PLAIN_LOCAL_PART = /^[\p{L}\p{N}!#$%&'*+/=?^_`{|}~.-]+$/u;
const ASCII_DOMAIN = /^[a-z0-9.-]+$/;

const localPart = (value: string) => value.slice(0, value.lastIndexOf('@'));
const domainPart = (value: string) => value.slice(value.lastIndexOf('@') + 1);

/**
 * An address mail can be sent to, by validator.js (a real domain with a top-level part), written
 * as an e-mail's header will carry it, byte for byte: the domain in lower case (case does not
 * matter there), and nothing that the e-mail library would rewrite. Optional fields take ''.
 */
export const emailField = (
  meta: FieldMeta,
  maxLength: number,
  words: FieldErrorWords,
  required = true,
) => {
  const message = (sentence: string) => filled(sentence, { sample: SAMPLES.email });
  return text(meta.label, words)
    .trim()
    .overwrite((value) =>
      value.includes('@') ? `${localPart(value)}@${domainPart(value).toLowerCase()}` : value,
    )
    .refine((value) => !required || hasVisible(value), isRequired(meta.label, words))
    .max(maxLength, tooLong(meta.label, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength, words))
    .refine((value) => value === '' || isPlainLine(value), message(words.email))
    .refine(
      (value) =>
        value === '' ||
        isEmail(value, {
          allow_display_name: false,
          allow_utf8_local_part: true,
          require_tld: true,
          allow_ip_domain: false,
        }),
      { message: message(words.email), abort: true },
    )
    .refine(
      (value) => value === '' || PLAIN_LOCAL_PART.test(localPart(value)),
      message(words.emailQuoted),
    )
    .refine(
      (value) => value === '' || ASCII_DOMAIN.test(domainPart(value)),
      message(words.emailDomain),
    )
    .meta(meta);
};

const PHONE_DIGITS = { min: 7, max: 15 };
/**
 * Optional. Characters people type in phone numbers; the browser checks the same pattern. Its
 * message is the shared one (`words.phone`) unless the form says its own.
 */
export const phoneField = (
  meta: FieldMeta,
  maxLength: number,
  words: FieldErrorWords,
  message = filled(words.phone, { sample: SAMPLES.phone }),
) =>
  text(meta.label, words)
    .trim()
    .max(maxLength, tooLong(meta.label, maxLength, words))
    // The browser compiles this as the field's `pattern` with the `v` flag, which needs the escapes.
    // eslint-disable-next-line no-useless-escape
    .regex(/^(?:[0-9 +\(\)\-]{7,30})?$/u, message)
    .refine((value) => {
      if (value === '') return true;
      const digits = value.replace(/\D/g, '').length;
      return digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
    }, message)
    .meta(meta);

/** A message: several lines allowed (stored with LF), still nothing hidden or controlling. */
export const messageField = (meta: FieldMeta, maxLength: number, words: FieldErrorWords) =>
  text(meta.label, words)
    .overwrite((value) => value.replace(LINE_BREAKS, '\n'))
    .trim()
    .refine(hasVisible, isRequired(meta.label, words))
    .max(maxLength, tooLong(meta.label, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta.label, maxLength, words))
    .refine(isPlainMessage, filled(words.hiddenCharacters, { label: meta.label }))
    .meta(meta);

/** One of a few choices, shown as radio buttons. */
export const choiceField = <T extends readonly [string, ...string[]]>(
  meta: FieldMeta & { options: readonly { value: T[number]; label: string }[] },
  values: T,
  message: string,
) =>
  z
    .string({ error: message })
    .refine((value): value is T[number] => (values as readonly string[]).includes(value), message)
    .max(Math.max(...values.map((value) => value.length)))
    .meta(meta);

/** A box to tick, such as a consent: ticked is the one value a form sends for it. */
export const checkboxField = (meta: FieldMeta, message: string) =>
  z
    .string({ error: message })
    .refine((value) => value === CHECKED_VALUE, message)
    .max(CHECKED_VALUE.length)
    .meta(meta);

type JsonSchema = { maxLength?: number; pattern?: string };

/** The field attributes a form renders, from its schema, in form order. */
export function fieldSpecsOf<Name extends string>(
  shape: Record<Name, z.ZodType>,
  names: readonly Name[],
): FieldSpec<Name>[] {
  return names.map((name) => {
    const field = shape[name];
    const meta = field.meta() as FieldMeta;
    // The input side: what a visitor may type (the e-mail format is the browser's type=email).
    const rules = z.toJSONSchema(field, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    if (rules.maxLength === undefined)
      throw new Error(`Form field ${name} needs a maximum length.`);
    return {
      name,
      label: meta.label,
      control: meta.control,
      required: !field.safeParse('').success,
      maxLength: rules.maxLength,
      autoComplete: meta.autoComplete,
      pattern: rules.pattern ?? null,
      options: meta.options ?? null,
    };
  });
}

export type FieldsCheck<Name extends string, Value> =
  { ok: true; value: Value } | { ok: false; errors: FieldErrors<Name> };

/**
 * Checks every field of a submitted form by `schema`. A field that is missing counts as empty;
 * other entries are ignored. Returns the cleaned values, or one message per field that needs
 * attention (the first one found for each).
 */
export function checkFields<Name extends string, Value>(
  schema: z.ZodType<Value>,
  names: readonly Name[],
  input: Readonly<Record<string, unknown>>,
): FieldsCheck<Name, Value> {
  const submitted = Object.fromEntries(
    names.map((name) => [name, Object.hasOwn(input, name) ? input[name] : '']),
  );
  const result = schema.safeParse(submitted);
  if (result.success) return { ok: true, value: result.data };
  const errors: FieldErrors<Name> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as Name;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
