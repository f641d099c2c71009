/**
 * Content for the editor's preview pane: the file being edited, as the editor has it now, and the
 * other files its page needs, as they are saved. Each is checked by the same schema as the build,
 * so the preview shows what the build would say about it.
 */
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { useEffect, useMemo, useState } from 'react';
import {
  formatProblem,
  validateContentData,
  withoutEmptyValues,
} from '../content-model/content-problems';
import { SITE_FILES, type SiteFileData, type SiteFileName } from '../content-model/content-schema';
import { CONTENT_COLLECTION, cmsFileName } from './cms-config';

type Immutable = { toJS(): unknown };
type Checked<T> = { data: T; problems: string[] };

/** A file's data checked by its schema: the typed data, or what is wrong with it. */
export function checkFile<K extends SiteFileName>(
  name: K,
  raw: unknown,
): Checked<SiteFileData<K> | null> {
  const file = SITE_FILES[name];
  const problems = validateContentData(file, raw).map(formatProblem);
  if (problems.length > 0) return { data: null, problems };
  // Parsed by this file's own schema, so it has this file's type.
  return { data: file.schema.parse(withoutEmptyValues(raw)) as SiteFileData<K>, problems };
}

const toJS = (value: unknown): unknown =>
  value && typeof (value as Immutable).toJS === 'function' ? (value as Immutable).toJS() : value;

/**
 * The file being edited. While a change leaves it invalid (a field emptied to be retyped), the
 * preview keeps showing the last valid version, with the problems above it.
 */
export function useEntry<K extends SiteFileName>(
  name: K,
  entry: PreviewTemplateComponentProps['entry'],
): Checked<SiteFileData<K> | null> {
  // Checked again only when the content changes (the same content may come as a new object).
  const text = JSON.stringify(toJS(entry.get('data')) ?? null);
  const checked = useMemo(() => checkFile(name, JSON.parse(text)), [name, text]);
  const [lastValid, setLastValid] = useState(checked.data);
  if (checked.data && checked.data !== lastValid) setLastValid(checked.data);
  return { data: checked.data ?? lastValid, problems: checked.problems };
}

export type Saved<K extends SiteFileName> = { [P in K]: SiteFileData<P> };
type Loading<K extends SiteFileName> =
  | { state: 'loading' }
  | { state: 'ready'; files: Saved<K> }
  | { state: 'broken'; problems: string[] };

/** Other files the preview needs, as saved (the editor's own store reads them). */
export function useSavedFiles<K extends SiteFileName>(
  getCollection: PreviewTemplateComponentProps['getCollection'],
  names: readonly K[],
): Loading<K> {
  const [loading, setLoading] = useState<Loading<K>>({ state: 'loading' });
  const key = names.join(',');
  useEffect(() => {
    let current = true;
    const load = async () => {
      const files: Partial<Record<K, unknown>> = {};
      const problems: string[] = [];
      for (const name of names) {
        // With a file's name, Decap answers that one entry (its type says a list).
        const entry: unknown = await getCollection(
          CONTENT_COLLECTION,
          cmsFileName(SITE_FILES[name].path),
        );
        const checked = checkFile(name, toJS((entry as { get(key: string): unknown }).get('data')));
        if (checked.data) files[name] = checked.data;
        problems.push(...checked.problems);
      }
      if (!current) return;
      setLoading(
        problems.length > 0
          ? { state: 'broken', problems }
          : // Every name was loaded and checked just above.
            { state: 'ready', files: files as Saved<K> },
      );
    };
    load().catch((error: unknown) => {
      if (current) setLoading({ state: 'broken', problems: [String(error)] });
    });
    return () => {
      current = false;
    };
    // `names` is a new array each render; `key` stands for its contents.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [getCollection, key]);
  return loading;
}
