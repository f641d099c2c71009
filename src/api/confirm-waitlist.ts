/**
 * /api/confirm-waitlist?t=…: the link in the confirmation e-mail (src/server/waitlist-confirm.ts).
 * The token is the row's id signed with SITE_SECRET for this purpose (src/server/leave-link.ts); a
 * leave link's token is not one. Following the link shows a page with one button: mail programs
 * and scanners open links by themselves, and only a person should confirm. Pressing it confirms
 * every sign-up of that address (src/server/waitlist.ts `confirmSignUps`) and says so, in the
 * language of the page they joined from. A link that cannot be checked, or whose sign-up is gone,
 * changes nothing and says so.
 *
 *   GET   the page with the button             200 (400 for a link that cannot be checked)
 *   POST  confirms                             200, the page that says so (400, 503)
 *   HEAD  nothing                              200
 *
 * It never throws. One handler, served by `gatsby serve` from here and on Netlify by
 * netlify/functions/confirm-waitlist.mts (src/server/http.ts).
 */
import { inLanguage, type PageLanguage } from '../content-model/languages';
import { CONFIRM_ENDPOINT, WAITLIST_PATH } from '../lib/waitlist-form';
import type { BuiltData } from '../server/built-data';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/database';
import {
  FUNCTION_CONFIG,
  LINK_HEADERS,
  answerUnexpected,
  pageAnswer,
  siteData,
} from '../server/form-answers';
import { messagePage } from '../server/form-page';
import { gatsbyFunction, jsonAnswer, type SiteHandler, type SiteResponse } from '../server/http';
import { LANGUAGE_PARAM, TOKEN_PARAM, idFromToken } from '../server/leave-link';
import { errorText } from '../server/log';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { siteSecret } from '../server/secret';
import { confirmSignUps } from '../server/waitlist';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

/** A page of the confirmation's words in `lang` (English where this build has no such pages). */
function page(
  data: BuiltData,
  language: PageLanguage,
  status: number,
  build: (words: BuiltData['notice']['en']['confirm']) => {
    title: string;
    text: string;
    link: { href: string; label: string };
    button?: { action: string; label: string };
  },
): SiteResponse {
  const lang = data.languages.includes(language) && data.notice[language] ? language : 'en';
  const words = (data.notice[lang] ?? data.notice.en).confirm;
  // Marked with its language once its words are translated.
  const said = words.doneText === data.notice.en.confirm.doneText ? 'en' : lang;
  const { title, text, link, button } = build(words);
  return pageAnswer(
    status,
    messagePage(title, text, link, { lang: said, ...(button ? { button } : {}) }),
  );
}

/** The endpoint. */
export const confirmHandler: SiteHandler = async (request) => {
  try {
    const { method } = request;
    if (method === 'HEAD') return { status: 200, headers: LINK_HEADERS, body: '' };
    if (method !== 'GET' && method !== 'POST') {
      return jsonAnswer(
        405,
        { error: 'method_not_allowed', message: 'Follow the link, then press the button.' },
        { ...LINK_HEADERS, Allow: 'GET, POST' },
      );
    }
    const settings = readConfig();
    const data = await siteData();
    const home = (lang: PageLanguage, label: string) => ({ href: inLanguage('/', lang), label });
    // The language the link says (the sign-up's), where this build has pages in it.
    const asked = request.url.searchParams.get(LANGUAGE_PARAM);
    const linkLanguage = data.languages.find((lang) => lang === asked) ?? 'en';
    const invalid = (lang: PageLanguage = linkLanguage) =>
      page(data, lang, 400, (words) => ({
        title: words.invalidTitle,
        text: words.invalidText,
        link: { href: inLanguage(WAITLIST_PATH, lang), label: words.homeLabel },
      }));
    let id: string | null;
    try {
      id = idFromToken(
        request.url.searchParams.get(TOKEN_PARAM),
        siteSecret(settings),
        'waitlist-confirm',
      );
    } catch (error) {
      console.error('A confirmation link could not be checked:', errorText(error));
      id = null;
    }
    if (!id) return invalid();
    const token = request.url.searchParams.get(TOKEN_PARAM) ?? '';
    if (method === 'GET') {
      const action = `${CONFIRM_ENDPOINT}?${new URLSearchParams({
        [TOKEN_PARAM]: token,
        [LANGUAGE_PARAM]: linkLanguage,
      })}`;
      return page(data, linkLanguage, 200, (words) => ({
        title: words.pageTitle,
        text: words.pageText,
        button: { action, label: words.pageButton },
        link: home(linkLanguage, words.homeLabel),
      }));
    }
    let confirmed: Awaited<ReturnType<typeof confirmSignUps>>;
    try {
      const { pool } = await openDatabase(settings.database, { context: data.context });
      confirmed = await confirmSignUps(pool, id, new Date(request.now));
    } catch (error) {
      console.error(`Sign-up ${id} could not be confirmed; the person is told:`, errorText(error));
      return pageAnswer(
        503,
        messagePage(
          'We could not confirm your place just now',
          'Something went wrong on our side and nothing has been changed yet. Please follow the link in our e-mail again in a few minutes.',
          { href: '/', label: 'Go to our home page' },
        ),
        { ...LINK_HEADERS, 'Retry-After': '300' },
      );
    }
    if (!confirmed) return invalid();
    const { language } = confirmed;
    return page(data, language, 200, (words) => ({
      title: words.doneTitle,
      text: words.doneText,
      link: home(language, words.homeLabel),
    }));
  } catch (error) {
    return answerUnexpected('Confirming a waitlist sign-up', error);
  }
};

export default gatsbyFunction(confirmHandler);
