/**
 * The one part of decap-server the editor's backend uses (scripts/lib/editor-guard.ts), which the
 * package ships without types: its file-system API, mounted on an express app.
 */
declare module 'decap-server/dist/middlewares.js' {
  import type { Express } from 'express';

  /**
   * Mounts the local file-system backend at /api/v1 on `app` (with its own request log, CORS for
   * any page on localhost and a JSON body parser), for the checkout in GIT_REPO_DIRECTORY; it logs
   * at `logLevel` (winston's levels; "info" unless told).
   */
  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
