/**
 * The days' names in a page's language, through Intl (the build's: Node has every language the
 * site has), worked out when the page is built, so no browser needs the language's data.
 */
import type { PageLanguage } from '../content-model/languages';
import type { DayNames } from './hours';

/** The days as the content names them, Monday first. */
const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/**
 * Each day's name in `lang`, by its English name, and the language the names are in: English
 * where Intl does not have the language.
 */
export function dayNamesIn(lang: PageLanguage): { names: DayNames; lang: PageLanguage } {
  if (lang === 'en' || Intl.DateTimeFormat.supportedLocalesOf([lang]).length === 0) {
    return { names: Object.fromEntries(WEEK.map((day) => [day, day])), lang: 'en' };
  }
  const format = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  // 1 January 2024 was a Monday.
  return {
    names: Object.fromEntries(
      WEEK.map((day, index) => [day, format.format(Date.UTC(2024, 0, 1 + index)).normalize('NFC')]),
    ),
    lang,
  };
}
