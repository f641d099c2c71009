/**
 * What the contact endpoint decides, in the order it decides it: method, origin, content type,
 * body (bounded), fields (the enquiry schema), spam flags, rate limit, then keeping the enquiry.
 * src/api/contact.ts turns the outcome into an answer.
 */
import { ENQUIRY_FIELD_NAMES, type FieldErrors, type TypedValues } from '../lib/enquiry-form';
import type { ContactConfig } from './config';
import { appendJsonLine, newRecord, type EnquiryDelivery, type SpamRecord } from './delivery';
import { validateEnquiry } from './enquiry-schema';
import { takeToken } from './rate-limit';
import {
  BODY_LIMITS,
  bodyFormatOf,
  readBody,
  type BodyFormat,
  type BodyLimits,
  type IncomingBody,
} from './request-body';
import { isSameSite } from './same-site';
import { spamReasons } from './spam';

export type ContactRequest = {
  method: string;
  /** The request itself: its headers, and its body as a stream. */
  req: IncomingBody;
  /** Whether the connection to this server is HTTPS. */
  encrypted: boolean;
  /** Who is asking, for the rate limit. */
  client: string;
  now: number;
};

/** Why a request was not accepted; each has its own status (see src/api/contact.ts). */
export type Refusal =
  | { code: 'method_not_allowed' }
  | { code: 'forbidden_origin' }
  | { code: 'unsupported_media_type'; message: string }
  | { code: 'payload_too_large' }
  | { code: 'request_timeout' }
  | { code: 'malformed'; message: string }
  | { code: 'too_many_fields' }
  | { code: 'invalid'; fields: FieldErrors }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  | { code: 'delivery_failed' };

export type ContactOutcome =
  | { kind: 'accepted'; id: string; format: BodyFormat }
  | {
      kind: 'refused';
      refusal: Refusal;
      /** How the request was sent, when that could be told: a form gets a page back. */
      format: BodyFormat | null;
      /** What the visitor typed, to give it back to them. */
      values: TypedValues;
      /** The body was not read to its end: the connection must close after the answer. */
      closeConnection: boolean;
    };

function typedValues(fields: Readonly<Record<string, unknown>>): TypedValues {
  const values: TypedValues = {};
  for (const name of ENQUIRY_FIELD_NAMES) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

export async function handleContact(
  request: ContactRequest,
  config: ContactConfig,
  delivery: EnquiryDelivery,
  limits: BodyLimits = BODY_LIMITS,
): Promise<ContactOutcome> {
  const { req } = request;
  const contentType = req.headers['content-type'];
  const declared = bodyFormatOf(Array.isArray(contentType) ? contentType[0] : contentType);
  const format = 'ok' in declared ? declared.format : null;
  const refuse = (refusal: Refusal, values: TypedValues = {}, closeConnection = false) =>
    ({ kind: 'refused', refusal, format, values, closeConnection }) as const;

  if (request.method !== 'POST') return refuse({ code: 'method_not_allowed' });
  if (!isSameSite(req.headers, request.encrypted)) return refuse({ code: 'forbidden_origin' });
  if (!('ok' in declared)) {
    const message =
      declared.problem === 'unsupported-charset'
        ? `The charset ${declared.charset} is not supported; send UTF-8.`
        : 'Send application/json or application/x-www-form-urlencoded.';
    return refuse({ code: 'unsupported_media_type', message });
  }

  const body = await readBody(req, declared.format, limits);
  if (!('ok' in body)) {
    switch (body.problem) {
      case 'unsupported-encoding':
        return refuse({
          code: 'unsupported_media_type',
          message: `The content encoding ${body.encoding} is not supported; send gzip, deflate, br or none.`,
        });
      case 'too-large':
        return refuse({ code: 'payload_too_large' }, {}, true);
      case 'timeout':
      case 'aborted':
        return refuse({ code: 'request_timeout' }, {}, true);
      case 'too-many-fields':
        return refuse({ code: 'too_many_fields' });
      case 'malformed':
        return refuse({ code: 'malformed', message: body.detail });
      default:
        return refuse({ code: 'malformed', message: 'The body could not be read.' });
    }
  }

  const values = typedValues(body.fields);
  const checked = validateEnquiry(body.fields);
  if (!checked.ok) return refuse({ code: 'invalid', fields: checked.errors }, values);

  // Everything kept counts against the sender's limit, flagged or not; refused input does not.
  const decision = takeToken(request.client, request.now, config.rateLimit);
  if (!decision.allowed) {
    return refuse({ code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds }, values);
  }

  const record = newRecord(checked.value, new Date(request.now));
  const spam = spamReasons(body.fields, checked.value, config.minSubmitMs);
  try {
    if (spam.length > 0) {
      const flagged: SpamRecord = { ...record, spam };
      await appendJsonLine(config.spamPath, flagged);
    } else {
      await delivery.deliver(record);
    }
  } catch (error) {
    const where = spam.length > 0 ? `spam store ${config.spamPath}` : delivery.kind;
    console.error(`Contact enquiry ${record.id} could not be kept (${where}):`, error);
    return refuse({ code: 'delivery_failed' }, values);
  }
  return { kind: 'accepted', id: record.id, format: declared.format };
}
