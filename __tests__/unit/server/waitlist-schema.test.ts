/**
 * @jest-environment node
 *
 * The waitlist schema answers in the words of the page a sign-up came from: the waitlist form's
 * own (content/waitlist.yaml) and the errors it shares with the contact form.
 */
import { filled, type WaitlistRuleWords } from '../../../src/lib/form-words';
import { SAMPLES } from '../../../src/server/form-schema';
import {
  validateSignUp,
  waitlistFieldSpecs,
  waitlistRulesIn,
} from '../../../src/server/waitlist-schema';
import { site } from '../../support/site-content';

/** The words on the English pages. */
const english: WaitlistRuleWords = {
  form: site.waitlist.form,
  shared: site.contactPage.form.fieldErrors,
};
const { labels, fieldErrors } = english.form;

const valid = {
  place: 'Bodija, Ibadan',
  name: 'Chiamaka Obi',
  phone: '',
  email: 'chiamaka@example.com',
  audience: 'home',
  consent: 'yes',
};
const errorsFor = (changes: Record<string, unknown>, words = english) => {
  const result = validateSignUp({ ...valid, ...changes }, words, english);
  return result.ok ? {} : result.errors;
};

it('accepts a whole sign-up', () => {
  expect(validateSignUp(valid, english)).toEqual({
    ok: true,
    value: {
      place: valid.place,
      name: valid.name,
      phone: '',
      email: valid.email,
      audience: 'home',
    },
  });
});

it('says what is wrong in the form’s own words and the ones it shares with the contact form', () => {
  expect(
    errorsFor({ place: '%%%', name: '', phone: 'call me', audience: 'school', consent: '' }),
  ).toEqual({
    place: fieldErrors.place,
    name: filled(english.shared.required, { label: labels.name }),
    phone: filled(fieldErrors.phone, { sample: SAMPLES.phone }),
    audience: fieldErrors.audience,
    consent: fieldErrors.consent,
  });
  expect(errorsFor({ phone: '', email: '' })).toEqual({ phone: fieldErrors.reach });
});

it('answers in the page’s language, naming the field in English where a shared sentence is left in English', () => {
  const hausa: WaitlistRuleWords = {
    form: {
      ...english.form,
      labels: { ...labels, name: 'Sunanka' },
      fieldErrors: { ...fieldErrors, consent: 'Yi alama a akwatin.' },
    },
    shared: english.shared,
  };
  expect(errorsFor({ name: '', consent: '' }, hausa)).toEqual({
    name: filled(english.shared.required, { label: labels.name }),
    consent: 'Yi alama a akwatin.',
  });
  // The form names its fields in the page's language; the rules are the same.
  const specs = waitlistFieldSpecs(hausa);
  expect(specs.find((spec) => spec.name === 'name')!.label).toBe('Sunanka');
  expect(specs.map(({ label: _label, ...rules }) => rules)).toEqual(
    waitlistFieldSpecs(english).map(({ label: _label, ...rules }) => rules),
  );
});

it('takes the words of the sign-up’s language from what the build hands the endpoint, English where it has none', () => {
  const hausaForm = { ...english.form, fieldErrors: { ...fieldErrors, reach: 'Ba lamba.' } };
  const data = {
    formWords: { en: site.contactPage.form },
    waitlistWords: { en: english.form, ha: hausaForm },
  };
  const hausa = waitlistRulesIn(data, 'ha');
  expect(hausa.form).toBe(hausaForm);
  expect(hausa.shared).toBe(english.shared);
  expect(waitlistRulesIn(data, 'yo').form).toBe(english.form);
  // The same words, the same object: the schema built for them is built once.
  expect(waitlistRulesIn(data, 'ha')).toBe(hausa);
  expect(validateSignUp({ ...valid, email: '' }, hausa, english)).toEqual({
    ok: false,
    errors: { phone: 'Ba lamba.' },
  });
});
