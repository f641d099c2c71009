/**
 * POST /api/waitlist: puts a visitor on the waitlist for a place the network does not reach yet,
 * as JSON (the coverage search's form) or as a natively posted form (the waitlist page, JavaScript
 * off). Thin: src/server/waitlist-service.ts decides, this file answers, as the contact endpoint
 * does (src/server/form-answers.ts). A new sign-up and a repeat get the same answer.
 *
 *   200 { ok: true }                              (a form post: 303 to the waitlist's thank-you page)
 *   409 { error: 'already_served', message, area, region }   a place we serve: nothing kept
 *                                                 (a form post: the waitlist page, saying so)
 *   4xx/5xx { error: code, message, fields?, retryAfterSeconds? }
 *
 * One handler, served by `gatsby serve` from here and on Netlify by netlify/functions/waitlist.mts
 * (src/server/http.ts).
 */
import { inLanguage, type PageLanguage } from '../content-model/languages';
import { contactFormHref } from '../lib/contact-links';
import { connectionSubject, matchPlace } from '../lib/coverage';
import { errorLang, translatedWaitlist } from '../lib/form-words';
import {
  JOINED_ANCHOR,
  WAITLIST_FIELD_NAMES,
  WAITLIST_FORM_ID,
  WAITLIST_NOTICE_ID,
  WAITLIST_PATH,
  WAITLIST_THANKS_PATH,
  waitlistErrorId,
  type WaitlistField,
} from '../lib/waitlist-form';
import { isProduction, type BuiltData } from '../server/built-data';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/database';
import {
  FUNCTION_CONFIG,
  answerAccepted,
  answerIn,
  answerRefused,
  answerUnexpected,
  sharedAnswer,
  siteData,
  type FormWords,
} from '../server/form-answers';
import { formPage, type FormShape } from '../server/form-page';
import { gatsbyFunction, type SiteHandler, type SiteResponse } from '../server/http';
import { withMailSession } from '../server/mail';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { sendConfirmation } from '../server/waitlist-confirm';
import { siteSecret } from '../server/secret';
import { handleWaitlist, type WaitlistOutcome } from '../server/waitlist-service';
import { waitlistFieldSpecs, waitlistRulesIn } from '../server/waitlist-schema';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

const WORDS: FormWords = {
  thing: 'sign-up',
  records: 'sign-ups',
  one: 'The sign-up',
  form: 'the waitlist form',
  page: 'our waitlist page',
  notDone: 'You have not joined the waitlist yet.',
};

/**
 * The waitlist page's form in `lang`, as the function fills it in for a visitor without
 * JavaScript: its link back leads to that page.
 */
function waitlistFormIn(data: BuiltData, lang: PageLanguage): FormShape<WaitlistField> {
  const words = waitlistRulesIn(data, lang);
  const specs = waitlistFieldSpecs(words);
  const translated = translatedWaitlist(words, waitlistRulesIn(data, 'en')).errors;
  if (specs.length !== WAITLIST_FIELD_NAMES.length) {
    throw new Error('The waitlist schema and the waitlist form disagree on the fields.');
  }
  return {
    formId: WAITLIST_FORM_ID,
    noticeId: WAITLIST_NOTICE_ID,
    specs,
    errorId: waitlistErrorId,
    goToLabel: words.form.answers.goTo,
    back: { href: inLanguage(WAITLIST_PATH, lang), label: 'Back to the waitlist page' },
    // Marked only when translated: the page wrapper says English.
    errorLang: (message) => errorLang(message, lang, translated),
  };
}

/**
 * A place the waitlist was asked for that we serve already: its name as the answer says it
 * ("Bodija, Ibadan") and the contact form, in the page's language, to ask for a connection there.
 */
function servedNextStep(
  { area, region }: { area: string; region: string },
  language: PageLanguage,
): { name: string; href: string } {
  const name = `${area}, ${region}`;
  return { name, href: inLanguage(contactFormHref(connectionSubject(name)), language) };
}

/**
 * A place we serve already: 409, nothing kept, with the next step (the contact form, to ask for a
 * connection there); without JavaScript, the waitlist page again with that at the top.
 */
function answerServed(outcome: Extract<WaitlistOutcome, { kind: 'served' }>, data: BuiltData) {
  const { format, language, area, region, values } = outcome;
  const { name, href } = servedNextStep({ area, region }, language);
  const words = waitlistRulesIn(data, language).form;
  const english = waitlistRulesIn(data, 'en').form;
  const langOf = (word: 'servedTitle' | 'servedLead' | 'servedLink') =>
    words[word] === english[word] ? undefined : language;
  const title = words.servedTitle.replace('{place}', name);
  return answerRefused({
    code: 'already_served',
    answer: {
      status: 409,
      message: `We already serve ${name}, so nothing was kept. Ask for a connection: ${href}`,
      title,
      lead: words.servedLead,
    },
    format,
    closeConnection: false,
    extra: { area, region },
    page: () =>
      formPage(
        waitlistFormIn(data, language),
        {
          title,
          lead: words.servedLead,
          langs: { title: langOf('servedTitle'), lead: langOf('servedLead') },
          values,
          next: { href, label: words.servedLink, lang: langOf('servedLink') },
        },
        data.waitlistPages[language] ?? data.waitlistPages.en ?? null,
      ),
  });
}

function respond(outcome: WaitlistOutcome, data: BuiltData): SiteResponse {
  const pages = data.waitlistPages;
  if (outcome.kind === 'served') return answerServed(outcome, data);
  if (outcome.kind === 'accepted') {
    // A repeat, and a flagged sign-up, are answered exactly like a new one, in its page's language.
    return answerAccepted(
      outcome.format,
      `${inLanguage(WAITLIST_THANKS_PATH, outcome.language)}#${JOINED_ANCHOR}`,
    );
  }
  const { refusal, format, values, closeConnection, language } = outcome;
  const retryAfterSeconds = refusal.code === 'rate_limited' ? refusal.retryAfterSeconds : undefined;
  const { answer, langs } = answerIn(
    sharedAnswer(refusal, WORDS),
    { code: refusal.code, retryAfterSeconds },
    language,
    waitlistRulesIn(data, language).form.answers,
    waitlistRulesIn(data, 'en').form.answers,
  );
  const errors = refusal.code === 'invalid' ? refusal.fields : undefined;
  return answerRefused({
    code: refusal.code,
    answer,
    format,
    closeConnection,
    fields: errors,
    retryAfterSeconds,
    page: () =>
      formPage(
        waitlistFormIn(data, language),
        { title: answer.title, lead: answer.lead, langs, values, errors },
        // The waitlist page in the language of the page the form was sent from.
        pages[language] ?? pages.en ?? null,
      ),
  });
}

/** The endpoint: what it decides (src/server/waitlist-service.ts), answered. */
export const waitlistHandler: SiteHandler = async (request, background) => {
  try {
    const settings = readConfig();
    const data = await siteData();
    const { regions, abbreviations } = data.coverage;
    const { smtp } = settings;
    const outcome = await handleWaitlist(request, settings, {
      // Only the live site e-mails the people who join; elsewhere the sign-up waits unconfirmed.
      ...(smtp && isProduction(data)
        ? {
            confirm: (db, record) =>
              withMailSession(smtp.url, (session) =>
                sendConfirmation(db, record, {
                  session,
                  smtp,
                  secret: siteSecret(settings),
                  data,
                  now: () => new Date(),
                }),
              ),
          }
        : {}),
      background,
      database: async () => (await openDatabase(settings.database, { context: data.context })).pool,
      secret: () => siteSecret(settings),
      match: (place) => matchPlace(place, regions, abbreviations),
      noticeVersion: data.noticeVersion,
      spamDays: data.retention.spamDays,
      languages: data.languages,
      words: data,
    });
    return respond(outcome, data);
  } catch (error) {
    return answerUnexpected('Waitlist endpoint', error);
  }
};

export default gatsbyFunction(waitlistHandler);
