/**
 * What the contact endpoint decides, in the order it decides it: method, origin, content type,
 * body (bounded; src/server/form-request.ts, as every form endpoint), fields (the enquiry schema),
 * spam flags, rate limit, then keeping the enquiry (in the database first, e-mailed after).
 * src/api/contact.ts turns the outcome into an answer.
 */
import { errorText } from './log';
import type { PageLanguage } from '../content-model/languages';
import {
  ENQUIRY_FIELD_NAMES,
  type Enquiry,
  type FieldErrors,
  type TypedValues,
} from '../lib/enquiry-form';
import { formWordsIn, type BuiltData } from './built-data';
import type { ContactConfig } from './config';
import {
  fingerprintOf,
  keepEnquiry,
  keptUnderKey,
  type Queryable,
  type Retention,
} from './enquiries';
import { validateEnquiry } from './enquiry-schema';
import {
  formLanguage,
  readFormRequest,
  typedValuesOf,
  type FormRequest,
  type RequestRefusal,
} from './form-request';
import { withMailSession } from './mail';
import { notify, type Notifier } from './notify';
import { bucketOf, returnToken, takeToken } from './rate-limit';
import { BODY_LIMITS, type BodyFormat, type BodyLimits } from './request-body';
import { spamReasons } from './spam';

export type ContactRequest = FormRequest;

/** Why a request was not accepted; each has its own status (see src/api/contact.ts). */
export type Refusal =
  | RequestRefusal
  | { code: 'bad_key'; message: string }
  | { code: 'bad_language'; message: string }
  | { code: 'invalid'; fields: FieldErrors }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  | { code: 'key_conflict' }
  | { code: 'delivery_failed' };

export type ContactOutcome =
  | {
      kind: 'accepted';
      id: string;
      format: BodyFormat;
      repeat: boolean;
      /** The language of the page it was sent from: a form is answered in it. */
      language: PageLanguage;
    }
  | {
      kind: 'refused';
      refusal: Refusal;
      /** How the request was sent, when that could be told: a form gets a page back. */
      format: BodyFormat | null;
      /** What the visitor typed, to give it back to them. */
      values: TypedValues;
      /** The body was not read to its end: the connection must close after the answer. */
      closeConnection: boolean;
      /**
       * The language to answer in: the page's the form was sent from, when the site has pages in
       * it, otherwise English.
       */
      language: PageLanguage;
    };

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
 * How long the visitor's answer waits for the e-mail to sales: a slow mail server delays nobody
 * longer. The e-mail goes on after the answer (`background`), and the resend job sends what it
 * could not.
 */
export const ANSWER_WAITS_FOR_MAIL_MS = 3_000;

/**
 * Where and how an accepted enquiry goes: the database (opened only when needed), the site's key,
 * its retention periods, and the e-mail to sales.
 */
export type Keeping = {
  database: () => Promise<Queryable>;
  /** The site's key (src/server/secret.ts): it keys the rate limit and the stored key digests. */
  secret: () => string;
  /** The languages the build made pages in (English first): an enquiry's must be one of them. */
  languages: readonly PageLanguage[];
  /** The form's words in each of them: a refused field is answered in its page's language. */
  formWords: BuiltData['formWords'];
  retention: Retention;
  notifier: Notifier | null;
  /**
   * Hands over work that goes on after the visitor has their answer (Netlify's
   * `context.waitUntil`; a server of one's own just lets it run).
   */
  background: (work: Promise<unknown>) => void;
};

export async function handleContact(
  request: ContactRequest,
  config: ContactConfig,
  keeping: Keeping,
  limits: BodyLimits = BODY_LIMITS,
): Promise<ContactOutcome> {
  const { req } = request;
  const read = await readFormRequest(request, limits);
  if (!read.ok) {
    const { refusal, format, closeConnection } = read;
    return { kind: 'refused', refusal, format, values: {}, closeConnection, language: 'en' };
  }
  const { format, fields } = read;
  const language = formLanguage(fields, keeping.languages);
  const refuse = (refusal: Refusal, values: TypedValues = {}) =>
    ({
      kind: 'refused',
      refusal,
      format,
      values,
      closeConnection: false,
      language: language.ok ? language.language : 'en',
    }) as const;

  const values = typedValuesOf(fields, ENQUIRY_FIELD_NAMES);
  const checked = validateEnquiry(
    fields,
    formWordsIn(keeping, language.ok ? language.language : 'en'),
    keeping.formWords.en,
  );
  if (!checked.ok) return refuse({ code: 'invalid', fields: checked.errors }, values);
  const key = idempotencyKey(req.headers[IDEMPOTENCY_HEADER], checked.value, request.client);
  if (!key.ok) return refuse({ code: 'bad_key', message: key.message }, values);
  if (!language.ok) return refuse({ code: 'bad_language', message: language.message }, values);

  let db: Queryable;
  let secret: string;
  try {
    secret = keeping.secret();
    db = await keeping.database();
  } catch (error) {
    console.error(
      'An enquiry could not be kept (no database or no key); the visitor is told:',
      errorText(error),
    );
    return refuse({ code: 'delivery_failed' }, values);
  }

  // Everything kept counts against the sender's limit, flagged or not; refused input does not.
  const bucket = bucketOf(secret, 'contact', request.client);
  let decision: Awaited<ReturnType<typeof takeToken>>;
  try {
    decision = await takeToken(db, bucket, request.now, config.rateLimit);
  } catch (error) {
    console.error(
      'An enquiry could not be kept (the database did not count it); the visitor is told:',
      errorText(error),
    );
    return refuse({ code: 'delivery_failed' }, values);
  }
  if (!decision.allowed) {
    return refuse({ code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds }, values);
  }
  const giveBack = () =>
    returnToken(db, decision.ticket).catch((error: unknown) =>
      console.error('A rate-limit count could not be given back:', errorText(error)),
    );

  const { notifier } = keeping;
  const spam = spamReasons(fields, checked.value.message, config.minSubmitMs);
  let kept;
  try {
    kept = await keepEnquiry(db, {
      enquiry: checked.value,
      language: language.language,
      receivedAt: new Date(request.now),
      key: key.key,
      secret,
      spam,
      retention: keeping.retention,
      mail: notifier !== null,
    });
  } catch (error) {
    console.error(
      'Keeping an enquiry failed; asking whether it was kept all the same:',
      errorText(error),
    );
    // The row may be there while its answer was lost (a timeout, a broken connection): a visitor
    // is told "not kept" only when it is not. The resend job e-mails one found here.
    const found = await keptUnderKey(db, key.key, secret).catch(() => undefined);
    if (found) {
      return { kind: 'accepted', id: found, format, repeat: false, language: language.language };
    }
    // Not kept (or not known): nothing counts against the limit when it is known not to be.
    if (found === null) await giveBack();
    return refuse({ code: 'delivery_failed' }, values);
  }
  if (!kept.created) {
    // A repeat (a retry whose first answer was lost, a second click): nothing new was kept, so it
    // does not count against the limit, and nobody is e-mailed again.
    await giveBack();
    if (!kept.sameWords) return refuse({ code: 'key_conflict' }, values);
    return { kind: 'accepted', id: kept.id, format, repeat: true, language: language.language };
  }
  // Kept: the visitor will be told it was sent. Then sales are told, over the answer's shoulder:
  // the answer waits a moment for the e-mail, never longer; if it fails, the enquiry waits,
  // unsent, and the resend job sends it off the visitor's path.
  const { record } = kept;
  if (notifier && record.notify) {
    const sending = withMailSession(notifier.smtp.url, (session) =>
      notify(db, notifier, session, record),
    ).catch((error: unknown) =>
      console.error(
        `Enquiry ${record.id}: e-mailing it failed; the resend job tries again:`,
        errorText(error),
      ),
    );
    keeping.background(sending);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sending,
      new Promise((resolve) => (timer = setTimeout(resolve, ANSWER_WAITS_FOR_MAIL_MS))),
    ]);
    clearTimeout(timer);
  }
  return { kind: 'accepted', id: record.id, format, repeat: false, language: language.language };
}
