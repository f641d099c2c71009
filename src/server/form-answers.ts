/**
 * How the site's form functions (src/api/contact.ts, src/api/waitlist.ts) answer: with the
 * endpoint's own JSON for a program (`{ ok: true }`, or `{ error, message, fields?,
 * retryAfterSeconds? }`), and for a form posted without JavaScript a 303 to its thank-you page, or
 * its own built page again, filled in, with what went wrong. Also what both need from the request
 * and the build: Gatsby's body parsers switched off, who is asking, the built data.
 */
import { errorText } from './log';
import type { SiteFileData } from '../content-model/content-schema';
import type { PageLanguage } from '../content-model/languages';
import { filled } from '../lib/form-words';
import { builtData, type BuiltData } from './built-data';
import type { FormPageLangs } from './form-page';
import { jsonAnswer, NO_STORE, seeOther, type SiteResponse } from './http';
import type { RequestRefusal } from './form-request';
import { BODY_LIMITS, type BodyFormat } from './request-body';

/**
 * Gatsby's body parsers are switched off by giving each a content type no request has, so the
 * handler reads the raw stream itself, under its own limits (src/server/request-body.ts). Each
 * function exports it as `config`, named with a string: Gatsby takes a `config` export it can see
 * for a page's config and then builds server-rendering engines the site does not use (gatsby#38465).
 */
const NO_BODY_PARSING = { type: 'application/x-not-parsed-by-gatsby' };
export const FUNCTION_CONFIG = {
  bodyParser: {
    json: NO_BODY_PARSING,
    text: NO_BODY_PARSING,
    raw: NO_BODY_PARSING,
    urlencoded: { ...NO_BODY_PARSING, extended: false },
  },
};

/**
 * The build's data (built pages, settings, deploy context), or, where no build handed any over
 * (`gatsby develop`), the content as it is now.
 */
export async function siteData(): Promise<BuiltData> {
  const built = builtData();
  if (built) return built;
  const { developmentData } = await import(/* webpackMode: "eager" */ './content-data');
  return developmentData();
}

/** The CSP of a page a function answers: the built page's styles, no script at all. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** What every answer to a link in an e-mail carries: nothing cached, nothing told, nothing indexed. */
export const LINK_HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

/** A page an endpoint writes itself (src/server/form-page.ts `messagePage`), as an answer. */
export function pageAnswer(
  status: number,
  body: string,
  headers: Record<string, string> = LINK_HEADERS,
): SiteResponse {
  return {
    status,
    headers: {
      ...headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Security-Policy': PAGE_CSP,
    },
    body,
  };
}

/** An answer: its status, and words for a program (`message`) and for a person (title, lead). */
export type Answer = { status: number; message: string; title: string; lead: string };

/** How one endpoint's answers name what is sent, for the refusals every form endpoint shares. */
export type FormWords = {
  /** What the visitor sends, after "your": "message", "sign-up". */
  thing: string;
  /** What the endpoint keeps, for programs: "enquiries", "sign-ups"; and one: "The enquiry". */
  records: string;
  one: string;
  /** The form, for a person: "the contact form". */
  form: string;
  /** Its page, for a person: "our contact page". */
  page: string;
  /** Said when nothing was done: "Your message has not been sent yet." */
  notDone: string;
};

const LIMIT_KB = Math.floor(BODY_LIMITS.maxBytes / 1024);

/** Refusals every form endpoint shares, besides those of the request itself. */
export type SharedRefusal =
  | RequestRefusal
  | { code: 'invalid' }
  | { code: 'bad_language'; message: string }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  | { code: 'delivery_failed' };

/** What a refusal every form endpoint shares is answered with, in `words`. */
export function sharedAnswer(refusal: SharedRefusal, words: FormWords): Answer {
  const { thing, notDone } = words;
  switch (refusal.code) {
    case 'method_not_allowed':
      return {
        status: 405,
        message: 'Use POST.',
        title: `Please send your ${thing} from the form`,
        lead: `This address only receives ${thing}s sent from ${words.form}. ${notDone}`,
      };
    case 'forbidden_origin':
      return {
        status: 403,
        message: `${words.records.charAt(0).toUpperCase()}${words.records.slice(1)} are only accepted from this site's own pages.`,
        title: `Please send your ${thing} from ${words.page}`,
        lead: `This form can only be sent from our own website. ${notDone}`,
      };
    case 'unsupported_media_type':
      return {
        status: 415,
        message: refusal.message,
        title: `Your ${thing} could not be read`,
        lead: `Your browser sent the form in a way we cannot read. ${notDone}`,
      };
    case 'payload_too_large':
      return {
        status: 413,
        message: `The request body must be at most ${LIMIT_KB} KB.`,
        title: `Your ${thing} is too long`,
        lead: `The form sent more than ${LIMIT_KB} KB. Please shorten your ${thing} and send it again.`,
      };
    case 'request_timeout':
      return {
        status: 408,
        message: 'The request body did not arrive in time.',
        title: `Your ${thing} did not arrive in full`,
        lead: `The connection was too slow or was interrupted. ${notDone} Please try again.`,
      };
    case 'malformed':
      return {
        status: 400,
        message: refusal.message,
        title: `Your ${thing} could not be read`,
        lead: `The form arrived damaged. ${notDone} Please check it and send it again.`,
      };
    case 'bad_language':
      return {
        status: 400,
        message: refusal.message,
        title: `Your ${thing} could not be read`,
        lead: `The form arrived damaged. ${notDone} Please send it again.`,
      };
    case 'too_many_fields':
      return {
        status: 400,
        message: `The body has more fields than ${words.form} sends.`,
        title: `Your ${thing} could not be read`,
        lead: `The form arrived with more fields than it has. ${notDone}`,
      };
    case 'invalid':
      return {
        status: 400,
        message: 'Some fields need attention.',
        title: `Please check your ${thing}`,
        lead: `Some fields need attention. ${notDone}`,
      };
    case 'rate_limited':
      return {
        status: 429,
        message: `Too many ${words.records} from this address; try again in ${refusal.retryAfterSeconds} seconds.`,
        title: 'Please wait a moment',
        lead: `You have sent several ${thing}s in a short time. Please wait ${refusal.retryAfterSeconds} seconds and send it again.`,
      };
    case 'delivery_failed':
      return {
        status: 503,
        message: `${words.one} could not be confirmed as kept. Send it again (with the same Idempotency-Key, if it had one) in a few minutes: it is never kept twice.`,
        title: `Your ${thing} may not have reached us`,
        lead: `Something went wrong on our side, so we cannot be sure your ${thing} reached us. Everything you typed is below: please send it again in a few minutes (we will not get it twice), or call or e-mail us.`,
      };
  }
}

/** The words an endpoint answers a person with (a form's `answers`, in the page's language). */
export type AnswerWords = SiteFileData<'contactPage'>['form']['answers'];

/** What a refusal's words depend on: its code, and the seconds to wait when there were too many. */
type Said = { code: string; retryAfterSeconds?: number | undefined };

/**
 * The refusals a visitor meets most, as a person reads them in the page's words: a field to put
 * right, too many at once, not kept on our side. The rare ones, of requests damaged or not from
 * the site, are English: such a request may say no language at all.
 */
function saidIn(
  answers: AnswerWords,
  { code, retryAfterSeconds }: Said,
): { title: string; lead: string } | null {
  switch (code) {
    case 'invalid':
      return { title: answers.checkTitle, lead: answers.checkLead };
    case 'rate_limited':
      return {
        title: answers.waitTitle,
        lead: filled(answers.waitLead, { number: retryAfterSeconds ?? '' }),
      };
    case 'delivery_failed':
      return { title: answers.notSentTitle, lead: answers.notSentLead };
    default:
      return null;
  }
}

/**
 * `answer` with what a person reads in the page's words (`words`, in `language`), and which of
 * them are translated (`english` being the English words): the page given back says English, so
 * those are marked with the language.
 */
export function answerIn(
  answer: Answer,
  refusal: Said,
  language: PageLanguage,
  words: AnswerWords,
  english: AnswerWords,
): { answer: Answer; langs: FormPageLangs } {
  const said = saidIn(words, refusal);
  const saidInEnglish = saidIn(english, refusal);
  const langOf = (text: string | undefined, englishText: string | undefined) =>
    text !== undefined && text !== englishText ? language : undefined;
  return {
    answer: { ...answer, ...said },
    langs: {
      title: langOf(said?.title, saidInEnglish?.title),
      lead: langOf(said?.lead, saidInEnglish?.lead),
      goTo: langOf(words.goTo, english.goTo),
    },
  };
}

/** Answers a form taken: 303 to `thanks` for a form posted natively, `{ ok: true }` for JSON. */
export function answerAccepted(format: BodyFormat, thanks: string): SiteResponse {
  return format === 'form' ? seeOther(thanks) : jsonAnswer(200, { ok: true });
}

/**
 * Answers a form refused: its own page again (`page()`, filled in) for a form posted natively,
 * JSON otherwise. `fields` holds the errors by field for `invalid`.
 */
export function answerRefused({
  code,
  answer,
  format,
  closeConnection,
  fields,
  retryAfterSeconds,
  extra,
  page,
}: {
  code: string;
  answer: Answer;
  format: BodyFormat | null;
  closeConnection: boolean;
  fields?: Record<string, string | undefined>;
  retryAfterSeconds?: number;
  /** More for a program to read in the JSON answer. */
  extra?: Record<string, string>;
  page: () => string;
}): SiteResponse {
  const headers: Record<string, string> = {
    ...NO_STORE,
    ...(closeConnection ? { Connection: 'close' } : {}),
    ...(code === 'method_not_allowed' ? { Allow: 'POST' } : {}),
    ...(retryAfterSeconds !== undefined ? { 'Retry-After': String(retryAfterSeconds) } : {}),
  };
  if (format === 'form') {
    return {
      status: answer.status,
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': PAGE_CSP,
        'X-Robots-Tag': 'noindex',
      },
      body: page(),
    };
  }
  return jsonAnswer(
    answer.status,
    {
      error: code,
      message: answer.message,
      ...(fields ? { fields } : {}),
      ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}),
      ...extra,
    },
    headers,
  );
}

/** The answer when something threw that should not have: the server goes on. */
export function answerUnexpected(what: string, error: unknown): SiteResponse {
  console.error(`${what} failed unexpectedly:`, errorText(error));
  return jsonAnswer(500, {
    error: 'internal_error',
    message:
      'Something went wrong on our side. Try again in a few minutes: sending twice does no harm.',
  });
}
