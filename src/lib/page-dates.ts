/**
 * Dates and times on a page (the status page's, the privacy notice's "last changed") in the page's
 * language, through Intl when the page is built (Node has the languages the site has), so no phone
 * needs the language's data: "2026 Nuw 18, Lar, 07:40" on a Hausa page. English where Intl lacks the language, and for Pidgin, whose data writes
 * the months with tone marks ("Nọv") as the site's Pidgin does not. Each says its language.
 */
import {
  formatLagosDay,
  formatLagosTime,
  lagosTimeMs,
  MONTH_NAMES,
} from '../content-model/lagos-time';
import type { PageLanguage } from '../content-model/languages';

export type PageDates = {
  /** A moment: 'Wed 18 Nov 2026, 07:40'. */
  moment: (ms: number) => string;
  /** A day: '18 Nov 2026'. */
  day: (ms: number) => string;
  /** A day written in full, from its date: '2026-11-23' -> '23 November 2026'. */
  longDay: (isoDate: string) => string;
  /** The language they are written in. */
  lang: PageLanguage;
};

/** '2026-11-23' -> '23 November 2026'. */
function longDayInEnglish(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${MONTH_NAMES[(month ?? 1) - 1]} ${year}`;
}

const ENGLISH: PageDates = {
  moment: formatLagosTime,
  day: formatLagosDay,
  longDay: longDayInEnglish,
  lang: 'en',
};

/** Written in English, whatever the page's language. */
const IN_ENGLISH: readonly PageLanguage[] = ['en', 'pcm'];

export function datesIn(lang: PageLanguage): PageDates {
  if (IN_ENGLISH.includes(lang) || Intl.DateTimeFormat.supportedLocalesOf([lang]).length === 0) {
    return ENGLISH;
  }
  const lagos = {
    timeZone: 'Africa/Lagos',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  } as const;
  const moment = new Intl.DateTimeFormat(lang, {
    ...lagos,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const day = new Intl.DateTimeFormat(lang, lagos);
  const longDay = new Intl.DateTimeFormat(lang, { ...lagos, month: 'long' });
  return {
    moment: (ms) => moment.format(ms).normalize('NFC'),
    day: (ms) => day.format(ms).normalize('NFC'),
    longDay: (isoDate) => longDay.format(lagosTimeMs(`${isoDate} 12:00`) ?? 0).normalize('NFC'),
    lang,
  };
}
