/**
 * What the waitlist endpoint decides, in the order it decides it: method, origin, content type,
 * body (bounded; src/server/form-request.ts, as every form endpoint), fields (the waitlist
 * schema), a place we already serve (nothing kept), rate limit, spam flags, then joining (one
 * INSERT that a repeat leaves alone).
 * src/api/waitlist.ts turns the outcome into an answer.
 *
 * A new sign-up and a repeat (the same e-mail address or phone number for the same place) are
 * answered alike in every way, the rate limit included, so nobody can find out whether a number
 * is on the list.
 */
import { errorText } from './log';
import type { PageLanguage } from '../content-model/languages';
import { placeKey, type PlaceMatch } from '../lib/coverage';
import {
  WAITLIST_FIELD_NAMES,
  type WaitlistErrors,
  type WaitlistValues,
} from '../lib/waitlist-form';
import type { BuiltData } from './built-data';
import type { ContactConfig } from './config';
import type { Queryable } from './enquiries';
import {
  formLanguage,
  readFormRequest,
  typedValuesOf,
  type FormRequest,
  type RequestRefusal,
} from './form-request';
import { bucketOf, returnToken, takeToken } from './rate-limit';
import { BODY_LIMITS, type BodyFormat, type BodyLimits } from './request-body';
import { spamReasons } from './spam';
import { awaitingConfirmation, joinWaitlist, type SignUpRecord } from './waitlist';
import { ANSWER_WAITS_FOR_MAIL_MS } from './contact-service';
import { validateSignUp, waitlistRulesIn } from './waitlist-schema';

/** Why a sign-up was not taken; each has its own status (see src/api/waitlist.ts). */
export type WaitlistRefusal =
  | RequestRefusal
  | { code: 'invalid'; fields: WaitlistErrors }
  | { code: 'bad_language'; message: string }
  | { code: 'rate_limited'; retryAfterSeconds: number }
  | { code: 'delivery_failed' };

export type WaitlistOutcome =
  | {
      /**
       * The place is one the published coverage list serves: nothing is kept, and the visitor is
       * told so with the next step.
       */
      kind: 'served';
      format: BodyFormat;
      language: PageLanguage;
      /** The area and its city or state, as the coverage list writes them. */
      area: string;
      region: string;
      values: WaitlistValues;
    }
  | {
      kind: 'accepted';
      format: BodyFormat;
      /** The language of the page it came from: the visitor is thanked in it. */
      language: PageLanguage;
    }
  | {
      kind: 'refused';
      refusal: WaitlistRefusal;
      format: BodyFormat | null;
      /** What the visitor typed, to give it back to them. */
      values: WaitlistValues;
      closeConnection: boolean;
      /** The language to answer in: the page's, when the site has pages in it; else English. */
      language: PageLanguage;
    };

/** Where and how a sign-up is kept. */
export type Joining = {
  /** The database, opened only when needed. */
  database: () => Promise<Queryable>;
  /** The site's key (src/server/secret.ts): it keys the rate limit's count. */
  secret: () => string;
  /** What the published coverage list makes of a place. */
  match: (place: string) => PlaceMatch;
  /** The privacy notice in force (its "last changed" date), recorded with the consent. */
  noticeVersion: string;
  /** How long flagged spam is kept. */
  spamDays: number;
  /** The languages the build made pages in (English first): a sign-up's must be one of them. */
  languages: readonly PageLanguage[];
  /**
   * The words a refused field is answered with, in each language the build made pages in: the
   * waitlist form's (content/waitlist.yaml) and the errors it shares with the contact form.
   */
  words: Pick<BuiltData, 'formWords' | 'waitlistWords'>;
  /**
   * Sends a new sign-up's confirmation e-mail (src/server/waitlist-confirm.ts); absent where no
   * e-mail may go (not the live site, no mail server or no key): the hourly job sends it later.
   */
  confirm?: (db: Queryable, record: SignUpRecord) => Promise<unknown>;
  /** Hands over work that goes on after the answer (Netlify's `context.waitUntil`). */
  background: (work: Promise<unknown>) => void;
};

export async function handleWaitlist(
  request: FormRequest,
  config: ContactConfig,
  joining: Joining,
  limits: BodyLimits = BODY_LIMITS,
): Promise<WaitlistOutcome> {
  const read = await readFormRequest(request, limits);
  if (!read.ok) {
    const { refusal, format, closeConnection } = read;
    return { kind: 'refused', refusal, format, values: {}, closeConnection, language: 'en' };
  }
  const { format, fields } = read;
  const language = formLanguage(fields, joining.languages);
  const refuse = (refusal: WaitlistRefusal, values: WaitlistValues) =>
    ({
      kind: 'refused',
      refusal,
      format,
      values,
      closeConnection: false,
      language: language.ok ? language.language : 'en',
    }) as const;

  const values = typedValuesOf(fields, WAITLIST_FIELD_NAMES);
  // In the language of the page it came from (English if that is not one the site has).
  const checked = validateSignUp(
    fields,
    waitlistRulesIn(joining.words, language.ok ? language.language : 'en'),
    waitlistRulesIn(joining.words, 'en'),
  );
  if (!checked.ok) return refuse({ code: 'invalid', fields: checked.errors }, values);
  if (!language.ok) return refuse({ code: 'bad_language', message: language.message }, values);

  // A place we serve needs no waitlist: said before anything is kept or counted.
  const signUp = checked.value;
  const match = joining.match(signUp.place);
  if (match.kind === 'area') {
    const { area, region } = match;
    return { kind: 'served', format, language: language.language, area, region, values };
  }

  let db: Queryable;
  let decision: Awaited<ReturnType<typeof takeToken>>;
  try {
    // The waitlist's own count: joining does not use up a visitor's enquiries.
    const bucket = bucketOf(joining.secret(), 'waitlist', request.client);
    db = await joining.database();
    // Every sign-up taken counts, new or repeat, flagged or not, so the limit tells nobody which
    // it was; refused input does not.
    decision = await takeToken(db, bucket, request.now, config.rateLimit);
  } catch (error) {
    console.error(
      'A waitlist sign-up could not be kept (no database or no key); the visitor is told:',
      errorText(error),
    );
    return refuse({ code: 'delivery_failed' }, values);
  }
  if (!decision.allowed) {
    return refuse({ code: 'rate_limited', retryAfterSeconds: decision.retryAfterSeconds }, values);
  }

  try {
    await joinWaitlist(db, {
      signUp,
      language: language.language,
      joinedAt: new Date(request.now),
      match,
      noticeVersion: joining.noticeVersion,
      spam: spamReasons(fields, `${signUp.place} ${signUp.name}`, config.minSubmitMs),
      spamDays: joining.spamDays,
    });
  } catch (error) {
    console.error('A waitlist sign-up could not be kept; the visitor is told:', errorText(error));
    // A sign-up kept twice is one row (one person, one place): asking again is always safe, so
    // the visitor is asked to, and the count is given back.
    await returnToken(db, decision.ticket).catch(() => undefined);
    return refuse({ code: 'delivery_failed' }, values);
  }
  if (signUp.email !== '' && joining.confirm) {
    // Its owner is asked at once; the answer waits a moment for the e-mail, which goes on after.
    const { confirm } = joining;
    const sending = awaitingConfirmation(db, {
      email: signUp.email,
      placeKey: placeKey(signUp.place),
    })
      .then((record) => (record ? confirm(db, record) : undefined))
      .catch((error: unknown) =>
        console.error(
          'A waitlist confirmation could not be sent now; the hourly job tries again:',
          errorText(error),
        ),
      );
    joining.background(sending);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      sending,
      new Promise((resolve) => (timer = setTimeout(resolve, ANSWER_WAITS_FOR_MAIL_MS))),
    ]);
    clearTimeout(timer);
  }
  return { kind: 'accepted', format, language: language.language };
}
