/**
 * The site's one key (SITE_SECRET): what signs the waitlist's leave links and keys the digests
 * that stand for a visitor's address, so that nothing in the database can give the address back.
 *
 * On Netlify it must be set (a build without it stops: config.ts `netlifySecretProblem`). On a
 * machine of one's own, without SITE_SECRET, the site makes one the first time it needs it, in the
 * data folder beside the embedded database (`<data dir>/secret`, readable by its owner only), so
 * `npm start` needs no setting and keeps the same key across restarts.
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MIN_SECRET_LENGTH, onNetlify, type ContactConfig } from './config';

/** Where the key made on this machine is kept. */
export const secretFile = (dataDir: string) => path.resolve(dataDir, 'secret');

function readSecret(file: string): string | null {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= MIN_SECRET_LENGTH ? secret : null;
  } catch {
    return null;
  }
}

/**
 * The key, from SITE_SECRET, or (off Netlify) the one kept in the data folder, made now if there is
 * none. Throws on Netlify without SITE_SECRET, saying so: a function there answers 503 and its log
 * names the cause.
 */
export function siteSecret(
  config: Pick<ContactConfig, 'secret' | 'database'>,
  env: NodeJS.ProcessEnv = globalThis.process.env,
): string {
  if (config.secret) return config.secret;
  if (onNetlify(env)) {
    throw new Error(
      `SITE_SECRET is not set (at least ${MIN_SECRET_LENGTH} characters) for this site's functions: set it with the scopes Builds and Functions (docs/deploying.md).`,
    );
  }
  const file = secretFile(config.database.dataDir);
  const kept = readSecret(file);
  if (kept) return kept;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written whole under another name, then linked in place: of two processes making it at once,
  // one puts its key there and both read that one, never a file half written.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(draft, { force: true });
  }
  const made = readSecret(file);
  if (!made) throw new Error(`The key in ${file} is shorter than ${MIN_SECRET_LENGTH} characters.`);
  return made;
}
