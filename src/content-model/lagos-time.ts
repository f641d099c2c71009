/**
 * Times staff write in the content, such as when an incident started: a date and a 24-hour time
 * on the Lagos clock, `2026-11-18 07:40`. Lagos keeps West Africa Time all year (UTC+1, no
 * daylight saving), so reading and writing them is plain arithmetic (as in hours.ts): the server's
 * HTML and any browser show the same words, whatever the visitor's own time zone.
 */

/** `2026-11-18 07:40`: a date, a space, and a 24-hour time. */
export const LAGOS_TIME_PATTERN =
  /^(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d)$/;
export const LAGOS_TIME_EXPECTED =
  'a date and a 24-hour time on the Lagos clock, written like 2026-11-18 07:40';

const LAGOS_OFFSET_MS = 60 * 60_000;

/** The months' names in English, January first (the status feed, the digest, English pages). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const MONTHS = MONTH_NAMES.map((name) => name.slice(0, 3));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The moment a Lagos time names, in milliseconds since 1970 (UTC); null when it is not one. */
export function lagosTimeMs(text: string): number | null {
  const match = LAGOS_TIME_PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hours, minutes) - LAGOS_OFFSET_MS;
  // 2026-02-30 rolls over into March: not a day of the calendar.
  const back = new Date(utc + LAGOS_OFFSET_MS);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) return null;
  return utc;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The Lagos wall clock at a moment: its parts, for writing it out. */
function lagosParts(ms: number) {
  const local = new Date(ms + LAGOS_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth(),
    day: local.getUTCDate(),
    weekday: local.getUTCDay(),
    time: `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`,
  };
}

/** A moment as staff write it: `2026-11-18 07:40` (Lagos). */
export function toLagosTime(ms: number): string {
  const { year, month, day, time } = lagosParts(ms);
  return `${year}-${two(month + 1)}-${two(day)} ${time}`;
}

/** For people: 'Wed 18 Nov 2026, 07:40' (the page says once that times are Lagos time). */
export function formatLagosTime(ms: number): string {
  const { year, month, day, weekday, time } = lagosParts(ms);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}, ${time}`;
}

/** For people, a day only: '18 Nov 2026'. */
export function formatLagosDay(ms: number): string {
  const { year, month, day } = lagosParts(ms);
  return `${day} ${MONTHS[month]} ${year}`;
}

/** For machines (the feed, `<time datetime>`): '2026-11-18T07:40:00+01:00'. */
export function isoLagosTime(ms: number): string {
  const { year, month, day, time } = lagosParts(ms);
  return `${year}-${two(month + 1)}-${two(day)}T${time}:00+01:00`;
}

/** The words a length of time is written with, besides 'h' and 'min'. */
export type DurationWords = { day: string; days: string; underMinute: string };

/** As the status feed writes them (the page takes its language's). */
const DURATION_IN_ENGLISH: DurationWords = {
  day: 'day',
  days: 'days',
  underMinute: 'under a minute',
};

/** How long something lasted, in words: '7 h 15 min', '45 min', '2 days 3 h'. */
export function formatDuration(ms: number, words: DurationWords = DURATION_IN_ENGLISH): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days ? `${days} ${days === 1 ? words.day : words.days}` : '',
    hours ? `${hours} h` : '',
    rest && !days ? `${rest} min` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : words.underMinute;
}
