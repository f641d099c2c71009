/**
 * Real-browser tests of the production build, served by `gatsby serve` (pages and /api/contact),
 * in Debian's Chromium at a phone width and a desktop width. Run `npm run build` first.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/support/chromium';
import { E2E_OUTBOX, E2E_PORT, E2E_SPAMBOX } from './e2e/support/settings';

const chromium = CHROMIUM;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: chromium,
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
      // The content editor is a desktop tool, and its local backend is one server on port 8081.
      testIgnore: /cms\.spec\.ts$/,
    },
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: `node_modules/.bin/gatsby serve --host 127.0.0.1 --port ${E2E_PORT}`,
    url: `http://127.0.0.1:${E2E_PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      GATSBY_TELEMETRY_DISABLED: '1',
      CONTACT_OUTBOX: E2E_OUTBOX,
      CONTACT_SPAMBOX: E2E_SPAMBOX,
      // Spam timing and rate limits are covered by the HTTP tests (integration/); here a test
      // fills the form faster than a person and every request comes from 127.0.0.1.
      CONTACT_MIN_SUBMIT_MS: '0',
      CONTACT_RATE_LIMIT: '10000',
    },
  },
});
