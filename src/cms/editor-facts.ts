/**
 * The facts copy refers to ({hours}, {price: …}), as the editor checks copy against them: the
 * files they live in as saved, read once through Decap and read again after each save, with the
 * file being edited as it is typed. The build checks the same (src/content-model/content-facts.ts).
 */
import { factFiles, type FactSources } from '../content-model/content-facts';
import { validateContentData, withoutEmptyValues } from '../content-model/content-problems';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import { CONTENT_COLLECTION, cmsFileName } from './cms-config';

/** Decap's loader of another entry (a control's `loadEntry`): its data as saved. */
export type LoadEntry = (collection: string, slug: string) => Promise<{ data?: unknown }>;

/** A file's data as its schema types it, or nothing while it is wrong (its own checks say so). */
function checked(file: SiteFileName, data: unknown): unknown {
  const entry = SITE_FILES[file];
  if (validateContentData(entry, data).length > 0) return undefined;
  return entry.schema.parse(withoutEmptyValues(data));
}

let saved: Promise<FactSources> | null = null;
let known: FactSources | null = null;

/** The facts' files as saved, read through Decap once (again after a save: forgetSavedFacts). */
export function loadSavedFacts(loadEntry: LoadEntry): Promise<FactSources> {
  saved ??= Promise.all(
    factFiles().map(async (file) => {
      const entry = await loadEntry(CONTENT_COLLECTION, cmsFileName(SITE_FILES[file].path));
      return [file, checked(file, entry.data)] as const;
    }),
  ).then((files) => {
    known = Object.fromEntries(files.filter(([, data]) => data !== undefined));
    return known;
  });
  return saved;
}

/**
 * After a save: the facts are read again the next time they are needed; until then the editor
 * checks with what it read before (the file just saved is the one being edited, which it checks
 * as typed).
 */
export function forgetSavedFacts(): undefined {
  saved = null;
  return undefined;
}

/** The file a path under the repository is: content/plans.yaml -> plans. */
export const fileAt = (path: unknown): SiteFileName | undefined =>
  (Object.keys(SITE_FILES) as SiteFileName[]).find(
    (name) => `content/${SITE_FILES[name].path}` === path,
  );

/**
 * The facts as the editor has them now: the saved files, with the one being edited (`editing`,
 * its data as typed) in place of its saved version when it holds facts and is right. Null while the
 * saved files are still being read.
 */
export function currentFacts(
  editing: { file: SiteFileName | undefined; data: unknown } | undefined,
): FactSources | null {
  if (!known) return null;
  if (!editing?.file || !factFiles().includes(editing.file)) return known;
  const data = checked(editing.file, editing.data);
  return data === undefined ? known : { ...known, [editing.file]: data };
}
