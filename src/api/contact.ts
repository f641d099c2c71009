/**
 * POST /api/contact: receives an enquiry from the contact form, as JSON (the page's script) or as
 * a natively posted form (JavaScript off). Thin: src/server/contact-service.ts decides, this file
 * answers (src/server/form-answers.ts, as every form endpoint). It never throws: every outcome,
 * however malformed the request, is a well-formed answer (JSON in the shape below, or for a form
 * post the Contact page again, filled in). One handler, served by `gatsby serve` from here and on
 * Netlify by netlify/functions/contact.mts (src/server/http.ts).
 *
 *   200 { ok: true }                              (a form post: 303 to the thank-you page)
 *   4xx/5xx { error: code, message, fields?, retryAfterSeconds? }
 */
import { SENT_ANCHOR } from '../lib/anchors';
import {
  ENQUIRY_FIELD_NAMES,
  FORM_ID,
  FORM_NOTICE_ID,
  errorId,
  type EnquiryField,
} from '../lib/enquiry-form';
import { inLanguage, type PageLanguage } from '../content-model/languages';
import { formWordsIn, isPreview, type BuiltData } from '../server/built-data';
import { readConfig } from '../server/config';
import { handleContact, type ContactOutcome, type Refusal } from '../server/contact-service';
import { openDatabase } from '../server/database';
import { enquiryFieldSpecs } from '../server/enquiry-schema';
import { errorLang, translatedForm } from '../lib/form-words';
import {
  FUNCTION_CONFIG,
  answerAccepted,
  answerRefused,
  answerUnexpected,
  answerIn,
  sharedAnswer,
  siteData,
  type Answer,
  type FormWords,
} from '../server/form-answers';
import { formPage, type FormShape } from '../server/form-page';
import { gatsbyFunction, type SiteHandler, type SiteResponse } from '../server/http';
import { notifierFor } from '../server/notify';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { siteSecret } from '../server/secret';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

/** The thank-you page, at the mark only a real send leads to (src/views/thanks.tsx). */
const THANKS_PAGE = `/contact/thanks/#${SENT_ANCHOR}`;

const WORDS: FormWords = {
  thing: 'message',
  records: 'enquiries',
  one: 'The enquiry',
  form: 'the contact form',
  page: 'our contact page',
  notDone: 'Your message has not been sent yet.',
};

/**
 * The Contact page's form, as the function fills it in for a visitor without JavaScript: its
 * fields named as the page in `lang` names them.
 */
function contactFormIn(data: BuiltData, lang: PageLanguage): FormShape<EnquiryField> {
  const words = formWordsIn(data, lang);
  const specs = enquiryFieldSpecs(words);
  const translated = translatedForm(words, data.formWords.en).errors;
  if (specs.length !== ENQUIRY_FIELD_NAMES.length) {
    throw new Error('The enquiry schema and the contact form disagree on the fields.');
  }
  return {
    formId: FORM_ID,
    noticeId: FORM_NOTICE_ID,
    specs,
    errorId,
    goToLabel: words.answers.goTo,
    back: { href: inLanguage('/contact/', lang), label: 'Back to the contact page' },
    // Marked only when translated: the page wrapper says English.
    errorLang: (message) => errorLang(message, lang, translated),
  };
}

/** What each refusal is answered with: its status, and words for a program and for a person. */
function answerFor(refusal: Refusal): Answer {
  switch (refusal.code) {
    case 'bad_key':
      return {
        status: 400,
        message: refusal.message,
        title: 'Your message could not be read',
        lead: `The form arrived damaged. ${WORDS.notDone} Please send it again.`,
      };
    case 'key_conflict':
      return {
        status: 422,
        message:
          'An enquiry with this Idempotency-Key was already kept with different words; send changed words with a new key.',
        title: 'We already have an earlier version of this message',
        lead: 'A message sent from this form a moment ago reached us with different words. If you changed it since, please send it again from a fresh form.',
      };
    default:
      return sharedAnswer(refusal, WORDS);
  }
}

function respond(outcome: ContactOutcome, data: BuiltData): SiteResponse {
  if (outcome.kind === 'accepted') {
    // A flagged enquiry is answered exactly like any other.
    return answerAccepted(outcome.format, inLanguage(THANKS_PAGE, outcome.language));
  }
  const { refusal, format, values, closeConnection, language } = outcome;
  const retryAfterSeconds = refusal.code === 'rate_limited' ? refusal.retryAfterSeconds : undefined;
  const { answer, langs } = answerIn(
    answerFor(refusal),
    { code: refusal.code, retryAfterSeconds },
    language,
    formWordsIn(data, language).answers,
    data.formWords.en.answers,
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
        contactFormIn(data, language),
        { title: answer.title, lead: answer.lead, langs, values, errors },
        // The Contact page in the language of the page the form was sent from.
        data.contactPages[language] ?? data.contactPages.en ?? null,
      ),
  });
}

/** The endpoint: what it decides (src/server/contact-service.ts), answered. */
export const contactHandler: SiteHandler = async (request, background) => {
  try {
    const settings = readConfig();
    const data = await siteData();
    const outcome = await handleContact(request, settings, {
      database: async () => (await openDatabase(settings.database, { context: data.context })).pool,
      secret: () => siteSecret(settings),
      retention: data.retention,
      languages: data.languages,
      formWords: data.formWords,
      notifier: notifierFor(settings, { preview: isPreview(data) }),
      background,
    });
    return respond(outcome, data);
  } catch (error) {
    // Nothing above should throw; if something does, the visitor still gets an answer and the
    // server goes on.
    return answerUnexpected('Contact endpoint', error);
  }
};

export default gatsbyFunction(contactHandler);
