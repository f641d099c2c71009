import { COVERAGE_PATH, PLANS_PATH } from '../lib/anchors';
import { CARE_PATH } from '../lib/promises';
import { STATUS_PATH } from '../lib/service-status';

/**
 * The site's top-level routes, in navigation order, by the name of their label among the words on
 * every page (content/pages/every-page.yaml). Gatsby serves them with a trailing slash.
 */
export const NAV_LINKS = [
  { to: '/', word: 'home' },
  { to: '/about/', word: 'about' },
  { to: '/services/', word: 'services' },
  { to: PLANS_PATH, word: 'plans' },
  { to: COVERAGE_PATH, word: 'coverage' },
] as const;

/** The Contact Us button, after the navigation's links. */
export const CONTACT_LINK = { to: '/contact/', word: 'contact' } as const;

/**
 * The help links above the navigation, shown on every screen, a phone's too: what a customer
 * whose connection is down looks for.
 */
export const HELP_LINKS = [
  { to: STATUS_PATH, word: 'status' },
  { to: CARE_PATH, word: 'care' },
] as const;

/** The footer's quick links: the specification's four. */
export const FOOTER_LINKS = [
  { to: '/', word: 'home' },
  { to: '/about/', word: 'about' },
  { to: '/services/', word: 'services' },
  { to: '/contact/', word: 'contact' },
] as const;

/** The privacy notice, linked from the footer and from the contact form. */
export const PRIVACY_PATH = '/privacy/';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `to` is the page at `currentPath` ('/about' and '/about/' are the same page). */
export function isCurrent(to: string, currentPath: string): boolean {
  return trimSlash(to) === trimSlash(currentPath);
}
