/**
 * How facts are written in words, the same on every page and in every reference to them
 * (src/content-model/content-facts.ts): a time of day as 9:00 AM, naira the Nigerian way, ₦25,000,
 * a promised time as "within 5 working days".
 * Plain string work, without Intl, so the server's HTML and the browser's render never differ.
 * Public pages take these too (src/lib/hours.ts, src/lib/plans.ts), as they take the
 * specification's words: no zod, no YAML, nothing that reads content.
 */
import type { SiteFileData } from './content-schema';

/** A day of business hours, as content/business-hours.yaml holds it. */
export type HoursDay = SiteFileData<'hours'>['days'][number];

/** '09:00' -> '9:00 AM', '18:30' -> '6:30 PM', '00:15' -> '12:15 AM'. */
export function formatTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export function isOpenDay(entry: HoursDay): entry is HoursDay & { opens: string; closes: string } {
  return !entry.closed && Boolean(entry.opens) && Boolean(entry.closes);
}

/** 25000 -> '25,000' */
export function groupDigits(amount: number): string {
  return String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** 25000 -> '₦25,000' */
export function naira(amount: number): string {
  return `₦${groupDigits(amount)}`;
}

/** A time the company promises (content/promises.yaml): a number and what it is counted in. */
export type PromisedTime = { readonly amount: number; readonly unit: string };

/** How promised times are written in a page's language (content/pages/every-page.yaml `times`). */
export type TimeWords = SiteFileData<'everyPage'>['times'];

/** Each unit's words, one and more than one. */
const UNIT_WORDS: Record<string, (words: TimeWords) => readonly [string, string]> = {
  hours: (words) => [words.hour, words.hours],
  'working days': (words) => [words.workingDay, words.workingDays],
  days: (words) => [words.day, words.days],
};

/** { amount: 5, unit: 'working days' } -> '5 working days'; 1 -> '1 working day'. */
export function promisedTime({ amount, unit }: PromisedTime, words: TimeWords): string {
  const [one, more] = UNIT_WORDS[unit]?.(words) ?? [unit, unit];
  return `${amount} ${amount === 1 ? one : more}`;
}

/** 'within 5 working days', as `words` write it. */
export function within(time: PromisedTime, words: TimeWords): string {
  return words.within.replace('{length}', promisedTime(time, words));
}
