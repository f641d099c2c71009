import { SPEC_TEXT } from '../content-model/spec-text';

/** The site's top-level routes, in navigation order. Gatsby serves them with a trailing slash. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/about/', label: 'About' },
  { to: '/services/', label: 'Services' },
] as const;

export const CONTACT_LINK = { to: '/contact/', label: SPEC_TEXT.contactUs } as const;

export const FOOTER_LINKS = [...NAV_LINKS, { to: '/contact/', label: 'Contact' }] as const;

/** The privacy notice, linked from the footer and from the contact form. */
export const PRIVACY_PATH = '/privacy/';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** Whether `to` is the page at `currentPath` ('/about' and '/about/' are the same page). */
export function isCurrent(to: string, currentPath: string): boolean {
  return trimSlash(to) === trimSlash(currentPath);
}
