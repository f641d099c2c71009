/**
 * @jest-environment node
 */
import {
  formatLagosDay,
  formatLagosTime,
  lagosTimeMs,
} from '../../../src/content-model/lagos-time';
import { statusDatesIn } from '../../../src/lib/status-dates';

const AT = lagosTimeMs('2026-11-18 07:40')!;

describe('the status page’s dates', () => {
  it('are English on English pages, and on Pidgin ones (its data writes months with tone marks)', () => {
    for (const lang of ['en', 'pcm'] as const) {
      const dates = statusDatesIn(lang);
      expect(dates.lang).toBe('en');
      expect(dates.moment(AT)).toBe(formatLagosTime(AT));
      expect(dates.day(AT)).toBe(formatLagosDay(AT));
    }
    expect(formatLagosTime(AT)).toBe('Wed 18 Nov 2026, 07:40');
  });

  it('are in the page’s language where Intl has it, on the Lagos clock, in NFC', () => {
    for (const lang of ['ha', 'yo', 'ig'] as const) {
      const dates = statusDatesIn(lang);
      expect(dates.lang).toBe(lang);
      const moment = dates.moment(AT);
      // The same moment: 07:40 in Lagos, 2026, the 18th; not as English writes it.
      expect(moment).toMatch(/07:40/);
      expect(moment).toMatch(/2026/);
      expect(moment).toMatch(/\b18\b/);
      expect(moment).not.toBe(formatLagosTime(AT));
      expect(moment).toBe(moment.normalize('NFC'));
      expect(dates.day(AT)).toMatch(/18/);
      expect(dates.day(AT)).not.toMatch(/07:40/);
    }
  });
});
