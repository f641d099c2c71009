/**
 * How plans and prices are written on the site, the same way everywhere (the plans, the home
 * page, the structured data and /llms.txt): naira the Nigerian way, ₦25,000/month, in the words
 * of the page's language (content/plans.yaml `prices`). Plain string work, without Intl, so the
 * server's HTML and the browser's render never differ.
 */
import type { SiteFileData } from '../content-model/content-schema';
import { groupDigits, naira } from '../content-model/fact-formats';
import { aroundSlot, filled } from './form-words';

/** How often a plan is billed, as the content schema names it. */
export type BillingPeriod = SiteFileData<'plans'>['plans'][number]['billing'];

/** Months each bill covers. */
export const BILLING_MONTHS: Record<BillingPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

// Naira as references to prices in copy write it too.
export { groupDigits, naira };

/** How prices are written in a page's language (content/plans.yaml `prices`). */
export type PriceWords = SiteFileData<'plans'>['prices'];

/** A sentence split around its one slot, to set what fills it apart (in bold). */
export type AroundAmount = { before: string; amount: string; after: string };

const around = (sentence: string, amount: string): AroundAmount => ({
  ...aroundSlot(sentence),
  amount,
});

/** 25000 -> '₦25,000/month', as `words` write it. */
export function perMonth(amount: number, words: Pick<PriceWords, 'perMonth'>): string {
  return filled(words.perMonth, { amount: naira(amount) });
}

/** ₦25,000 and the words around it: '₦25,000' then '/month'. */
export const perMonthParts = (amount: number, words: PriceWords) =>
  around(words.perMonth, naira(amount));

/** The lowest price, 'from ₦15,000/month', and the words around it. */
export const fromPrice = (amount: number, words: Pick<PriceWords, 'perMonth' | 'from'>) =>
  around(words.from, perMonth(amount, words));

/** 1000 -> '1,000 Mbps' */
export function speed(mbps: number): string {
  return `${groupDigits(mbps)} Mbps`;
}

/** How often the customer pays, and how much each time when it is more than a month. */
export function billingText(price: number, billing: BillingPeriod, words: PriceWords): string {
  return billing === 'monthly'
    ? words.monthly
    : filled(words[billing], { total: naira(price * BILLING_MONTHS[billing]) });
}

/** What connecting costs, with a plan's words: 'Installation: Free' or 'Installation: ₦25,000'. */
export function installationText(
  fee: number,
  card: Pick<SiteFileData<'plans'>['card'], 'installation' | 'free'>,
): string {
  return `${card.installation}: ${fee === 0 ? card.free : naira(fee)}`;
}

/** The subject "Ask about this plan" puts in the contact form. */
export const planSubject = (name: string) => `Plan enquiry: ${name}`;

/** The lowest monthly price among the plans, for "from ₦…". */
export function lowestPrice(plans: readonly { price: number }[]): number | null {
  return plans.length === 0 ? null : Math.min(...plans.map((entry) => entry.price));
}
