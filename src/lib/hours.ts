/** Business-hours logic shared by the Contact page (browser) and structured data (build). */
import { formatTime, isOpenDay, type HoursDay } from '../content-model/fact-formats';

// How a time and an open day are written: the same words as the references to the hours in copy.
export { formatTime, isOpenDay, type HoursDay };

export type OpenStatus = { open: boolean; message: string };

/**
 * The open-now line's sentences, in the page's language (content/pages/contact.yaml `hours`):
 * `{hour}` and `{day}` are filled in here.
 */
export type OpenNowWords = {
  openNow: string;
  opensToday: string;
  opensTomorrow: string;
  opensOn: string;
  closed: string;
};

/** Each day's name in the page's language, by the content's (English) name; a day not here is English. */
export type DayNames = Readonly<Record<string, string>>;

/** One day's hours: '9:00 AM – 6:00 PM', or `closedWord` ('Closed') on a day the office is closed. */
export function formatDayHours(entry: HoursDay, closedWord = 'Closed'): string {
  return isOpenDay(entry) ? `${formatTime(entry.opens)} – ${formatTime(entry.closes)}` : closedWord;
}

/** A sentence with its slots filled in: `{hour}`, `{day}`. */
const filled = (sentence: string, values: { hour?: string; day?: string }) =>
  sentence.replace(/\{(hour|day)\}/g, (slot, name: 'hour' | 'day') => values[name] ?? slot);

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/**
 * Offsets from UTC of the time zones the content may name, in minutes. Lagos keeps West Africa
 * Time all year (UTC+1, no daylight saving), so its clock is plain arithmetic: no
 * Intl.DateTimeFormat, whose first use with a time zone loads time-zone data and took about 60 ms
 * of a slow phone's main thread while the Contact page started.
 */
const UTC_OFFSET_MINUTES: Record<string, number> = { 'Africa/Lagos': 60 };

/** The weekday name and HH:MM wall-clock time of `date` in `timeZone`. */
export function zonedClock(date: Date, timeZone: string): { weekday: string; time: string } {
  const offset = UTC_OFFSET_MINUTES[timeZone];
  if (offset === undefined) throw new Error(`No UTC offset known for the time zone ${timeZone}.`);
  const local = new Date(date.getTime() + offset * 60_000);
  const two = (value: number) => String(value).padStart(2, '0');
  return {
    weekday: WEEKDAY_NAMES[local.getUTCDay()] ?? '',
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

/**
 * Whether the business is open at `date` (in `timeZone`, the office's clock), with a line a
 * visitor can read in the page's language (`words`; the days named by `dayNames`):
 * 'Open now · closes at 6:00 PM Lagos time' or 'Closed now · opens Monday at 9:00 AM Lagos time'.
 */
export function openStatus(
  days: readonly HoursDay[],
  date: Date,
  timeZone: string,
  words: OpenNowWords,
  dayNames: DayNames = {},
): OpenStatus {
  const { weekday, time } = zonedClock(date, timeZone);
  const todayIndex = days.findIndex((entry) => entry.day === weekday);
  const today = days[todayIndex];

  if (today && isOpenDay(today) && time >= today.opens && time < today.closes) {
    return { open: true, message: filled(words.openNow, { hour: formatTime(today.closes) }) };
  }
  if (today && isOpenDay(today) && time < today.opens) {
    return { open: false, message: filled(words.opensToday, { hour: formatTime(today.opens) }) };
  }
  for (let offset = 1; offset <= days.length; offset += 1) {
    const next = days[(todayIndex + offset) % days.length];
    if (next && isOpenDay(next)) {
      const at = formatTime(next.opens);
      return {
        open: false,
        message:
          offset === 1
            ? filled(words.opensTomorrow, { hour: at })
            : filled(words.opensOn, { day: dayNames[next.day] ?? next.day, hour: at }),
      };
    }
  }
  return { open: false, message: words.closed };
}
