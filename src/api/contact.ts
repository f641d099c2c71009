/**
 * POST /api/contact: receives an enquiry from the contact form, as JSON (the page's script) or as
 * a natively posted form (JavaScript off). Thin: src/server/contact-service.ts decides, this file
 * answers. It never throws: every outcome, however malformed the request, is a well-formed answer
 * (JSON in the shape below, or for a form post the Contact page again, filled in).
 *
 *   200 { ok: true }                              (a form post: 303 to the thank-you page)
 *   4xx/5xx { error: code, message, fields?, retryAfterSeconds? }
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { SENT_ANCHOR } from '../lib/anchors';
import { builtData, isPreview, type BuiltData } from '../server/built-data';
import { readConfig } from '../server/config';
import { handleContact, type ContactOutcome, type Refusal } from '../server/contact-service';
import { openDatabase } from '../server/database';
import { formPage } from '../server/form-page';
import { notifierFor } from '../server/notify';
import { releaseStaleBundleCopies } from '../server/reload-leak';
import { BODY_LIMITS } from '../server/request-body';

releaseStaleBundleCopies();

/** The thank-you page, at the mark only a real send leads to (src/views/thanks.tsx). */
const THANKS_PAGE = `/contact/thanks/#${SENT_ANCHOR}`;
const LIMIT_KB = Math.floor(BODY_LIMITS.maxBytes / 1024);

/**
 * Gatsby's body parsers are switched off by giving each a content type no request has, so the
 * handler reads the raw stream itself, under its own limits (src/server/request-body.ts). The
 * export is named with a string: Gatsby takes a `config` export it can see for a page's config
 * and then builds server-rendering engines the site does not use (gatsby#38465).
 */
const NO_BODY_PARSING = { type: 'application/x-not-parsed-by-gatsby' };
const functionConfig = {
  bodyParser: {
    json: NO_BODY_PARSING,
    text: NO_BODY_PARSING,
    raw: NO_BODY_PARSING,
    urlencoded: { ...NO_BODY_PARSING, extended: false },
  },
};
export { functionConfig as 'config' };

type Answer = { status: number; message: string; title: string; lead: string };

/** What each refusal is answered with: its status, and words for a program and for a person. */
function answerFor(refusal: Refusal): Answer {
  const notSent = 'Your message has not been sent yet.';
  switch (refusal.code) {
    case 'method_not_allowed':
      return {
        status: 405,
        message: 'Use POST.',
        title: 'Please send your message from the form',
        lead: `This address only receives messages sent from the contact form. ${notSent}`,
      };
    case 'forbidden_origin':
      return {
        status: 403,
        message: "Enquiries are only accepted from this site's own pages.",
        title: 'Please send your message from our contact page',
        lead: `This form can only be sent from our own website. ${notSent}`,
      };
    case 'unsupported_media_type':
      return {
        status: 415,
        message: refusal.message,
        title: 'Your message could not be read',
        lead: `Your browser sent the form in a way we cannot read. ${notSent}`,
      };
    case 'payload_too_large':
      return {
        status: 413,
        message: `The request body must be at most ${LIMIT_KB} KB.`,
        title: 'Your message is too long',
        lead: `The form sent more than ${LIMIT_KB} KB. Please shorten your message and send it again.`,
      };
    case 'request_timeout':
      return {
        status: 408,
        message: 'The request body did not arrive in time.',
        title: 'Your message did not arrive in full',
        lead: `The connection was too slow or was interrupted. ${notSent} Please try again.`,
      };
    case 'malformed':
      return {
        status: 400,
        message: refusal.message,
        title: 'Your message could not be read',
        lead: `The form arrived damaged. ${notSent} Please check it and send it again.`,
      };
    case 'too_many_fields':
      return {
        status: 400,
        message: `The body has more fields than the contact form sends.`,
        title: 'Your message could not be read',
        lead: `The form arrived with more fields than it has. ${notSent}`,
      };
    case 'invalid':
      return {
        status: 400,
        message: 'Some fields need attention.',
        title: 'Please check your message',
        lead: `Some fields need attention. ${notSent}`,
      };
    case 'rate_limited':
      return {
        status: 429,
        message: `Too many enquiries from this address; try again in ${refusal.retryAfterSeconds} seconds.`,
        title: 'Please wait a moment',
        lead: `You have sent several messages in a short time. Please wait ${refusal.retryAfterSeconds} seconds and send it again.`,
      };
    case 'bad_key':
      return {
        status: 400,
        message: refusal.message,
        title: 'Your message could not be read',
        lead: `The form arrived damaged. ${notSent} Please send it again.`,
      };
    case 'key_conflict':
      return {
        status: 422,
        message:
          'An enquiry with this Idempotency-Key was already kept with different words; send changed words with a new key.',
        title: 'We already have an earlier version of this message',
        lead: 'A message sent from this form a moment ago reached us with different words. If you changed it since, please send it again from a fresh form.',
      };
    case 'delivery_failed':
      return {
        status: 503,
        message: 'The enquiry could not be stored; nothing was kept. Try again later.',
        title: 'Your message was not sent',
        lead: 'Something went wrong on our side and your message was not sent. Everything you typed is below: please try again in a few minutes, or call or e-mail us.',
      };
  }
}

/**
 * Who is asking. Behind a proxy, the configured header's last entry is the one the proxy itself
 * added (a client can put anything before it).
 */
function clientOf(req: GatsbyFunctionRequest, header: string | null): string {
  const forwarded = header ? req.headers[header] : undefined;
  const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  return value?.split(',').at(-1)?.trim() || req.socket?.remoteAddress || 'unknown';
}

const PAGE_CSP =
  "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; manifest-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * The build's data (the built Contact page, retention, deploy context), or, where no build handed
 * any over (`gatsby develop`), the content as it is now.
 */
async function siteData(): Promise<BuiltData> {
  const built = builtData();
  if (built) return built;
  const { developmentData } = await import(/* webpackMode: "eager" */ '../server/development-data');
  return developmentData();
}

function respond(res: GatsbyFunctionResponse, outcome: ContactOutcome, data: BuiltData): void {
  res.setHeader('Cache-Control', 'no-store');
  if (outcome.kind === 'accepted') {
    // A flagged enquiry is answered exactly like any other.
    if (outcome.format === 'form') res.redirect(303, THANKS_PAGE);
    else res.status(200).json({ ok: true });
    return;
  }
  const { refusal, format, values, closeConnection } = outcome;
  const answer = answerFor(refusal);
  if (closeConnection) res.setHeader('Connection', 'close');
  if (refusal.code === 'method_not_allowed') res.setHeader('Allow', 'POST');
  if (refusal.code === 'rate_limited')
    res.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  if (format === 'form') {
    const page = formPage(
      {
        title: answer.title,
        lead: answer.lead,
        values,
        errors: refusal.code === 'invalid' ? refusal.fields : undefined,
      },
      data.contactPage,
    );
    res.status(answer.status);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('X-Robots-Tag', 'noindex');
    res.send(page);
    return;
  }
  res.status(answer.status).json({
    error: refusal.code,
    message: answer.message,
    ...(refusal.code === 'invalid' ? { fields: refusal.fields } : {}),
    ...(refusal.code === 'rate_limited' ? { retryAfterSeconds: refusal.retryAfterSeconds } : {}),
  });
}

export default async function contact(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
): Promise<void> {
  try {
    const settings = readConfig();
    const data = await siteData();
    const outcome = await handleContact(
      {
        method: req.method ?? '',
        req,
        encrypted: Boolean((req.socket as { encrypted?: boolean } | undefined)?.encrypted),
        client: clientOf(req, settings.clientIpHeader),
        now: Date.now(),
      },
      settings,
      {
        database: async () => (await openDatabase(settings.database)).pool,
        retention: data.retention,
        notifier: notifierFor(settings, { preview: isPreview(data) }),
      },
    );
    respond(res, outcome, data);
  } catch (error) {
    // Nothing above should throw; if something does, the visitor still gets an answer and the
    // server goes on.
    console.error('Contact endpoint failed unexpectedly:', error);
    if (!res.headersSent) {
      res.setHeader('Cache-Control', 'no-store');
      res
        .status(500)
        .json({ error: 'internal_error', message: 'Something went wrong; nothing was stored.' });
    }
  }
}
