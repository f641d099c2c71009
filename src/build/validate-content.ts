/**
 * Build-time check of everything under content/, reported so that an editor can act on it:
 * which file, which field, and what was expected.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import {
  CONTENT_FILES,
  aboutPageSchema,
  businessHoursSchema,
  companySchema,
  contactPageSchema,
  contactSchema,
  coverageSchema,
  homePageSchema,
  notFoundPageSchema,
  servicesPageSchema,
  servicesSchema,
  thanksPageSchema,
  valuesSchema,
  type ContentFile,
} from './content-schema';

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

function expectedFields(schema: z.ZodObject): string {
  return Object.keys(schema.shape).join(', ');
}

/** Validates one file's text against its schema. */
export function validateContentText(entry: ContentFile, text: string): ContentProblem[] {
  const file = `content/${entry.path}`;
  const whole = (message: string): ContentProblem[] => [{ file, field: '', message }];

  let data: unknown;
  try {
    data = yaml.load(text, { filename: file });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const { line, column } = error.mark;
      return whole(
        `is not valid YAML at line ${line + 1}, column ${column + 1}: ${error.reason}. ` +
          'Check the indentation and that every "name: value" line has a colon and a space.',
      );
    }
    throw error;
  }
  if (data === undefined || data === null) {
    return whole(`is empty; expected the fields: ${expectedFields(entry.schema)}`);
  }
  if (Array.isArray(data) || typeof data !== 'object') {
    return whole(
      `must be a set of fields (name: value) at the top level, not a ${Array.isArray(data) ? 'list' : 'single value'}; expected the fields: ${expectedFields(entry.schema)}`,
    );
  }
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

function yamlFilesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, name)).isDirectory())
      return yamlFilesUnder(path.join(dir, name), relative);
    return /\.ya?ml$/i.test(name) ? [relative] : [];
  });
}

/** Validates every content file in `dir` (the project's content/ folder). */
export function validateContentDir(dir: string): ContentProblem[] {
  const known = new Set(CONTENT_FILES.map((entry) => entry.path));
  const unknown = yamlFilesUnder(dir)
    .filter((relative) => !known.has(relative))
    .map((relative) => ({
      file: `content/${relative}`,
      field: '',
      message: `is not a file the site uses; the content files are: ${[...known].join(', ')}`,
    }));

  const checked = CONTENT_FILES.flatMap((entry) => {
    let text: string;
    try {
      text = readFileSync(path.join(dir, entry.path), 'utf8');
    } catch {
      return [{ file: `content/${entry.path}`, field: '', message: 'is missing' }];
    }
    return validateContentText(entry, text);
  });
  return [...unknown, ...checked];
}

/** One line per problem: `content/services.yaml: core[2].bullets must be a list`. */
export function formatProblem({ file, field, message }: ContentProblem): string {
  return field ? `${file}: ${field} ${message}` : `${file} ${message}`;
}

export function formatProblems(problems: readonly ContentProblem[]): string {
  return [
    `The content in content/ has ${problems.length} problem${problems.length === 1 ? '' : 's'}; the site was not built:`,
    ...problems.map((problem) => `  - ${formatProblem(problem)}`),
    'See CONTENT.md for what each file and field expects.',
  ].join('\n');
}

/** Reads a content file that has passed validation, typed by its schema. */
export function readContentFile<T extends z.ZodObject>(
  dir: string,
  schema: T,
  file: string,
): z.infer<T> {
  return schema.parse(
    withoutEmptyValues(yaml.load(readFileSync(path.join(dir, file), 'utf8'), { filename: file })),
  );
}

/** Every content file in `dir`, validated and typed by its schema (for the build and the tests). */
export function readSiteContent(dir: string) {
  const read = <T extends z.ZodObject>(schema: T, file: string) =>
    readContentFile(dir, schema, file);
  return {
    company: read(companySchema, 'company.yaml'),
    contact: read(contactSchema, 'contact.yaml'),
    hours: read(businessHoursSchema, 'business-hours.yaml'),
    services: read(servicesSchema, 'services.yaml'),
    values: read(valuesSchema, 'values.yaml'),
    coverage: read(coverageSchema, 'coverage.yaml'),
    home: read(homePageSchema, 'pages/home.yaml'),
    about: read(aboutPageSchema, 'pages/about.yaml'),
    servicesPage: read(servicesPageSchema, 'pages/services.yaml'),
    contactPage: read(contactPageSchema, 'pages/contact.yaml'),
    notFound: read(notFoundPageSchema, 'pages/not-found.yaml'),
    thanks: read(thanksPageSchema, 'pages/thanks.yaml'),
  };
}

export type SiteContent = ReturnType<typeof readSiteContent>;
