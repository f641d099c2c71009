/**
 * @jest-environment node
 */
import type { Delivery } from '../../../../src/sections/contact-form/delivery';
import {
  MESSAGES,
  announcement,
  failedText,
  nextStep,
  restoredDraftText,
  sendLabel,
} from '../../../../src/sections/contact-form/messages';

const SENT: Delivery = { state: 'sent', request: 1, fields: {}, unsentChanges: false };

describe('the contact form’s words', () => {
  it('keeps the specification’s confirmation', () => {
    expect(MESSAGES.sentTitle).toBe('Message Sent');
    expect(MESSAGES.sentText).toBe("Thanks for reaching out! We'll get back to you soon.");
    expect(announcement(SENT)).toBe(
      "Message Sent. Thanks for reaching out! We'll get back to you soon.",
    );
  });

  it('names the button for what it will do', () => {
    expect(sendLabel({ state: 'editing' })).toBe('Send Message');
    expect(sendLabel({ state: 'sending', request: 1, reconnected: false, retries: 0 })).toBe(
      'Sending…',
    );
    expect(sendLabel({ state: 'offline', request: 1 })).toBe('Send now');
    expect(sendLabel({ state: 'retrying', request: 1, retries: 1, delayMs: 3000 })).toBe(
      'Send now',
    );
    expect(sendLabel({ state: 'failed', request: 1 })).toBe('Send Message');
  });

  it('announces a wait, a cleared form, and nothing while sending', () => {
    expect(announcement({ state: 'offline', request: 1 })).toMatch(
      /sent as soon as your connection returns/,
    );
    expect(announcement({ state: 'retrying', request: 1, retries: 1, delayMs: 3000 })).toMatch(
      /cannot be reached yet/,
    );
    expect(announcement({ state: 'editing', cleared: true })).toBe('The form is empty again.');
    expect(announcement({ state: 'editing' })).toBe('');
    expect(announcement({ state: 'sending', request: 1, reconnected: false, retries: 0 })).toBe('');
  });

  it('says how long to wait when the server asked for it', () => {
    expect(failedText(42)).toMatch(/Please wait 42 seconds/);
    expect(failedText()).toMatch(/Everything you typed is still in the form/);
  });

  it('says where the answer will come', () => {
    expect(nextStep({ email: 'ada@example.com' })).toMatch(
      /replies by e-mail to ada@example.com\./,
    );
    expect(nextStep({ email: 'ada@example.com', phone: '0800' })).toMatch(
      /ada@example.com or by phone on 0800/,
    );
  });

  it('a restored draft says it is one, when it was started, and that it was never sent', () => {
    const startedAt = Date.UTC(2026, 10, 2, 13, 5);
    const text = restoredDraftText({ startedAt, subject: 'Fibre' }, 'Africa/Lagos');
    expect(text).toMatch(/^Restored draft:/);
    expect(text).toContain('2 November at 14:05');
    expect(text).toContain('has not been sent');
    expect(text).not.toContain('subject');
  });

  it('a restored draft under a new link’s subject says both subjects', () => {
    const text = restoredDraftText(
      { startedAt: Date.UTC(2026, 10, 2, 13, 5), subject: 'Fibre', newSubject: 'Cloud Computing' },
      'Africa/Lagos',
    );
    expect(text).toContain('Its subject was “Fibre”; it is now “Cloud Computing”');
  });
});
