/**
 * What the contact endpoint decides, in the order it decides it: method, origin, content type,
 * body (bounded), fields (the enquiry schema), spam flags, rate limit, then keeping the enquiry
 * (in the database first, e-mailed after). src/api/contact.ts turns the outcome into an answer.
 */
import {
  ENQUIRY_FIELD_NAMES,
  type Enquiry,
  type FieldErrors,
  type TypedValues,
} from '../lib/enquiry-form';
import type { ContactConfig } from './config';
import { fingerprintOf, keepEnquiry, type Queryable, type Retention } from './enquiries';
import { validateEnquiry } from './enquiry-schema';
import { notify, type Notifier } from './notify';
import { returnToken, takeToken } from './rate-limit';
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
  | { code: 'bad_key'; message: string }
  | { code: 'invalid'; fields: FieldErrors }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  | { code: 'key_conflict' }
  | { code: 'delivery_failed' };

export type ContactOutcome =
  | { kind: 'accepted'; id: string; format: BodyFormat; repeat: boolean }
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

/** The header the page's script sends each enquiry's idempotency key in. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const KEY_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * The enquiry's idempotency key: the one the browser made with the draft (header), or, for a
 * form posted without JavaScript (the static page cannot carry a key per visit), one derived from
 * the enquiry's own words and who sent it (the rate limit's client address): the same words sent
 * again from the same place (a second click, a resubmitted page) are kept once, while the same
 * words from someone else are theirs.
 */
function idempotencyKey(
  header: string | string[] | undefined,
  enquiry: Enquiry,
  client: string,
): { ok: true; key: string } | { ok: false; message: string } {
  if (header === undefined) {
    return { ok: true, key: `words:${JSON.stringify([client, fingerprintOf(enquiry)])}` };
  }
  const value = Array.isArray(header) ? header : [header];
  if (value.length !== 1 || !KEY_PATTERN.test(value[0] ?? '')) {
    return {
      ok: false,
      message: 'The Idempotency-Key header must be one value of 16 to 128 letters, digits, - or _.',
    };
  }
  return { ok: true, key: `browser:${value[0]}` };
}

/**
 * Where and how an accepted enquiry goes: the database (opened only when needed), its retention
 * periods, and the e-mail to sales.
 */
export type Keeping = {
  database: () => Promise<Queryable>;
  retention: Retention;
  notifier: Notifier | null;
};

export async function handleContact(
  request: ContactRequest,
  config: ContactConfig,
  keeping: Keeping,
  limits: BodyLimits = BODY_LIMITS,
): Promise<ContactOutcome> {
  const { req } = request;
  const contentType = req.headers['content-type'];
  const declared = bodyFormatOf(Array.isArray(contentType) ? contentType[0] : contentType);
  const format = 'ok' in declared ? declared.format : null;
  const refuse = (refusal: Refusal, values: TypedValues = {}, closeConnection = false) =>
    ({ kind: 'refused', refusal, format, values, closeConnection }) as const;

  // Refused before the body is read: the connection closes after the answer, rather than
  // waiting for (and throwing away) whatever body is still to come.
  if (request.method !== 'POST') return refuse({ code: 'method_not_allowed' }, {}, true);
  if (!isSameSite(req.headers, request.encrypted)) {
    return refuse({ code: 'forbidden_origin' }, {}, true);
  }
  if (!('ok' in declared)) {
    const message =
      declared.problem === 'unsupported-charset'
        ? `The charset ${declared.charset} is not supported; send UTF-8.`
        : 'Send application/json or application/x-www-form-urlencoded.';
    return refuse({ code: 'unsupported_media_type', message }, {}, true);
  }

  const body = await readBody(req, declared.format, limits);
  if (!('ok' in body)) {
    switch (body.problem) {
      case 'unsupported-encoding':
        return refuse(
          {
            code: 'unsupported_media_type',
            message: `The content encoding ${body.encoding} is not supported; send gzip, deflate, br or none.`,
          },
          {},
          true,
        );
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
  const key = idempotencyKey(req.headers[IDEMPOTENCY_HEADER], checked.value, request.client);
  if (!key.ok) return refuse({ code: 'bad_key', message: key.message }, values);

  // Everything kept counts against the sender's limit, flagged or not; refused input does not.
  const decision = takeToken(request.client, request.now, config.rateLimit);
  if (!decision.allowed) {
    return refuse({ code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds }, values);
  }

  const { notifier } = keeping;
  const spam = spamReasons(body.fields, checked.value, config.minSubmitMs);
  let db: Queryable;
  let kept;
  try {
    db = await keeping.database();
    kept = await keepEnquiry(db, {
      enquiry: checked.value,
      receivedAt: new Date(request.now),
      key: key.key,
      spam,
      retention: keeping.retention,
      mail: notifier !== null,
    });
  } catch (error) {
    console.error('An enquiry could not be kept; the visitor is told:', error);
    // Nothing was kept, so it does not count against the sender's limit.
    returnToken(request.client, request.now);
    return refuse({ code: 'delivery_failed' }, values);
  }
  if (!kept.created) {
    // A repeat (a retry whose first answer was lost, a second click): nothing new was kept, so it
    // does not count against the limit, and nobody is e-mailed again.
    returnToken(request.client, request.now);
    if (!kept.sameWords) return refuse({ code: 'key_conflict' }, values);
    return { kind: 'accepted', id: kept.id, format: declared.format, repeat: true };
  }
  // Kept: the visitor will be told it was sent. Then sales are told; if the e-mail fails, the
  // enquiry waits, unsent, and the hourly resend sends it off the visitor's path.
  const { record } = kept;
  if (notifier && record.notify) await notify(db, notifier, record);
  return { kind: 'accepted', id: record.id, format: declared.format, repeat: false };
}
