/**
 * @jest-environment node
 */
import {
  RECONNECT_RETRY_MS,
  deliveryReducer,
  fieldErrorsOf,
  initialDelivery,
  isWaiting,
  type Delivery,
  type DeliveryEvent,
} from '../../../../src/sections/contact-form/delivery';
import type { SendOutcome } from '../../../../src/lib/send-enquiry';

const FIELDS = { firstName: 'Adaeze', subject: 'Fibre for our office', message: 'Hello' };

const answered = (outcome: SendOutcome, unsentChanges = false): DeliveryEvent => ({
  type: 'answered',
  outcome,
  fields: FIELDS,
  unsentChanges,
});

/** The state after these events, from a fresh form. */
const after = (...events: DeliveryEvent[]): Delivery =>
  events.reduce(deliveryReducer, initialDelivery);

describe('the delivery state machine', () => {
  it('sends on submit, once, however often the visitor presses Send meanwhile', () => {
    const sending = after({ type: 'submit' });
    expect(sending).toEqual({ state: 'sending', request: 1, reconnected: false, retries: 0 });
    expect(deliveryReducer(sending, { type: 'submit' })).toBe(sending);
    expect(deliveryReducer(sending, { type: 'online' })).toBe(sending);
    expect(deliveryReducer(sending, { type: 'cleared' })).toBe(sending);
  });

  it('a sent message remembers what went and whether the form changed on the way', () => {
    expect(after({ type: 'submit' }, answered({ status: 'sent' }))).toEqual({
      state: 'sent',
      request: 1,
      fields: FIELDS,
      unsentChanges: false,
    });
    expect(after({ type: 'submit' }, answered({ status: 'sent' }, true))).toMatchObject({
      state: 'sent',
      unsentChanges: true,
    });
  });

  it('a refused field keeps its error until the visitor edits that field', () => {
    const invalid = after(
      { type: 'submit' },
      answered({ status: 'invalid', errors: { email: 'Bad e-mail', phone: 'Bad phone' } }),
    );
    expect(fieldErrorsOf(invalid)).toEqual({ email: 'Bad e-mail', phone: 'Bad phone' });
    expect(deliveryReducer(invalid, { type: 'edited', field: 'message' })).toBe(invalid);
    const fixed = deliveryReducer(invalid, { type: 'edited', field: 'email' });
    expect(fieldErrorsOf(fixed)).toEqual({ phone: 'Bad phone' });
    expect(fieldErrorsOf(deliveryReducer(fixed, { type: 'submit' }))).toEqual({});
  });

  it('a failure is a failure when the visitor sent it, with the wait the server asked for', () => {
    expect(after({ type: 'submit' }, answered({ status: 'failed', unreachable: true }))).toEqual({
      state: 'failed',
      request: 1,
    });
    expect(
      after({ type: 'submit' }, answered({ status: 'failed', retryAfterSeconds: 42 })),
    ).toEqual({ state: 'failed', request: 1, retryAfterSeconds: 42 });
  });

  it('words refused twice under different keys end as a failure the visitor can retry', () => {
    expect(after({ type: 'submit' }, answered({ status: 'conflict' }))).toEqual({
      state: 'failed',
      request: 1,
    });
  });

  it('offline: waits, then sends when the connection returns, and only then', () => {
    const offline = after({ type: 'submit' }, answered({ status: 'offline' }));
    expect(offline).toEqual({ state: 'offline', request: 1 });
    expect(isWaiting(offline)).toBe(true);
    expect(deliveryReducer(offline, { type: 'retryDue' })).toBe(offline);
    expect(deliveryReducer(offline, { type: 'online' })).toEqual({
      state: 'sending',
      request: 2,
      reconnected: true,
      retries: 0,
    });
    expect(deliveryReducer(initialDelivery, { type: 'online' })).toBe(initialDelivery);
  });

  it('after the connection returns, an unreachable server is retried on a growing delay, then given up', () => {
    let state = after({ type: 'submit' }, answered({ status: 'offline' }), { type: 'online' });
    const delays: number[] = [];
    for (;;) {
      state = deliveryReducer(state, answered({ status: 'failed', unreachable: true }));
      if (state.state !== 'retrying') break;
      delays.push(state.delayMs);
      expect(isWaiting(state)).toBe(true);
      state = deliveryReducer(state, { type: 'retryDue' });
      expect(state).toMatchObject({ state: 'sending', reconnected: true });
    }
    expect(delays).toEqual([...RECONNECT_RETRY_MS]);
    expect(state.state).toBe('failed');
  });

  it('the connection coming back during a retry wait sends at once, counting from the start', () => {
    const retrying = after(
      { type: 'submit' },
      answered({ status: 'offline' }),
      { type: 'online' },
      answered({ status: 'failed', unreachable: true }),
      { type: 'retryDue' },
      answered({ status: 'failed', unreachable: true }),
    );
    expect(retrying).toMatchObject({ state: 'retrying', retries: 2 });
    expect(deliveryReducer(retrying, { type: 'online' })).toMatchObject({
      state: 'sending',
      retries: 0,
    });
  });

  it('an answer that comes when nothing is being sent changes nothing', () => {
    const sent = after({ type: 'submit' }, answered({ status: 'sent' }));
    expect(deliveryReducer(sent, answered({ status: 'failed' }))).toBe(sent);
  });

  it('"Clear" starts again from any state but sending', () => {
    const failed = after({ type: 'submit' }, answered({ status: 'failed' }));
    expect(deliveryReducer(failed, { type: 'cleared' })).toEqual({
      state: 'editing',
      cleared: true,
    });
  });
});
