/**
 * The functions' and jobs' data made from a content folder: what the build hands them
 * (src/server/built-data.ts, from gatsby-node's onPostBuild), and what they use where no build
 * handed any: `gatsby develop`, and the jobs run by `npm start` and the npm scripts, which read the
 * content as it is now.
 */
import { CONTENT_DIR } from '../content-model/content-dir';
import type { SiteContent } from '../content-model/content-schema';
import { readSiteContent } from '../content-model/validate-content';
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
  }: {
    context: string;
    siteUrl: string;
    contactPages?: BuiltData['contactPages'];
    waitlistPages?: BuiltData['waitlistPages'];
  },
): BuiltData {
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
    plans: content.plans.plans.map(
      ({ name, audience, download, upload, price, installation, billing, data }) => ({
        name,
        audience,
        download,
        upload,
        price,
        installation,
        billing,
        data,
      }),
    ),
    company: { name: content.company.name, phone: content.contact.phone },
    waitlist: content.waitlist,
    // The languages a build for this context publishes (production: reviewed only).
    languages: [
      'en',
      ...publishedLanguages(content.languages.languages, { CONTEXT: context }).map(
        ({ code }) => code,
      ),
    ],
  };
}

/**
 * The content as it is now (CONTENT_DIR), for the context this process runs in, without built
 * pages. `siteUrl` is where links in e-mails lead (scripts pass SITE_URL; a function in
 * `gatsby develop` sends no such e-mail).
 */
export function developmentData(siteUrl = ''): BuiltData {
  return builtDataOf(readSiteContent(CONTENT_DIR), {
    context: deployContext(process.env),
    siteUrl,
  });
}
