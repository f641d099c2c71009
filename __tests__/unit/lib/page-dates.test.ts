/**
 * @jest-environment node
 */
import {
  formatDuration,
  formatLagosDay,
  formatLagosTime,
  lagosTimeMs,
} from '../../../src/content-model/lagos-time';
import { datesIn } from '../../../src/lib/page-dates';

const AT = lagosTimeMs('2026-11-18 07:40')!;

describe('the status page’s dates', () => {
  it('are English on English pages, and on Pidgin ones (its data writes months with tone marks)', () => {
    for (const lang of ['en', 'pcm'] as const) {
      const dates = datesIn(lang);
      expect(dates.lang).toBe('en');
      expect(dates.moment(AT)).toBe(formatLagosTime(AT));
      expect(dates.day(AT)).toBe(formatLagosDay(AT));
      expect(dates.longDay('2026-11-18')).toBe('18 November 2026');
    }
    expect(formatLagosTime(AT)).toBe('Wed 18 Nov 2026, 07:40');
  });

  it('are in the page’s language where Intl has it, on the Lagos clock, in NFC', () => {
    for (const lang of ['ha', 'yo', 'ig'] as const) {
      const dates = datesIn(lang);
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
      expect(dates.longDay('2026-11-18')).toMatch(/18/);
      expect(dates.longDay('2026-11-18')).not.toBe('18 November 2026');
    }
  });
});

describe('how long an incident lasted', () => {
  const MINUTE = 60_000;
  const words = { day: 'rana', days: 'kwanaki', underMinute: 'ƙasa da minti' };

  it('is written in days, hours and minutes, with the page’s words for days', () => {
    expect(formatDuration(45 * MINUTE, words)).toBe('45 min');
    expect(formatDuration(435 * MINUTE, words)).toBe('7 h 15 min');
    expect(formatDuration((24 * 60 + 3 * 60 + 20) * MINUTE, words)).toBe('1 rana 3 h');
    expect(formatDuration(2 * 24 * 60 * MINUTE, words)).toBe('2 kwanaki');
    expect(formatDuration(20_000, words)).toBe('ƙasa da minti');
  });

  it('is written in English in the status feed', () => {
    expect(formatDuration(2 * 24 * 60 * MINUTE)).toBe('2 days');
    expect(formatDuration(0)).toBe('under a minute');
  });
});
