/**
 * What is wrong with a content file's data, said so that an editor can act on it: which file,
 * which field, and what was expected. No file access: the build (validate-content.ts) and the
 * content editor's preview (src/cms) both use it.
 */
import { z } from 'zod';
import { areaProblems, type CoverageRegion } from './coverage-areas';
import { SITE_FILES, type ContentFile } from './content-schema';

export type ContentProblem = {
  /** File path as an editor sees it, e.g. content/services.yaml. */
  file: string;
  /**
   * The field in words, as the editor labels it, entries counted from 1, e.g.
   * `Core services › entry 3 (Cloud Services) › Bullet points`; empty for the whole file.
   */
  field: string;
  message: string;
};

/** A schema's own field metadata (title = the label editors see). */
type Described = { title?: string };

/** The schema inside optional and default wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current: z.ZodType = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/** Fields whose value names a list entry, in the order they are looked for. */
const NAMING_FIELDS = ['day', 'name', 'title', 'question', 'heading', 'value', 'at'];

/** A long text named by its first words: "The network is watched around the…". */
const shortened = (text: string) =>
  text.length <= 48 ? text : `${text.slice(0, 40).replace(/\s+\S*$/, '')}…`;

/** What an entry of a list holds, so an editor recognises it: "Saturday", "Yaba". */
export function entryName(value: unknown): string | undefined {
  if (typeof value === 'string') return shortened(value.trim()) || undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of NAMING_FIELDS) {
    const named = (value as Record<string, unknown>)[key];
    if (typeof named === 'string' && named.trim()) return named.trim();
  }
  return undefined;
}

/**
 * A field path in words, by the labels the editor shows, entries counted from 1:
 * ['days', 5, 'opens'] -> 'Days › entry 6 (Saturday) › Opens at'.
 */
export function fieldLabel(
  schema: z.ZodType,
  segments: readonly PropertyKey[],
  data: unknown,
): string {
  const words: string[] = [];
  let current: z.ZodType | undefined = schema;
  let value: unknown = data;
  for (const segment of segments) {
    const inner: z.ZodType | undefined = current && unwrapped(current);
    value =
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[segment]
        : undefined;
    if (typeof segment === 'number') {
      const name = entryName(value);
      words.push(`entry ${segment + 1}${name ? ` (${name})` : ''}`);
      current = inner instanceof z.ZodArray ? (inner.element as z.ZodType) : undefined;
    } else {
      const child: z.ZodType | undefined =
        // Only the group's own fields: not `constructor` or any other name every object has.
        inner instanceof z.ZodObject && Object.hasOwn(inner.shape, String(segment))
          ? (inner.shape as Record<string, z.ZodType>)[String(segment)]
          : undefined;
      const title = (child && (unwrapped(child).meta() as Described | undefined))?.title;
      words.push(title ?? `"${String(segment)}"`);
      current = child;
    }
  }
  return words.join(' › ');
}

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

function issueProblems(
  file: string,
  schema: z.ZodType,
  data: unknown,
  issue: z.core.$ZodIssue,
): ContentProblem[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      file,
      field: fieldLabel(schema, [...issue.path, key], data),
      message: 'is not a field this file uses (check the spelling, or remove it)',
    }));
  }
  let message = issue.message;
  const found = valueAt(data, issue.path);
  const showsValue =
    issue.code === 'invalid_format' ||
    issue.code === 'invalid_value' ||
    (issue.code === 'invalid_type' && found !== undefined);
  // A message that already quotes the value ("write "2pm" as 14:00") does not repeat it.
  const quoted = typeof found === 'string' && message.includes(`"${found.trim()}"`);
  if (showsValue && !quoted) message += `, found ${describeValue(found)}`;
  return [{ file, field: fieldLabel(schema, issue.path, data), message }];
}

function compareListPositions(a: readonly PropertyKey[], b: readonly PropertyKey[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const [x, y] = [a[i], b[i]];
    if (typeof x === 'number' && typeof y === 'number' && x !== y) return x - y;
    if (x !== y) return 0;
  }
  return 0;
}

/** Nothing, or text of spaces only. */
const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Empty values count as absent: the CMS writes `whatsapp: ""` when an editor clears an optional
 * field, an empty line in YAML reads as null, and a field of only spaces is empty too (blank is
 * blank: a required field left so is reported as missing).
 */
export function withoutEmptyValues(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyValues);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => !isBlank(entry))
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
  return firstPerField.flatMap((issue) => issueProblems(file, entry.schema, cleaned, issue));
}

/** One line per problem: `content/services.yaml: Core services › entry 3 › Bullet points must be a list`. */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field} ${message}` : `${file} ${message}`;
}

/** An area list's problems, each named by its field as the editor labels it. */
function areaListProblems(
  name: 'status' | 'plans',
  data: unknown,
  lists: readonly { path: readonly PropertyKey[]; areas: readonly string[] }[],
  regions: readonly CoverageRegion[],
): ContentProblem[] {
  const { path, schema } = SITE_FILES[name];
  return lists.flatMap((list) =>
    areaProblems(list.areas, regions).map((problem) => ({
      file: `content/${path}`,
      field: fieldLabel(schema, [...list.path, problem.index], data),
      message: problem.message,
    })),
  );
}

/**
 * What is wrong between files: each area an incident names (content/status.yaml) and each area a
 * plan is sold in (content/plans.yaml) must be in the coverage list (content/coverage.yaml). Run
 * once the files are valid on their own; the editor runs the same check on the status and plans
 * files against the saved coverage list.
 */
export function crossFileProblems(
  {
    status,
    plans,
  }: {
    status?: { incidents?: readonly { areas: readonly string[] }[] | undefined };
    plans?: { plans: readonly { availability?: readonly string[] | undefined }[] };
  },
  regions: readonly CoverageRegion[],
): ContentProblem[] {
  return [
    ...areaListProblems(
      'status',
      status,
      (status?.incidents ?? []).map((incident, index) => ({
        path: ['incidents', index, 'areas'],
        areas: incident.areas,
      })),
      regions,
    ),
    ...areaListProblems(
      'plans',
      plans,
      (plans?.plans ?? []).map((plan, index) => ({
        path: ['plans', index, 'availability'],
        areas: plan.availability ?? [],
      })),
      regions,
    ),
  ];
}
