/**
 * What becomes of a message once the visitor presses Send: one reducer with named states, no DOM,
 * no timers. The form's hook (useDelivery.ts) runs the effects each state asks for: a request
 * while `sending`, a timer while `retrying`, a listener for the connection while `offline` or
 * `retrying`.
 */
import type { FieldErrors, TypedValues } from '../../lib/enquiry-form';
import type { SendOutcome } from '../../lib/send-enquiry';

/** After the connection returns, tries while the server cannot be reached yet (DNS, a portal). */
export const RECONNECT_RETRY_MS = [3_000, 6_000, 12_000, 24_000] as const;

export type Delivery =
  /** Nothing sent yet, or the visitor started again (`cleared`: by the "Clear" button). */
  | { state: 'editing'; cleared?: boolean }
  /**
   * One request on its way. `request` numbers it (an effect sends once per number);
   * `reconnected`: sent because the connection came back, so an unreachable server is retried.
   */
  | { state: 'sending'; request: number; reconnected: boolean; retries: number }
  /** Sent while the device had no connection: it goes when the connection returns. */
  | { state: 'offline'; request: number }
  /** The connection is back but the server cannot be reached yet: tried again after `delayMs`. */
  | { state: 'retrying'; request: number; retries: number; delayMs: number }
  /**
   * The server took it. `fields`: what was sent, to show it back; `unsentChanges`: the visitor
   * changed the form while it was on its way (those changes stay in the form, unsent).
   */
  | { state: 'sent'; request: number; fields: TypedValues; unsentChanges: boolean }
  /** The server refused some fields: an error by each. */
  | { state: 'invalid'; request: number; errors: FieldErrors }
  /** Not sent (server error, no answer in time, too many messages). */
  | { state: 'failed'; request: number; retryAfterSeconds?: number };

export type DeliveryEvent =
  /** The visitor pressed Send (or Send now). */
  | { type: 'submit' }
  /** The browser says the connection is back. */
  | { type: 'online' }
  /** The retry timer of `retrying` is due. */
  | { type: 'retryDue' }
  /** The request of `sending` was answered; `fields` is what it carried. */
  | { type: 'answered'; outcome: SendOutcome; fields: TypedValues; unsentChanges: boolean }
  /** The visitor changed a field (its error, if any, goes). */
  | { type: 'edited'; field: string }
  /** The visitor emptied the form with "Clear what I typed". */
  | { type: 'cleared' };

export const initialDelivery: Delivery = { state: 'editing' };

const requestOf = (delivery: Delivery) => ('request' in delivery ? delivery.request : 0);

function sending(from: Delivery, reconnected: boolean, retries = 0): Delivery {
  return { state: 'sending', request: requestOf(from) + 1, reconnected, retries };
}

/** The next state; the same object when the event changes nothing (so no effect runs again). */
export function deliveryReducer(delivery: Delivery, event: DeliveryEvent): Delivery {
  switch (event.type) {
    case 'submit':
      // One request at a time, whoever asks.
      return delivery.state === 'sending' ? delivery : sending(delivery, false);
    case 'online':
      return delivery.state === 'offline' || delivery.state === 'retrying'
        ? sending(delivery, true)
        : delivery;
    case 'retryDue':
      return delivery.state === 'retrying' ? sending(delivery, true, delivery.retries) : delivery;
    case 'answered':
      return delivery.state === 'sending' ? answered(delivery, event) : delivery;
    case 'edited': {
      if (delivery.state !== 'invalid' || !(event.field in delivery.errors)) return delivery;
      const errors: FieldErrors = { ...delivery.errors };
      delete errors[event.field as keyof FieldErrors];
      return { ...delivery, errors };
    }
    case 'cleared':
      // A message on its way is not taken back: its answer still comes.
      return delivery.state === 'sending' ? delivery : { state: 'editing', cleared: true };
  }
}

function answered(
  from: Extract<Delivery, { state: 'sending' }>,
  { outcome, fields, unsentChanges }: Extract<DeliveryEvent, { type: 'answered' }>,
): Delivery {
  const { request } = from;
  switch (outcome.status) {
    case 'sent':
      return { state: 'sent', request, fields, unsentChanges };
    case 'invalid':
      return { state: 'invalid', request, errors: outcome.errors };
    case 'offline':
      return { state: 'offline', request };
    case 'conflict':
      // Sent again under a new key and refused again: nothing more the form can do by itself.
      return { state: 'failed', request };
    case 'failed': {
      const delayMs = RECONNECT_RETRY_MS[from.retries];
      if (from.reconnected && outcome.unreachable && delayMs !== undefined) {
        return { state: 'retrying', request, retries: from.retries + 1, delayMs };
      }
      return outcome.retryAfterSeconds
        ? { state: 'failed', request, retryAfterSeconds: outcome.retryAfterSeconds }
        : { state: 'failed', request };
    }
  }
}

/** The errors to show by the fields. */
export const fieldErrorsOf = (delivery: Delivery): FieldErrors =>
  delivery.state === 'invalid' ? delivery.errors : {};

/** The message is waiting on the device (shown, and the button says "Send now"). */
export const isWaiting = (
  delivery: Delivery,
): delivery is Extract<Delivery, { state: 'offline' | 'retrying' }> =>
  delivery.state === 'offline' || delivery.state === 'retrying';
