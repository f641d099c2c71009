/**
 * /api/leave-waitlist?t=…: the link in every waitlist e-mail that takes its reader off the list.
 * The token is the row's id signed with WAITLIST_SECRET (src/server/leave-link.ts): no login. One
 * click deletes the row at once and leads to the page that says so (/waitlist/left/#left, in the
 * language of the page they joined from); a link that cannot be checked deletes nothing and leads
 * to the same page's other half, which says so.
 *
 *   GET   (the link, followed)          deletes, then 303 to /waitlist/left/#left (/ha/waitlist/…)
 *   POST  (a mail program's own button, List-Unsubscribe=One-Click, RFC 8058)
 *                                       deletes, then 200, plain text
 *   HEAD  (what some link checkers send) deletes nothing
 *
 * It never throws. See decision 0018 for mail scanners that follow links.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { LEFT_ANCHOR, WAITLIST_LEFT_PATH } from '../lib/waitlist-form';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/database';
import { inLanguage } from '../content-model/languages';
import { FUNCTION_CONFIG, PAGE_CSP, answerUnexpected, siteData } from '../server/form-answers';
import { messagePage } from '../server/form-page';
import { TOKEN_PARAM, idFromToken } from '../server/leave-link';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { leaveWaitlist } from '../server/waitlist';

releaseStaleBundleCopies();

export { FUNCTION_CONFIG as 'config' };

/** The token from the query string, whichever way the framework hands the query over. */
function tokenOf(req: GatsbyFunctionRequest): string | null {
  const value = (req.query as Record<string, unknown> | undefined)?.[TOKEN_PARAM];
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token : null;
}

export default async function leave(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
): Promise<void> {
  try {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex');
    const method = req.method ?? '';
    if (method === 'HEAD') {
      res.status(200).end();
      return;
    }
    if (method !== 'GET' && method !== 'POST') {
      res.setHeader('Allow', 'GET, POST');
      res.status(405).json({ error: 'method_not_allowed', message: 'Follow the link, or POST.' });
      return;
    }
    const { waitlistSecret, database } = readConfig();
    const id = waitlistSecret ? idFromToken(tokenOf(req), waitlistSecret) : null;
    if (!id) {
      if (method === 'POST') {
        res.status(400).json({ error: 'bad_link', message: 'The link could not be checked.' });
      } else res.redirect(303, WAITLIST_LEFT_PATH);
      return;
    }
    let left: Awaited<ReturnType<typeof leaveWaitlist>>;
    try {
      left = await leaveWaitlist((await openDatabase(database)).pool, id);
    } catch (error) {
      console.error('A sign-up could not be taken off the waitlist; the person is told:', error);
      res.status(503);
      res.setHeader('Retry-After', '300');
      if (method === 'POST') {
        res.json({ error: 'delivery_failed', message: 'Nothing was changed; try again later.' });
        return;
      }
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.setHeader('Content-Security-Policy', PAGE_CSP);
      res.send(
        messagePage(
          'We could not take you off the list just now',
          'Something went wrong on our side and nothing has been changed yet. Please follow the link in our e-mail again in a few minutes.',
          { href: '/', label: 'Go to our home page' },
        ),
      );
      return;
    }
    if (method === 'POST') {
      res.status(200).setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.send('You have left the waitlist; the details you gave for it are deleted.\n');
    } else {
      // In the language they joined in, where this build has the page (else, or a second click, English).
      const { languages } = await siteData();
      const lang = left && languages.includes(left.language) ? left.language : 'en';
      res.redirect(303, `${inLanguage(WAITLIST_LEFT_PATH, lang)}#${LEFT_ANCHOR}`);
    }
  } catch (error) {
    answerUnexpected(res, 'Leaving the waitlist', error);
  }
}
