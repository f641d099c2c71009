/**
 * The times the company promises its customers (content/promises.yaml): each one a number and a
 * unit, written once and read by the Customer care page, the installation steps, the plans and
 * the questions. How a promised time is written out is here, the same everywhere.
 */

export type PromisedTime = { readonly amount: number; readonly unit: string };

/** The promised times, by what each one promises. */
export type Promises = {
  readonly acknowledgement: PromisedTime;
  readonly resolution: PromisedTime;
  readonly faultRepair: PromisedTime;
  readonly survey: PromisedTime;
  readonly quote: PromisedTime;
  readonly installation: PromisedTime;
  readonly activation: PromisedTime;
};

const SINGULAR: Record<string, string> = {
  hours: 'hour',
  'working days': 'working day',
  days: 'day',
};

/** { amount: 5, unit: 'working days' } -> '5 working days'; 1 -> '1 working day'. */
export function promisedTime({ amount, unit }: PromisedTime): string {
  return `${amount} ${amount === 1 ? (SINGULAR[unit] ?? unit) : unit}`;
}

/** 'within 5 working days' */
export function within(time: PromisedTime): string {
  return `within ${promisedTime(time)}`;
}

/** The steps from a first request to a working connection, in order (the installation page). */
export const INSTALLATION_STEPS = [
  'survey',
  'quote',
  'payment',
  'installation',
  'activation',
] as const;
export type InstallationStep = (typeof INSTALLATION_STEPS)[number];

/** The promised time of each step; paying is the customer's step, with no time of ours. */
export function stepTime(promises: Promises, step: InstallationStep): PromisedTime | null {
  return step === 'payment' ? null : promises[step];
}

/** Where the installation steps are, and the Customer care page. */
export const INSTALLATION_PATH = '/installation/';
export const CARE_PATH = '/customer-care/';
