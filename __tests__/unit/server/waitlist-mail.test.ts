/**
 * @jest-environment node
 *
 * The "now available" e-mail offers only the plans sold in the area now served.
 */
import type { PlanSummary } from '../../../src/server/built-data';
import type { SignUpRecord } from '../../../src/server/waitlist';
import { plansFor } from '../../../src/server/waitlist-mail';

const plan = (name: string, audience: 'home' | 'business', availability?: string[]) =>
  ({
    name,
    audience,
    download: 50,
    upload: 50,
    price: 20_000,
    installation: 0,
    billing: 'monthly',
    data: 'Unlimited',
    ...(availability ? { availability } : {}),
  }) satisfies PlanSummary;

const PLANS = [
  plan('Everywhere Business', 'business'),
  plan('Island Only', 'business', ['Victoria Island', 'Ikoyi']),
  plan('Everywhere Home', 'home'),
  plan('Bodija Home', 'home', ['Bodija']),
  plan('Benin GRA', 'home', ['Old GRA, Benin City']),
];

const servedIn = (area: string, region: string): SignUpRecord =>
  ({
    signUp: { audience: 'home' },
    served: { at: '2026-11-28T10:00:00.000Z', area, region },
  }) as SignUpRecord;

describe('the plans the notice offers', () => {
  it.each([
    ['Bodija', 'Ibadan', ['Everywhere Home', 'Bodija Home', 'Everywhere Business']],
    ['Ikoyi', 'Lagos', ['Everywhere Home', 'Everywhere Business', 'Island Only']],
    // The same name under another city is another place.
    ['Old GRA', 'Port Harcourt', ['Everywhere Home', 'Everywhere Business']],
    ['Old GRA', 'Benin City', ['Everywhere Home', 'Benin GRA', 'Everywhere Business']],
  ])('in %s, %s: %j', (area, region, expected) => {
    expect(plansFor(servedIn(area, region), PLANS).map((entry) => entry.name)).toEqual(expected);
  });
});
