/**
 * The form's draft: what the visitor typed, kept on their device (src/lib/enquiry-draft.ts) a
 * moment after they pause, put back when the page opens again, and forgotten once it is sent or
 * cleared. Also the subject an "Ask about …" link brings (`/contact/?subject=…`, or the page built
 * for the subject, /contact/ask/…/, which has it in the form already), and how long the
 * visitor has been on the form (the endpoint flags messages sent faster than a person types).
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { clearDraft, newDraftKey, readDraft, saveDraft } from '../../lib/enquiry-draft';
import { ENQUIRY_FIELD_NAMES } from '../../lib/enquiry-form';
import { fieldOf, typedFields } from './form-fields';

const SAVE_AFTER_MS = 400;

/** A draft put back into the form when the page opened, as the notice about it needs it. */
export type RestoredDraft = {
  startedAt: number;
  /** The draft's own subject. */
  subject?: string;
  /** The subject the link that led here put in its place, if it did. */
  newSubject?: string;
};

export type DraftControls = {
  /** Keeps the form as it is now, a moment after the visitor pauses. */
  schedule: (form: HTMLFormElement) => void;
  /** Keeps the form as it is now, at once (with the draft's idempotency key, made if need be). */
  keep: (form: HTMLFormElement) => void;
  /**
   * What the form holds now becomes a new message, with a new key, kept at once: what was typed
   * while the last one was on its way (that one went under the old key).
   */
  keepAsNew: (form: HTMLFormElement) => void;
  /** The draft's idempotency key, sent with every attempt to send it (null before a draft). */
  key: () => string | null;
  /** Forgets the draft: sent, or cleared by the visitor. */
  forget: () => void;
  /** Milliseconds on the form, on this device: since the page started, or since the draft did. */
  elapsedMs: () => number;
};

/** A subject the page was opened with (`/contact/?subject=…`, from a service or coverage link). */
function subjectFromAddress(maxLength: number): string | null {
  const subject = new URLSearchParams(window.location.search).get('subject')?.trim();
  return subject ? subject.slice(0, maxLength) : null;
}

/** The form's draft on this device: restored on load, kept as the visitor types, cleared on demand. */
export function useDraft(formRef: RefObject<HTMLFormElement | null>): {
  restored: RestoredDraft | null;
  draft: DraftControls;
} {
  const [restored, setRestored] = useState<RestoredDraft | null>(null);
  // One record of the draft in progress, shared by the callbacks below (never rendered).
  const state = useRef({
    /** When the form was ready (ms since the page started: people type before the script). */
    readyAt: 0,
    /** When the visitor started the draft they are on (device clock), if they have one. */
    startedAt: null as number | null,
    /** The draft's idempotency key (src/lib/enquiry-draft.ts), made with the draft. */
    key: null as string | null,
    /** The subject a link put in the form (kept with the draft, so a reload does not put it back). */
    linkSubject: undefined as string | undefined,
    timer: undefined as number | undefined,
  });

  // Once the script runs: what the visitor typed last time comes back (into empty fields: what
  // they typed before the script arrived stays), and a subject from the link that led here is set,
  // unless it is the one the draft already had (a reload: the visitor may have changed it since).
  useEffect(() => {
    const form = formRef.current;
    if (!form) return undefined;
    const kept = readDraft();
    const subject = fieldOf(form, 'subject');
    // A page built for one subject has it in the form already: that is the link's, not typed.
    const untouched = (field: HTMLInputElement | HTMLTextAreaElement) =>
      !field.value || field.value === field.defaultValue;
    const typedSubject = Boolean(subject && !untouched(subject));
    let filled = false;
    if (kept) {
      state.current.startedAt = kept.startedAt;
      state.current.key = kept.key;
      state.current.linkSubject = kept.linkSubject;
      for (const name of ENQUIRY_FIELD_NAMES) {
        const field = fieldOf(form, name);
        const value = kept.fields[name];
        if (field && value && untouched(field)) {
          filled ||= field.value !== value;
          field.value = value;
        }
      }
    }
    const asked =
      subject && !typedSubject
        ? (subjectFromAddress(subject.maxLength) ?? (subject.defaultValue || null))
        : null;
    const replaced = Boolean(subject && asked && asked !== kept?.linkSubject);
    if (subject && asked && replaced) {
      subject.value = asked;
      state.current.linkSubject = asked;
    }
    if (kept && filled) {
      setRestored({
        startedAt: kept.startedAt,
        ...(kept.fields.subject ? { subject: kept.fields.subject } : {}),
        ...(replaced && asked && asked !== kept.fields.subject ? { newSubject: asked } : {}),
      });
    }
    const timers = state.current;
    return () => window.clearTimeout(timers.timer);
  }, [formRef]);

  const draft = useMemo<DraftControls>(() => {
    const keep = (form: HTMLFormElement) => {
      window.clearTimeout(state.current.timer);
      state.current.startedAt ??= Date.now();
      state.current.key ??= newDraftKey();
      saveDraft({
        key: state.current.key,
        fields: typedFields(form),
        startedAt: state.current.startedAt,
        linkSubject: state.current.linkSubject,
      });
    };
    return {
      keep,
      keepAsNew(form) {
        state.current.key = newDraftKey();
        keep(form);
      },
      key: () => state.current.key,
      schedule(form) {
        window.clearTimeout(state.current.timer);
        state.current.timer = window.setTimeout(() => keep(form), SAVE_AFTER_MS);
      },
      forget() {
        window.clearTimeout(state.current.timer);
        clearDraft();
        state.current.startedAt = null;
        state.current.key = null;
        state.current.linkSubject = undefined;
        state.current.readyAt = performance.now();
        setRestored(null);
      },
      elapsedMs() {
        const { readyAt, startedAt } = state.current;
        return Math.max(
          performance.now() - readyAt,
          startedAt === null ? 0 : Date.now() - startedAt,
        );
      },
    };
  }, []);

  return { restored, draft };
}
