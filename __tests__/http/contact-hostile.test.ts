/**
 * Hostile requests to POST /api/contact on the production server (`gatsby serve`), sent as an
 * attacker would. For every case: the status, the answer's format (the endpoint's own JSON
 * error shape, or the Contact page for a form post), what was kept (nothing for a refused
 * request, exactly one record for an accepted one, flagged ones in the spam store), and that
 * the site still answers afterwards.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import { startSiteWithDatabase } from '../support/database';
import { VALID, humanTiming, keptEnquiries, newClient, newKey } from '../support/enquiries';
import { LAST_CHUNK, chunk, rawRequest } from '../support/raw-http';
import type { RunningSite } from '../../scripts/lib/site-server';

let site: RunningSite;

beforeAll(async () => {
  site = await startSiteWithDatabase({
    CONTACT_CLIENT_IP_HEADER: 'x-test-client',
  });
}, 120_000);

afterAll(() => site?.stop());

type Answer = {
  status: number;
  type: string;
  body: string;
  headers: Record<string, string>;
  closed?: boolean;
  ms?: number;
};

const ENQUIRY = { ...VALID, ...humanTiming() };
const ENDPOINT = '/api/contact';

async function send(init: RequestInit & { headers?: Record<string, string> }): Promise<Answer> {
  const response = await fetch(`${site.url}${ENDPOINT}`, {
    method: 'POST',
    redirect: 'manual',
    ...init,
    headers: { ...newClient(), ...init.headers },
  });
  const headers = Object.fromEntries(response.headers);
  return {
    status: response.status,
    type: headers['content-type'] ?? '',
    body: await response.text(),
    headers,
    closed: headers.connection === 'close',
  };
}

/** JSON as the page's script sends it: a new idempotency key each time unless one is given. */
const json = (body: unknown, headers: Record<string, string> = {}) =>
  send({
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'idempotency-key': newKey(), ...headers },
  });

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send({
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

const bytes = (contentType: string, body: Buffer | string, headers: Record<string, string> = {}) =>
  send({
    body: typeof body === 'string' ? body : new Uint8Array(body),
    headers: { 'content-type': contentType, ...headers },
  });

/** A request written by hand: `headers` after the request line, `pieces` as the body. */
async function raw(
  headers: string[],
  pieces: (string | Buffer)[],
  options: { pauseMs?: number; hangUp?: boolean } = {},
): Promise<Answer> {
  const host = new URL(site.url).host;
  const head = [
    `POST ${ENDPOINT} HTTP/1.1`,
    `Host: ${host}`,
    `X-Test-Client: ${newClient()['x-test-client']}`,
    ...headers,
  ].join('\r\n');
  const answer = await rawRequest(site.url, head, { pieces, ...options });
  if (!answer) return { status: 0, type: '', body: '', headers: {}, closed: true };
  return { ...answer, type: answer.headers['content-type'] ?? '' };
}

type Kept = 'nothing' | 'enquiry' | 'spam';
type Case = {
  name: string;
  send: () => Promise<Answer>;
  status: number;
  /** The JSON error code, 'ok' for the JSON success answer, 'page' for the Contact page. */
  answer: string;
  kept?: Kept;
  /** The connection must be closed after the answer (the body was not read to its end). */
  closes?: boolean;
};

const deepJson = '['.repeat(40_000) + ']'.repeat(40_000);

const CASES: Case[] = [
  // --- What used to take the whole site down, and other bodies that are not an enquiry ---
  {
    name: 'a 40 KB deeply nested JSON body, chunked without a Content-Length',
    send: () =>
      raw(
        ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
        [chunk(deepJson.slice(0, 40_000)), chunk(deepJson.slice(40_000)), LAST_CHUNK],
      ),
    status: 400,
    answer: 'malformed',
  },
  {
    name: 'a deeply nested JSON body with a Content-Length',
    send: () => json(deepJson),
    status: 400,
    answer: 'malformed',
  },
  {
    name: 'a field holding nested objects',
    send: () => json({ ...ENQUIRY, firstName: { a: { b: { c: 1 } } } }),
    status: 400,
    answer: 'malformed',
  },
  { name: 'a JSON array', send: () => json([ENQUIRY]), status: 400, answer: 'malformed' },
  { name: 'JSON null', send: () => json('null'), status: 400, answer: 'malformed' },
  { name: 'a JSON string', send: () => json('"hello"'), status: 400, answer: 'malformed' },
  { name: 'invalid JSON', send: () => json('{"firstName": '), status: 400, answer: 'malformed' },
  { name: 'an empty JSON body', send: () => json(''), status: 400, answer: 'malformed' },
  {
    name: 'bytes that are not UTF-8',
    send: () => bytes('application/json', Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
    status: 400,
    answer: 'malformed',
  },
  {
    name: 'an unknown charset',
    send: () => bytes('application/json; charset=koi8-r', JSON.stringify(ENQUIRY)),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'UTF-16',
    send: () =>
      bytes('application/json; charset=utf-16', Buffer.from(JSON.stringify(ENQUIRY), 'utf16le')),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'a prototype-pollution attempt, otherwise a valid enquiry',
    send: () =>
      json(
        `{"__proto__":{"polluted":true},"constructor":{"prototype":1},${JSON.stringify(ENQUIRY).slice(1)}`,
      ),
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },

  // --- Sizes, on the bytes that actually arrive ---
  {
    name: 'a body declared over 80 KB',
    send: () => json({ ...ENQUIRY, padding: 'x'.repeat(85 * 1024) }),
    status: 413,
    answer: 'payload_too_large',
    closes: true,
  },
  {
    name: 'a body over 80 KB, chunked without a Content-Length',
    send: () =>
      raw(
        ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
        [
          ...Array.from({ length: 12 }, () => chunk(' '.repeat(8 * 1024))),
          chunk(JSON.stringify(ENQUIRY)),
          LAST_CHUNK,
        ],
      ),
    status: 413,
    answer: 'payload_too_large',
    closes: true,
  },
  {
    name: 'a 20 KB gzip body that inflates to 20 MB',
    send: () =>
      bytes('application/json', gzipSync(`{"message":"${'a'.repeat(20 * 1024 * 1024)}"}`), {
        'content-encoding': 'gzip',
      }),
    status: 413,
    answer: 'payload_too_large',
  },
  {
    name: 'a brotli body that inflates past 80 KB',
    send: () =>
      bytes('application/json', brotliCompressSync(`{"message":"${'a'.repeat(200 * 1024)}"}`), {
        'content-encoding': 'br',
      }),
    status: 413,
    answer: 'payload_too_large',
  },
  {
    name: 'a corrupt gzip body',
    send: () =>
      bytes('application/json', Buffer.from('not gzip at all'), { 'content-encoding': 'gzip' }),
    status: 400,
    answer: 'malformed',
  },
  {
    name: 'an unknown content encoding',
    send: () => bytes('application/json', JSON.stringify(ENQUIRY), { 'content-encoding': 'zstd' }),
    status: 415,
    answer: 'unsupported_media_type',
    closes: true,
  },
  {
    name: 'a valid enquiry, gzip-compressed',
    send: () =>
      bytes('application/json', gzipSync(JSON.stringify(ENQUIRY)), { 'content-encoding': 'gzip' }),
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },
  {
    name: 'a valid enquiry form, deflate-compressed',
    send: () =>
      bytes(
        'application/x-www-form-urlencoded',
        deflateSync(new URLSearchParams({ ...VALID, leave_empty: '' }).toString()),
        { 'content-encoding': 'deflate' },
      ),
    status: 303,
    answer: 'thanks',
    kept: 'enquiry',
  },
  {
    name: 'a form with 1,000 small fields',
    send: () =>
      form({
        ...VALID,
        ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, '1'])),
      }),
    status: 400,
    answer: 'page',
  },
  {
    name: 'a JSON object with 1,000 keys',
    send: () =>
      json({
        ...ENQUIRY,
        ...Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`f${i}`, '1'])),
      }),
    status: 400,
    answer: 'too_many_fields',
  },

  // --- Bodies that do not arrive ---
  {
    name: 'a body that promises 1,000 bytes and sends 12',
    send: () => raw(['Content-Type: application/json', 'Content-Length: 1000'], ['{"firstName"']),
    status: 408,
    answer: 'request_timeout',
    closes: true,
  },
  {
    name: 'a chunked body that stops without its last chunk',
    send: () =>
      raw(
        ['Content-Type: application/json', 'Transfer-Encoding: chunked'],
        [chunk('{"firstName":"Ada"')],
      ),
    status: 408,
    answer: 'request_timeout',
    closes: true,
  },
  {
    name: 'a client that hangs up half-way through the body',
    send: () =>
      raw(['Content-Type: application/json', 'Content-Length: 1000'], ['{"firstName":"Ada"'], {
        hangUp: true,
      }),
    status: 0,
    answer: 'none',
  },

  // --- Methods and content types ---
  {
    name: 'GET',
    send: () => send({ method: 'GET' }),
    status: 405,
    answer: 'method_not_allowed',
    closes: true,
  },
  {
    name: 'PUT with a valid enquiry',
    send: () =>
      send({
        method: 'PUT',
        body: JSON.stringify(ENQUIRY),
        headers: { 'content-type': 'application/json' },
      }),
    status: 405,
    answer: 'method_not_allowed',
    closes: true,
  },
  {
    name: 'text/plain',
    send: () => bytes('text/plain', JSON.stringify(ENQUIRY)),
    status: 415,
    answer: 'unsupported_media_type',
    closes: true,
  },
  {
    name: 'a multipart form',
    send: () =>
      bytes(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda\r\n--x--\r\n',
      ),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'a malformed multipart body (no closing boundary)',
    send: () =>
      bytes(
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="firstName"\r\n\r\nAda',
      ),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'a multipart body whose boundary is missing',
    send: () => bytes('multipart/form-data', '--x\r\n\r\n--x--\r\n'),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'a multipart body with a broken part header',
    send: () =>
      bytes('multipart/form-data; boundary=b', '--b\r\nNo colon here\r\n\r\nx\r\n--b--\r\n'),
    status: 415,
    answer: 'unsupported_media_type',
  },
  {
    name: 'no content type at all',
    send: () => send({ body: JSON.stringify(ENQUIRY) }),
    status: 415,
    answer: 'unsupported_media_type',
  },

  // --- Fields that must not be stored ---
  {
    name: 'a name made only of invisible characters',
    send: () => json({ ...ENQUIRY, firstName: '\u200B\u3164\u2800' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a right-to-left override in the subject',
    send: () => json({ ...ENQUIRY, subject: 'Invoice \u202Egnp.exe' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'NEXT LINE in the subject',
    send: () => json({ ...ENQUIRY, subject: 'Hello\u0085Bcc: victim@example.com' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a LINE SEPARATOR in the last name',
    send: () => json({ ...ENQUIRY, lastName: 'Okon\u2028kwo' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a lone surrogate',
    send: () => json(JSON.stringify(ENQUIRY).replace('"Adaeze"', '"Ada\\ud800"')),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'the e-mail ada@example.com.',
    send: () => json({ ...ENQUIRY, email: 'ada@example.com.' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'the e-mail .a..b.@example.com',
    send: () => json({ ...ENQUIRY, email: '.a..b.@example.com' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'fields that are not text',
    send: () => json({ ...ENQUIRY, firstName: 7, lastName: null, subject: ['a'] }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a form with markup in its values, given back escaped',
    send: () => form({ ...VALID, email: 'x', firstName: '"><script>alert(1)</script>' }),
    status: 400,
    answer: 'page',
  },

  {
    name: 'a form whose percent-encoded bytes are not UTF-8',
    send: () =>
      bytes(
        'application/x-www-form-urlencoded',
        'firstName=%FF%FE&lastName=%ED%A0%80&email=a%40example.com&subject=Hi&message=Hello',
      ),
    status: 400,
    answer: 'page',
  },
  {
    name: 'a name with a sentence hidden in invisible tag characters',
    send: () =>
      json({
        ...ENQUIRY,
        firstName: `Ada${[...'ignore the above'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('')}`,
      }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a name of emoji longer than the browser would let anyone type',
    send: () => json({ ...ENQUIRY, firstName: '😀'.repeat(51) }),
    status: 400,
    answer: 'invalid',
  },

  // --- Same-site ---
  {
    name: 'an Origin on another site',
    send: () => json(ENQUIRY, { origin: 'https://evil.example' }),
    status: 403,
    answer: 'forbidden_origin',
    closes: true,
  },
  {
    name: 'Origin: null',
    send: () => json(ENQUIRY, { origin: 'null' }),
    status: 403,
    answer: 'forbidden_origin',
  },
  {
    name: 'this host over another scheme',
    send: () => json(ENQUIRY, { origin: site.url.replace('http:', 'https:') }),
    status: 403,
    answer: 'forbidden_origin',
  },
  {
    name: 'this host on another port',
    send: () => json(ENQUIRY, { origin: 'http://127.0.0.1:1' }),
    status: 403,
    answer: 'forbidden_origin',
  },
  {
    name: 'no Origin, Sec-Fetch-Site: cross-site',
    send: () => json(ENQUIRY, { 'sec-fetch-site': 'cross-site' }),
    status: 403,
    answer: 'forbidden_origin',
  },
  {
    name: 'no Origin, a Referer on another site',
    send: () => json(ENQUIRY, { referer: 'https://evil.example/contact/' }),
    status: 403,
    answer: 'forbidden_origin',
  },
  {
    name: 'a cross-site form post',
    send: () => form({ ...VALID }, { origin: 'https://evil.example' }),
    status: 403,
    answer: 'page',
  },
  {
    name: 'no Origin, same-origin Sec-Fetch-Site and Referer',
    send: () => json(ENQUIRY, { 'sec-fetch-site': 'same-origin', referer: `${site.url}/contact/` }),
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },
  {
    name: "this site's own Origin",
    send: () => json(ENQUIRY, { origin: site.url }),
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },

  // --- Spam is flagged and kept apart; the answer does not say so ---
  {
    name: 'a filled honeypot',
    send: () => json({ ...ENQUIRY, leave_empty: 'https://spam.example' }),
    status: 200,
    answer: 'ok',
    kept: 'spam',
  },
  {
    name: 'sent 0.4 s after the form was ready',
    send: () => json({ ...ENQUIRY, elapsedMs: '400' }),
    status: 200,
    answer: 'ok',
    kept: 'spam',
  },
  {
    name: 'a message of links',
    send: () =>
      json({
        ...ENQUIRY,
        message: Array.from({ length: 6 }, (_, i) => `https://spam${i}.example`).join(' '),
      }),
    status: 200,
    answer: 'ok',
    kept: 'spam',
  },
  {
    name: 'a form with a filled honeypot, without JavaScript',
    send: () => form({ ...VALID, leave_empty: 'x' }),
    status: 303,
    answer: 'thanks',
    kept: 'spam',
  },

  // --- Exactly once: keys, repeats, conflicts ---
  {
    name: 'an Idempotency-Key too short to be one',
    send: () => json(ENQUIRY, { 'idempotency-key': 'abc' }),
    status: 400,
    answer: 'bad_key',
  },
  {
    name: 'a language the site has no pages in',
    send: () => json({ ...ENQUIRY, language: 'fr' }),
    status: 400,
    answer: 'bad_language',
  },
  {
    name: 'a language that is not text',
    send: () => json({ ...ENQUIRY, language: ['ha'] }),
    status: 400,
    answer: 'bad_language',
  },
  {
    name: 'a form in a language the site has no pages in, without JavaScript',
    send: () => form({ ...VALID, leave_empty: '', language: 'en-GB' }),
    status: 400,
    answer: 'page',
  },
  {
    name: 'two Idempotency-Key values',
    send: () => json(ENQUIRY, { 'idempotency-key': `${newKey()}, ${newKey()}` }),
    status: 400,
    answer: 'bad_key',
  },
  {
    name: 'the same enquiry and key five times at once: kept once',
    send: async () => {
      const headers = { 'idempotency-key': newKey(), ...newClient() };
      const answers = await Promise.all(Array.from({ length: 5 }, () => json(ENQUIRY, headers)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      return answers[0]!;
    },
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },
  {
    name: 'the same enquiry and key five times in a row: kept once',
    send: async () => {
      const headers = { 'idempotency-key': newKey(), ...newClient() };
      const answers: Answer[] = [];
      for (let i = 0; i < 5; i += 1) answers.push(await json(ENQUIRY, headers));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      return answers[4]!;
    },
    status: 200,
    answer: 'ok',
    kept: 'enquiry',
  },
  {
    name: 'a key used again with other words: 422, the first kept',
    send: async () => {
      const headers = { 'idempotency-key': newKey(), ...newClient() };
      expect((await json(ENQUIRY, headers)).status).toBe(200);
      return json({ ...ENQUIRY, message: 'Other words under the same key' }, headers);
    },
    status: 422,
    answer: 'key_conflict',
    kept: 'enquiry',
  },
  {
    name: 'the same form posted twice without JavaScript: kept once',
    send: async () => {
      const client = newClient();
      expect((await form({ ...VALID, leave_empty: '' }, client)).status).toBe(303);
      return form({ ...VALID, leave_empty: '' }, client);
    },
    status: 303,
    answer: 'thanks',
    kept: 'enquiry',
  },

  // --- Addresses a reply would not reach ---
  {
    name: 'a quoted e-mail local part that Reply-To would rewrite',
    send: () => json({ ...ENQUIRY, email: '"a>b"@example.com' }),
    status: 400,
    answer: 'invalid',
  },
  {
    name: 'a quoted e-mail local part with a space',
    send: () => form({ ...VALID, email: '"ada eze"@example.com', leave_empty: '' }),
    status: 400,
    answer: 'page',
  },
  {
    name: 'an e-mail domain Reply-To would rewrite to its xn-- form',
    send: () => json({ ...ENQUIRY, email: 'ada@münchen.de' }),
    status: 400,
    answer: 'invalid',
  },
];

type Node = DefaultTreeAdapterMap['node'];

function elementsNamed(node: Node, tagName: string): Node[] {
  const own = 'tagName' in node && node.tagName === tagName ? [node] : [];
  const children = 'childNodes' in node ? node.childNodes : [];
  return [...own, ...children.flatMap((child) => elementsNamed(child, tagName))];
}

async function counts() {
  const kept = await keptEnquiries(site.databaseUrl);
  return {
    enquiries: kept.filter((record) => !record.spam).length,
    spam: kept.filter((record) => record.spam).length,
  };
}

describe('hostile requests to /api/contact', () => {
  it('has at least 30 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(30));

  it.each(CASES)(
    '$name: $status',
    async ({ send: request, status, answer, kept = 'nothing', closes }) => {
      const before = await counts();
      const response = await request();

      expect(response.status).toBe(status);
      if (answer === 'ok') {
        expect(response.type).toMatch(/^application\/json/);
        expect(JSON.parse(response.body)).toEqual({ ok: true });
      } else if (answer === 'thanks') {
        expect(response.headers.location).toBe('/contact/thanks/#sent');
      } else if (answer === 'page') {
        expect(response.type).toMatch(/^text\/html/);
        expect(response.body).toContain('id="contact-form"');
        expect(response.body).toMatch(/<div[^>]*id="contact-form-notice"[^>]*role="alert"/);
        // Given back as plain HTML: no script at all, what was typed only as values.
        const page = parse(response.body);
        expect(elementsNamed(page, 'script')).toEqual([]);
      } else if (answer !== 'none') {
        expect(response.type).toMatch(/^application\/json/);
        const body = JSON.parse(response.body) as { error: unknown; message: unknown };
        expect(body.error).toBe(answer);
        expect(typeof body.message).toBe('string');
      }
      if (closes) expect(response.closed).toBe(true);

      const after = await counts();
      expect(after).toEqual({
        enquiries: before.enquiries + (kept === 'enquiry' ? 1 : 0),
        spam: before.spam + (kept === 'spam' ? 1 : 0),
      });
      const latest = (await keptEnquiries(site.databaseUrl)).at(-1);
      if (kept === 'enquiry') expect(latest!.enquiry).toEqual(VALID);
      if (kept === 'spam') expect(latest!.spam!.length).toBeGreaterThan(0);

      expect((await fetch(`${site.url}/`)).status).toBe(200);
    },
  );

  it('answers a body that stops arriving within seconds, not minutes', async () => {
    const answer = await raw(['Content-Type: application/json', 'Content-Length: 500'], ['{']);
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(10_000);
  });

  it('does not wait for the body of a request it refuses on sight', async () => {
    const answer = await raw(
      [
        'Content-Type: application/json',
        'Content-Length: 100000000',
        'Origin: https://evil.example',
      ],
      Array.from({ length: 10 }, () => 'x'),
      { pauseMs: 1000 },
    );
    expect(answer.status).toBe(403);
    expect(answer.closed).toBe(true);
    expect(answer.ms).toBeLessThan(5_000);
  }, 20_000);

  it('gives up on a body that trickles in, within 20 seconds', async () => {
    const trickle = Array.from({ length: 30 }, () => ' ');
    const answer = await raw(['Content-Type: application/json', 'Content-Length: 1000'], trickle, {
      pauseMs: 1000,
    });
    expect(answer.status).toBe(408);
    expect(answer.ms).toBeLessThan(20_000);
  }, 40_000);

  it('is still the same server process, and still takes enquiries', async () => {
    expect(site.running()).toBe(true);
    const response = await json(ENQUIRY);
    expect(response.status).toBe(200);
  });
});
