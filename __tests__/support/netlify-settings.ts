import { tmpdir } from 'node:os';
import path from 'node:path';
import { portFromEnv } from '../../scripts/lib/ports';

/**
 * Where the Netlify runtime serves the site, and the mail server port its function sends to:
 * NETLIFY_E2E_PORT and NETLIFY_E2E_SMTP_PORT, or free ones chosen when Playwright reads its
 * configuration (its workers inherit them).
 */
export const NETLIFY_PORT = portFromEnv('NETLIFY_E2E_PORT');
export const NETLIFY_SMTP_PORT = portFromEnv('NETLIFY_E2E_SMTP_PORT');
export const SALES = 'sales@example.com';

/** The data folder whose embedded database Netlify's runtime hands the function. */
export const NETLIFY_DATA_DIR = path.join(tmpdir(), `site-netlify-${NETLIFY_PORT}`);
