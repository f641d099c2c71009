/**
 * What the two Playwright configurations share: Debian's Chromium, a phone and a desktop width,
 * no retries, no traces. playwright.config.ts runs __tests__/e2e against `gatsby serve`;
 * playwright.netlify.config.ts runs __tests__/netlify against Netlify's own runtime.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM } from '../../scripts/lib/chromium';

type Options = {
  testDir: string;
  baseURL: string;
  workers: number;
  timeout: number;
  expectTimeout: number;
  webServer: NonNullable<PlaywrightTestConfig['webServer']>;
  /** Test files the phone project skips. */
  phoneIgnore?: RegExp;
};

export function browserTestConfig(options: Options): PlaywrightTestConfig {
  return defineConfig({
    testDir: options.testDir,
    fullyParallel: options.workers > 1,
    workers: options.workers,
    retries: 0,
    reporter: [['list']],
    timeout: options.timeout,
    expect: { timeout: options.expectTimeout },
    use: { baseURL: options.baseURL, launchOptions: CHROMIUM, trace: 'off' },
    projects: [
      {
        name: 'phone',
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 360, height: 800 },
          isMobile: true,
          hasTouch: true,
          launchOptions: CHROMIUM,
        },
        ...(options.phoneIgnore ? { testIgnore: options.phoneIgnore } : {}),
      },
      {
        name: 'desktop',
        use: {
          ...devices['Desktop Chrome'],
          viewport: { width: 1280, height: 800 },
          launchOptions: CHROMIUM,
        },
      },
    ],
    webServer: options.webServer,
  });
}
