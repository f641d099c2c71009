/**
 * Every word the contact form says, in one place: what is shown, and what its live region
 * announces. Plain functions of the delivery state, so they are tested without a DOM. The
 * specification fixes 'Message Sent' and its text (SPEC_TEXT); the rest is ours.
 */
import type { TypedValues } from '../../lib/enquiry-form';
import { SPEC_TEXT } from '../../content-model/spec-text';
import type { Delivery } from './delivery';

export const MESSAGES = {
  requiredNote: 'All fields are required unless marked optional.',
  optional: '(optional)',
  send: 'Send Message',
  sendNow: 'Send now',
  sending: 'Sending…',
  privacyBefore: 'We use what you send only to answer you (',
  privacyAfter: ').',
  keptOnDevice:
    ' Until you send it, what you type is kept on this device only, so a reload or a lost connection loses nothing.',
  clear: 'Clear what I typed',
  cleared: 'The form is empty again.',
  trapLabel: 'Leave this field empty',
  sentTitle: SPEC_TEXT.sentTitle,
  sentText: SPEC_TEXT.sentText,
  waiting: {
    offline:
      'You are offline. Your message is saved on this device and will be sent as soon as your connection returns; keep this page open.',
    retrying:
      'Your connection is back, but our server cannot be reached yet. Your message is saved on this device; we are trying again.',
  },
  failedTitle: 'Message not sent',
  failedText:
    'We could not send your message just now. Everything you typed is still in the form, so you can try again.',
  otherWaysEmail: 'You can also e-mail',
  otherWaysPhone: 'or call',
  confirmation: {
    heading: 'Your message has been sent',
    whatWasSent: 'What you sent',
    subject: 'Subject',
    message: 'Message',
    another: 'The form below is ready if you want to send another message.',
    changedWhileSending:
      'You changed the form while it was being sent. Those changes were not sent: they are still in the form below, so you can send them too.',
  },
} as const;

/** Too many messages in a short time: the endpoint said how long to wait. */
export function failedText(retryAfterSeconds?: number): string {
  return retryAfterSeconds
    ? `You have sent several messages in a short time. Please wait ${retryAfterSeconds} seconds and try again.`
    : MESSAGES.failedText;
}

/** What happens next, after a message went: who answers, and where. */
export function nextStep(fields: TypedValues): string {
  const where = fields.phone
    ? `by e-mail to ${fields.email ?? 'you'} or by phone on ${fields.phone}`
    : `by e-mail to ${fields.email ?? 'you'}`;
  return `What happens next: our team reads your message and replies ${where}. Nothing else is needed from you.`;
}

/** The Send button's words. */
export function sendLabel(delivery: Delivery): string {
  if (delivery.state === 'sending') return MESSAGES.sending;
  if (delivery.state === 'offline' || delivery.state === 'retrying') return MESSAGES.sendNow;
  return MESSAGES.send;
}

/** What the form's live region says in this state ('' for nothing). */
export function announcement(delivery: Delivery): string {
  switch (delivery.state) {
    case 'sent':
      return `${MESSAGES.sentTitle}. ${MESSAGES.sentText}`;
    case 'offline':
    case 'retrying':
      return MESSAGES.waiting[delivery.state];
    case 'editing':
      return delivery.cleared ? MESSAGES.cleared : '';
    default:
      // A failure is an alert of its own; a refused field is focused with its error.
      return '';
  }
}

const WHEN = {
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** A restored draft says what it is, when it was started, and that it was never sent. */
export function restoredDraftText(
  draft: { startedAt: number; subject?: string; newSubject?: string },
  timeZone?: string,
): string {
  const when = new Intl.DateTimeFormat('en-GB', { ...WHEN, timeZone }).format(draft.startedAt);
  const restored = `Restored draft: you started this message on this device on ${when}, and it has not been sent.`;
  if (!draft.newSubject) return restored;
  const before = draft.subject ? `“${draft.subject}”` : 'empty';
  return `${restored} Its subject was ${before}; it is now “${draft.newSubject}”, from the link you followed. Check the message still fits before you send it.`;
}
