/**
 * @jest-environment node
 */
import {
  errorLang,
  filled,
  isSaidBy,
  slotParts,
  translatedForm,
} from '../../../src/lib/form-words';
import { site } from '../../support/site-content';

const english = site.contactPage.form;

describe('a sentence with slots', () => {
  it('is filled in slot by slot, any slot without a value left as written', () => {
    expect(
      filled('{label} must be at most {number} characters.', { label: 'Name', number: 9 }),
    ).toBe('Name must be at most 9 characters.');
    expect(filled('Call {number} or {address}.', { number: '0803' })).toBe(
      'Call 0803 or {address}.',
    );
    // A value that looks like a slot is not filled in again.
    expect(filled('{label} and {number}', { label: '{number}', number: 1 })).toBe('{number} and 1');
  });

  it('splits at its slots, for elements to go in them', () => {
    expect(slotParts('We use it ({link}).')).toEqual(['We use it (', 'link', ').']);
  });

  it('tells a message it says, whatever filled its slots, from any other', () => {
    const sentence = '{label} must be at most {number} characters.';
    expect(isSaidBy('Ọ̀rọ̀ must be at most 5000 characters.', sentence)).toBe(true);
    expect(isSaidBy('Name is required.', sentence)).toBe(false);
    // Its own words are matched as text, not as a pattern.
    expect(isSaidBy('a (b) c', 'a (b) {x}')).toBe(true);
    expect(isSaidBy('a b c', 'a (b) {x}')).toBe(false);
  });
});

describe('what a translation of the form gives', () => {
  it('is nothing in English', () => {
    expect(translatedForm(english, english)).toEqual({ words: [], labels: [], errors: [] });
  });

  it('is each word, label and error sentence that differs from the English', () => {
    const words = {
      ...english,
      send: 'Aika',
      labels: { ...english.labels, message: 'Saƙo' },
      fieldErrors: { ...english.fieldErrors, required: 'Dole a cika {label}.' },
    };
    expect(translatedForm(words, english)).toEqual({
      words: ['send'],
      labels: ['message'],
      errors: ['Dole a cika {label}.'],
    });
  });

  it('marks an error with the page’s language when a translated sentence says it, else not at all (English, as the page says)', () => {
    const translated = ['Dole a cika {label}.'];
    expect(errorLang('Dole a cika Saƙo.', 'ha', translated)).toBe('ha');
    // The English sentence with a translated label is still English.
    expect(
      errorLang(filled(english.fieldErrors.required, { label: 'Saƙo' }), 'ha', translated),
    ).toBeUndefined();
    expect(errorLang('Dole a cika Saƙo.', 'ha', [])).toBeUndefined();
    expect(errorLang(undefined, 'ha', translated)).toBeUndefined();
  });
});
