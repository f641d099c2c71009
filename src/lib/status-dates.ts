/**
 * Dates and times on the status page in the page's language, through Intl when the page is built
 * (Node has the languages the site has), so no phone needs the language's data: "Lar, 18 Nuw
 * 2026, 07:40" on a Hausa page. English where Intl lacks the language, and for Pidgin, whose data
 * writes the months with tone marks ("Nọv") as the site's Pidgin does not. Each says its language.
 */
import { formatLagosDay, formatLagosTime } from '../content-model/lagos-time';
import type { PageLanguage } from '../content-model/languages';

export type StatusDates = {
  /** A moment: 'Wed 18 Nov 2026, 07:40'. */
  moment: (ms: number) => string;
  /** A day: '18 Nov 2026'. */
  day: (ms: number) => string;
  /** The language they are written in. */
  lang: PageLanguage;
};

const ENGLISH: StatusDates = { moment: formatLagosTime, day: formatLagosDay, lang: 'en' };

/** Written in English, whatever the page's language. */
const IN_ENGLISH: readonly PageLanguage[] = ['en', 'pcm'];

export function statusDatesIn(lang: PageLanguage): StatusDates {
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
  return {
    moment: (ms) => moment.format(ms).normalize('NFC'),
    day: (ms) => day.format(ms).normalize('NFC'),
    lang,
  };
}
