/**
 * schema.org data for search engines, built from the content files, so what search results say is
 * what the site says: the company as a LocalBusiness (hours, contact details), its plans as
 * Offers, and the questions buyers ask as a FAQPage.
 */
import { PLANS_PATH } from '../lib/anchors';
import { isOpenDay, type HoursDay } from '../lib/hours';
import { BILLING_MONTHS } from '../lib/plans';
import type { SiteContent, SiteFileData } from '../content-model/content-schema';
import { SPEC_NAMES } from '../content-model/spec-text';
import { inLanguage, type PageLanguage } from '../content-model/languages';

export type LocalBusinessInput = {
  name: string;
  description: string;
  siteUrl: string;
  logoPath: string;
  contact: Pick<SiteFileData<'contact'>, 'address' | 'email' | 'phone'>;
  hours: readonly HoursDay[];
  /** The name registered with the CAC, and the company's social pages, when the content has them. */
  legalName?: string;
  sameAs?: readonly string[];
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

/** The company as a schema.org LocalBusiness. */
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
    ...(input.legalName ? { legalName: input.legalName } : {}),
    ...(input.sameAs?.length ? { sameAs: [...input.sameAs] } : {}),
  };
}

/** The LocalBusiness data as it goes into the page: JSON, with "<" escaped for a script element. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

type PlanInput = Pick<
  SiteFileData<'plans'>['plans'][number],
  'name' | 'audience' | 'download' | 'upload' | 'price' | 'installation' | 'billing' | 'data'
> & { availability?: readonly string[] | null };

/**
 * The plans as schema.org data: one Service (internet access, from the business on the home
 * page) whose offers are the plans, each an Offer with its monthly price in naira, how often it
 * is billed, and its installation fee.
 */
export function plansJsonLd(input: {
  siteUrl: string;
  serviceName: string;
  plans: readonly PlanInput[];
  /** The plans page's address in the page's language (English: /plans/). */
  path?: string;
}) {
  const home = new URL('/', input.siteUrl).href;
  const url = new URL(input.path ?? PLANS_PATH, input.siteUrl).href;
  const months = (count: number) => ({
    '@type': 'QuantitativeValue',
    value: count,
    unitCode: 'MON',
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': url,
    name: input.serviceName,
    serviceType: 'Internet access',
    url,
    provider: { '@id': `${home}#business` },
    offers: input.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.name,
      description: `${plan.download} Mbps download, ${plan.upload} Mbps upload. ${plan.data}.`,
      category: plan.audience === 'home' ? 'Home internet' : 'Business internet',
      url,
      price: plan.price,
      priceCurrency: 'NGN',
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          name: 'Monthly price',
          price: plan.price,
          priceCurrency: 'NGN',
          referenceQuantity: months(1),
          billingDuration: months(BILLING_MONTHS[plan.billing]),
        },
        {
          '@type': 'PriceSpecification',
          name: 'Installation fee',
          price: plan.installation,
          priceCurrency: 'NGN',
        },
      ],
      ...(plan.availability?.length ? { areaServed: plan.availability } : {}),
    })),
  };
}

/** The questions and answers as a schema.org FAQPage: the same text the page shows, in its language. */
export function faqJsonLd(
  questions: readonly { question: string; answer: readonly string[] }[],
  lang: PageLanguage = 'en',
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: lang,
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer.join('\n\n') },
    })),
  };
}

/** Where the company's logo is, for LocalBusiness (gatsby-plugin-manifest writes it). */
const LOGO_PATH = '/icons/icon-512x512.png';

/**
 * The JSON-LD blocks of one page, each as the text of its script, from the site's content: the
 * company as a LocalBusiness on the home page; the plans as Offers and the questions as a FAQPage
 * on the Plans page. Pages get them through GraphQL (`structuredData(page: "/")`, gatsby-node.ts).
 */
export function structuredDataFor(
  page: string,
  content: SiteContent,
  siteUrl: string,
  lang: PageLanguage = 'en',
): string[] {
  switch (page) {
    case '/':
      return [
        jsonLdText(
          localBusinessJsonLd({
            name: content.company.name,
            description: content.company.description,
            siteUrl,
            logoPath: LOGO_PATH,
            contact: content.contact,
            hours: content.hours.days,
            legalName: content.company.registeredName,
            sameAs: content.company.social,
          }),
        ),
      ];
    case '/plans/':
      return [
        jsonLdText(
          plansJsonLd({
            siteUrl,
            serviceName: SPEC_NAMES.additionalServices[0],
            plans: content.plans.plans,
            path: inLanguage(PLANS_PATH, lang),
          }),
        ),
        jsonLdText(faqJsonLd(content.faq.questions, lang)),
      ];
    default:
      return [];
  }
}
