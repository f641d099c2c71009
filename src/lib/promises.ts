/**
 * The times the company promises its customers (content/promises.yaml): each one a number and a
 * unit, written once and read by the Customer care page, the installation steps, the plans and
 * the questions. Copy refers to them too ({within: reply}: src/content-model/content-facts.ts).
 */

import type { PromisedTime } from '../content-model/fact-formats';

// How a promised time is written is one module, shared with the references copy makes to it
// ({within: installation}).
export { within, type PromisedTime, type TimeWords } from '../content-model/fact-formats';

/**
 * The promised times the pages show, by what each one promises (the file holds more, which copy
 * refers to).
 */
export type Promises = {
  readonly acknowledgement: PromisedTime;
  readonly resolution: PromisedTime;
  readonly faultRepair: PromisedTime;
  readonly survey: PromisedTime;
  readonly quote: PromisedTime;
  readonly installation: PromisedTime;
  readonly activation: PromisedTime;
};

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
