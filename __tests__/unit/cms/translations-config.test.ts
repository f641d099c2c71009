/**
 * @jest-environment node
 *
 * The editor's translations: a collection per language, a file per page, each page's copy and only
 * its copy, optional, checked by the English field's own rule, with the English shown beside it.
 */
import type { CmsField } from 'decap-cms-core';
import { cmsConfig, cmsFileName, translationsLabel } from '../../../src/cms/cms-config';
import { fieldProblem, type FieldKey } from '../../../src/cms/editor-checks';
import { inSchemaOrder } from '../../../src/cms/content-format';
import { isCopy, isFactsOwnField } from '../../../src/content-model/content-facts';
import { jsonSchemaOf, type JsonSchema } from '../../../src/content-model/content-json-schema';
import { SITE_FILES, type SiteFileName } from '../../../src/content-model/content-schema';
import { LANGUAGE_CODES } from '../../../src/content-model/languages';
import { TRANSLATED_FILES, translationPath } from '../../../src/content-model/translations';

const config = cmsConfig({ repo: 'o/s', branch: 'main', siteUrl: 'https://www.example.test' });
const translations = config.collections.slice(1);

type Setting = CmsField & { checks?: string; english?: string; translates?: string };

/** Every field of a file's configuration, with its names from the top (a list's entries as []). */
function walk(fields: readonly CmsField[], prefix = ''): { path: string; field: Setting }[] {
  return fields.flatMap((field) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name;
    const inner =
      'fields' in field && field.fields
        ? walk(field.fields, field.widget === 'object' ? here : `${here}[]`)
        : 'field' in field && field.field
          ? [{ path: `${here}[]`, field: field.field as Setting }]
          : [];
    return [{ path: here, field: field as Setting }, ...inner];
  });
}

/** The fields a translator types in. */
const texts = (fields: readonly CmsField[]) =>
  walk(fields)
    .filter(({ field }) => ['checked-line', 'checked-paragraph'].includes(field.widget ?? ''))
    .map(({ path }) => path);

/** What is sent in English whatever the visitor's language: the waitlist's digest to sales. */
const sentInEnglish = (file: SiteFileName, path: string) =>
  file === 'waitlist' && /^digest\./.test(path);

/**
 * The copy of a file, by the same paths: what a translation may hold (not the facts a file holds
 * itself, such as a plan's name, nor what is sent in English).
 */
function copyPaths(file: SiteFileName, schema: JsonSchema, prefix = ''): string[] {
  const copy = (path: string, field: JsonSchema) =>
    isCopy(field) && !isFactsOwnField(file, path) && !sentInEnglish(file, path);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const here = prefix ? `${prefix}.${name}` : name;
    if (field.type === 'object') return copyPaths(file, field, here);
    if (field.type === 'array') {
      const items = field.items ?? {};
      return items.type === 'object'
        ? copyPaths(file, items, `${here}[]`)
        : copy(`${here}[]`, items)
          ? [`${here}[]`]
          : [];
    }
    return copy(here, field) || field.translatable ? [here] : [];
  });
}

it('has a collection of translations per language, a file per page, where the build reads them', () => {
  expect(translations.map((collection) => collection.label)).toEqual(
    LANGUAGE_CODES.map(translationsLabel),
  );
  expect(translationsLabel('ha')).toBe('Translations: Hausa');
  for (const [index, code] of LANGUAGE_CODES.entries()) {
    const collection = translations[index]!;
    expect(collection).toMatchObject({ format: 'content-yaml', editor: { preview: false } });
    expect(collection.files!.map((file) => [file.name, file.file, file.label])).toEqual(
      TRANSLATED_FILES.map((name) => [
        cmsFileName(translationPath(code, name)),
        `content/${translationPath(code, name)}`,
        SITE_FILES[name].label,
      ]),
    );
  }
});

it('offers each page’s copy and the words the specification fixes in English to translate, and nothing that is the same in every language', () => {
  for (const file of translations[0]!.files!) {
    const name = TRANSLATED_FILES.find(
      (entry) => file.file === `content/${translationPath(LANGUAGE_CODES[0], entry)}`,
    )!;
    expect({ file: file.file, fields: texts(file.fields).sort() }).toEqual({
      file: file.file,
      fields: copyPaths(name, jsonSchemaOf(SITE_FILES[name])).sort(),
    });
    for (const { field } of walk(file.fields)) expect(field.required).toBe(false);
  }
});

it('offers the plans’ words but not their names and prices, which are entered once', () => {
  const plans = translations[1]!.files!.find((file) => file.file === 'content/ha/plans.yaml')!;
  const paths = walk(plans.fields).map(({ path }) => path);
  expect(paths).toEqual(expect.arrayContaining(['plans[].data', 'plans[].included[]', 'heading']));
  expect(paths).not.toContain('plans[].name');
  expect(paths).not.toContain('plans[].price');
  // The names the specification fixes in English, translated in another language's list.
  const values = translations[1]!.files!.find((file) => file.file === 'content/ha/values.yaml')!;
  const title = walk(values.fields).find(({ path }) => path === 'items[].title')!.field;
  expect(title).toMatchObject({ fixed_words: true });
  // Not the services' names: each is the subject of its "Ask about" page.
  const services = translations[1]!.files!.find(
    (file) => file.file === 'content/ha/services.yaml',
  )!;
  const serviceFields = walk(services.fields).map(({ path }) => path);
  expect(serviceFields).toContain('core[].summary');
  expect(serviceFields).not.toContain('core[].title');
  // The waitlist's pages, form and e-mail (it goes in the sign-up's language), but not the digest
  // to sales.
  const waitlist = translations[1]!.files!.find(
    (file) => file.file === 'content/ha/waitlist.yaml',
  )!;
  const offered = walk(waitlist.fields).map(({ path }) => path);
  expect(offered).toEqual(
    expect.arrayContaining(['form.labels.place', 'thanks.heading', 'email.greeting']),
  );
  expect(offered.filter((path) => /^digest\b/.test(path))).toEqual([]);
});

it('checks a translated text by the English field’s rule, and shows that field’s English beside it', () => {
  const home = translations[1]!.files!.find((file) => file.file === 'content/pages/ha/home.yaml')!;
  const title = walk(home.fields).find(({ path }) => path === 'hero.title')!.field;
  // Checked as English copy is: by its rule, and for facts typed by hand.
  expect(title).toMatchObject({
    checks: 'home:hero.title',
    english: 'home:hero.title',
    facts: true,
  });
  expect(fieldProblem(title.checks as FieldKey, 'Title', 'Ị'.repeat(91))).toBe(
    'Title must be at most 90 characters.',
  );
  expect(fieldProblem(title.checks as FieldKey, 'Title', 'Intanet mai sauri')).toBeNull();
  // The words the specification fixes in English: offered, with the English beside them, and
  // checked as a line, not as the English words.
  const fixedWords = walk(home.fields).find(({ path }) => path === 'hero.primaryLabel')!.field;
  expect(fixedWords).toMatchObject({ english: 'home:hero.primaryLabel', fixed_words: true });
  expect(fixedWords).not.toHaveProperty('facts');
  const label = String(fixedWords.label);
  expect(
    fieldProblem(fixedWords.checks as FieldKey, label, 'Ƙara koyo', { fixedWords: true }),
  ).toBeNull();
  expect(
    fieldProblem(fixedWords.checks as FieldKey, label, 'Ƙ'.repeat(161), { fixedWords: true }),
  ).toBe(`${label} must be at most 160 characters.`);
  // Shown as written: a reference to a fact would stay in braces, so the editor refuses it.
  expect(
    fieldProblem(fixedWords.checks as FieldKey, label, 'Kira {phone}', { fixedWords: true }),
  ).toMatch(new RegExp(`^${label} cannot refer to a fact`));
  const highlights = walk(home.fields).find(({ path }) => path === 'teaser.highlights')!.field;
  expect(highlights).toMatchObject({ translates: 'home:teaser.highlights' });
  expect(highlights.checks).toBeUndefined();
});

it('writes a translation’s fields in the English file’s order', () => {
  const schema = jsonSchemaOf(SITE_FILES.home);
  expect(
    Object.keys(
      inSchemaOrder({ cta: { body: 'b' }, hero: { title: 't' }, seo: {} }, schema) as object,
    ),
  ).toEqual(['seo', 'hero', 'cta']);
});
