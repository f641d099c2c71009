/**
 * Real-browser tests of the production build (__tests__/e2e), served as `npm start` serves it
 * (the embedded database, then `gatsby serve`: pages and /api/contact) on a free port, in
 * Debian's Chromium at a phone and a desktop width. Run `npm run build` first.
 */
import { browserTestConfig } from './__tests__/support/playwright-base';
import { E2E_DATA_DIR, E2E_PORT } from './__tests__/support/e2e-settings';

export default browserTestConfig({
  testDir: '__tests__/e2e',
  workers: 2,
  // A bound on a test that hangs, not a speed target: on a shared 2-core machine under load, a
  // test that runs axe several times or drives the editor can take over 30 s.
  timeout: 60_000,
  expectTimeout: 5_000,
  baseURL: `http://127.0.0.1:${E2E_PORT}`,
  // The content editor is a desktop tool.
  phoneIgnore: /cms(-saves|-translations)?\.spec\.ts$/,
  webServer: {
    command: 'node_modules/.bin/tsx scripts/serve.ts',
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    // A new embedded database takes a few seconds to create.
    timeout: 120_000,
    // Stopped with SIGTERM, so it stops the database it started.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      GATSBY_TELEMETRY_DISABLED: '1',
      PORT: String(E2E_PORT),
      SITE_DATA_DIR: E2E_DATA_DIR,
      // Spam timing and rate limits are covered by the HTTP tests (__tests__/http); here a test
      // fills the form faster than a person and every request comes from 127.0.0.1.
      CONTACT_MIN_SUBMIT_MS: '0',
      CONTACT_RATE_LIMIT: '10000',
    },
  },
});
