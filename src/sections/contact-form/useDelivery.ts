/**
 * Runs the delivery reducer (delivery.ts) against the page: sends once per `sending` state, waits
 * for the connection while the message waits, and retries on a timer while `retrying`. Each
 * effect belongs to one state and is undone when the state ends, so no timer or listener outlives
 * the state that asked for it.
 */
import { useEffect, useReducer, type RefObject } from 'react';
import { ELAPSED_FIELD } from '../../lib/enquiry-form';
import type { SendEnquiry, SendOutcome } from '../../lib/send-enquiry';
import {
  deliveryReducer,
  initialDelivery,
  isWaiting,
  type Delivery,
  type DeliveryEvent,
} from './delivery';
import { formFields, sameTyped, typedFields, typedOf } from './form-fields';

export type Delivered = {
  /** What went, and whether the form has changed since it was sent (those changes did not go). */
  onSent: (form: HTMLFormElement, unsentChanges: boolean) => void;
  /** The server refused fields. */
  onInvalid: (form: HTMLFormElement, outcome: Extract<SendOutcome, { status: 'invalid' }>) => void;
};

/**
 * What the request takes from the draft: the time on the form, the idempotency key, and a way to
 * make what the form holds a new message under a new key.
 */
export type DraftFacts = {
  elapsedMs: () => number;
  key: () => string | null;
  keepAsNew: (form: HTMLFormElement) => void;
};

/** Runs the form's delivery: the request, the wait for a connection, the retry timer. */
export function useDelivery(
  formRef: RefObject<HTMLFormElement | null>,
  send: SendEnquiry,
  { elapsedMs, key, keepAsNew }: DraftFacts,
  delivered: Delivered,
): [Delivery, (event: DeliveryEvent) => void] {
  const [delivery, dispatch] = useReducer(deliveryReducer, initialDelivery);

  // One request per `sending` state. Only its answer ends that state (the reducer ignores every
  // other event meanwhile), so the effect is undone, and an answer dropped, only when the form
  // goes. The callbacks are stable (useCallback/useMemo), so they never re-run it.
  const request = delivery.state === 'sending' ? delivery.request : null;
  const { onSent, onInvalid } = delivered;
  useEffect(() => {
    const form = formRef.current;
    if (request === null || !form) return undefined;
    let mounted = true;
    const fields = formFields(form);
    const sent = typedOf(fields);
    // Every attempt at one message carries its draft's key: the server keeps it once.
    const attempt = () =>
      send({ ...fields, [ELAPSED_FIELD]: String(Math.round(elapsedMs())) }, key() ?? undefined);
    attempt()
      .then((outcome) => {
        if (outcome.status !== 'conflict' || !mounted) return outcome;
        // An earlier attempt reached the server (its answer was lost) and the visitor has changed
        // the words since: what the form holds now is a new message, with a new key, sent once.
        keepAsNew(form);
        return attempt();
      })
      .catch((): SendOutcome => ({ status: 'failed' }))
      .then((outcome) => {
        if (!mounted) return;
        const unsentChanges = !sameTyped(typedFields(form), sent);
        dispatch({ type: 'answered', outcome, fields: sent, unsentChanges });
        if (outcome.status === 'sent') onSent(form, unsentChanges);
        if (outcome.status === 'invalid') onInvalid(form, outcome);
      })
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [request, formRef, send, elapsedMs, key, keepAsNew, onSent, onInvalid]);

  // Sent while offline: it goes as soon as the connection comes back, if the page is still open.
  const waiting = isWaiting(delivery);
  useEffect(() => {
    if (!waiting) return undefined;
    const online = () => dispatch({ type: 'online' });
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [waiting]);

  // The connection is back but the server is not reachable yet: tried again shortly.
  const retry = delivery.state === 'retrying' ? delivery : null;
  const retryKey = retry ? `${retry.request}:${retry.retries}` : null;
  const retryDelay = retry?.delayMs;
  useEffect(() => {
    if (retryKey === null || retryDelay === undefined) return undefined;
    const timer = window.setTimeout(() => dispatch({ type: 'retryDue' }), retryDelay);
    return () => window.clearTimeout(timer);
  }, [retryKey, retryDelay]);

  return [delivery, dispatch];
}
