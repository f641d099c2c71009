/**
 * What is wrong with a content file's data, said so that an editor can act on it: which file,
 * which field, and what was expected. No file access: the build (validate-content.ts) and the
 * content editor's preview (src/cms) both use it.
 */
import type { z } from 'zod';
import type { ContentFile } from './content-schema';

export type ContentProblem = {
  /** File path as an editor sees it, e.g. content/services.yaml. */
  file: string;
  /** Field path inside the file, e.g. core[2].bullets; empty for the whole file. */
  field: string;
  message: string;
};

/** ['days', 0, 'opens'] -> 'days[0].opens' */
export function fieldPath(segments: readonly PropertyKey[]): string {
  return segments.reduce<string>((out, segment) => {
    if (typeof segment === 'number') return `${out}[${segment}]`;
    return out ? `${out}.${String(segment)}` : String(segment);
  }, '');
}

function valueAt(data: unknown, segments: readonly PropertyKey[]): unknown {
  let current: unknown = data;
  for (const segment of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[segment];
  }
  return current;
}

function describeValue(value: unknown): string {
  const shown = JSON.stringify(value);
  if (shown === undefined) return String(value);
  return shown.length > 60 ? `${shown.slice(0, 57)}...` : shown;
}

function issueProblems(file: string, data: unknown, issue: z.core.$ZodIssue): ContentProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      file,
      field: fieldPath([...issue.path, key]),
      message: 'is not a field this file uses (check the spelling, or remove it)',
    }));
  }
  let message = issue.message;
  const found = valueAt(data, issue.path);
  const showsValue =
    issue.code === 'invalid_format' ||
    issue.code === 'invalid_value' ||
    (issue.code === 'invalid_type' && found !== undefined);
  if (showsValue) message += `, found ${describeValue(found)}`;
  return [{ file, field: fieldPath(issue.path), message }];
}

function compareListPositions(a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const [x, y] = [a[i], b[i]];
    if (typeof x === 'number' && typeof y === 'number' && x !== y) return x - y;
    if (x !== y) return 0;
  }
  return 0;
}

/**
 * Empty values count as absent: the CMS writes `whatsapp: ""` when an editor clears an optional
 * field, and an empty line in YAML reads as null.
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => entry !== '' && entry !== null)
      .map(([key, entry]) => [key, withoutEmptyValues(entry)]),
  );
}

/** Checks one file's data (as read from YAML, or from the editor) against its schema. */
export function validateContentData(entry: ContentFile, data: unknown): ContentProblem[] {
  const file = `content/${entry.path}`;
  const cleaned = withoutEmptyValues(data);
  const result = entry.schema.safeParse(cleaned);
  if (result.success) return [];
  // One problem per field: once a field has the wrong type, further checks on it only add noise.
  const seen = new Set<string>();
  const firstPerField = result.error.issues.filter((issue) => {
    const key =
      issue.code === 'unrecognized_keys' ? `${fieldPath(issue.path)}+` : fieldPath(issue.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // Top to bottom through lists, so an editor can work down the file.
  firstPerField.sort((a, b) => compareListPositions(a.path, b.path));
  return firstPerField.flatMap((issue) => issueProblems(file, cleaned, issue));
}

/** One line per problem: `content/services.yaml: core[2].bullets must be a list`. */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field} ${message}` : `${file} ${message}`;
}
