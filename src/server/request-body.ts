/**
 * Reads a request body under hard limits, on the bytes that actually arrive: whatever the request
 * declares, however it is chunked or compressed, nothing past the limit is kept, and a body that
 * stops arriving is given up on. Then decodes and parses it (JSON or a URL-encoded form) into a
 * flat record, bounding nesting and the number of fields before anything else looks at it.
 *
 * Gatsby's own body parsers are switched off for the contact function (src/api/contact.ts), so
 * this module sees the raw stream.
 */
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse as parseContentType } from 'content-type';

export type BodyLimits = {
  /** Largest body, counted both as it arrives and once decompressed. */
  maxBytes: number;
  /** Most entries in the JSON object or the form. */
  maxFields: number;
  /** Deepest nesting of JSON arrays and objects. */
  maxDepth: number;
  /** Give up when no byte has arrived for this long. */
  idleMs: number;
  /** Give up when the whole body has not arrived in this long. */
  totalMs: number;
};

export const BODY_LIMITS: BodyLimits = {
  // Every field at its longest, in a script that takes 12 bytes per character once
  // form-encoded, is about 68 KB.
  maxBytes: 80 * 1024,
  maxFields: 20,
  maxDepth: 2,
  idleMs: 5_000,
  totalMs: 15_000,
};

export type BodyFormat = 'json' | 'form';

export type BodyProblem =
  | { problem: 'unsupported-type' }
  | { problem: 'unsupported-charset'; charset: string }
  | { problem: 'unsupported-encoding'; encoding: string }
  | { problem: 'too-large' }
  | { problem: 'timeout' }
  | { problem: 'aborted' }
  | { problem: 'malformed'; detail: string }
  | { problem: 'too-many-fields' };

export type ParsedBody = { ok: true; fields: Readonly<Record<string, unknown>> };

/** What the body is, from its Content-Type: JSON, a form, or something this endpoint refuses. */
export function bodyFormatOf(
  contentType: string | undefined,
): { ok: true; format: BodyFormat } | BodyProblem {
  const { type, parameters } = parseContentType(contentType ?? '');
  const format: BodyFormat | null =
    type === 'application/json'
      ? 'json'
      : type === 'application/x-www-form-urlencoded'
        ? 'form'
        : null;
  if (!format) return { problem: 'unsupported-type' };
  const charset = parameters.charset?.toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return { problem: 'unsupported-charset', charset };
  }
  return { ok: true, format };
}

type Decoder = (bytes: Buffer, options: zlib.ZlibOptions & zlib.BrotliOptions) => Promise<Buffer>;

const DECODERS: Record<string, Decoder | null> = {
  identity: null,
  gzip: promisify(zlib.gunzip),
  'x-gzip': promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
  br: promisify(zlib.brotliDecompress),
};

/** The decoder for a Content-Encoding header; null for none; undefined when unsupported. */
function decoderFor(encoding: string | undefined): Decoder | null | undefined {
  const name = (encoding ?? 'identity').trim().toLowerCase() || 'identity';
  return Object.hasOwn(DECODERS, name) ? DECODERS[name] : undefined;
}

export type IncomingBody = Readable & {
  headers: Record<string, string | string[] | undefined>;
  /** A body parser before this one may already have read the stream. */
  body?: unknown;
};

/**
 * Collects the raw bytes, refusing more than `maxBytes` as they arrive. Resolves (never rejects)
 * with the bytes or the reason they could not be had. Once settled it stops reading; the caller
 * answers and closes the connection.
 */
function collect(req: IncomingBody, limits: BodyLimits): Promise<Buffer | BodyProblem> {
  // An error after this point (the client going away) must never become an uncaught exception.
  req.on('error', () => undefined);
  if (req.readableEnded) {
    return Promise.resolve(Buffer.from(typeof req.body === 'string' ? req.body : ''));
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const finish = (result: Buffer | BodyProblem) => {
      if (settled) return;
      settled = true;
      clearTimeout(idle);
      clearTimeout(total);
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('aborted', onAborted);
      req.off('close', onClose);
      if (!Buffer.isBuffer(result)) req.pause();
      resolve(result);
    };
    const onData = (chunk: Buffer | string) => {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      received += bytes.length;
      if (received > limits.maxBytes) return finish({ problem: 'too-large' });
      chunks.push(bytes);
      idle.refresh();
    };
    const onEnd = () => finish(Buffer.concat(chunks, received));
    const onAborted = () => finish({ problem: 'aborted' });
    const onClose = () => finish({ problem: 'aborted' });
    const idle = setTimeout(() => finish({ problem: 'timeout' }), limits.idleMs);
    const total = setTimeout(() => finish({ problem: 'timeout' }), limits.totalMs);
    req.on('data', onData);
    req.once('end', onEnd);
    req.once('aborted', onAborted);
    req.once('close', onClose);
  });
}

/** The deepest nesting of arrays and objects in JSON text, stopping early past `limit`. */
function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') {
      depth -= 1;
    }
  }
  return false;
}

function parseJson(text: string, limits: BodyLimits): ParsedBody | BodyProblem {
  if (jsonDepthExceeds(text, limits.maxDepth)) {
    return { problem: 'malformed', detail: 'The JSON is nested too deeply.' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: 'malformed', detail: 'The body is not valid JSON.' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { problem: 'malformed', detail: 'The body must be a JSON object.' };
  }
  if (Object.keys(value).length > limits.maxFields) return { problem: 'too-many-fields' };
  return { ok: true, fields: value as Record<string, unknown> };
}

/**
 * One name or value of a URL-encoded form: + is a space, %XX a byte, and the bytes must be UTF-8.
 * (URLSearchParams would quietly turn bytes that are not UTF-8 into U+FFFD.) A % that starts no
 * escape stays as it is, as in browsers.
 */
function decodeFormPart(part: string): string | null {
  if (!part.includes('%')) return part.replace(/\+/g, ' ');
  const bytes: number[] = [];
  for (let i = 0; i < part.length; i += 1) {
    const char = part[i]!;
    const escape = char === '%' ? part.slice(i + 1, i + 3) : '';
    if (/^[0-9a-fA-F]{2}$/.test(escape)) {
      bytes.push(parseInt(escape, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char === '+' ? ' ' : char, 'utf8'));
    }
  }
  try {
    return UTF8.decode(Uint8Array.from(bytes));
  } catch {
    return null;
  }
}

function parseForm(text: string, limits: BodyLimits): ParsedBody | BodyProblem {
  const fields: Record<string, string> = Object.create(null);
  const pairs = text.split('&').filter((pair) => pair !== '');
  if (pairs.length > limits.maxFields) return { problem: 'too-many-fields' };
  for (const pair of pairs) {
    const equals = pair.indexOf('=');
    const name = decodeFormPart(equals < 0 ? pair : pair.slice(0, equals));
    const value = decodeFormPart(equals < 0 ? '' : pair.slice(equals + 1));
    if (name === null || value === null) {
      return { problem: 'malformed', detail: 'The form is not valid UTF-8 once decoded.' };
    }
    // A repeated name keeps its first value, as a browser's own form handling would.
    if (!Object.hasOwn(fields, name)) fields[name] = value;
  }
  return { ok: true, fields };
}

const UTF8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads, decompresses, decodes and parses the body of `req` as `format`, within `limits`.
 * Never throws; every way it can go wrong is a BodyProblem.
 */
export async function readBody(
  req: IncomingBody,
  format: BodyFormat,
  limits: BodyLimits = BODY_LIMITS,
): Promise<ParsedBody | BodyProblem> {
  const rawEncoding = req.headers['content-encoding'];
  const encoding = Array.isArray(rawEncoding) ? rawEncoding.join(',') : rawEncoding;
  const decode = decoderFor(encoding);
  if (decode === undefined) return { problem: 'unsupported-encoding', encoding: encoding ?? '' };

  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limits.maxBytes) return { problem: 'too-large' };

  const raw = await collect(req, limits);
  if (!Buffer.isBuffer(raw)) return raw;

  let bytes = raw;
  if (decode) {
    try {
      bytes = await decode(raw, { maxOutputLength: limits.maxBytes });
    } catch (error) {
      const tooLarge = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
      return tooLarge
        ? { problem: 'too-large' }
        : { problem: 'malformed', detail: `The body is not valid ${encoding} data.` };
    }
  }

  let text: string;
  try {
    text = UTF8.decode(bytes);
  } catch {
    return { problem: 'malformed', detail: 'The body is not valid UTF-8.' };
  }
  return format === 'json' ? parseJson(text, limits) : parseForm(text, limits);
}
