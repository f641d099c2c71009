/**
 * POST /api/contact: receives an enquiry from the contact form, as JSON (the page's script) or as
 * a natively posted form (JavaScript off). Thin: parse -> validate -> deliver, then answer.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { readConfig } from '../server/config';
import {
  bodyFormat,
  handleContact,
  type ContactOutcome,
  type ContactRequest,
} from '../server/contact-service';
import { chooseDelivery } from '../server/delivery';
import { formPage } from '../server/form-page';

/**
 * Largest accepted body: every field at its longest, written in a script that takes 12 bytes per
 * character once form-encoded (about 68 KB), with room to spare. Gatsby's own parsers stop at
 * 100 KB. (The endpoint cannot export `config.bodyParser`: Gatsby's query extractor takes any
 * exported `config` under src/ for a page config and then builds server rendering engines, which
 * cannot bundle sharp 0.34.)
 */
export const MAX_BODY_BYTES = 80 * 1024;

function bodyBytes(req: GatsbyFunctionRequest<unknown>): number {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > 0) return declared;
  const body: unknown = req.body;
  if (typeof body === 'string') return Buffer.byteLength(body);
  return Buffer.byteLength(JSON.stringify(body ?? ''));
}

const THANKS_PAGE = '/contact/thanks/';

/**
 * Who is asking. Behind a proxy, the configured header's last entry is the one the proxy itself
 * added (a client can put anything before it).
 */
function clientOf(req: GatsbyFunctionRequest, header: string | null): string {
  const forwarded = header ? req.headers[header] : undefined;
  const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  return value?.split(',').at(-1)?.trim() || req.socket?.remoteAddress || 'unknown';
}

function sendJson(res: GatsbyFunctionResponse, status: number, body: object): void {
  res.status(status);
  res.setHeader('Cache-Control', 'no-store');
  res.json(body);
}

function sendPage(res: GatsbyFunctionResponse, status: number, html: string): void {
  res.status(status);
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader(
    'Content-Security-Policy',
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  res.send(html);
}

function respond(res: GatsbyFunctionResponse, outcome: ContactOutcome, asForm: boolean): void {
  switch (outcome.kind) {
    case 'delivered':
    case 'discarded':
      // A caught spam submission gets the same answer as a real one.
      if (asForm) {
        res.redirect(303, THANKS_PAGE);
        return;
      }
      return sendJson(res, 200, { ok: true });
    case 'method-not-allowed':
      res.setHeader('Allow', 'POST');
      return sendJson(res, 405, { error: 'method_not_allowed', message: 'Use POST.' });
    case 'unsupported-media-type':
      return sendJson(res, 415, {
        error: 'unsupported_media_type',
        message: 'Send application/json or application/x-www-form-urlencoded.',
      });
    case 'forbidden-origin':
      return sendJson(res, 403, { error: 'forbidden_origin' });
    case 'malformed':
      return sendJson(res, 400, { error: 'malformed', message: 'The body must be an object.' });
    case 'rate-limited':
      res.setHeader('Retry-After', String(outcome.retryAfterSeconds));
      if (asForm) {
        return sendPage(
          res,
          429,
          formPage({
            title: 'Please wait a moment',
            lead: `You have sent several messages in a short time. Your message is below: please wait ${outcome.retryAfterSeconds} seconds and send it again.`,
            values: outcome.values,
          }),
        );
      }
      return sendJson(res, 429, {
        error: 'rate_limited',
        retryAfterSeconds: outcome.retryAfterSeconds,
      });
    case 'invalid':
      if (asForm) {
        return sendPage(
          res,
          400,
          formPage({
            title: 'Please check your message',
            lead: 'Some fields need attention. Your message has not been sent yet.',
            values: outcome.values,
            errors: outcome.errors,
          }),
        );
      }
      return sendJson(res, 400, { error: 'invalid', fields: outcome.errors });
    case 'delivery-failed':
      if (asForm) {
        return sendPage(
          res,
          503,
          formPage({
            title: 'Your message was not sent',
            lead: 'Something went wrong on our side and your message was not sent. Everything you typed is below: please try again in a few minutes, or call or e-mail us.',
            values: outcome.values,
          }),
        );
      }
      return sendJson(res, 503, { error: 'delivery_failed' });
  }
}

export default async function contact(
  req: GatsbyFunctionRequest<unknown>,
  res: GatsbyFunctionResponse,
): Promise<void> {
  if (bodyBytes(req) > MAX_BODY_BYTES) {
    if (bodyFormat(req.headers['content-type']) === 'form') {
      return sendPage(
        res,
        413,
        formPage({
          title: 'Your message is too long',
          lead: 'Please shorten your message (at most 5,000 characters) and send it again.',
          values: {},
        }),
      );
    }
    return sendJson(res, 413, {
      error: 'payload_too_large',
      message: `The request body must be at most ${MAX_BODY_BYTES} bytes.`,
    });
  }
  const settings = readConfig();
  const request: ContactRequest = {
    method: req.method ?? '',
    contentType: req.headers['content-type'],
    origin: req.headers.origin,
    host: req.headers.host,
    client: clientOf(req, settings.clientIpHeader),
    body: req.body,
    now: Date.now(),
  };
  const outcome = await handleContact(request, settings, chooseDelivery(settings));
  respond(res, outcome, bodyFormat(request.contentType) === 'form');
}
