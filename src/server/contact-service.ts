/**
 * What the contact endpoint decides, free of any HTTP framework: parse -> validate -> deliver.
 * src/api/contact.ts turns the outcome into a response.
 */
import {
  ENQUIRY_FIELDS,
  ENQUIRY_FIELD_NAMES,
  HONEYPOT_FIELD,
  STARTED_AT_FIELD,
  validateEnquiry,
  type EnquiryField,
  type FieldErrors,
} from '../lib/enquiry';
import type { ContactConfig } from './config';
import { newRecord, type EnquiryDelivery } from './delivery';
import { takeToken } from './rate-limit';

export type ContactRequest = {
  method: string;
  /** The Content-Type header as sent. */
  contentType: string | undefined;
  origin: string | undefined;
  host: string | undefined;
  /** Who is asking, for the rate limit. */
  client: string;
  body: unknown;
  now: number;
};

/** The form's fields as typed, kept so a visitor can be shown them again. */
export type TypedValues = Partial<Record<EnquiryField, string>>;

export type ContactOutcome =
  | { kind: 'delivered'; id: string }
  | { kind: 'discarded'; reason: 'honeypot' | 'too-fast' }
  | { kind: 'method-not-allowed' }
  | { kind: 'unsupported-media-type' }
  | { kind: 'forbidden-origin' }
  | { kind: 'malformed' }
  | { kind: 'rate-limited'; retryAfterSeconds: number; values: TypedValues }
  | { kind: 'invalid'; errors: FieldErrors; values: TypedValues }
  | { kind: 'delivery-failed'; values: TypedValues };

export type BodyFormat = 'json' | 'form';

/** 'json' for application/json, 'form' for a natively posted form, otherwise null. */
export function bodyFormat(contentType: string | undefined): BodyFormat | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return null;
}

function sameOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin) return true; // Not sent by every browser for same-origin form posts.
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typedValues(body: Record<string, unknown>): TypedValues {
  const values: TypedValues = {};
  for (const name of ENQUIRY_FIELD_NAMES) {
    const value = body[name];
    // Kept to show the visitor again; bounded, even when the value itself was refused as too long.
    if (typeof value === 'string')
      values[name] = value.slice(0, ENQUIRY_FIELDS[name].maxLength * 2);
  }
  return values;
}

function spamReason(
  body: Record<string, unknown>,
  now: number,
  minSubmitMs: number,
): 'honeypot' | 'too-fast' | null {
  const trap = body[HONEYPOT_FIELD];
  if (trap !== undefined && trap !== '') return 'honeypot';
  // Set by the page's script when the form appears; absent when JavaScript is off.
  const startedAt = Number(body[STARTED_AT_FIELD]);
  if (body[STARTED_AT_FIELD] && Number.isFinite(startedAt) && now - startedAt < minSubmitMs) {
    return 'too-fast';
  }
  return null;
}

export async function handleContact(
  request: ContactRequest,
  config: ContactConfig,
  delivery: EnquiryDelivery,
): Promise<ContactOutcome> {
  if (request.method !== 'POST') return { kind: 'method-not-allowed' };
  if (!bodyFormat(request.contentType)) return { kind: 'unsupported-media-type' };
  if (!sameOrigin(request.origin, request.host)) return { kind: 'forbidden-origin' };

  if (!isRecord(request.body)) return { kind: 'malformed' };
  const body = request.body;

  // Caught spam and refused input store nothing and cost nothing: only the enquiries that would
  // be delivered count against the sender's limit.
  const spam = spamReason(body, request.now, config.minSubmitMs);
  if (spam) return { kind: 'discarded', reason: spam };

  const checked = validateEnquiry(body);
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors, values: typedValues(body) };

  const decision = takeToken(request.client, request.now, config.rateLimit);
  if (!decision.allowed) {
    return {
      kind: 'rate-limited',
      retryAfterSeconds: decision.retryAfterSeconds,
      values: typedValues(body),
    };
  }

  const record = newRecord(checked.value, new Date(request.now));
  try {
    await delivery.deliver(record);
  } catch (error) {
    console.error(
      `Contact enquiry ${record.id} could not be delivered by ${delivery.kind}:`,
      error,
    );
    return { kind: 'delivery-failed', values: typedValues(body) };
  }
  return { kind: 'delivered', id: record.id };
}
