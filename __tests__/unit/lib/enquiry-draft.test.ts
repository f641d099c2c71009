import { clearDraft, newDraftKey, readDraft, saveDraft } from '../../../src/lib/enquiry-draft';

const KEY = '0123456789abcdef0123456789abcdef';

beforeEach(() => localStorage.clear());

describe('enquiry drafts', () => {
  it('keeps the visible fields, the idempotency key and when the draft was started', () => {
    saveDraft({ key: KEY, fields: { firstName: 'Adaeze', message: 'Hello' }, startedAt: 1_000 });
    expect(readDraft(2_000)).toEqual({
      key: KEY,
      fields: { firstName: 'Adaeze', message: 'Hello' },
      startedAt: 1_000,
    });
    clearDraft();
    expect(readDraft(2_000)).toBeNull();
  });

  it('forgets a draft once every field is emptied', () => {
    saveDraft({ key: KEY, fields: { firstName: 'Adaeze' }, startedAt: 1_000 });
    saveDraft({ key: KEY, fields: {}, startedAt: 1_000 });
    expect(localStorage.length).toBe(0);
  });

  it('deletes a draft older than 30 days from the device when it finds it', () => {
    const day = 24 * 60 * 60 * 1000;
    saveDraft({ key: KEY, fields: { message: 'Hello' }, startedAt: 0 });
    expect(readDraft(30 * day)).not.toBeNull();
    expect(readDraft(31 * day)).toBeNull();
    expect(localStorage.getItem('contact-form-draft')).toBeNull();
  });

  it('ignores anything in storage it did not write: other keys, broken JSON, wrong types', () => {
    localStorage.setItem('contact-form-draft', '{not json');
    expect(readDraft()).toBeNull();
    localStorage.setItem('contact-form-draft', JSON.stringify({ fields: 'x', startedAt: 1 }));
    expect(readDraft(2)).toBeNull();
    localStorage.setItem(
      'contact-form-draft',
      JSON.stringify({ startedAt: 1, fields: { message: 7, leave_empty: 'bot', subject: 'Hi' } }),
    );
    expect(readDraft(2)).toMatchObject({ fields: { subject: 'Hi' }, startedAt: 1 });
  });

  it('gives a draft kept without a key (or with one it did not make) a new key', () => {
    localStorage.setItem(
      'contact-form-draft',
      JSON.stringify({ startedAt: 1, fields: { subject: 'Hi' }, key: 'short' }),
    );
    expect(readDraft(2)?.key).toMatch(/^[0-9a-f]{32}$/);
    expect(newDraftKey()).not.toBe(newDraftKey());
  });

  it('carries on without a draft when storage is refused', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => saveDraft({ key: KEY, fields: { message: 'Hello' }, startedAt: 1 })).not.toThrow();
    setItem.mockRestore();
    expect(readDraft(2)).toBeNull();
  });
});
