/**
 * The one way build code reads content (gatsby-node.ts, gatsby-config.ts, scripts and tests):
 * each file under content/ parsed by the content YAML module (content-yaml.ts), checked by its
 * schema and typed by it, trimmed, with empty values left out. What is wrong is reported so that
 * an editor can act on it: which file, which field (by its label), and what was expected.
 * Pages read the same validated data through GraphQL (gatsby-node.ts creates the nodes).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { ContentYamlError, parseContent } from './content-yaml';
import { LANGUAGE_CODES } from './languages';
import {
  TRANSLATED_FILES,
  checkTranslation,
  translationAt,
  translationPath,
  type Translations,
} from './translations';
import { copyProblems, withFactsFilled } from './content-facts';
import {
  CONTENT_FILES,
  SITE_FILES,
  type ContentFile,
  type SiteContent,
  type SiteFileName,
} from './content-schema';
import {
  crossFileProblems,
  formatProblem,
  validateContentData,
  withoutEmptyValues,
  type ContentProblem,
} from './content-problems';

export { formatProblem, type ContentProblem, withoutEmptyValues } from './content-problems';

function expectedFields(schema: z.ZodObject): string {
  return Object.keys(schema.shape).join(', ');
}

/** The content file at a path under content/ (undefined for a file the site does not use). */
export function contentFileAt(relativePath: string): ContentFile | undefined {
  return CONTENT_FILES.find((entry) => entry.path === relativePath);
}

/**
 * One file's data from its text, validated and typed by its schema, or what is wrong with it.
 */
export function contentFromText(
  entry: ContentFile,
  text: string,
): { data: Record<string, unknown>; problems: [] } | { data: null; problems: ContentProblem[] } {
  const problems = validateContentText(entry, text);
  if (problems.length > 0) return { data: null, problems };
  return {
    data: entry.schema.parse(withoutEmptyValues(parseContent(text))) as Record<string, unknown>,
    problems: [],
  };
}

/** Validates one file's text against its schema. */
export function validateContentText(entry: ContentFile, text: string): ContentProblem[] {
  const file = `content/${entry.path}`;
  const whole = (message: string): ContentProblem[] => [{ file, field: '', message }];

  const parsed = parsedYaml(file, text);
  if ('problem' in parsed) return [parsed.problem];
  const { data } = parsed;
  if (data === undefined || data === null) {
    return whole(`is empty; expected the fields: ${expectedFields(entry.schema)}`);
  }
  if (Array.isArray(data) || typeof data !== 'object') {
    return whole(
      `must be a set of fields (name: value) at the top level, not a ${Array.isArray(data) ? 'list' : 'single value'}; expected the fields: ${expectedFields(entry.schema)}`,
    );
  }
  return validateContentData(entry, data);
}

/** The YAML in `text`, or what is wrong with it, in words for `file`. */
export function parsedYaml(
  file: string,
  text: string,
): { data: unknown } | { problem: ContentProblem } {
  try {
    return { data: parseContent(text) };
  } catch (error) {
    if (!(error instanceof ContentYamlError)) throw error;
    const line = text.split('\n')[error.line - 1] ?? '';
    return {
      problem: {
        file,
        field: '',
        message:
          `is not valid YAML at line ${error.line}, column ${error.column}: ${error.reason}. ` +
          (line.includes('{')
            ? 'A text with a reference to a fact in it, like {hours} or {price: Home Lite}, must be in quotes (\'…\') when it is on one line: YAML reads { and ": " in its own way.'
            : 'Check the indentation and that every "name: value" line has a colon and a space.'),
      },
    };
  }
}

function yamlFilesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir).flatMap((name) => {
    const relative = prefix ? `${prefix}/${name}` : name;
    if (statSync(path.join(dir, name)).isDirectory())
      return yamlFilesUnder(path.join(dir, name), relative);
    return /\.ya?ml$/i.test(name) ? [relative] : [];
  });
}

/**
 * Reads and checks the English content files in `dir` (every file but the translations): what is
 * wrong with them, or, when nothing is, the content itself.
 */
export function loadEnglishContent(dir: string): {
  problems: ContentProblem[];
  content: SiteContent | null;
} {
  const problems: ContentProblem[] = [];
  const content: Partial<Record<SiteFileName, unknown>> = {};
  for (const [name, entry] of Object.entries(SITE_FILES) as [SiteFileName, ContentFile][]) {
    let text: string;
    try {
      text = readFileSync(path.join(dir, entry.path), 'utf8');
    } catch {
      problems.push({ file: `content/${entry.path}`, field: '', message: 'is missing' });
      continue;
    }
    const read = contentFromText(entry, text);
    if (read.data) content[name] = read.data;
    else problems.push(...read.problems);
  }
  if (problems.length > 0) return { problems, content: null };
  // Each entry was parsed by its own file's schema just above.
  const site = content as SiteContent;
  // Checked across files once every file is right on its own: incidents and plans in areas not
  // listed, facts not written once.
  const between = [...crossFileProblems(site, site.coverage.regions), ...copyProblems(site)];
  return between.length > 0 ? { problems: between, content: null } : { problems, content: site };
}

/**
 * Reads and checks every content file in `dir` (the project's content/ folder), once: what is
 * wrong with them, or, when nothing is, the content itself and its translations.
 */
export function loadContentDir(dir: string): {
  problems: ContentProblem[];
  content: SiteContent | null;
  translations: Translations;
} {
  const known = new Set(CONTENT_FILES.map((entry) => entry.path));
  const files = yamlFilesUnder(dir);
  const unknown = files
    .filter((relative) => !known.has(relative) && !translationAt(relative))
    .map((relative) => ({
      file: `content/${relative}`,
      field: '',
      message: `is not a file the site uses; the content files are: ${[...known].join(', ')}`,
    }));
  const english = loadEnglishContent(dir);
  if (!english.content || unknown.length > 0) {
    return { problems: [...unknown, ...english.problems], content: null, translations: {} };
  }
  const site = english.content;
  const problems: ContentProblem[] = [];
  // Translations, against the English they translate. Each page has a file in each language, a
  // file of comments only until something is translated: the editor edits files that are there.
  for (const code of LANGUAGE_CODES) {
    for (const name of TRANSLATED_FILES) {
      const relative = translationPath(code, name);
      if (files.includes(relative)) continue;
      problems.push({
        file: `content/${relative}`,
        field: '',
        message: `is missing: each page has a file in each language, for the editor to edit (a line starting with # is enough until something is translated; a field left out shows the English of content/${SITE_FILES[name].path})`,
      });
    }
  }
  const translations: Translations = {};
  for (const relative of files) {
    const at = translationAt(relative);
    if (!at) continue;
    const parsed = parsedYaml(
      `content/${relative}`,
      readFileSync(path.join(dir, relative), 'utf8'),
    );
    if ('problem' in parsed) {
      problems.push(parsed.problem);
      continue;
    }
    const checked = checkTranslation(at.code, at.name, parsed.data, site);
    if (checked.data) (translations[at.code] ??= {})[at.name] = checked.data;
    else problems.push(...checked.problems);
  }
  return problems.length > 0
    ? { problems, content: null, translations: {} }
    : { problems, content: site, translations };
}

/** Validates every content file in `dir` (the project's content/ folder). */
export function validateContentDir(dir: string): ContentProblem[] {
  return loadContentDir(dir).problems;
}

/**
 * The site's content from the nodes Gatsby made of it (gatsby-node.ts onCreateNode: one per file,
 * holding the file's validated data), typed by the schema again. `nodeOf` finds a content type's
 * node (`getNodesByType`, or a resolver's node model).
 */
export function siteContentFromNodes(nodeOf: (typeName: string) => unknown): SiteContent {
  const content: Partial<Record<SiteFileName, unknown>> = {};
  for (const [name, entry] of Object.entries(SITE_FILES) as [SiteFileName, ContentFile][]) {
    const node = nodeOf(entry.typeName);
    if (!node || typeof node !== 'object')
      throw new Error(`content/${entry.path} has no content node`);
    // The node holds Gatsby's own fields beside the file's: the schema's fields alone are the data.
    const data = Object.fromEntries(
      Object.keys(entry.schema.shape)
        .filter((field) => field in node)
        .map((field) => [field, (node as Record<string, unknown>)[field]]),
    );
    content[name] = entry.schema.parse(data);
  }
  // Each entry was parsed by its own file's schema just above.
  return content as SiteContent;
}

/** What is wrong with the content, as the build prints it when it stops. */
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
  return schema.parse(withoutEmptyValues(parseContent(readFileSync(path.join(dir, file), 'utf8'))));
}

/** One content file in `dir`, by its name in SITE_FILES, validated and typed by its schema. */
export function readContent<K extends SiteFileName>(dir: string, name: K): SiteContent[K] {
  const file = SITE_FILES[name];
  // Parsed by this file's own schema.
  return readContentFile(dir, file.schema, file.path) as SiteContent[K];
}

/** Every content file in `dir`, validated and typed by its schema (for the build and the tests). */
export function readSiteContent(dir: string): SiteContent {
  const content: Partial<Record<SiteFileName, unknown>> = {};
  for (const [name, file] of Object.entries(SITE_FILES)) {
    content[name as SiteFileName] = readContentFile(dir, file.schema, file.path);
  }
  // Each entry was parsed by its own file's schema just above.
  return content as SiteContent;
}

/**
 * Every content file in `dir` as the site shows it: validated, with the references to facts in its
 * copy filled in ({hours} as the hours file has them). What pages get through GraphQL.
 */
export function readSiteContentAsShown(dir: string): SiteContent {
  return withFactsFilled(readSiteContent(dir));
}
