import { dayNamesIn } from '../../../src/lib/day-names';

describe('the days’ names in a page’s language', () => {
  it('are the content’s own names in English', () => {
    const { names, lang } = dayNamesIn('en');
    expect(lang).toBe('en');
    expect(names.Monday).toBe('Monday');
    expect(names.Sunday).toBe('Sunday');
  });

  it('come from Intl in a language it has, each day in its place, in NFC', () => {
    const { names, lang } = dayNamesIn('ha');
    expect(lang).toBe('ha');
    const expected = new Intl.DateTimeFormat('ha', { weekday: 'long', timeZone: 'UTC' });
    // 5 January 2025 was a Sunday, 6 January a Monday.
    expect(names.Sunday).toBe(expected.format(Date.UTC(2025, 0, 5)).normalize('NFC'));
    expect(names.Monday).toBe(expected.format(Date.UTC(2025, 0, 6)).normalize('NFC'));
    expect(names.Monday).not.toBe('Monday');
    expect(Object.values(names).every((name) => name === name.normalize('NFC'))).toBe(true);
    expect(new Set(Object.values(dayNamesIn('yo').names)).size).toBe(7);
  });
});
