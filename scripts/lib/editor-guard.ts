/**
 * The door in front of the content editor's local backend (decap-server, which reads and writes
 * this checkout's files and has no login): `npm run edit` runs decap-server on a free port of
 * 127.0.0.1 that only this door talks to, and the door on the editor's fixed address. It passes a
 * request on only when
 *
 *  - its Host is the door's own loopback address and port: a web page that makes its own name
 *    point at 127.0.0.1 (DNS rebinding) sends its own name, and is refused;
 *  - its Origin is the editor's own page (http://127.0.0.1:8000): no other page the editor has open
 *    can call it (CORS allows that origin only);
 *  - every file or folder it names is under content/ or the media folder: decap-server itself would
 *    read and write anywhere in the checkout.
 *
 * Anything else is answered 403 (or 400, 405, 413), in JSON, and never reaches decap-server.
 */
import http from 'node:http';
import path from 'node:path';

export type EditorGuardOptions = {
  /** Where the door listens: the editor's fixed address (127.0.0.1:8081), or 0 for a free port. */
  host: string;
  port: number;
  /** Where decap-server listens (127.0.0.1, a free port). */
  upstream: { host: string; port: number };
  /** The editor page's origin, the one Origin taken (http://127.0.0.1:8000). */
  editorOrigin: string;
  /** The folders the editor may read and write, relative to the checkout. */
  folders: readonly string[];
};

export type EditorGuard = { port: number; close: () => Promise<void> };

/** The most a request may carry: a photo for the media folder, base64 (decap-server's own is 50 MB). */
const MAX_BODY_BYTES = 20 * 1024 * 1024;

/** Every path a decap-server request names: its `path`, `folder` and `mediaFolder` fields, and `paths`. */
function namedPaths(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) namedPaths(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (['path', 'folder', 'mediaFolder'].includes(key)) into.push(String(field));
      else if (key === 'paths' && Array.isArray(field)) into.push(...field.map(String));
      else namedPaths(field, into);
    }
  }
  return into;
}

/** Whether `named` (relative to the checkout) is one of `folders` or inside one. */
export function inFolders(named: string, folders: readonly string[]): boolean {
  if (named.includes('\0') || path.isAbsolute(named)) return false;
  const normal = path.posix.normalize(named.replace(/\\/g, '/')).replace(/\/+$/, '');
  if (normal === '..' || normal.startsWith('../')) return false;
  return folders.some((folder) => normal === folder || normal.startsWith(`${folder}/`));
}

function refuse(res: http.ServerResponse, status: number, message: string, origin?: string) {
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    ...(origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
  });
  res.end(JSON.stringify({ error: message }));
}

export function startEditorGuard(options: EditorGuardOptions): Promise<EditorGuard> {
  const server = http.createServer((req, res) => {
    const own = `${options.host}:${(server.address() as { port: number }).port}`;
    if (req.headers.host !== own) return refuse(res, 403, `Only requests to ${own} are answered.`);
    if (req.headers.origin !== options.editorOrigin) {
      return refuse(res, 403, `Only the editor at ${options.editorOrigin} may call this backend.`);
    }
    const cors = {
      'Access-Control-Allow-Origin': options.editorOrigin,
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...cors,
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type',
        'Access-Control-Max-Age': '600',
      });
      return res.end();
    }
    if (req.method !== 'POST') return refuse(res, 405, 'Use POST.', options.editorOrigin);
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES && !refused) {
        refused = true;
        refuse(res, 413, 'Too large.', options.editorOrigin);
        req.destroy();
        return;
      }
      if (!refused) chunks.push(chunk);
    });
    req.on('error', () => undefined);
    req.on('end', () => {
      if (refused) return;
      const body = Buffer.concat(chunks);
      let named: string[];
      try {
        named = namedPaths((JSON.parse(body.toString('utf8')) as { params?: unknown }).params);
      } catch {
        return refuse(res, 400, 'The body is not JSON.', options.editorOrigin);
      }
      const outside = named.find((one) => !inFolders(one, options.folders));
      if (outside !== undefined) {
        return refuse(
          res,
          403,
          `The editor reads and writes only under ${options.folders.join(' and ')}.`,
          options.editorOrigin,
        );
      }
      const forward = http.request(
        {
          host: options.upstream.host,
          port: options.upstream.port,
          method: 'POST',
          path: req.url,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (answer) => {
          const headers = { ...answer.headers };
          // decap-server allows every origin; the door allows the editor's.
          for (const name of Object.keys(headers)) {
            if (name.startsWith('access-control-')) delete headers[name];
          }
          res.writeHead(answer.statusCode ?? 502, { ...headers, ...cors });
          answer.pipe(res);
        },
      );
      forward.on('error', () =>
        refuse(res, 502, 'The local backend is not running.', options.editorOrigin),
      );
      forward.end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      resolve({
        port: (server.address() as { port: number }).port,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
