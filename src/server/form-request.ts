/**
 * What every form endpoint of the site (contact, waitlist) decides first, in this order: method,
 * origin, content type, then the body, read under hard limits on the bytes that actually arrive
 * (src/server/request-body.ts). What is left for each endpoint is its own fields.
 */
import { isPageLanguage, type PageLanguage } from '../content-model/languages';
import { LANGUAGE_FIELD } from '../lib/form-fields';
import {
  BODY_LIMITS,
  bodyFormatOf,
  readBody,
  type BodyFormat,
  type BodyLimits,
  type IncomingBody,
} from './request-body';
import { isSameSite } from './same-site';

export type FormRequest = {
  method: string;
  /** The request itself: its headers, and its body as a stream. */
  req: IncomingBody;
  /** Whether the connection to this server is HTTPS. */
  encrypted: boolean;
  /** Who is asking, for the rate limit. */
  client: string;
  now: number;
};

/** Why a request was refused before its fields were looked at; each has its own status. */
export type RequestRefusal =
  | { code: 'method_not_allowed' }
  | { code: 'forbidden_origin' }
  | { code: 'unsupported_media_type'; message: string }
  | { code: 'payload_too_large' }
  | { code: 'request_timeout' }
  | { code: 'malformed'; message: string }
  | { code: 'too_many_fields' };

export type ReadRequest =
  | { ok: true; format: BodyFormat; fields: Readonly<Record<string, unknown>> }
  | {
      ok: false;
      refusal: RequestRefusal;
      /** How the request was sent, when that could be told: a form gets a page back. */
      format: BodyFormat | null;
      /** The body was not read to its end: the connection must close after the answer. */
      closeConnection: boolean;
    };

/**
 * Checks the method, the origin and the content type, then reads the body within `limits`.
 * Refused before the body is read, the connection closes after the answer, rather than waiting
 * for (and throwing away) whatever body is still to come. Never throws.
 */
export async function readFormRequest(
  request: FormRequest,
  limits: BodyLimits = BODY_LIMITS,
): Promise<ReadRequest> {
  const { req } = request;
  const contentType = req.headers['content-type'];
  const declared = bodyFormatOf(Array.isArray(contentType) ? contentType[0] : contentType);
  const format = 'ok' in declared ? declared.format : null;
  const refuse = (refusal: RequestRefusal, closeConnection = false) =>
    ({ ok: false, refusal, format, closeConnection }) as const;

  if (request.method !== 'POST') return refuse({ code: 'method_not_allowed' }, true);
  if (!isSameSite(req.headers, request.encrypted))
    return refuse({ code: 'forbidden_origin' }, true);
  if (!('ok' in declared)) {
    const message =
      declared.problem === 'unsupported-charset'
        ? `The charset ${declared.charset} is not supported; send UTF-8.`
        : 'Send application/json or application/x-www-form-urlencoded.';
    return refuse({ code: 'unsupported_media_type', message }, true);
  }

  const body = await readBody(req, declared.format, limits);
  if ('ok' in body) return { ok: true, format: declared.format, fields: body.fields };
  switch (body.problem) {
    case 'unsupported-encoding':
      return refuse(
        {
          code: 'unsupported_media_type',
          message: `The content encoding ${body.encoding} is not supported; send gzip, deflate, br or none.`,
        },
        true,
      );
    case 'too-large':
      return refuse({ code: 'payload_too_large' }, true);
    case 'timeout':
    case 'aborted':
      return refuse({ code: 'request_timeout' }, true);
    case 'too-many-fields':
      return refuse({ code: 'too_many_fields' });
    case 'malformed':
      return refuse({ code: 'malformed', message: body.detail });
    default:
      return refuse({ code: 'malformed', message: 'The body could not be read.' });
  }
}

/** The named fields as the visitor typed them (text only), to give them back. */
export function typedValuesOf<Name extends string>(
  fields: Readonly<Record<string, unknown>>,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const values: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const value = Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (typeof value === 'string') values[name] = value;
  }
  return values;
}

/**
 * The language of the page a form was sent from: its hidden `language` field (English when it is
 * missing), which must be one the site has pages in. A form in any other is answered in English.
 */
export function formLanguage(
  fields: Readonly<Record<string, unknown>>,
  languages: readonly PageLanguage[],
): { ok: true; language: PageLanguage } | { ok: false; message: string } {
  const language = Object.hasOwn(fields, LANGUAGE_FIELD) ? fields[LANGUAGE_FIELD] : 'en';
  if (isPageLanguage(language) && languages.includes(language)) return { ok: true, language };
  return {
    ok: false,
    message: `The ${LANGUAGE_FIELD} field must be the language of one of this site's pages: ${languages.join(', ')}.`,
  };
}
