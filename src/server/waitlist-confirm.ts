/**
 * Confirmed sign-ups only (double opt-in): a sign-up with an e-mail address is on the waitlist once
 * the owner of the address follows the link in the one e-mail that asks (src/api/confirm-waitlist.ts
 * records it). The endpoint sends that e-mail at once; the hourly job sends what it could not.
 *
 * One mailbox gets at most one such e-mail a day, whatever is posted: the mailbox (`mailboxKey`) is
 * kept only as an HMAC under SITE_SECRET in `mail_limits`, with the time the next may go. One
 * e-mail stands for every sign-up of that address made before it went (its link confirms them
 * all); one made later waits for the next day's. An e-mail that fails waits for the next day's
 * turn too. Nothing is sent unless the data is a production deploy's.
 */
import { createHmac } from 'node:crypto';
import type { BuiltData } from './built-data';
import type { Queryable } from './enquiries';
import { confirmUrl, leaveUrl } from './leave-link';
import { errorText } from './log';
import { UNCONFIRMED_DAYS } from '../lib/waitlist-periods';
import { reachedServer, type MailMessage, type MailSession } from './mail';
import { MAIL_COLORS } from './mail-colors';
import type { SmtpSettings } from './notify';
import { confirmationSent, type SignUpRecord } from './waitlist';

/** How long after one confirmation e-mail the same mailbox may get the next. */
export const CONFIRM_EVERY_MS = 24 * 60 * 60_000;

/** Domains whose mailboxes ignore dots in the part before the @, and are one another's. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address reaches (lower case, without a "+tag"; for Gmail, without dots and under
 * one domain), as a key that gives the address back to nobody.
 */
export function mailboxKey(email: string, secret: string): string {
  const at = email.lastIndexOf('@');
  let local = (email.slice(0, at).split('+')[0] ?? '').toLowerCase();
  let domain = email.slice(at + 1).toLowerCase();
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '');
    domain = 'gmail.com';
  }
  const mailbox = `${local}@${domain}`;
  return createHmac('sha256', secret).update(`confirm-mailbox\u0000${mailbox}`).digest('base64url');
}

/** Takes the mailbox's one confirmation e-mail of the day: whether it may go now. */
export async function takeMailboxTurn(db: Queryable, key: string, now: Date): Promise<boolean> {
  const taken = await db.query(
    `INSERT INTO mail_limits (key, not_before) VALUES ($1, $2)
     ON CONFLICT (key) DO UPDATE SET not_before = EXCLUDED.not_before
       WHERE mail_limits.not_before <= $3
     RETURNING key`,
    [key, new Date(now.getTime() + CONFIRM_EVERY_MS), now],
  );
  return (taken.rowCount ?? 0) > 0;
}

export type ConfirmSending = {
  session: MailSession;
  smtp: SmtpSettings;
  secret: string;
  data: BuiltData;
  now: () => Date;
};

/**
 * Sends `record` its confirmation e-mail if its mailbox has had none in the last day; otherwise it
 * waits for the hourly job to send it once the day has passed. The e-mail stands for every
 * sign-up of that address still waiting for one. Never throws for the mail server.
 */
export async function sendConfirmation(
  db: Queryable,
  record: SignUpRecord,
  { session, smtp, secret, data, now }: ConfirmSending,
): Promise<'sent' | 'failed' | 'waiting'> {
  if (!(await takeMailboxTurn(db, mailboxKey(record.signUp.email, secret), now()))) {
    return 'waiting';
  }
  const message = confirmationMail(record, data, {
    from: smtp.from,
    replyTo: smtp.to,
    links: {
      confirm: confirmUrl(data.siteUrl, record.id, secret, record.language),
      leave: leaveUrl(data.siteUrl, record.id, secret, record.language),
    },
  });
  const outcome = await session.send(message, () =>
    confirmationSent(db, record.id, now()).catch((error: unknown) =>
      console.error(
        `Waitlist confirmation ${record.id} went, but that could not be recorded:`,
        errorText(error),
      ),
    ),
  );
  if (reachedServer(outcome)) return 'sent';
  console.error(
    `Waitlist confirmation ${record.id} did not go (${outcome.failure}); the hourly job tries again once its mailbox's day has passed.`,
  );
  return 'failed';
}

/** Where the confirmation e-mail's links lead. */
export type ConfirmLinks = { confirm: string; leave: string };

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The place as the coverage list names it, when the place typed was matched to a city or state
 * (or an area) we serve; null otherwise. The confirmation names nothing typed into the form.
 */
function matchedPlace(record: SignUpRecord): string | null {
  const { match } = record;
  if (match.kind === 'area') return `${match.area}, ${match.region}`;
  if (match.kind === 'region') return match.region;
  return null;
}

/**
 * The one e-mail that asks the owner of an address typed into the waitlist form to confirm it,
 * from `from`, replies going to `replyTo`, in the language of the page it came from (English until
 * that language's words are translated). It carries nothing typed into the form (whoever typed the
 * address may not own it): only the place as the coverage list names it, and links to confirm or
 * to delete the sign-up at once. Written without React: the waitlist endpoint sends it, and a
 * Gatsby Function is built from .ts files only.
 */
export function confirmationMail(
  record: SignUpRecord,
  data: BuiltData,
  { from, replyTo, links }: { from: string; replyTo: string; links: ConfirmLinks },
): MailMessage {
  if (record.signUp.email === '') throw new Error(`Sign-up ${record.id} has no e-mail address.`);
  const language = data.languages.includes(record.language) ? record.language : 'en';
  const copy = (data.notice[language] ?? data.notice.en).confirm;
  const said = copy.intro === data.notice.en.confirm.intro ? 'en' : language;
  const place = matchedPlace(record);
  const placeLine = place ? copy.placeLine.replace('{place}', place) : null;
  const ignore = copy.ignore.replace('{number}', String(UNCONFIRMED_DAYS));
  const { primary, onPrimary, muted, surface, text } = MAIL_COLORS;
  const html = [
    `<!doctype html><html lang="${said}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(copy.subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${surface}">`,
    `<div style="max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:${text};font-size:16px;line-height:1.5;font-family:Arial, Helvetica, sans-serif;overflow-wrap:anywhere">`,
    `<p>${escapeHtml(copy.intro)}</p>`,
    placeLine ? `<p>${escapeHtml(placeLine)}</p>` : '',
    `<p style="margin:24px 0"><a href="${escapeHtml(links.confirm)}" style="display:inline-block;padding:12px 20px;background:${primary};color:${onPrimary};border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(copy.buttonLabel)}</a></p>`,
    `<p style="color:${muted};font-size:14px">${escapeHtml(ignore)} <a href="${escapeHtml(links.leave)}">${escapeHtml(copy.leaveLabel)}</a></p>`,
    `<p>${escapeHtml(data.company.name)}</p>`,
    '</div></body></html>',
  ].join('');
  return {
    from: { name: data.company.name, address: from },
    to: record.signUp.email,
    replyTo,
    subject: copy.subject,
    text: [
      copy.intro,
      '',
      ...(placeLine ? [placeLine, ''] : []),
      `${copy.buttonLabel}: ${links.confirm}`,
      '',
      `${ignore} ${copy.leaveLabel}: ${links.leave}`,
      '',
      data.company.name,
      '',
    ].join('\n'),
    html,
    messageId: `<waitlist-confirm.${record.id}@${from.slice(from.lastIndexOf('@') + 1) || 'localhost'}>`,
    headers: {
      'X-Waitlist-Id': record.id,
      'List-Unsubscribe': `<${links.leave}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
