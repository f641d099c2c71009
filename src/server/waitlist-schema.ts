/**
 * The one waitlist schema. It decides what the waitlist endpoint accepts, words every error a
 * visitor sees, and gives the waitlist form its field attributes (`waitlistFieldSpecs`, handed to
 * the pages at build time). Its field rules are the ones every form of the site shares
 * (src/server/form-schema.ts); its words are content, in the page's language: the form's own
 * (content/waitlist.yaml, `form`) and the errors it shares with the contact form.
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
  perWords,
  phoneField,
  SAMPLES,
  singleLine,
  type ErrorWords,
} from './form-schema';
import {
  filled,
  type FieldErrorWords,
  type WaitlistFormWords,
  type WaitlistRuleWords,
} from '../lib/form-words';
import type { BuiltData } from './built-data';
import type { PageLanguage } from '../content-model/languages';

/**
 * The waitlist schema in one language's words (`words`), with the English (`english`) for the
 * shared errors a translation leaves in English, which name the field in English.
 */
function shapeIn(words: WaitlistRuleWords, english: WaitlistRuleWords) {
  const errors: ErrorWords = { said: words.shared, english: english.shared };
  const { labels } = words.form;
  const meta = (name: 'place' | 'name' | 'phone' | 'email') => ({
    label: labels[name],
    englishLabel: english.form.labels[name],
  });
  return {
    place: singleLine(
      { ...meta('place'), control: 'text', autoComplete: 'off' },
      120,
      errors,
    ).refine((value) => value === '' || normalise(value) !== '', words.form.fieldErrors.place),
    name: singleLine({ ...meta('name'), control: 'text', autoComplete: 'name' }, 100, errors),
    phone: phoneField(
      { ...meta('phone'), control: 'tel', autoComplete: 'tel' },
      30,
      errors,
      filled(words.form.fieldErrors.phone, { sample: SAMPLES.phone }),
    ),
    email: emailField(
      { ...meta('email'), control: 'email', autoComplete: 'email' },
      254,
      errors,
      false,
    ),
    audience: choiceField(
      {
        label: labels.audience,
        control: 'radio',
        autoComplete: 'off',
        options: [
          { value: 'home', label: labels.home },
          { value: 'business', label: labels.business },
        ],
      },
      PLAN_AUDIENCES,
      words.form.fieldErrors.audience,
    ),
    consent: checkboxField(
      { label: words.form.consent, control: 'checkbox', autoComplete: 'off' },
      words.form.fieldErrors.consent,
    ),
  } satisfies Record<WaitlistField, z.ZodType<string, string>>;
}

/** Checked even when another field is wrong, so the visitor hears of everything at once. */
const EVERY_TIME = { when: () => true } as const;

const signUpSchemaIn = (words: WaitlistRuleWords, english: WaitlistRuleWords) =>
  z
    .object(shapeIn(words, english))
    .refine(
      (value: Record<string, unknown>) =>
        [value.phone, value.email].some(
          (entry) => typeof entry === 'string' && entry.trim() !== '',
        ),
      { message: words.form.fieldErrors.reach, path: ['phone'], ...EVERY_TIME },
    );

/** The sign-up schema in one language's words, built once for each. */
const signUpSchema = perWords(signUpSchemaIn);
const specsFor = perWords((words: WaitlistRuleWords) =>
  fieldSpecsOf(shapeIn(words, words), WAITLIST_FIELD_NAMES),
);

/** One object for the same words, so the waitlist schema built for them is built once. */
const rulesOf = perWords((form: WaitlistFormWords, shared: FieldErrorWords): WaitlistRuleWords => ({
  form,
  shared,
}));

/**
 * What the waitlist's rules say in `lang` (English where the build made no page in it): the
 * waitlist form's words and the field errors it shares with the contact form.
 */
export const waitlistRulesIn = (
  data: Pick<BuiltData, 'formWords' | 'waitlistWords'>,
  lang: PageLanguage,
): WaitlistRuleWords =>
  rulesOf(
    data.waitlistWords[lang] ?? data.waitlistWords.en,
    (data.formWords[lang] ?? data.formWords.en).fieldErrors,
  );

export type SignUpCheck = { ok: true; value: SignUp } | { ok: false; errors: WaitlistErrors };

/**
 * Checks every field of a sign-up, in the words of the page it came from (`words`; a shared error
 * its translation leaves in English names the field as `english` does). A field that is missing
 * counts as empty; other entries are ignored. Returns the cleaned sign-up, or one message per
 * field that needs attention.
 */
export function validateSignUp(
  input: Readonly<Record<string, unknown>>,
  words: WaitlistRuleWords,
  english: WaitlistRuleWords = words,
): SignUpCheck {
  const checked = checkFields(signUpSchema(words, english), WAITLIST_FIELD_NAMES, input);
  if (!checked.ok) return checked;
  const { place, name, phone, email, audience } = checked.value;
  return {
    ok: true,
    value: { place, name, phone, email, audience: audience as SignUp['audience'] },
  };
}

/** The field attributes the form renders, in form order, its labels in `words`. */
export function waitlistFieldSpecs(words: WaitlistRuleWords): WaitlistFieldSpec[] {
  return specsFor(words);
}
