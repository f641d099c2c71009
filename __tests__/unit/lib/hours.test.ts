/**
 * @jest-environment node
 */
import {
  formatDayHours,
  formatTime,
  openStatus,
  zonedClock,
  type HoursDay,
} from '../../../src/lib/hours';

/** The test's own week (not the site's content). */
const WEEK: HoursDay[] = [
  { day: 'Monday', opens: '09:00', closes: '18:00' },
  { day: 'Tuesday', opens: '09:00', closes: '18:00' },
  { day: 'Wednesday', opens: '09:00', closes: '18:00' },
  { day: 'Thursday', opens: '09:00', closes: '18:00' },
  { day: 'Friday', opens: '09:00', closes: '18:00' },
  { day: 'Saturday', opens: '10:00', closes: '16:00' },
  { day: 'Sunday', closed: true },
];
const LAGOS = 'Africa/Lagos';

/** The test's own words for the open-now line (the site's come from its contact page's content). */
const WORDS = {
  openNow: 'Open now · closes at {hour} Lagos time',
  opensToday: 'Closed now · opens today at {hour} Lagos time',
  opensTomorrow: 'Closed now · opens tomorrow at {hour} Lagos time',
  opensOn: 'Closed now · opens {day} at {hour} Lagos time',
  closed: 'Closed now',
};

describe('business hours', () => {
  it.each([
    ['09:00', '9:00 AM'],
    ['12:00', '12:00 PM'],
    ['18:30', '6:30 PM'],
    ['00:15', '12:15 AM'],
  ])('formats %s as %s', (time, shown) => expect(formatTime(time)).toBe(shown));

  it('shows a day as a range or as Closed', () => {
    expect(formatDayHours(WEEK[5]!)).toBe('10:00 AM – 4:00 PM');
    expect(formatDayHours(WEEK[6]!)).toBe('Closed');
  });

  it('reads the clock in Lagos, whatever the visitor’s own time zone', () => {
    // 23:30 UTC on a Sunday is already 00:30 on Monday in Lagos (UTC+1).
    expect(zonedClock(new Date('2026-11-22T23:30:00Z'), LAGOS)).toEqual({
      weekday: 'Monday',
      time: '00:30',
    });
  });

  it('agrees with the time-zone database for Lagos through a whole year, hour by hour', () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: LAGOS,
      weekday: 'long',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const date = new Date(Date.UTC(2026, 0, 1, hour, 17));
      const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
      expect(zonedClock(date, LAGOS)).toEqual({
        weekday: parts.weekday,
        time: `${parts.hour}:${parts.minute}`,
      });
    }
  });

  it('refuses a time zone it has no offset for', () => {
    expect(() => zonedClock(new Date(), 'Europe/London')).toThrow(/Europe\/London/);
  });

  it.each([
    ['2026-11-23T08:00:00Z', true, 'Open now · closes at 6:00 PM Lagos time'], // Monday 09:00, opening minute
    ['2026-11-23T16:59:00Z', true, 'Open now · closes at 6:00 PM Lagos time'], // Monday 17:59
    ['2026-11-23T17:00:00Z', false, 'Closed now · opens tomorrow at 9:00 AM Lagos time'], // Monday 18:00
    ['2026-11-27T19:00:00Z', false, 'Closed now · opens tomorrow at 10:00 AM Lagos time'], // Friday 20:00
    ['2026-11-28T10:00:00Z', true, 'Open now · closes at 4:00 PM Lagos time'], // Saturday 11:00
    ['2026-11-29T12:00:00Z', false, 'Closed now · opens tomorrow at 9:00 AM Lagos time'], // Sunday noon
    ['2026-11-28T16:00:00Z', false, 'Closed now · opens Monday at 9:00 AM Lagos time'], // Saturday 17:00
  ])('at %s: open=%s, "%s"', (iso, open, message) => {
    expect(openStatus(WEEK, new Date(iso), LAGOS, WORDS)).toEqual({ open, message });
  });

  it('says the line in the words it is given, naming the day in their language', () => {
    const hausa = {
      openNow: 'A buɗe · har {hour}',
      opensToday: 'A rufe · yau da {hour}',
      opensTomorrow: 'A rufe · gobe da {hour}',
      opensOn: 'A rufe · ranar {day} da {hour}',
      closed: 'A rufe',
    };
    // Saturday 17:00 in Lagos: next open on Monday.
    const at = new Date('2026-11-28T16:00:00Z');
    expect(openStatus(WEEK, at, LAGOS, hausa, { Monday: 'Litinin' })).toEqual({
      open: false,
      message: 'A rufe · ranar Litinin da 9:00 AM',
    });
    // A day without a name in the language keeps the content's.
    expect(openStatus(WEEK, at, LAGOS, hausa).message).toBe('A rufe · ranar Monday da 9:00 AM');
    // Monday 07:00: later today.
    expect(openStatus(WEEK, new Date('2026-11-23T06:00:00Z'), LAGOS, hausa).message).toBe(
      'A rufe · yau da 9:00 AM',
    );
  });

  it('says simply "Closed now" when no day has hours', () => {
    const closed = WEEK.map(({ day }) => ({ day, closed: true }));
    expect(openStatus(closed, new Date('2026-11-23T10:00:00Z'), LAGOS, WORDS)).toEqual({
      open: false,
      message: 'Closed now',
    });
  });
});
