/**
 * The site as Netlify runs it (__tests__/netlify): built by `netlify serve --offline`
 * (gatsby-adapter-netlify) and served by Netlify's own local runtime, with public/_headers
 * applied, and /api/contact as a Netlify Function reaching its database through
 * `@netlify/database` (the embedded database in a folder of the test's, as NETLIFY_DB_URL).
 * Real Chromium, and HTTP, on ports chosen free for this run.
 *
 * The build happens when the server starts (a few minutes the first time, when netlify-cli is
 * installed into a cache folder). Run it last: the build replaces public/ with the adapter's.
 */
import { browserTestConfig } from './__tests__/support/playwright-base';
import {
  NETLIFY_DATA_DIR,
  NETLIFY_PORT,
  NETLIFY_SMTP_PORT,
  SALES,
} from './__tests__/support/netlify-settings';

export default browserTestConfig({
  testDir: '__tests__/netlify',
  // One at a time: the tests share one mail server port and read one store.
  workers: 1,
  timeout: 60_000,
  expectTimeout: 10_000,
  baseURL: `http://localhost:${NETLIFY_PORT}`,
  // No browser: the functions as deployed are run once.
  phoneIgnore: /deployed-functions/,
  webServer: {
    command: 'node_modules/.bin/tsx scripts/netlify-local.ts',
    url: `http://localhost:${NETLIFY_PORT}/`,
    reuseExistingServer: false,
    timeout: 10 * 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NETLIFY_PORT: String(NETLIFY_PORT),
      NETLIFY_FRESH: '1',
      SITE_DATA_DIR: NETLIFY_DATA_DIR,
      // E-mail set up, to a mail server the tests start and stop themselves.
      CONTACT_SMTP_URL: `smtp://127.0.0.1:${NETLIFY_SMTP_PORT}`,
      CONTACT_TO: SALES,
      CONTACT_FROM: 'website@example.com',
      // A test fills the form faster than a person, and every request comes from one address.
      CONTACT_MIN_SUBMIT_MS: '0',
      CONTACT_RATE_LIMIT: '10000',
    },
  },
});
