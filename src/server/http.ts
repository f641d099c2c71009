/**
 * One handler per endpoint, two doors into it. Each endpoint of the site (src/api/*.ts) is a
 * `SiteHandler`: a request in, an answer out, no framework. It is served
 *
 *  - on Netlify as a current Netlify Function (netlify/functions/<name>.mts, `netlifyFunction`):
 *    the kind Netlify gives the platform's environment, Netlify Database's address included, and
 *    the client's address (`context.ip`);
 *  - by `npm start` (`gatsby serve`) as a Gatsby Function (src/api/<name>.ts, `gatsbyFunction`).
 *
 * Decision 0022 says why: Gatsby's Netlify adapter deploys Gatsby Functions in Lambda
 * compatibility mode, where Netlify Database is not handed over.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { readConfig } from './config';
import type { FormRequest } from './form-request';
import type { IncomingBody } from './request-body';

/** A request as every endpoint reads it: a form request, and the whole address (its query). */
export type SiteRequest = FormRequest & { url: URL };

/** An answer: its status, its headers, and its body as text ('' for none). */
export type SiteResponse = { status: number; headers: Record<string, string>; body: string };

/**
 * An endpoint. `background` takes work that goes on after the answer (an e-mail): Netlify's
 * `context.waitUntil`, which keeps the function running until it is done.
 */
export type SiteHandler = (
  request: SiteRequest,
  background: (work: Promise<unknown>) => void,
) => Promise<SiteResponse>;

export const NO_STORE = { 'Cache-Control': 'no-store' } as const;

/** A JSON answer. */
export const jsonAnswer = (
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): SiteResponse => ({
  status,
  headers: { ...NO_STORE, ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});

/** A 303 to `location` (a page of this site). */
export const seeOther = (location: string, headers: Record<string, string> = {}): SiteResponse => ({
  status: 303,
  headers: { ...NO_STORE, ...headers, Location: location },
  body: '',
});

/**
 * Who is asking. Behind a proxy, the configured header's last entry is the one the proxy itself
 * added (a client can put anything before it).
 */
export function clientOf(
  headers: IncomingBody['headers'],
  header: string | null,
  socketAddress: string | undefined,
): string {
  const forwarded = header ? headers[header] : undefined;
  const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  return value?.split(',').at(-1)?.trim() || socketAddress || 'unknown';
}

/** What a current Netlify Function is handed besides the request (docs.netlify.com, Functions API). */
export type NetlifyContext = {
  /** The client's address, as Netlify's edge saw it: the one address a function can trust. */
  ip?: string;
  waitUntil?: (work: Promise<unknown>) => void;
};

/**
 * `handler` as a current Netlify Function: `export default netlifyFunction(handler)` with
 * `export const config = { path: '/api/…' }`. The client is `context.ip`, which Netlify sets
 * from the connection (the same address as the `x-nf-client-connection-ip` header it adds); any
 * address the request itself claims is ignored.
 */
export function netlifyFunction(handler: SiteHandler) {
  return async (request: Request, context: NetlifyContext = {}): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = Object.fromEntries(request.headers);
    headers.host ??= url.host;
    const body = request.body
      ? Readable.fromWeb(request.body as unknown as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    const answer = await handler(
      {
        method: request.method,
        url,
        req: Object.assign(body, { headers }),
        encrypted: url.protocol === 'https:',
        client: context.ip || 'unknown',
        now: Date.now(),
      },
      (work) => context.waitUntil?.(work.catch(() => undefined)),
    );
    const empty = answer.status === 303 || answer.status === 204 || request.method === 'HEAD';
    return new Response(empty ? null : answer.body, {
      status: answer.status,
      headers: answer.headers,
    });
  };
}

/**
 * `handler` as a Gatsby Function, for `gatsby serve` (`npm start`). Gatsby's body parsers must be
 * off (`FUNCTION_CONFIG`): the handler reads the raw stream under its own limits. The client is
 * the socket's address, or the last entry of CONTACT_CLIENT_IP_HEADER behind a proxy of one's own.
 */
export function gatsbyFunction(handler: SiteHandler) {
  return async (
    req: GatsbyFunctionRequest<unknown>,
    res: GatsbyFunctionResponse,
  ): Promise<void> => {
    const headers = req.headers as IncomingBody['headers'];
    const socket = req.socket as { encrypted?: boolean; remoteAddress?: string } | undefined;
    const answer = await (async (): Promise<SiteResponse> => {
      let url: URL;
      try {
        // A request line such as `//host:99999` is no address: answered, never thrown.
        url = new URL(
          (req as { originalUrl?: string }).originalUrl || req.url || '/',
          'http://localhost',
        );
      } catch {
        return jsonAnswer(400, { error: 'bad_request', message: 'The address is not valid.' });
      }
      return handler(
        {
          method: req.method ?? '',
          url,
          req: req as unknown as IncomingBody,
          encrypted: Boolean(socket?.encrypted),
          client: clientOf(headers, readConfig().clientIpHeader, socket?.remoteAddress),
          now: Date.now(),
        },
        (work) => void work.catch(() => undefined),
      );
    })();
    res.status(answer.status);
    for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
    res.end(answer.body);
  };
}
