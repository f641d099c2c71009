/**
 * The functions' and jobs' data made from a content folder: what the build hands them
 * (src/server/built-data.ts, from gatsby-node's onPostBuild), and what they use where no build
 * handed any: `gatsby develop`, and the jobs run by `npm start` and the npm scripts, which read the
 * content as it is now.
 */
import { CONTENT_DIR } from '../content-model/content-dir';
import type { SiteContent } from '../content-model/content-schema';
import { loadContentDir, readSiteContent } from '../content-model/validate-content';
import type { PageLanguage } from '../content-model/languages';
import { contentIn, type Translations } from '../content-model/translations';
import { publishedLanguages } from '../content-model/published-languages';
import { deployContext, retentionOf, type BuiltData } from './built-data';

/** The data for the deploy `context` from the site's validated `content`, with the built pages given. */
export function builtDataOf(
  content: SiteContent,
  {
    context,
    siteUrl,
    contactPages = {},
    waitlistPages = {},
    translations = {},
  }: {
    context: string;
    siteUrl: string;
    /** The translations (content/pages/<code>/, content/<code>/): the forms' words in each language. */
    translations?: Translations;
    contactPages?: BuiltData['contactPages'];
    waitlistPages?: BuiltData['waitlistPages'];
  },
): BuiltData {
  // The languages a build for this context publishes (production: reviewed only).
  const languages: PageLanguage[] = [
    'en',
    ...publishedLanguages(content.languages.languages, { CONTEXT: context }).map(
      ({ code }) => code,
    ),
  ];
  // The content as each language's pages show it, laid out once for the words taken from it.
  const shown = new Map(languages.map((lang) => [lang, contentIn(lang, content, translations)]));
  const inLanguages = <T>(words: (content: SiteContent) => T) => ({
    en: words(shown.get('en')!),
    ...Object.fromEntries(
      languages.filter((lang) => lang !== 'en').map((lang) => [lang, words(shown.get(lang)!)]),
    ),
  });
  return {
    context,
    siteUrl,
    contactPages,
    waitlistPages,
    retention: retentionOf(content.privacy.storage),
    noticeVersion: content.privacy.updated,
    coverage: {
      regions: content.coverage.regions,
      abbreviations: content.coverage.abbreviations ?? [],
    },
    company: { name: content.company.name, phone: content.contact.phone },
    waitlist: content.waitlist,
    languages,
    formWords: inLanguages((shown) => shown.contactPage.form),
    waitlistWords: inLanguages((shown) => shown.waitlist.form),
    notice: inLanguages(({ waitlist, plans }) => ({
      email: waitlist.email,
      confirm: waitlist.confirm,
      left: waitlist.left,
      prices: plans.prices,
      card: plans.card,
      // What the e-mail shows of each plan; no areas is sold everywhere.
      plans: plans.plans.map(
        ({ included: _included, dataTerms: _terms, availability, ...plan }) => ({
          ...plan,
          ...(availability?.length ? { availability } : {}),
        }),
      ),
    })),
  };
}

/**
 * The content as it is now (CONTENT_DIR), for the context this process runs in, without built
 * pages. `siteUrl` is where links in e-mails lead (scripts pass SITE_URL; a function in
 * `gatsby develop` sends no such e-mail).
 */
export function developmentData(siteUrl = ''): BuiltData {
  const { content, translations } = loadContentDir(CONTENT_DIR);
  // English content with mistakes: reading it again throws, naming them. A translation's mistakes
  // alone leave every language's words English here (the build names them).
  return builtDataOf(content ?? readSiteContent(CONTENT_DIR), {
    context: deployContext(process.env),
    siteUrl,
    translations,
  });
}
