/** Settings for the contact endpoint, read from the environment (see README: "Contact enquiries"). */

export type ContactConfig = {
  /** JSON Lines file for the embedded outbox. */
  outboxPath: string;
  /** JSON Lines file where enquiries flagged as likely spam are kept. */
  spamPath: string;
  smtp: { url: string; to: string; from: string } | null;
  rateLimit: { max: number; windowMs: number };
  /** Sent faster than this after the form was ready (measured on the visitor's device): flagged. */
  minSubmitMs: number;
  /** Header carrying the client's address when behind a trusted proxy, lower case. */
  clientIpHeader: string | null;
};

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

export function readConfig(env: NodeJS.ProcessEnv = runtimeEnv()): ContactConfig {
  const smtpUrl = env.CONTACT_SMTP_URL?.trim();
  const to = env.CONTACT_TO?.trim();
  const onNetlify = Boolean(env.NETLIFY || env.SITE_ID || env.AWS_LAMBDA_FUNCTION_NAME);
  return {
    outboxPath: env.CONTACT_OUTBOX?.trim() || 'data/outbox.jsonl',
    spamPath: env.CONTACT_SPAMBOX?.trim() || 'data/spam.jsonl',
    smtp: smtpUrl && to ? { url: smtpUrl, to, from: env.CONTACT_FROM?.trim() || to } : null,
    rateLimit: {
      max: wholeNumber(env.CONTACT_RATE_LIMIT, 5, 1),
      windowMs: wholeNumber(env.CONTACT_RATE_WINDOW_SECONDS, 60, 1) * 1000,
    },
    minSubmitMs: wholeNumber(env.CONTACT_MIN_SUBMIT_MS, 3000, 0),
    clientIpHeader:
      env.CONTACT_CLIENT_IP_HEADER?.trim().toLowerCase() ||
      (onNetlify ? 'x-nf-client-connection-ip' : null),
  };
}

/**
 * A loud warning for a Netlify build that would keep enquiries only in the embedded outbox:
 * Netlify Functions cannot keep files, so every enquiry would fail. Null when all is well.
 */
export function netlifyDeliveryWarning(env: NodeJS.ProcessEnv): string | null {
  if (!env.NETLIFY || readConfig(env).smtp) return null;
  return [
    '',
    '='.repeat(78),
    '  CONTACT FORM NOT CONFIGURED FOR NETLIFY',
    '  This build runs on Netlify but CONTACT_SMTP_URL and CONTACT_TO are not both set.',
    '  Netlify Functions cannot keep the local outbox file, so every enquiry sent from the',
    '  contact form will FAIL (visitors are told and offered the e-mail and phone instead).',
    '  Set CONTACT_SMTP_URL and CONTACT_TO in Site configuration > Environment variables,',
    '  scoped to Functions and Builds, then redeploy. See README: "Contact enquiries".',
    '='.repeat(78),
    '',
  ].join('\n');
}
