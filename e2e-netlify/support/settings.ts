/** Where the Netlify runtime serves the site, and the mail server port its function sends to. */
export const NETLIFY_PORT = Number(process.env.NETLIFY_E2E_PORT ?? 8890);
export const NETLIFY_SMTP_PORT = Number(process.env.NETLIFY_E2E_SMTP_PORT ?? 2526);
export const SALES = 'sales@example.com';
