/**
 * Which languages a build publishes: a production build only those a fluent speaker has
 * reviewed; a deploy preview, a branch deploy and a build on this machine the drafts too, under
 * their notice, so they can be read before they go live. A hidden language has no pages.
 */
import { SITE_FILES, type ContentFile, type SiteFileData } from './content-schema';
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
 * What a content file's GraphQL node holds: the file's data, except that the languages node
 * holds only the languages this build publishes, so no page can show another.
 */
export function nodeDataOf(file: ContentFile, data: unknown, env: NodeJS.ProcessEnv): unknown {
  if (file !== SITE_FILES.languages) return data;
  return { languages: publishedLanguages((data as SiteFileData<'languages'>).languages, env) };
}
