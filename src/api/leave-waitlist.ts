/**
 * /api/leave-waitlist?t=…&lang=…: the link in every waitlist e-mail that takes its reader off the
 * list. The token is the row's id signed with SITE_SECRET (src/server/leave-link.ts): no login.
 * Following the link changes nothing: it opens a page with one button, because mail programs and
 * link scanners open links by themselves (decision 0023). The button deletes at once that row and
 * every other place the same address waits for, and leads to the page that says so
 * (/waitlist/left/#left, in the language of the page they joined from); a link that cannot be
 * checked deletes nothing and leads to the same page's other half, which says so.
 *
 *   GET   (the link, followed)          200, the page with the button (in `lang`); deletes nothing
 *   POST  ?via=page (that button)       deletes, then 303 to /waitlist/left/#left (/ha/waitlist/…)
 *   POST  (a mail program's own button, List-Unsubscribe=One-Click, RFC 8058)
 *                                       deletes, then 200, plain text
 *   HEAD  (what some link checkers send) deletes nothing
 *
 * It never throws. One handler, served by `gatsby serve` from here and on Netlify by
 * netlify/functions/leave-waitlist.mts (src/server/http.ts).
 */
import { LEAVE_ENDPOINT, LEFT_ANCHOR, WAITLIST_LEFT_PATH } from '../lib/waitlist-form';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { inLanguage } from '../content-model/languages';
import {
  FUNCTION_CONFIG,
  LINK_HEADERS,
  answerUnexpected,
  pageAnswer,
  siteData,
} from '../server/form-answers';
import { messagePage } from '../server/form-page';
import { gatsbyFunction, jsonAnswer, seeOther, type SiteHandler } from '../server/http';
import { LANGUAGE_PARAM, TOKEN_PARAM, idFromToken } from '../server/leave-link';

/** Set on the page's own button, whose answer is the page that says so (not plain text). */
const VIA_PARAM = 'via';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { siteSecret } from '../server/secret';
import { errorText } from '../server/log';
import { leaveWaitlist } from '../server/waitlist';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

/** The endpoint. */
export const leaveHandler: SiteHandler = async (request) => {
  try {
    const { method } = request;
    if (method === 'HEAD') return { status: 200, headers: LINK_HEADERS, body: '' };
    if (method !== 'GET' && method !== 'POST') {
      return jsonAnswer(
        405,
        { error: 'method_not_allowed', message: 'Follow the link, or POST.' },
        { ...LINK_HEADERS, Allow: 'GET, POST' },
      );
    }
    const settings = readConfig();
    let secret: string | null;
    try {
      secret = siteSecret(settings);
    } catch (error) {
      console.error('A leave link could not be checked:', errorText(error));
      secret = null;
    }
    const id = secret ? idFromToken(request.url.searchParams.get(TOKEN_PARAM), secret) : null;
    const fromPage = request.url.searchParams.get(VIA_PARAM) === 'page';
    if (!id) {
      return method === 'POST' && !fromPage
        ? jsonAnswer(
            400,
            { error: 'bad_link', message: 'The link could not be checked.' },
            LINK_HEADERS,
          )
        : seeOther(WAITLIST_LEFT_PATH, LINK_HEADERS);
    }
    if (method === 'GET') {
      // Following the link changes nothing: it shows the button that does (decision 0023).
      const data = await siteData();
      const asked = request.url.searchParams.get(LANGUAGE_PARAM);
      const lang = data.languages.find((language) => language === asked) ?? 'en';
      const words = (data.notice[lang] ?? data.notice.en).left;
      const said = words.askBody === data.notice.en.left.askBody ? 'en' : lang;
      const action = `${LEAVE_ENDPOINT}?${new URLSearchParams({
        [TOKEN_PARAM]: request.url.searchParams.get(TOKEN_PARAM) ?? '',
        [LANGUAGE_PARAM]: lang,
        [VIA_PARAM]: 'page',
      })}`;
      return pageAnswer(
        200,
        messagePage(
          words.askHeading,
          words.askBody,
          { href: inLanguage('/', lang), label: words.title },
          { lang: said, button: { action, label: words.askButton } },
        ),
      );
    }
    let left: Awaited<ReturnType<typeof leaveWaitlist>>;
    try {
      const { context } = await siteData();
      const { pool } = await openDatabase(settings.database, { context });
      left = await leaveWaitlist(pool, id, new Date());
    } catch (error) {
      console.error(
        `Sign-up ${id} could not be taken off the waitlist; the person is told:`,
        errorText(error),
      );
      const unavailable = { ...LINK_HEADERS, 'Retry-After': '300' };
      if (!fromPage) {
        return jsonAnswer(
          503,
          { error: 'delivery_failed', message: 'Nothing was changed; try again later.' },
          unavailable,
        );
      }
      return pageAnswer(
        503,
        messagePage(
          'We could not take you off the list just now',
          'Something went wrong on our side and nothing has been changed yet. Please follow the link in our e-mail again in a few minutes.',
          { href: '/', label: 'Go to our home page' },
        ),
        unavailable,
      );
    }
    if (!fromPage) {
      // A mail program's own button (RFC 8058).
      return {
        status: 200,
        headers: { ...LINK_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
        body: 'You have left the waitlist; the details you gave for it are deleted.\n',
      };
    }
    // In the language they joined in, where this build has the page (else, or a second click, English).
    const { languages } = await siteData();
    const lang = left && languages.includes(left.language) ? left.language : 'en';
    return seeOther(`${inLanguage(WAITLIST_LEFT_PATH, lang)}#${LEFT_ANCHOR}`, LINK_HEADERS);
  } catch (error) {
    return answerUnexpected('Leaving the waitlist', error);
  }
};

export default gatsbyFunction(leaveHandler);
