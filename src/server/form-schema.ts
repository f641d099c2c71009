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
import isEmail from 'validator/lib/isEmail.js';
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
  /** The label in English, where the page's language has its own: for errors left in English. */
  englishLabel?: string;
  control: FieldSpec['control'];
  autoComplete: string;
  options?: FieldSpec['options'];
};

/**
 * `build`, made once for each set of word objects it is given (content is fixed for a build's
 * lifetime, so a form's schema in a language is built once, however many requests use it).
 */
export function perWords<Keys extends [object, ...object[]], V>(
  build: (...keys: Keys) => V,
): (...keys: Keys) => V {
  type Level = WeakMap<object, { next: Level; made?: { value: V } }>;
  const root: Level = new WeakMap();
  return (...keys) => {
    let level = root;
    let entry: { next: Level; made?: { value: V } } | undefined;
    for (const key of keys) {
      entry = level.get(key);
      if (!entry) level.set(key, (entry = { next: new WeakMap() }));
      level = entry.next;
    }
    entry!.made ??= { value: build(...keys) };
    return entry!.made.value;
  };
}

/** What the messages show as the shape wanted ({sample}): reserved, so they reach no one. */
export const SAMPLES = { email: 'name@example.com', phone: '+234 800 000 0000' } as const;

/**
 * The words a field's errors are said in: the page's language's sentences, and the English ones.
 * A sentence a translation leaves in English names the field by its English label, so no error
 * reads in two languages.
 */
export type ErrorWords = { said: FieldErrorWords; english: FieldErrorWords };

/** What `rule` says about the field `meta` describes, {label} and the other slots filled in. */
function errorOf(
  words: ErrorWords,
  rule: keyof FieldErrorWords,
  meta: Pick<FieldMeta, 'label' | 'englishLabel'>,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const translated = words.said[rule] !== words.english[rule];
  const label = translated ? meta.label : (meta.englishLabel ?? meta.label);
  return filled(words.said[rule], { ...values, label });
}

/**
 * Text, in NFC: a letter with its marks (Yoruba's ọ̀, typed as o and two combining marks by some
 * keyboards) is kept, compared and sent in one form, however it was typed.
 */
const text = (meta: FieldMeta, words: ErrorWords) =>
  z
    .string({ error: errorOf(words, 'notText', meta) })
    .refine((value) => value.isWellFormed(), {
      message: errorOf(words, 'badText', meta),
      abort: true,
    })
    .normalize('NFC');

const hasVisible = (value: string) => VISIBLE.test(value);

/**
 * Lengths: zod's `max` counts code points and gives the form its `maxlength`; the second check
 * counts UTF-16 code units, as the browser does, so an emoji-heavy value cannot run to twice the
 * limit.
 */
const tooLong = (meta: FieldMeta, max: number, words: ErrorWords) =>
  errorOf(words, 'tooLong', meta, { number: max });

/** A single-line field: visible text, nothing hidden, no control or line-break characters. */
export const singleLine = (meta: FieldMeta, maxLength: number, words: ErrorWords) =>
  text(meta, words)
    .trim()
    .refine(hasVisible, errorOf(words, 'required', meta))
    .max(maxLength, tooLong(meta, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta, maxLength, words))
    .refine(isPlainLine, errorOf(words, 'oneLine', meta))
    .meta(meta);

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
  words: ErrorWords,
  required = true,
) => {
  const message = (rule: 'email' | 'emailQuoted' | 'emailDomain') =>
    errorOf(words, rule, meta, { sample: SAMPLES.email });
  return text(meta, words)
    .trim()
    .overwrite((value) =>
      value.includes('@') ? `${localPart(value)}@${domainPart(value).toLowerCase()}` : value,
    )
    .refine((value) => !required || hasVisible(value), errorOf(words, 'required', meta))
    .max(maxLength, tooLong(meta, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta, maxLength, words))
    .refine((value) => value === '' || isPlainLine(value), message('email'))
    .refine(
      (value) =>
        value === '' ||
        isEmail(value, {
          allow_display_name: false,
          allow_utf8_local_part: true,
          require_tld: true,
          allow_ip_domain: false,
        }),
      { message: message('email'), abort: true },
    )
    .refine(
      (value) => value === '' || PLAIN_LOCAL_PART.test(localPart(value)),
      message('emailQuoted'),
    )
    .refine((value) => value === '' || ASCII_DOMAIN.test(domainPart(value)), message('emailDomain'))
    .meta(meta);
};

const PHONE_DIGITS = { min: 7, max: 15 };
/**
 * Optional. Characters people type in phone numbers; the browser checks the same pattern. Its
 * message is the shared one (`phone`) unless the form says its own.
 */
export const phoneField = (
  meta: FieldMeta,
  maxLength: number,
  words: ErrorWords,
  message = errorOf(words, 'phone', meta, { sample: SAMPLES.phone }),
) =>
  text(meta, words)
    .trim()
    .max(maxLength, tooLong(meta, maxLength, words))
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
export const messageField = (meta: FieldMeta, maxLength: number, words: ErrorWords) =>
  text(meta, words)
    .overwrite((value) => value.replace(LINE_BREAKS, '\n'))
    .trim()
    .refine(hasVisible, errorOf(words, 'required', meta))
    .max(maxLength, tooLong(meta, maxLength, words))
    .refine((value) => value.length <= maxLength, tooLong(meta, maxLength, words))
    .refine(isPlainMessage, errorOf(words, 'hiddenCharacters', meta))
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
