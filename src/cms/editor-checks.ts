/**
 * The rules that relate a list's entries to each other, or an entry's fields to each other (the
 * content schema's refinements: days in order, times of a closed day, duplicate areas, fixed
 * names in a fixed order...). Decap checks one field at a time (required, pattern, list size);
 * these rules it cannot express, so the editor's lists run the schema's own check before a save
 * (src/cms/checked-list.tsx), and refuse with the same words the build would use.
 */
import { z } from 'zod';
import { fieldLabel, withoutEmptyValues } from '../content-model/content-problems';
import {
  ACROSS_LISTS,
  SITE_FILES,
  fixedWordsTranslated,
  type SiteFileName,
} from '../content-model/content-schema';

/** Where a list sits in the schema: the file's name and its field names, `hours:days`. */
export type ListKey = `${SiteFileName}:${string}`;

/**
 * Where a field sits in the schema: the file's name and its field names, with `[]` for the entry
 * of a list of single values: `plans:plans.price`, `coverage:regions.areas[]`.
 */
export type FieldKey = `${SiteFileName}:${string}`;

const unwrap = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrap(schema.unwrap() as z.ZodType) : schema;

/** The schema of the list at `key` (lists inside lists are reached through their entries). */
export function listSchema(key: ListKey): z.ZodType {
  return fieldSchema(key);
}

/** The schema of the field at `key`: a field of a group, or (`[]`) the entry of a list. */
export function fieldSchema(key: FieldKey): z.ZodType {
  const [file, path = ''] = key.split(':') as [SiteFileName, string];
  const entry = path.endsWith('[]');
  const names = entry ? path.slice(0, -2) : path;
  let schema: z.ZodType = SITE_FILES[file].schema;
  for (const name of names.split('.')) {
    let inner = unwrap(schema);
    if (inner instanceof z.ZodArray) inner = unwrap(inner.element as z.ZodType);
    if (!(inner instanceof z.ZodObject)) throw new Error(`${key}: ${name} is not in a group`);
    const child = (inner.shape as Record<string, z.ZodType | undefined>)[name];
    if (!child) throw new Error(`${key}: no field ${name}`);
    schema = child;
  }
  if (entry) {
    const list = unwrap(schema);
    if (!(list instanceof z.ZodArray)) throw new Error(`${key}: not a list`);
    return list.element as z.ZodType;
  }
  return schema;
}

/** Nothing typed: Decap's own check says whether the field may be left so. */
const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What the build would refuse in one field's value, in the build's words after the field's label
 * ("Price per month (₦) must be written in digits, like 25000: …"), or null. An empty value is left
 * to the editor's own check of required fields.
 */
export function fieldProblem(
  key: FieldKey,
  label: string,
  value: unknown,
  { fixedWords = false }: { fixedWords?: boolean } = {},
): string | null {
  if (isEmpty(value)) return null;
  // A translation of words the specification fixes in English: checked as a translation is.
  const schema = fixedWords ? fixedWordsTranslated : unwrap(fieldSchema(key));
  const result = schema.safeParse(value);
  if (result.success) return null;
  const [issue] = result.error.issues.filter((entry) => entry.path.length === 0);
  return issue ? `${label} ${issue.message}.` : null;
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
