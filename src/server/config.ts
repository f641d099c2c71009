/**
 * Settings for the contact and waitlist endpoints and their jobs, read from the environment
 * (docs/contact-endpoint.md, docs/operations.md).
 */
import type { DatabaseSettings } from './database';

export type ContactConfig = {
  database: DatabaseSettings;
  smtp: { url: string; to: string; from: string } | null;
  rateLimit: { max: number; windowMs: number };
  /** Sent faster than this after the form was ready (measured on the visitor's device): flagged. */
  minSubmitMs: number;
  /** Header carrying the client's address when behind a trusted proxy, lower case. */
  clientIpHeader: string | null;
  /**
   * The key that signs the waitlist's leave links (WAITLIST_SECRET, at least 32 characters). Null
   * when it is not set or too short: then no "now available" e-mail is sent, since none could
   * carry a working leave link.
   */
  waitlistSecret: string | null;
};

/** The shortest WAITLIST_SECRET taken: 32 characters (`openssl rand -base64 32` gives 44). */
export const MIN_SECRET_LENGTH = 32;

function wholeNumber(value: string | undefined, fallback: number, least: number): number {
  const parsed = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(parsed) && parsed >= least
    ? parsed
    : fallback;
}

/**
 * The environment the function runs in. Gatsby compiles functions with webpack's DefinePlugin,
 * which freezes `process.env.X` at build time; going through globalThis reads the live values, so
 * settings (and the SMTP password) are not baked into the bundle and can differ per server.
 */
function runtimeEnv(): NodeJS.ProcessEnv {
  return globalThis.process.env;
}

/** Whether this runs on Netlify (a build or a function). */
export const onNetlify = (env: NodeJS.ProcessEnv) =>
  Boolean(env.NETLIFY || env.SITE_ID || env.AWS_LAMBDA_FUNCTION_NAME);

export function readConfig(env: NodeJS.ProcessEnv = runtimeEnv()): ContactConfig {
  const smtpUrl = env.CONTACT_SMTP_URL?.trim();
  const to = env.CONTACT_TO?.trim();
  return {
    database: {
      url: env.DATABASE_URL?.trim() || null,
      dataDir: env.SITE_DATA_DIR?.trim() || 'data',
    },
    smtp: smtpUrl && to ? { url: smtpUrl, to, from: env.CONTACT_FROM?.trim() || to } : null,
    rateLimit: {
      max: wholeNumber(env.CONTACT_RATE_LIMIT, 5, 1),
      windowMs: wholeNumber(env.CONTACT_RATE_WINDOW_SECONDS, 60, 1) * 1000,
    },
    minSubmitMs: wholeNumber(env.CONTACT_MIN_SUBMIT_MS, 3000, 0),
    clientIpHeader:
      env.CONTACT_CLIENT_IP_HEADER?.trim().toLowerCase() ||
      (onNetlify(env) ? 'x-nf-client-connection-ip' : null),
    waitlistSecret: secretOf(env.WAITLIST_SECRET),
  };
}

function secretOf(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  return secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

/**
 * A loud warning for a Netlify build without a usable WAITLIST_SECRET: people join the waitlist,
 * but nobody is e-mailed when their area is served. Null when all is well.
 */
export function netlifyWaitlistWarning(env: NodeJS.ProcessEnv): string | null {
  if (!env.NETLIFY || secretOf(env.WAITLIST_SECRET)) return null;
  return [
    '',
    '='.repeat(78),
    '  WAITLIST: NOBODY WILL BE E-MAILED WHEN THEIR AREA IS SERVED',
    `  This build runs on Netlify without WAITLIST_SECRET (at least ${MIN_SECRET_LENGTH} characters), the`,
    '  key that signs the link to leave the list in every waitlist e-mail. Sign-ups are',
    '  kept, but the "now available" e-mails wait. Set it in Site configuration >',
    '  Environment variables (scopes: Builds and Functions; `openssl rand -base64 32`)',
    '  and redeploy (docs/operations.md).',
    '='.repeat(78),
    '',
  ].join('\n');
}

/**
 * A loud warning for a Netlify build without e-mail settings: enquiries are kept (in Netlify
 * Database) but nobody is told about them. Null when all is well.
 */
export function netlifyDeliveryWarning(env: NodeJS.ProcessEnv): string | null {
  if (!env.NETLIFY || readConfig(env).smtp) return null;
  return [
    '',
    '='.repeat(78),
    '  CONTACT FORM: ENQUIRIES ARE KEPT, BUT NOBODY IS NOTIFIED',
    '  This build runs on Netlify without CONTACT_SMTP_URL and CONTACT_TO. Every enquiry',
    "  is stored in the site's Netlify Database and visitors are told it was sent,",
    '  but no e-mail reaches sales. Read them with `npm run enquiries` (docs/operations.md),',
    '  or set CONTACT_SMTP_URL and CONTACT_TO in Site configuration > Environment',
    '  variables (scopes: Builds and Functions) and redeploy.',
    '='.repeat(78),
    '',
  ].join('\n');
}
