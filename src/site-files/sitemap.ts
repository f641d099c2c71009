/**
 * The sitemap's view of the pages (gatsby-plugin-sitemap, configured in gatsby-config.ts): which
 * addresses stay out of it, and, for a page the site has in more than one language, every
 * language's address beside it (hreflang alternates, as the pages' heads carry them).
 */
import { PAGE_LANGUAGES, inLanguage, languageOf } from '../content-model/languages';

/** Not for search results: the not-found page, the pages after a form, the content editor. */
const NOT_LISTED = [
  '/404/',
  '/404.html',
  '/dev-404-page/',
  '/contact/thanks/',
  '/contact/ask/*',
  '/waitlist/thanks/',
  '/waitlist/left/',
];

/** The addresses (globs) the sitemap leaves out, in every language. */
export const SITEMAP_EXCLUDES: readonly string[] = [
  ...PAGE_LANGUAGES.flatMap((code) => NOT_LISTED.map((address) => inLanguage(address, code))),
  '/admin/',
  '/admin/*',
];

export type SitemapLink = { lang: string; url: string };

/**
 * Each page with the addresses of the same page in each language the build made it in, and
 * English for every other reader (x-default); no links for a page in one language only.
 */
export function withAlternates(paths: readonly string[]): { path: string; links: SitemapLink[] }[] {
  const byEnglish = new Map<string, string[]>();
  for (const path of paths) {
    const english = languageOf(path).path;
    byEnglish.set(english, [...(byEnglish.get(english) ?? []), path]);
  }
  return paths.map((path) => {
    const english = languageOf(path).path;
    const versions = byEnglish.get(english) ?? [];
    if (versions.length < 2) return { path, links: [] };
    return {
      path,
      links: [
        ...versions.map((version) => ({ lang: languageOf(version).lang, url: version })),
        { lang: 'x-default', url: english },
      ],
    };
  });
}
