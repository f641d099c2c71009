/**
 * What a visitor has typed into the contact form, kept on their own device (localStorage) until
 * the message is sent, so a reload, a closed tab or a dropped connection loses nothing. Storage
 * that is full or switched off just means no draft.
 *
 * Each draft has an idempotency key, made when the draft is: every attempt to send it (a retry,
 * a send after a reload, a send when the connection comes back) carries the same key, so the
 * server keeps it once however often it arrives. A new draft (after a message was sent) has a new key.
 */
import { ENQUIRY_FIELD_NAMES, type TypedValues } from './enquiry-form';

export type Draft = {
  /** The enquiry's idempotency key, sent with every attempt (see send-enquiry.ts). */
  key: string;
  fields: TypedValues;
  /** When the visitor started typing it, on their device's clock (ms since 1970). */
  startedAt: number;
  /** The subject a link put in the form, if one did (so a reload does not put it back). */
  linkSubject?: string;
};

const KEY = 'contact-form-draft';
/** A draft older than this is someone else's afternoon: it is dropped. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/** A new idempotency key: 128 random bits, as letters and digits. */
export function newDraftKey(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The draft kept on this device, if there is one it wrote and it is not too old. One too old (the
 * privacy notice says a draft is deleted after 30 days) is deleted when found.
 */
export function readDraft(now = Date.now()): Draft | null {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { fields, startedAt, linkSubject, key } = raw as Record<string, unknown>;
    if (typeof startedAt !== 'number') return null;
    if (now - startedAt > KEEP_MS) {
      storage()?.removeItem(KEY);
      return null;
    }
    if (typeof fields !== 'object' || fields === null) return null;
    const kept: TypedValues = {};
    for (const name of ENQUIRY_FIELD_NAMES) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') kept[name] = value;
    }
    return {
      // The endpoint takes only keys of this form: any other is replaced, the words are kept.
      key: typeof key === 'string' && KEY_PATTERN.test(key) ? key : newDraftKey(),
      fields: kept,
      startedAt,
      ...(typeof linkSubject === 'string' ? { linkSubject } : {}),
    };
  } catch {
    return null;
  }
}

/** Keeps the draft on this device, or forgets it once every field is empty. */
export function saveDraft(draft: Draft): void {
  try {
    if (Object.values(draft.fields).some((value) => value)) {
      storage()?.setItem(KEY, JSON.stringify(draft));
    } else {
      storage()?.removeItem(KEY);
    }
  } catch {
    // Full or switched off: the visitor keeps typing, without a safety net.
  }
}

/** Forgets the draft kept on this device. */
export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
