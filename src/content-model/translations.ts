/**
 * Page copy in the other languages: content/pages/<code>/<page>.yaml holds a page file's words in
 * one language, field for field as the English file (content/pages/<page>.yaml) has them. A field
 * the translation leaves out is shown in English. Only copy is translated: choices, fixed words,
 * numbers and the facts the copy refers to ({phone}, {price: …}) are entered once, in English, and
 * shown in every language. The build and the tests read translations through this module.
 */
import {
  copyProblems,
  factSources,
  fillFacts,
  type FactSources,
  isCopy,
  isFactsOwnField,
  schemaPath,
  withFactsFilled,
} from './content-facts';
import { jsonSchemaOf, type JsonSchema } from './content-json-schema';
import {
  fieldLabel,
  validateContentData,
  withoutEmptyValues,
  type ContentProblem,
} from './content-problems';
import {
  SITE_FILES,
  fixedWordsTranslated,
  type SiteContent,
  type SiteFileData,
  type SiteFileName,
} from './content-schema';
import { LANGUAGE_CODES, type LanguageCode, type PageLanguage } from './languages';

/**
 * The shared files with words pages show (the services, the core values, the questions, the
 * plans, the waitlist's pages and form): translated as the pages' files are, the facts in them (a
 * plan's name, its price) entered once in English.
 */
const SHARED_TRANSLATED = [
  'services',
  'values',
  'faq',
  'plans',
  'waitlist',
] as const satisfies SiteFileName[];

/** A top-level field of a file, by name: a misspelt one is a type error. */
type FileField = {
  [File in SiteFileName]: { file: File; field: keyof SiteFileData<File> & string };
}[SiteFileName];

/** Groups of a translated file that are English in every language: the weekly digest to sales. */
const ENGLISH_ONLY: FileField[] = [{ file: 'waitlist', field: 'digest' }];

/**
 * The files whose words are translated: the pages' copy and the words on every page
 * (content/pages/), and the shared files with copy (SHARED_TRANSLATED).
 */
export const TRANSLATED_FILES = (Object.keys(SITE_FILES) as SiteFileName[]).filter(
  (name) =>
    SITE_FILES[name].path.startsWith('pages/') ||
    (SHARED_TRANSLATED as readonly SiteFileName[]).includes(name),
);

/** The node type of a translation file (gatsby-node.ts). */
export const PAGE_TRANSLATION_TYPE = 'PageTranslation';

/** The query field of a page file in a language: `homePageYamlIn(lang: $lang)`. */
export const inLanguageField = (name: SiteFileName) =>
  `${SITE_FILES[name].typeName.charAt(0).toLowerCase()}${SITE_FILES[name].typeName.slice(1)}In`;

/**
 * The files a static query reads in every language at once (the layout's words: a static query
 * takes no page's language), `everyPageYamlInLanguages { lang words { … } }`.
 */
export const IN_EVERY_LANGUAGE = ['everyPage'] as const satisfies readonly SiteFileName[];

/** The query field of a file in every language: `everyPageYamlInLanguages`. */
export const inEveryLanguageField = (name: SiteFileName) => `${inLanguageField(name)}Languages`;

/** The GraphQL type of one language's entry of it: `EveryPageYamlInLanguage`. */
export const inLanguageType = (name: SiteFileName) => `${SITE_FILES[name].typeName}InLanguage`;

/**
 * Where a file's translation into `code` is, under content/: in a folder named by the code, beside
 * the English file (pages/ha/home.yaml, ha/plans.yaml).
 */
export const translationPath = (code: LanguageCode, name: SiteFileName) =>
  SITE_FILES[name].path.replace(/^((?:.*\/)?)/, `$1${code}/`);

/**
 * Whether a field's words are translated: copy, and not a fact the file holds itself (a plan's
 * name, which copy refers to as {price: Home Lite}, is entered once).
 */
export const isTranslatable = (name: SiteFileName, path: string, schema: JsonSchema | undefined) =>
  isCopy(schema) &&
  !isFactsOwnField(name, path) &&
  !ENGLISH_ONLY.some(
    (entry) => entry.file === name && (path === entry.field || path.startsWith(`${entry.field}.`)),
  );

/** The translation at a path under content/ (undefined for any other file). */
export function translationAt(
  relativePath: string,
): { code: LanguageCode; name: SiteFileName } | undefined {
  for (const code of LANGUAGE_CODES) {
    const name = TRANSLATED_FILES.find((file) => translationPath(code, file) === relativePath);
    if (name) return { code, name };
  }
  return undefined;
}

/**
 * Why the editor refuses a translated list longer than the English list it translates
 * (src/cms/checked-list.tsx).
 */
export const tooManyEntries = (count: number, englishFile: string, englishCount: number) =>
  `has ${count} entries and ${englishFile} has ${englishCount}: a list is translated entry by entry, in the English order; add an entry in English first`;

type Data = Record<string, unknown>;
const isRecord = (value: unknown): value is Data =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A field's schema among `properties`, only if the file has that field (not `constructor`). */
const own = (properties: Record<string, JsonSchema> | undefined, key: string) =>
  properties && Object.hasOwn(properties, key) ? properties[key] : undefined;

/**
 * What a translation may not hold, field by field against the English file: a field the page does
 * not have, or a field that is the same in every language. A list's entries are translated one by
 * one, in the English order; an entry left empty is not translated, and entries past the English
 * list's end are shown nowhere (the English list was shortened since).
 */
function shapeProblems(name: SiteFileName, file: string, translation: Data): ContentProblem[] {
  const schema = jsonSchemaOf(SITE_FILES[name]);
  const englishFile = `content/${SITE_FILES[name].path}`;
  const problems: ContentProblem[] = [];
  const at = (segments: readonly PropertyKey[], message: string) =>
    problems.push({
      file,
      field: fieldLabel(SITE_FILES[name].schema, segments, translation),
      message,
    });
  const walk = (value: unknown, fieldSchema: JsonSchema | undefined, segments: PropertyKey[]) => {
    if (!fieldSchema) {
      at(segments, `is not a field of ${englishFile} (check the spelling, or remove it)`);
    } else if (fieldSchema.type === 'object') {
      if (!isRecord(value)) at(segments, 'must be a group of fields (name: value)');
      else
        for (const [key, entry] of Object.entries(value))
          walk(entry, own(fieldSchema.properties, key), [...segments, key]);
    } else if (fieldSchema.type === 'array') {
      if (!Array.isArray(value)) at(segments, 'must be a list');
      else
        value.forEach((entry, index) => {
          if (entry !== null) walk(entry, fieldSchema.items, [...segments, index]);
        });
    } else if (fieldSchema.translatable) {
      // Words the specification fixes in English: a line in another language.
      const result = fixedWordsTranslated.safeParse(value);
      if (!result.success) at(segments, result.error.issues[0]?.message ?? 'must be text');
    } else if (!isTranslatable(name, schemaPath(segments), fieldSchema)) {
      at(
        segments,
        `is the same in every language: change it in ${englishFile}, and leave it out here`,
      );
    } else if (typeof value !== 'string') {
      at(segments, 'must be text');
    }
  };
  for (const [key, entry] of Object.entries(translation))
    walk(entry, own(schema.properties, key), [key]);
  return problems;
}

/**
 * The English data with each field the translation has replaced by it (lists entry by entry; an
 * entry left empty, null here, stays English).
 */
export function translated(english: unknown, translation: unknown): unknown {
  if (translation === undefined || translation === null) return english;
  if (Array.isArray(english) && Array.isArray(translation)) {
    return english.map((entry, index) => translated(entry, translation[index]));
  }
  if (isRecord(english) && isRecord(translation)) {
    return Object.fromEntries(
      Object.entries(english).map(([key, entry]) => [
        key,
        translated(entry, Object.hasOwn(translation, key) ? translation[key] : undefined),
      ]),
    );
  }
  return translation;
}

/**
 * Text with spaces at either end taken off, in every field (as the schema trims the English), and
 * in NFC; a list's entry of no text (left empty in the editor) is null: not translated.
 */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim().normalize('NFC');
  if (Array.isArray(value))
    return value.map((entry) =>
      entry === null || entry === undefined || (typeof entry === 'string' && !entry.trim())
        ? null
        : trimmed(entry),
    );
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimmed(v)]));
  return value;
}

/** Each language's translated page files (content/pages/<code>/), as checked: only their own fields. */
export type Translations = Partial<
  Record<LanguageCode, Partial<Record<SiteFileName, Record<string, unknown>>>>
>;

/** A translation's data without its translations of words fixed in English (`translatable`). */
function withoutFixedWords(schema: JsonSchema | undefined, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((entry) => withoutFixedWords(schema?.items, entry));
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !own(schema?.properties, key)?.translatable)
      .map(([key, entry]) => [key, withoutFixedWords(own(schema?.properties, key), entry)]),
  );
}

type TranslationCheck = { data: Data; problems: [] } | { data: null; problems: ContentProblem[] };

/**
 * A translation's data (`parsed`, as read from its YAML), checked against the English file it
 * translates (`content`: the site's English content, valid): its fields, then the page as it would
 * show in the language, by the same rules as the English (lengths, references to facts), every
 * problem named in the translation's own file.
 */
export function checkTranslation(
  code: LanguageCode,
  name: SiteFileName,
  parsed: unknown,
  content: SiteContent,
): TranslationCheck {
  const file = `content/${translationPath(code, name)}`;
  const cleaned = withoutEmptyValues(parsed ?? {});
  if (!isRecord(cleaned)) {
    return {
      data: null,
      problems: [
        { file, field: '', message: 'must be a set of fields (name: value) at the top level' },
      ],
    };
  }
  const english = content[name] as Data;
  const data = trimmed(cleaned) as Data;
  const shape = shapeProblems(name, file, data);
  if (shape.length > 0) return { data: null, problems: shape };
  // Checked by the English rules, but for the fixed words, which shapeProblems checked.
  const shown = translated(english, withoutFixedWords(jsonSchemaOf(SITE_FILES[name]), data));
  const inFile = (problem: ContentProblem) => ({ ...problem, file });
  const problems = validateContentData(SITE_FILES[name], shown).map(inFile);
  if (problems.length > 0) return { data: null, problems };
  // The facts once the page is right by its schema (a text far too long is refused first), and the
  // buttons only the script shows by their English names, as the editor checks them.
  const facts = copyProblems(
    { ...content, [name]: shown },
    { files: [name], against: content },
  ).map(inFile);
  return facts.length > 0 ? { data: null, problems: facts } : { data, problems: [] };
}

/** Every text in `data` (a translation's fields' values, or a whole content's). */
function textsIn(data: unknown): string[] {
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.flatMap(textsIn);
  if (isRecord(data)) return Object.values(data).flatMap(textsIn);
  return [];
}

/** Text as a reader sees it: runs of spaces and line breaks as one space, none at either end. */
export const asShown = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Words a page marks with their language itself, so the build's pass leaves them out: the contact
 * form's and the waitlist form's (src/sections/ContactForm.tsx and WaitlistForm.tsx mark each
 * translated word, label and error; a short one, such as Pidgin's "nothing" for a draft without a
 * subject, would otherwise be marked wherever the same English word stands in a sentence).
 */
const MARKED_BY_THEIR_PAGE: FileField[] = [
  { file: 'contactPage', field: 'form' },
  { file: 'waitlist', field: 'form' },
];

/** A translation's files without the words their pages mark themselves. */
function markedByTheBuild(files: Partial<Record<SiteFileName, unknown>>): unknown[] {
  return (Object.entries(files) as [SiteFileName, unknown][]).map(([name, data]) => {
    const own = MARKED_BY_THEIR_PAGE.filter((entry) => entry.file === name);
    if (own.length === 0 || !isRecord(data)) return data;
    return Object.fromEntries(
      Object.entries(data).filter(([field]) => !own.some((entry) => entry.field === field)),
    );
  });
}

/**
 * Each language's translated texts as its pages show them (references to facts filled in from the
 * English content): how the build finds the words in a page that are in the page's language. A
 * text the English content also has anywhere ("Contact Us", a place name) is left out: those
 * words are English too, and the page may show them where nothing was translated. So are the words
 * a page marks itself (MARKED_BY_THEIR_PAGE).
 */
export function shownTranslations(
  translations: Translations,
  content: SiteContent,
): Map<LanguageCode, Set<string>> {
  const english = new Set(textsIn(withFactsFilled(content)).map(asShown));
  return new Map(
    (Object.entries(translations) as [LanguageCode, Translations[LanguageCode]][]).map(
      ([code, files]) => {
        const sources = sourcesIn(files ?? {}, content);
        return [
          code,
          new Set(
            markedByTheBuild(files ?? {})
              .flatMap(textsIn)
              .map((text) => asShown(fillFacts(text, sources)))
              .filter((text) => !english.has(text)),
          ),
        ];
      },
    ),
  );
}

/**
 * What a translation's references are filled in from: the English content's facts, written with
 * the translation's words (its `times`: "within 10 working days" in its language). A text left in
 * English is filled in from the English words, so it reads in one language.
 */
export function sourcesIn(
  files: Partial<Record<SiteFileName, unknown>>,
  content: Partial<SiteContent>,
): FactSources {
  const sources = factSources(content);
  // Without the English words (a file that is wrong, named on its own), references wait.
  if (!content.everyPage) return sources;
  return {
    ...sources,
    everyPage: translated(content.everyPage, files.everyPage) as SiteContent['everyPage'],
  };
}

/** A translation's files with their references filled in, in the translation's words. */
export function translationFilled<T extends Partial<Record<SiteFileName, unknown>>>(
  files: T,
  content: Partial<SiteContent>,
): T {
  return withFactsFilled(files as Partial<SiteContent>, sourcesIn(files, content)) as T;
}

/**
 * The content (as written, valid) as the pages in `lang` show it: each translated file's
 * translation laid over its English, references to facts filled in.
 */
export function contentIn(
  lang: PageLanguage,
  content: SiteContent,
  translations: Translations,
): SiteContent {
  const files = translationFilled(lang === 'en' ? {} : (translations[lang] ?? {}), content);
  // What the translation leaves out is English, filled in with the English words.
  return withFactsFilled(
    {
      ...content,
      ...Object.fromEntries(
        TRANSLATED_FILES.map((name) => [name, translated(content[name], files[name])]),
      ),
    } as SiteContent,
    factSources(content),
  );
}
