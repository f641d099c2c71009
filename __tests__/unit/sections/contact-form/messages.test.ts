/**
 * @jest-environment node
 */
import { SPEC_TEXT } from '../../../../src/content-model/spec-text';
import { filled } from '../../../../src/lib/form-words';
import type { Delivery } from '../../../../src/sections/contact-form/delivery';
import {
  announcement,
  failedText,
  nextStep,
  restoredDraftText,
  sendLabel,
  type FormSays,
} from '../../../../src/sections/contact-form/messages';
import { site, siteIn } from '../../../support/site-content';

const SENT: Delivery = { state: 'sent', request: 1, fields: {}, unsentChanges: false };

/** The form's words as a page in `lang` hands them to the form. */
const wordsIn = (lang: 'en' | 'pcm'): FormSays => {
  const content = lang === 'en' ? site : siteIn(lang);
  return {
    ...content.contactPage.form,
    sentTitle: content.thanks.heading,
    sentText: content.thanks.body,
  };
};
const words = wordsIn('en');

describe('the contact form’s words', () => {
  it('keeps the specification’s confirmation on the English pages', () => {
    expect(announcement(words, SENT)).toBe(`${SPEC_TEXT.sentTitle}. ${SPEC_TEXT.sentText}`);
  });

  it('names the button for what it will do', () => {
    expect(sendLabel(words, { state: 'editing' })).toBe(words.send);
    expect(sendLabel(words, { state: 'sending', request: 1, reconnected: false, retries: 0 })).toBe(
      words.sending,
    );
    expect(sendLabel(words, { state: 'offline', request: 1 })).toBe(words.sendNow);
    expect(sendLabel(words, { state: 'retrying', request: 1, retries: 1, delayMs: 3000 })).toBe(
      words.sendNow,
    );
    expect(sendLabel(words, { state: 'failed', request: 1 })).toBe(words.send);
  });

  it('announces a wait, a cleared form, and nothing while sending', () => {
    expect(announcement(words, { state: 'offline', request: 1 })).toBe(words.offline);
    expect(announcement(words, { state: 'retrying', request: 1, retries: 1, delayMs: 3000 })).toBe(
      words.retrying,
    );
    expect(announcement(words, { state: 'editing', cleared: true })).toBe(words.cleared);
    expect(announcement(words, { state: 'editing' })).toBe('');
    expect(
      announcement(words, { state: 'sending', request: 1, reconnected: false, retries: 0 }),
    ).toBe('');
  });

  it('says how long to wait when the server asked for it', () => {
    expect(failedText(words, 42)).toBe(filled(words.tooMany, { number: 42 }));
    expect(failedText(words, 42)).toContain('42');
    expect(failedText(words)).toBe(words.failedText);
  });

  it('says where the answer will come', () => {
    const email = nextStep(words, { email: 'ada@example.com' });
    expect(email).toContain('ada@example.com');
    expect(email).not.toMatch(/\{[a-z]+\}/);
    const both = nextStep(words, { email: 'ada@example.com', phone: '0800 123 4567' });
    expect(both).toContain('ada@example.com');
    expect(both).toContain('0800 123 4567');
    expect(both).not.toMatch(/\{[a-z]+\}/);
  });

  it('a restored draft says when it was started, by the visitor’s clock', () => {
    const startedAt = Date.UTC(2026, 10, 2, 13, 5);
    const text = restoredDraftText(
      words,
      { startedAt, subject: 'Fibre' },
      {
        timeZone: 'Africa/Lagos',
      },
    );
    expect(text).toBe(filled(words.restoredDraft, { when: '2 November at 14:05' }));
    expect(text).not.toContain('Fibre');
  });

  it('a restored draft under a new link’s subject says both subjects, or that it had none', () => {
    const draft = { startedAt: Date.UTC(2026, 10, 2, 13, 5), newSubject: 'Cloud Computing' };
    const text = restoredDraftText(
      words,
      { ...draft, subject: 'Fibre' },
      {
        timeZone: 'Africa/Lagos',
      },
    );
    expect(text).toContain(
      filled(words.draftSubjectChanged, { before: '“Fibre”', after: '“Cloud Computing”' }),
    );
    expect(restoredDraftText(words, draft)).toContain(
      filled(words.draftSubjectChanged, { before: words.noSubject, after: '“Cloud Computing”' }),
    );
  });

  it('a translated draft sentence writes its date in the page’s language where Intl has it', () => {
    const startedAt = Date.UTC(2026, 10, 2, 13, 5);
    const hausa = restoredDraftText(words, { startedAt }, { locale: 'ha', timeZone: 'UTC' });
    const english = restoredDraftText(words, { startedAt }, { timeZone: 'UTC' });
    expect(hausa).not.toBe(english);
    // A language the browser lacks falls back to the British date, never to an error.
    expect(restoredDraftText(words, { startedAt }, { locale: 'tlh', timeZone: 'UTC' })).toBe(
      english,
    );
  });

  it('speaks the page’s language where translated, English where not', () => {
    const pidgin = wordsIn('pcm');
    const translated = (Object.keys(words) as (keyof FormSays)[]).filter(
      (word) => typeof words[word] === 'string' && pidgin[word] !== words[word],
    );
    // Whatever the translation gives is what the form says, the rest is the English.
    expect(sendLabel(pidgin, { state: 'editing' })).toBe(
      translated.includes('send') ? pidgin.send : words.send,
    );
    expect(announcement(pidgin, { state: 'editing', cleared: true })).toBe(pidgin.cleared);
  });
});
