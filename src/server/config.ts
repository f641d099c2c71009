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
  /**
   * Header carrying the client's address when `gatsby serve` is behind a trusted proxy of one's
   * own (CONTACT_CLIENT_IP_HEADER), lower case. Not used on Netlify, whose functions are handed
   * the client's address (`context.ip`, src/server/http.ts).
   */
  clientIpHeader: string | null;
  /**
   * The site's one key (SITE_SECRET, at least 32 characters), never stored in the database: it
   * signs the waitlist's leave links and keys the digests that stand for a visitor's address (the
   * rate limit's count, the key of a form sent without JavaScript). Null when it is not set or too
   * short: a Netlify build then stops; elsewhere one is made in the data folder (src/server/secret.ts).
   */
  secret: string | null;
};

/** The shortest SITE_SECRET taken: 32 characters (`openssl rand -base64 32` gives 44). */
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

/**
 * Whether this runs on Netlify: a build (NETLIFY), or a function, which Netlify gives SITE_ID,
 * SITE_NAME and URL and nothing else of its own (docs.netlify.com, "Environment variables and
 * functions"); a function in Lambda compatibility mode also has Lambda's AWS_LAMBDA_FUNCTION_NAME.
 */
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
      // At most an hour: the daily job deletes every count older than that (the privacy notice).
      windowMs: Math.min(wholeNumber(env.CONTACT_RATE_WINDOW_SECONDS, 60, 1), 3600) * 1000,
    },
    minSubmitMs: wholeNumber(env.CONTACT_MIN_SUBMIT_MS, 3000, 0),
    // Behind a proxy of one's own only: on Netlify the client is the function's `context.ip`.
    clientIpHeader: env.CONTACT_CLIENT_IP_HEADER?.trim().toLowerCase() || null,
    secret: secretOf(env.SITE_SECRET),
  };
}

function secretOf(value: string | undefined): string | null {
  const secret = value?.trim() ?? '';
  return secret.length >= MIN_SECRET_LENGTH ? secret : null;
}

/**
 * Why a Netlify build must stop: without a usable SITE_SECRET its forms could neither count
 * visitors across the functions' instances nor sign a leave link. Null when all is well.
 */
export function netlifySecretProblem(env: NodeJS.ProcessEnv): string | null {
  if (!env.NETLIFY || secretOf(env.SITE_SECRET)) return null;
  return [
    `This build runs on Netlify without SITE_SECRET (at least ${MIN_SECRET_LENGTH} characters), the key the`,
    "site's forms need: it keys the count of each visitor's forms that every instance of the",
    'functions shares, and signs the link to leave the waitlist. Set it in Site configuration >',
    'Environment variables, scopes Builds and Functions (`openssl rand -base64 32` makes one),',
    'then deploy again (docs/deploying.md).',
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
