/**
 * Prices and promised times as a page shows them, from the content's words for them
 * (content/plans.yaml `prices`, content/pages/every-page.yaml `times`), so the tests hold for any
 * words staff choose: "₦18,000/month", "Plans from ₦18,000/month", "within 10 working days".
 */
import type { SiteFileData } from '../../src/content-model/content-schema';
import { naira } from '../../src/content-model/fact-formats';
import { filled } from '../../src/lib/form-words';

type Times = SiteFileData<'everyPage'>['times'];
type Time = { amount: number; unit: string };

/** Each unit's words, one and more than one. */
const UNITS: Record<string, (times: Times) => [string, string]> = {
  hours: (times) => [times.hour, times.hours],
  'working days': (times) => [times.workingDay, times.workingDays],
  days: (times) => [times.day, times.days],
};

/** A promised time, "10 working days", in the words of every page. */
export function timeIn(times: Times, { amount, unit }: Time): string {
  const [one, more] = UNITS[unit]!(times);
  return `${amount} ${amount === 1 ? one : more}`;
}

/** "within 10 working days", in the words of every page. */
export const withinIn = (times: Times, time: Time) =>
  filled(times.within, { length: timeIn(times, time) });

type Plans = Pick<SiteFileData<'plans'>, 'homeLinkLabel' | 'prices' | 'plans'>;

/** A price a month, in the plans file's words. */
export const monthly = (plans: Pick<Plans, 'prices'>, amount: number) =>
  filled(plans.prices.perMonth, { amount: naira(amount) });

/** The lowest price a month. */
export const lowestMonthly = (plans: Plans) =>
  monthly(plans, Math.min(...plans.plans.map((plan) => plan.price)));

/** The link to the plans page with the lowest price: its label, then "from ₦…/month". */
export const plansLinkName = (plans: Plans) =>
  `${plans.homeLinkLabel} ${filled(plans.prices.from, { amount: lowestMonthly(plans) })}`;
