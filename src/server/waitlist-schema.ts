/**
 * The one waitlist schema. It decides what the waitlist endpoint accepts, words every error a
 * visitor sees, and gives the waitlist form its field attributes (`waitlistFieldSpecs`, handed to
 * the pages at build time). Its field rules are the ones every form of the site shares
 * (src/server/form-schema.ts); the form's other words are content (content/waitlist.yaml).
 */
import { z } from 'zod';
import { PLAN_AUDIENCES } from '../content-model/content-schema';
import { normalise } from '../lib/coverage';
import {
  WAITLIST_FIELD_NAMES,
  type SignUp,
  type WaitlistErrors,
  type WaitlistField,
  type WaitlistFieldSpec,
} from '../lib/waitlist-form';
import {
  checkboxField,
  checkFields,
  choiceField,
  emailField,
  fieldSpecsOf,
  inEnglish,
  perWords,
  phoneField,
  SAMPLES,
  singleLine,
} from './form-schema';
import type { FieldErrorWords } from '../lib/form-words';

/** Said when neither a phone number nor an e-mail address was given. */
export const REACH_MESSAGE =
  'Give a phone number or an email address (or both), so we can tell you when we reach you.';

/**
 * The waitlist schema with the shared rules' errors in `english` (the contact form's English
 * words): its own words are English on every page, so are its errors.
 */
function shapeIn(english: FieldErrorWords) {
  const words = inEnglish(english);
  return {
    place: singleLine(
      { label: 'Your area', control: 'text', autoComplete: 'off' },
      120,
      words,
    ).refine(
      (value) => value === '' || normalise(value) !== '',
      'Type the name of your area in letters, like Bodija, Ibadan.',
    ),
    name: singleLine({ label: 'Your name', control: 'text', autoComplete: 'name' }, 100, words),
    phone: phoneField(
      { label: 'Phone', control: 'tel', autoComplete: 'tel' },
      30,
      words,
      `Enter a phone number like ${SAMPLES.phone}.`,
    ),
    email: emailField(
      { label: 'Email', control: 'email', autoComplete: 'email' },
      254,
      words,
      false,
    ),
    audience: choiceField(
      {
        label: 'Is it for your home or your business?',
        control: 'radio',
        autoComplete: 'off',
        options: [
          { value: 'home', label: 'My home' },
          { value: 'business', label: 'My business' },
        ],
      },
      PLAN_AUDIENCES,
      'Choose home or business.',
    ),
    consent: checkboxField(
      {
        label: 'I agree to be contacted about this area',
        control: 'checkbox',
        autoComplete: 'off',
      },
      'Tick the box to agree that we contact you about this area: we need it to tell you.',
    ),
  } satisfies Record<WaitlistField, z.ZodType<string, string>>;
}

/** Checked even when another field is wrong, so the visitor hears of everything at once. */
const EVERY_TIME = { when: () => true } as const;

const signUpSchemaIn = (words: FieldErrorWords) =>
  z
    .object(shapeIn(words))
    .refine(
      (value: Record<string, unknown>) =>
        [value.phone, value.email].some(
          (entry) => typeof entry === 'string' && entry.trim() !== '',
        ),
      { message: REACH_MESSAGE, path: ['phone'], ...EVERY_TIME },
    );

/** The sign-up schema, the shared rules' errors in `words` (English), built once. */
export const signUpSchema = perWords(signUpSchemaIn);
const specsFor = perWords((words: FieldErrorWords) =>
  fieldSpecsOf(shapeIn(words), WAITLIST_FIELD_NAMES),
);

export type SignUpCheck = { ok: true; value: SignUp } | { ok: false; errors: WaitlistErrors };

/**
 * Checks every field of a sign-up. A field that is missing counts as empty; other entries are
 * ignored. Returns the cleaned sign-up, or one message per field that needs attention.
 */
export function validateSignUp(
  input: Readonly<Record<string, unknown>>,
  words: FieldErrorWords,
): SignUpCheck {
  const checked = checkFields(signUpSchema(words), WAITLIST_FIELD_NAMES, input);
  if (!checked.ok) return checked;
  const { place, name, phone, email, audience } = checked.value;
  return {
    ok: true,
    value: { place, name, phone, email, audience: audience as SignUp['audience'] },
  };
}

/** The field attributes the form renders, in form order. */
export function waitlistFieldSpecs(words: FieldErrorWords): WaitlistFieldSpec[] {
  return specsFor(words);
}
