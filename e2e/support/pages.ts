import type { ConsoleMessage, Page } from '@playwright/test';

/** Every page of the site, with what identifies it. */
export const PAGES = [
  { path: '/', h1: 'High-speed internet, unlimited and affordable', nav: 'Home' },
  { path: '/about/', h1: 'About us', nav: 'About' },
  { path: '/services/', h1: 'Our services', nav: 'Services' },
  { path: '/contact/', h1: 'Contact us', nav: 'Contact Us' },
  { path: '/contact/thanks/', h1: 'Message Sent', nav: null },
] as const;

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

/** True when the viewport is the phone one (the menu is collapsed there). */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}
