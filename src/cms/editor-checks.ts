/**
 * The rules that relate a list's entries to each other, or an entry's fields to each other (the
 * content schema's refinements: days in order, times of a closed day, duplicate areas, fixed
 * names in a fixed order...). Decap checks one field at a time (required, pattern, list size);
 * these rules it cannot express, so the editor's lists run the schema's own check before a save
 * (src/cms/checked-list.tsx), and refuse with the same words the build would use.
 */
import { z } from 'zod';
import { fieldLabel, withoutEmptyValues } from '../content-model/content-problems';
import { ACROSS_LISTS, SITE_FILES, type SiteFileName } from '../content-model/content-schema';

/** Where a list sits in the schema: the file's name and its field names, `hours:days`. */
export type ListKey = `${SiteFileName}:${string}`;

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** The schema of the list at `key` (lists inside lists are reached through their entries). */
export function listSchema(key: ListKey): z.ZodType {
  const [file, names = ''] = key.split(':') as [SiteFileName, string];
  let schema: z.ZodType = SITE_FILES[file].schema;
  for (const name of names.split('.')) {
    let inner = unwrap(schema);
    if (inner instanceof z.ZodArray) inner = unwrap(inner.element as z.ZodType);
    if (!(inner instanceof z.ZodObject)) throw new Error(`${key}: ${name} is not in a group`);
    const child = (inner.shape as Record<string, z.ZodType | undefined>)[name];
    if (!child) throw new Error(`${key}: no field ${name}`);
    schema = child;
  }
  return schema;
}

const isAcross = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' &&
  (issue as { params?: { across?: boolean } }).params?.across === ACROSS_LISTS.across;

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What the build would refuse in this list because of how its entries, or an entry's fields,
 * relate: one sentence each, naming the entry and field by their labels. Problems of one field
 * alone (a missing or malformed value) are left to the field's own check, and problems inside a
 * list nested in an entry to that list's own check, so each is said once, where it is.
 */
export function listProblems(key: ListKey, value: unknown): string[] {
  const schema = listSchema(key);
  const data = withoutEmptyValues(value);
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues
    .filter((issue) => issue.code === 'custom')
    .filter(
      (issue) =>
        // A rule about an entry of a nested list that only this list's entry can see (an update
        // dated outside its incident) is said here; the nested list says its own.
        isAcross(issue) || !issue.path.slice(1).some((segment) => typeof segment === 'number'),
    )
    .map((issue) => `${sentence(fieldLabel(schema, issue.path, data))} ${issue.message}.`);
}
