/**
 * The site's languages by code: English at the root of the site, the others each under their
 * own folder (/pcm/, /ha/, /yo/, /ig/). Plain data and plain functions of an address, shared by
 * the schema, the build and the pages.
 */

/** The languages besides English, by their codes in `<html lang>` and in the addresses. */
export const LANGUAGE_CODES = ['pcm', 'ha', 'yo', 'ig'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
/** The language of a page: English or one of LANGUAGE_CODES. */
export type PageLanguage = 'en' | LanguageCode;

/** Every language a page can be in, English first. */
export const PAGE_LANGUAGES: readonly PageLanguage[] = ['en', ...LANGUAGE_CODES];

/** Each language as staff who read English call it (the e-mail to sales, the enquiries list). */
export const ENGLISH_NAMES: Record<PageLanguage, string> = {
  en: 'English',
  pcm: 'Nigerian Pidgin',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
};

/** Whether a value is the code of one of the site's languages, English included. */
export const isPageLanguage = (value: unknown): value is PageLanguage =>
  (PAGE_LANGUAGES as readonly unknown[]).includes(value);

/** English, as the language links name it. */
export const ENGLISH = { code: 'en', name: 'English' } as const;

const isLanguageCode = (segment: string): segment is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(segment);

/**
 * The not-found page (served for any address that has no page, in the language of the folder the
 * address is in) and its development twin, by the English address.
 */
export const isNotFoundPage = (path: string) => /^\/(404|dev-404-page)(\/|\.html$)/.test(path);

/** `gatsby develop`'s own not-found page: English only. */
export const isEnglishOnly = (path: string) => /^\/dev-404-page(\/|$)/.test(path);

/** The address of the English page `path` (such as /about/) in `lang`. */
export function inLanguage(path: string, lang: PageLanguage): string {
  return lang === 'en' ? path : `/${lang}${path}`;
}

/** The language an address is in, and the address of the same page in English. */
export function languageOf(pathname: string): { lang: PageLanguage; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  return isLanguageCode(first)
    ? { lang: first, path: `/${rest.join('/')}` }
    : { lang: 'en', path: pathname };
}
