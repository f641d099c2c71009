/**
 * schema.org LocalBusiness data for search engines, built from the content files, so the hours
 * and contact details in search results are the ones on the site.
 */
import type { z } from 'zod';
import { isOpenDay, type HoursDay } from '../lib/hours';
import type { contactSchema } from './content-schema';

export type LocalBusinessInput = {
  name: string;
  description: string;
  siteUrl: string;
  logoPath: string;
  contact: Pick<z.infer<typeof contactSchema>, 'address' | 'email' | 'phone'>;
  hours: readonly HoursDay[];
};

export type OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
};

/** Open days grouped by identical hours; closed days are left out. */
export function openingHoursSpecification(hours: readonly HoursDay[]): OpeningHoursSpecification[] {
  const groups = new Map<string, OpeningHoursSpecification>();
  for (const entry of hours) {
    if (!isOpenDay(entry)) continue;
    const key = `${entry.opens}-${entry.closes}`;
    const group = groups.get(key);
    if (group) group.dayOfWeek.push(entry.day);
    else {
      groups.set(key, {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [entry.day],
        opens: entry.opens,
        closes: entry.closes,
      });
    }
  }
  return [...groups.values()];
}

const COUNTRY_CODES: Record<string, string> = { Nigeria: 'NG' };

export function localBusinessJsonLd(input: LocalBusinessInput) {
  const { address } = input.contact;
  const url = new URL('/', input.siteUrl).href;
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${url}#business`,
    name: input.name,
    description: input.description,
    url,
    logo: new URL(input.logoPath, input.siteUrl).href,
    image: new URL(input.logoPath, input.siteUrl).href,
    email: input.contact.email,
    telephone: input.contact.phone.replace(/\s+/g, ''),
    address: {
      '@type': 'PostalAddress',
      streetAddress: `${address.street}, ${address.area}`,
      addressLocality: address.city,
      addressRegion: address.state,
      postalCode: address.postcode,
      addressCountry: COUNTRY_CODES[address.country] ?? address.country,
    },
    openingHoursSpecification: openingHoursSpecification(input.hours),
  };
}

/** The LocalBusiness data as it goes into the page: JSON, with "<" escaped for a script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
