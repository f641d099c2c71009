/**
 * How plans and prices are written on the site, the same way everywhere (the plans, the home
 * page, the structured data and /llms.txt): naira the Nigerian way, ₦25,000/month. Plain string
 * work, without Intl, so the server's HTML and the browser's render never differ.
 */
import type { SiteFileData } from '../content-model/content-schema';

/** How often a plan is billed, as the content schema names it. */
export type BillingPeriod = SiteFileData<'plans'>['plans'][number]['billing'];

/** Months each bill covers. */
export const BILLING_MONTHS: Record<BillingPeriod, number> = {
  monthly: 1,
  quarterly: 3,
  yearly: 12,
};

/** 25000 -> '25,000' */
export function groupDigits(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 25000 -> '₦25,000' */
export function naira(amount: number): string {
  return `₦${groupDigits(amount)}`;
}

/** 25000 -> '₦25,000/month' */
export function perMonth(amount: number): string {
  return `${naira(amount)}/month`;
}

/** 1000 -> '1,000 Mbps' */
export function speed(mbps: number): string {
  return `${groupDigits(mbps)} Mbps`;
}

/** How often the customer pays, and how much each time when it is more than a month. */
export function billingText(price: number, billing: BillingPeriod): string {
  switch (billing) {
    case 'monthly':
      return 'Billed monthly';
    case 'quarterly':
      return `Billed every 3 months (${naira(price * BILLING_MONTHS.quarterly)})`;
    case 'yearly':
      return `Billed yearly (${naira(price * BILLING_MONTHS.yearly)})`;
  }
}

/** What connecting costs: 'Free installation' or 'Installation ₦25,000'. */
export function installationText(fee: number): string {
  return fee === 0 ? 'Free installation' : `Installation ${naira(fee)}`;
}

/** The subject "Ask about this plan" puts in the contact form. */
export const planSubject = (name: string) => `Plan enquiry: ${name}`;

/** The lowest monthly price among the plans, for "from ₦…". */
export function lowestPrice(plans: readonly { price: number }[]): number | null {
  return plans.length === 0 ? null : Math.min(...plans.map((entry) => entry.price));
}
