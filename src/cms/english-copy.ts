/**
 * The English a translation translates (content/pages/<page>.yaml), as saved: read through Decap
 * once per file and again after a save, for the translation's fields to show beside them
 * (src/cms/checked-fields.tsx, src/cms/checked-list.tsx).
 */
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import { CONTENT_COLLECTION, cmsFileName } from './cms-config';
import type { LoadEntry } from './editor-facts';

const loaded = new Map<SiteFileName, Promise<unknown>>();

/** Where an English text or list is: `home:hero.title` -> the file and the field names. */
export function englishPlace(key: string): { file: SiteFileName; names: string[] } | undefined {
  const [file = '', path = ''] = key.split(':');
  if (!(file in SITE_FILES) || !path) return undefined;
  return { file: file as SiteFileName, names: path.split('.') };
}

/** The English file's data as saved (read once; again after a save: forgetEnglish). */
export function loadEnglish(loadEntry: LoadEntry, file: SiteFileName): Promise<unknown> {
  let data = loaded.get(file);
  if (!data) {
    data = loadEntry(CONTENT_COLLECTION, cmsFileName(SITE_FILES[file].path)).then(
      (entry) => entry.data,
    );
    // A failed read is tried again next time.
    data.catch(() => loaded.delete(file));
    loaded.set(file, data);
  }
  return data;
}

/** After a save: the English is read again the next time a translation shows it. */
export function forgetEnglish(): undefined {
  loaded.clear();
  return undefined;
}

/** The value at `names` in an English file's data (undefined where there is none). */
export function englishAt(data: unknown, names: readonly string[]): unknown {
  return names.reduce<unknown>(
    (value, name) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? (value as Record<string, unknown>)[name]
        : undefined,
    data,
  );
}
