/**
 * The content editor's local backend, with a door in front: decap-server's file-system API (which
 * reads and writes the checkout's files and has no login), mounted in this process's own server
 * (`registerLocalFs`), behind checks it passes only a request that
 *
 *  - is addressed to this server's own loopback address and port (Host): a web page that makes its
 *    own name point at 127.0.0.1 (DNS rebinding) sends its own name, and is refused;
 *  - comes from the editor's own page (Origin, http://127.0.0.1:8000): no other page can call it,
 *    and CORS allows that origin only;
 *  - does one of the things the editor does, and names only files and folders under content/ or
 *    the media folder, in every field that names one (`path`, `newPath`, `folder`, …): decap-server
 *    itself would read, write and move files anywhere in the checkout.
 *
 * decap-server listens on no port of its own: nothing reaches it but through the door. Anything
 * else is answered 403 (or 400, 405, 413), in JSON.
 */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express, { type NextFunction, type Request, type Response } from 'express';
import { registerLocalFs } from 'decap-server/dist/middlewares.js';

export type EditorBackendOptions = {
  /** Where it listens: the editor's fixed address (127.0.0.1:8081), or port 0 for a free one. */
  host: string;
  port: number;
  /** The checkout whose files it serves (decap-server's GIT_REPO_DIRECTORY). */
  repo: string;
  /** The editor page's origin, the one Origin taken (http://127.0.0.1:8000). */
  editorOrigin: string;
  /** The folders the editor may read and write, relative to the checkout. */
  folders: readonly string[];
};

export type EditorBackend = { port: number; close: () => Promise<void> };

/** What the editor asks of its backend in file-system mode; any other action is refused. */
const ACTIONS = new Set([
  'info',
  'entriesByFolder',
  'entriesByFiles',
  'getEntry',
  'persistEntry',
  'getMedia',
  'getMediaFile',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
]);

/** The most a request may carry: a photo for the media folder, base64. */
const MAX_BODY = '20mb';

/** Whether a field's name says it names a file or a folder. */
const namesAPath = (key: string) => /path$|folder$/i.test(key) || key === 'paths';

/** Every file or folder a request names, in whatever field and however deep. */
function namedPaths(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) namedPaths(item, into);
  } else if (value && typeof value === 'object') {
    for (const [key, field] of Object.entries(value)) {
      if (namesAPath(key) && (typeof field === 'string' || Array.isArray(field))) {
        for (const one of [field].flat()) into.push(String(one));
      } else namedPaths(field, into);
    }
  }
  return into;
}

/** Whether `named` (relative to the checkout) is one of `folders` or inside one. */
export function inFolders(named: string, folders: readonly string[]): boolean {
  if (named.includes('\0') || path.isAbsolute(named) || /^[a-z]:/i.test(named)) return false;
  const normal = path.posix.normalize(named.replace(/\\/g, '/')).replace(/\/+$/, '');
  if (normal === '..' || normal.startsWith('../')) return false;
  return folders.some((folder) => normal === folder || normal.startsWith(`${folder}/`));
}

export async function startEditorBackend(options: EditorBackendOptions): Promise<EditorBackend> {
  const app = express();
  app.disable('x-powered-by');
  let own = '';
  const refuse = (res: Response, status: number, message: string) => {
    res.status(status).json({ error: message });
  };
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.headers.host !== own) return refuse(res, 403, `Only requests to ${own} are answered.`);
    if (req.headers.origin !== options.editorOrigin) {
      return refuse(res, 403, `Only the editor at ${options.editorOrigin} may call this backend.`);
    }
    res.setHeader('Access-Control-Allow-Origin', options.editorOrigin);
    res.setHeader('Vary', 'Origin');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      res.setHeader('Access-Control-Max-Age', '600');
      return void res.status(204).end();
    }
    if (req.method !== 'POST') return refuse(res, 405, 'Use POST.');
    next();
  });
  app.use(express.json({ limit: MAX_BODY }));
  app.use((req: Request, res: Response, next: NextFunction) => {
    const body = (req.body ?? {}) as { action?: unknown; params?: unknown };
    if (typeof body.action !== 'string' || !ACTIONS.has(body.action)) {
      return refuse(res, 403, 'The editor does not do that.');
    }
    const outside = namedPaths(body.params).find((one) => !inFolders(one, options.folders));
    if (outside !== undefined) {
      return refuse(
        res,
        403,
        `The editor reads and writes only under ${options.folders.join(' and ')}.`,
      );
    }
    next();
  });
  // decap-server reads its checkout from the environment when it is mounted.
  const saved = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = options.repo;
  try {
    // Warnings and errors only: at "info" and below it logs every request.
    await registerLocalFs(app, { logLevel: 'warn' });
  } finally {
    if (saved === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = saved;
  }
  // A body too large, or not JSON: answered in JSON too.
  app.use((error: { status?: number }, _req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    refuse(res, error.status === 413 ? 413 : 400, 'The body is not one the editor sends.');
  });
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(options.port, options.host, () => resolve(listening));
    listening.once('error', reject);
  });
  const { port } = server.address() as AddressInfo;
  own = `${options.host}:${port}`;
  return {
    port,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
