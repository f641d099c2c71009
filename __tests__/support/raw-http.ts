/**
 * HTTP/1.1 spoken by hand over a socket, for requests no well-behaved client sends: bodies that
 * stop half-way, lie about their length, trickle in, or come chunked without a length.
 */
import { connect } from 'node:net';

export type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** The server closed the connection after answering. */
  closed: boolean;
  /** From the first byte sent to the answer's end (or the connection's close), in ms. */
  ms: number;
};

type RawOptions = {
  /** Sent after the head, one piece at a time, `pauseMs` apart. */
  pieces?: (string | Buffer)[];
  pauseMs?: number;
  /** Give up waiting for an answer after this long. */
  timeoutMs?: number;
  /** Close the connection after the pieces, without waiting for an answer. */
  hangUp?: boolean;
};

function parseAnswer(raw: Buffer): Omit<RawAnswer, 'closed' | 'ms'> | null {
  const text = raw.toString('utf8');
  const end = text.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = text.slice(end + 4);
  if (headers['transfer-encoding'] === 'chunked') {
    let decoded = '';
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd < 0) return null;
      const size = parseInt(rest.slice(0, lineEnd), 16);
      if (size === 0) break;
      decoded += rest.slice(lineEnd + 2, lineEnd + 2 + size);
      rest = rest.slice(lineEnd + 2 + size + 2);
    }
    body = decoded;
  } else if (headers['content-length'] !== undefined) {
    if (Buffer.byteLength(body) < Number(headers['content-length'])) return null;
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

/** Sends `head` (request line and headers, without the blank line) and then the pieces. */
export function rawRequest(
  url: string,
  head: string,
  { pieces = [], pauseMs = 0, timeoutMs = 30_000, hangUp = false }: RawOptions = {},
): Promise<RawAnswer | null> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    let answer: Omit<RawAnswer, 'closed' | 'ms'> | null = null;
    let done = false;
    const finish = (closed: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(answer ? { ...answer, closed, ms: performance.now() - started } : null);
    };
    const timer = setTimeout(() => finish(false), timeoutMs);
    socket.on('error', (error) => (answer || hangUp ? finish(true) : reject(error)));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      answer = parseAnswer(received);
    });
    socket.on('close', () => finish(true));
    const writeAll = async () => {
      socket.write(`${head}\r\n\r\n`);
      for (const piece of pieces) {
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs));
        if (socket.destroyed) return;
        socket.write(piece);
      }
      if (hangUp) {
        socket.destroy();
        finish(true);
      }
    };
    socket.on('connect', () => {
      writeAll().catch(reject);
    });
  });
}

/** A chunk of a chunked body. */
export const chunk = (data: string | Buffer) => {
  const bytes = Buffer.isBuffer(data) ? data : Buffer.from(data);
  return Buffer.concat([
    Buffer.from(`${bytes.length.toString(16)}\r\n`),
    bytes,
    Buffer.from('\r\n'),
  ]);
};
export const LAST_CHUNK = '0\r\n\r\n';
