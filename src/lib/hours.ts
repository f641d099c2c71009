/** Business-hours logic shared by the Contact page (browser) and structured data (build). */
import type { SiteFileData } from '../content-model/content-schema';

/** A day of business hours, as content/business-hours.yaml holds it. */
export type HoursDay = SiteFileData<'hours'>['days'][number];

export type OpenStatus = { open: boolean; message: string };

/** '09:00' -> '9:00 AM', '18:30' -> '6:30 PM', '00:15' -> '12:15 AM'. */
export function formatTime(hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Whether a day has opening hours (not marked closed, both times given). */
export function isOpenDay(entry: HoursDay): entry is HoursDay & { opens: string; closes: string } {
  return !entry.closed && Boolean(entry.opens) && Boolean(entry.closes);
}

/** 'Monday to Friday'-style display of one day's hours: '9:00 AM – 6:00 PM' or 'Closed'. */
export function formatDayHours(entry: HoursDay): string {
  return isOpenDay(entry) ? `${formatTime(entry.opens)} – ${formatTime(entry.closes)}` : 'Closed';
}

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

/** How a time zone is named to a visitor: 'Africa/Lagos' -> 'Lagos time'. */
export function zoneLabel(timeZone: string): string {
  return `${(timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ')} time`;
}

/**
 * Whether the business is open at `date`, with a line a visitor can read, saying whose clock it
 * is (a visitor abroad reads it in their own time otherwise):
 * 'Open now · closes at 6:00 PM Lagos time' or 'Closed now · opens Monday at 9:00 AM Lagos time'.
 */
export function openStatus(days: readonly HoursDay[], date: Date, timeZone: string): OpenStatus {
  const { weekday, time } = zonedClock(date, timeZone);
  const todayIndex = days.findIndex((entry) => entry.day === weekday);
  const today = days[todayIndex];
  const at = (hhmm: string) => `${formatTime(hhmm)} ${zoneLabel(timeZone)}`;

  if (today && isOpenDay(today) && time >= today.opens && time < today.closes) {
    return { open: true, message: `Open now · closes at ${at(today.closes)}` };
  }
  if (today && isOpenDay(today) && time < today.opens) {
    return { open: false, message: `Closed now · opens today at ${at(today.opens)}` };
  }
  for (let offset = 1; offset <= days.length; offset += 1) {
    const next = days[(todayIndex + offset) % days.length];
    if (next && isOpenDay(next)) {
      const when = offset === 1 ? 'tomorrow' : next.day;
      return { open: false, message: `Closed now · opens ${when} at ${at(next.opens)}` };
    }
  }
  return { open: false, message: 'Closed now' };
}
