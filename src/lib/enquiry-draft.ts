/**
 * What a visitor has typed into the contact form, kept on their own device (localStorage) until
 * the message is sent, so a reload, a closed tab or a dropped connection loses nothing. Nothing
 * here leaves the device. Storage that is full or switched off just means no draft.
 */
import { ENQUIRY_FIELD_NAMES, type TypedValues } from './enquiry-form';

export type Draft = {
  fields: TypedValues;
  /** When the visitor started typing it, on their device's clock (ms since 1970). */
  startedAt: number;
  /** The subject a link put in the form, if one did (so a reload does not put it back). */
  linkSubject?: string;
};

const KEY = 'contact-form-draft';
/** A draft older than this is someone else's afternoon: it is dropped. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(now = Date.now()): Draft | null {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return null;
    const { fields, startedAt, linkSubject } = raw as Record<string, unknown>;
    if (typeof startedAt !== 'number' || now - startedAt > KEEP_MS) return null;
    if (typeof fields !== 'object' || fields === null) return null;
    const kept: TypedValues = {};
    for (const name of ENQUIRY_FIELD_NAMES) {
      const value = (fields as Record<string, unknown>)[name];
      if (typeof value === 'string' && value !== '') kept[name] = value;
    }
    return {
      fields: kept,
      startedAt,
      ...(typeof linkSubject === 'string' ? { linkSubject } : {}),
    };
  } catch {
    return null;
  }
}

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

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // nothing kept, nothing to clear
  }
}
