/**
 * Which languages a build publishes: a production build only those a fluent speaker has
 * reviewed; a deploy preview, a branch deploy and a build on this machine the drafts too, under
 * their notice, so they can be read before they go live. A hidden language has no pages.
 */
import type { SiteFileData } from './content-schema';
import { isProductionBuild } from './example-content';

export type Language = SiteFileData<'languages'>['languages'][number];

/** The languages this build makes pages in, besides English, in the file's order. */
export function publishedLanguages(
  languages: readonly Language[],
  env: NodeJS.ProcessEnv,
): Language[] {
  const shown = isProductionBuild(env) ? ['reviewed'] : ['reviewed', 'draft'];
  return languages.filter((language) => shown.includes(language.review));
}

/**
 * The GraphQL node that says which languages this build publishes (`publishedLanguages { codes }`).
 * It is made anew by every build (gatsby-node.ts `sourceNodes`), from the file and the build's
 * context, so a build that reuses Gatsby's cache from a build for another context cannot publish
 * that build's languages.
 */
export const PUBLISHED_LANGUAGES_TYPE = 'PublishedLanguages';
