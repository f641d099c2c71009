/**
 * The content component and page tests render: the tests' own fixture company
 * (__tests__/support/fixtures/content), validated by the site's content schema, never the live files in
 * content/, which editors change every week. Loaded as the GraphQL layer would return it, with
 * optional overrides per test.
 */
import path from 'node:path';
import { useStaticQuery } from 'gatsby';
import { jsonSchemaOf, type JsonSchema } from '../../src/content-model/content-json-schema';
import {
  SITE_FILES,
  type SiteContent,
  type SiteFileName,
} from '../../src/content-model/content-schema';
import { publishedLanguages } from '../../src/content-model/published-languages';
import { PAGE_LANGUAGES, type PageLanguage } from '../../src/content-model/languages';
import {
  IN_EVERY_LANGUAGE,
  TRANSLATED_FILES,
  contentIn,
  inEveryLanguageField,
  inLanguageField,
} from '../../src/content-model/translations';
import {
  loadContentDir,
  readSiteContent,
  readSiteContentAsShown,
} from '../../src/content-model/validate-content';

export const FIXTURE_DIR = path.resolve(__dirname, 'fixtures/content');

/** The address the fixture company's site is built for (its siteMetadata). */
export const FIXTURE_SITE_URL = 'https://www.example.test';

/**
 * The fixture company's content, typed by the schema, as the site shows it (references to facts
 * filled in): what the tests expect to see.
 */
export const fixture = readSiteContentAsShown(FIXTURE_DIR);

/** The fixture company's content as its files say it: references to facts as they are written. */
export const fixtureAsWritten = readSiteContent(FIXTURE_DIR);

/** The fixture company's translations (content/pages/<code>/), as checked. */
export const fixtureTranslations = loadContentDir(FIXTURE_DIR).translations;

/** GraphQL root field for a content type: CompanyYaml -> companyYaml. */
const rootField = (typeName: string) => typeName.charAt(0).toLowerCase() + typeName.slice(1);

export type Fixture = Record<string, unknown>;

/** Data as GraphQL answers a query for it: a field the content leaves out is null. */
function asQueried(schema: JsonSchema, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => asQueried(schema.items ?? {}, item));
  if (value === null || typeof value !== 'object' || !schema.properties) return value;
  const data = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(schema.properties).map(([name, field]) => [
      name,
      data[name] === undefined ? null : asQueried(field, data[name]),
    ]),
  );
}

/** Every fixture file, keyed by its root query field (companyYaml, homePageYaml, ...). */
export function loadContent(): Fixture {
  const graph: Fixture = {
    site: { siteMetadata: { siteUrl: FIXTURE_SITE_URL, buildYear: 2025 } },
    // As gatsby-node.ts sources it: the languages a build in this context publishes.
    publishedLanguages: {
      codes: publishedLanguages(fixture.languages.languages, process.env).map(({ code }) => code),
    },
  };
  for (const [name, file] of Object.entries(SITE_FILES) as [
    SiteFileName,
    (typeof SITE_FILES)[SiteFileName],
  ][]) {
    graph[rootField(file.typeName)] = asQueried(jsonSchemaOf(file), fixture[name]);
    // A page file as a page in English queries it: homePageYamlIn(lang: "en").
    if (TRANSLATED_FILES.includes(name))
      graph[inLanguageField(name)] = graph[rootField(file.typeName)];
  }
  // A file in every language, as the layout's static query reads it (everyPageYamlInLanguages):
  // each language's translation over the English, references to facts filled in.
  for (const name of IN_EVERY_LANGUAGE) {
    graph[inEveryLanguageField(name)] = PAGE_LANGUAGES.map((lang) => ({
      lang,
      words: asQueried(
        jsonSchemaOf(SITE_FILES[name]),
        contentIn(lang, fixtureAsWritten, fixtureTranslations)[name],
      ),
    }));
  }
  return graph;
}

/**
 * Answers useStaticQuery from `content`: the query's first root field picks the entry, and any
 * other content file the query names (a hook may read two files, such as the incidents and the
 * coverage list they name) comes with it.
 */
export function answerQueriesFrom(content: Fixture): void {
  jest.mocked(useStaticQuery).mockImplementation((query: unknown) => {
    const text = String(query);
    const field = text.match(/{\s*(\w+)/)?.[1];
    if (!field || !(field in content)) throw new Error(`No fixture content for query: ${text}`);
    const named = Object.keys(content).filter((key) => new RegExp(`\\b${key}\\s*{`).test(text));
    return Object.fromEntries([field, ...named].map((key) => [key, content[key]]));
  });
}

/** The fixture company's content as its pages in `lang` show it (a field not translated in English). */
export const fixtureIn = (lang: PageLanguage): SiteContent =>
  contentIn(lang, fixtureAsWritten, fixtureTranslations);

/** The words on every page in `lang`, as the layout shows them. */
export const everyPageIn = (lang: PageLanguage) => fixtureIn(lang).everyPage;
