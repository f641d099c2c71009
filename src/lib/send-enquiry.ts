import { CONTACT_ENDPOINT, type FieldErrors } from './enquiry-form';

/** What became of a submitted enquiry, as the form needs to know it. */
export type SendOutcome =
  | { status: 'sent' }
  | { status: 'invalid'; errors: FieldErrors }
  /** `unreachable`: no answer came at all, not even a refusal (the server was not reached). */
  | { status: 'failed'; retryAfterSeconds?: number; unreachable?: boolean }
  /** The device has no connection: nothing was sent. */
  | { status: 'offline' };

/**
 * The one step that delivers an enquiry: given the form's fields and the draft's idempotency key,
 * says what became of it.
 */
export type SendEnquiry = (
  fields: Readonly<Record<string, string>>,
  key?: string,
) => Promise<SendOutcome>;

const TIMEOUT_MS = 20_000;

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/**
 * Posts the enquiry to /api/contact as JSON, with its idempotency key. Only a 2xx answer counts as sent; a 400 carries an
 * error per field; a device without a connection is `offline`; anything else (5xx, 429, no answer
 * in time) is a failure.
 */
export const sendEnquiry: SendEnquiry = async (fields, key) => {
  if (!navigator.onLine) return { status: 'offline' };
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), TIMEOUT_MS);
  try {
    // window.fetch, not the bare name: Gatsby would bundle node-fetch into the server rendering.
    const response = await window.fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        // The same key on every attempt: the server keeps the enquiry once.
        ...(key ? { 'Idempotency-Key': key } : {}),
      },
      body: JSON.stringify(fields),
      signal: controller.signal,
    });
    if (response.ok) return { status: 'sent' };
    if (response.status === 400) {
      const body: unknown = await response.json().catch(() => null);
      const errors =
        typeof body === 'object' && body !== null && 'fields' in body ? body.fields : null;
      if (isFieldErrors(errors) && Object.keys(errors).length > 0) {
        return { status: 'invalid', errors };
      }
    }
    if (response.status === 429) {
      const retryAfterSeconds = Number(response.headers.get('Retry-After')) || undefined;
      return { status: 'failed', retryAfterSeconds };
    }
    return { status: 'failed' };
  } catch {
    // No answer in time: the server may have kept it, so it is not sent again by itself.
    if (controller.signal.aborted) return { status: 'failed' };
    // No answer at all: the connection went while sending, or the server could not be reached.
    return navigator.onLine ? { status: 'failed', unreachable: true } : { status: 'offline' };
  } finally {
    clearTimeout(timer);
  }
};
