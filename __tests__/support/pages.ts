import type { ConsoleMessage, Page } from '@playwright/test';
import { site } from './site-content';

/**
 * Every page of the site, with its h1 (from the content it was built from) and its link in the
 * main navigation.
 */
export const PAGES = [
  { path: '/', h1: site.home.hero.title, nav: 'Home' },
  { path: '/about/', h1: site.about.heading, nav: 'About' },
  { path: '/services/', h1: site.servicesPage.heading, nav: 'Services' },
  { path: '/plans/', h1: site.plans.heading, nav: site.everyPage.navigation.plans },
  { path: '/coverage/', h1: site.coveragePage.heading, nav: site.everyPage.navigation.coverage },
  { path: '/installation/', h1: site.installation.heading, nav: null },
  { path: '/customer-care/', h1: site.care.heading, nav: null },
  { path: '/status/', h1: site.statusPage.heading, nav: null },
  { path: '/contact/', h1: site.contactPage.heading, nav: 'Contact Us' },
  // Opened directly: it says nothing was sent ("Message Sent" shows only after a real send).
  { path: '/contact/thanks/', h1: site.thanks.notSentHeading, nav: null },
  { path: '/privacy/', h1: site.privacy.heading, nav: null },
] as const;

export const pageAt = (path: (typeof PAGES)[number]['path']) =>
  PAGES.find((entry) => entry.path === path)!;

export const NOT_FOUND_PATH = '/this-page-does-not-exist/';

/** Collects console errors and uncaught page errors from the moment it is called. */
export function watchErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return { errors };
}

/** True when the viewport is the phone one (the menu is collapsed there, and up to 1024 px). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024;
}
