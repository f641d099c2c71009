/**
 * /api/leave-waitlist?t=…: the link in every waitlist e-mail that takes its reader off the list.
 * The token is the row's id signed with SITE_SECRET (src/server/leave-link.ts): no login. One
 * click deletes at once that row and every other place the same address waits for, and leads to the page that says so (/waitlist/left/#left, in the
 * language of the page they joined from); a link that cannot be checked deletes nothing and leads
 * to the same page's other half, which says so.
 *
 *   GET   (the link, followed)          deletes, then 303 to /waitlist/left/#left (/ha/waitlist/…)
 *   POST  (a mail program's own button, List-Unsubscribe=One-Click, RFC 8058)
 *                                       deletes, then 200, plain text
 *   HEAD  (what some link checkers send) deletes nothing
 *
 * It never throws. See decision 0018 for mail scanners that follow links. One handler, served by
 * `gatsby serve` from here and on Netlify by netlify/functions/leave-waitlist.mts
 * (src/server/http.ts).
 */
import { LEFT_ANCHOR, WAITLIST_LEFT_PATH } from '../lib/waitlist-form';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { inLanguage } from '../content-model/languages';
import { FUNCTION_CONFIG, PAGE_CSP, answerUnexpected, siteData } from '../server/form-answers';
import { messagePage } from '../server/form-page';
import { gatsbyFunction, jsonAnswer, seeOther, type SiteHandler } from '../server/http';
import { TOKEN_PARAM, idFromToken } from '../server/leave-link';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { siteSecret } from '../server/secret';
import { errorText } from '../server/log';
import { leaveWaitlist } from '../server/waitlist';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

/** What every answer of this endpoint carries: nothing cached, nothing told, nothing indexed. */
const HEADERS = {
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Robots-Tag': 'noindex',
};

/** The endpoint. */
export const leaveHandler: SiteHandler = async (request) => {
  try {
    const { method } = request;
    if (method === 'HEAD') return { status: 200, headers: HEADERS, body: '' };
    if (method !== 'GET' && method !== 'POST') {
      return jsonAnswer(
        405,
        { error: 'method_not_allowed', message: 'Follow the link, or POST.' },
        { ...HEADERS, Allow: 'GET, POST' },
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
    if (!id) {
      return method === 'POST'
        ? jsonAnswer(400, { error: 'bad_link', message: 'The link could not be checked.' }, HEADERS)
        : seeOther(WAITLIST_LEFT_PATH, HEADERS);
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
      const unavailable = { ...HEADERS, 'Retry-After': '300' };
      if (method === 'POST') {
        return jsonAnswer(
          503,
          { error: 'delivery_failed', message: 'Nothing was changed; try again later.' },
          unavailable,
        );
      }
      return {
        status: 503,
        headers: {
          ...unavailable,
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Security-Policy': PAGE_CSP,
        },
        body: messagePage(
          'We could not take you off the list just now',
          'Something went wrong on our side and nothing has been changed yet. Please follow the link in our e-mail again in a few minutes.',
          { href: '/', label: 'Go to our home page' },
        ),
      };
    }
    if (method === 'POST') {
      return {
        status: 200,
        headers: { ...HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
        body: 'You have left the waitlist; the details you gave for it are deleted.\n',
      };
    }
    // In the language they joined in, where this build has the page (else, or a second click, English).
    const { languages } = await siteData();
    const lang = left && languages.includes(left.language) ? left.language : 'en';
    return seeOther(`${inLanguage(WAITLIST_LEFT_PATH, lang)}#${LEFT_ANCHOR}`, HEADERS);
  } catch (error) {
    return answerUnexpected('Leaving the waitlist', error);
  }
};

export default gatsbyFunction(leaveHandler);
