/**
 * Decap CMS configuration, generated from the content schema (src/content-model/content-schema.ts): the
 * same schema that validates content at build time, so the editor's field rules (labels, hints,
 * required flags, choices, patterns, list sizes) cannot disagree with the build.
 */
import type { CmsCollectionFile, CmsConfig, CmsField, CmsFieldBase } from 'decap-cms-core';
import { isCopy, isFactsOwnField } from '../content-model/content-facts';
import { jsonSchemaOf, type JsonSchema } from '../content-model/content-json-schema';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import { ENGLISH_NAMES, LANGUAGE_CODES, type LanguageCode } from '../content-model/languages';
import { TRANSLATED_FILES, isTranslatable, translationPath } from '../content-model/translations';
import { CONTENT_FORMAT } from './content-format';
import type { FieldKey, ListKey } from './editor-checks';
import { LOCAL_BACKEND_URL } from './local-backend';

/** The editor's field for an incident's areas (src/cms/coverage-areas.tsx registers it). */
export const COVERAGE_AREAS = 'coverage-areas';

type CmsSettingsConfig = CmsConfig & {
  local_backend: { url: string };
  load_config_file: boolean;
};

/**
 * Where a field sits: the file it belongs to, the field names leading to it, and its schema path
 * (`plans[].price`, `[]` for a list's entries).
 */
type Place = { file: SiteFileName; names: readonly string[]; path: string };

function objectFields(schema: JsonSchema, place: Place): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    cmsField(name, field, required.has(name), {
      ...place,
      names: [...place.names, name],
      path: place.path ? `${place.path}.${name}` : name,
    }),
  );
}

/** A field of one of this site's widgets, with its own settings (checks, needed_when...). */
const custom = (field: CmsFieldBase & { widget: string } & Record<string, unknown>): CmsField =>
  field as unknown as CmsField;

/** The schema's check of the field, run by the editor's control (src/cms/checked-fields.tsx). */
const checksOf = (place: Place, entry: boolean): FieldKey =>
  `${place.file}:${place.names.join('.')}${entry ? '[]' : ''}`;

/** Lists whose entries are named by one of their fields, in this order of preference. */
const SUMMARY_FIELDS = ['day', 'title', 'name', 'question', 'heading', 'value', 'at'];

/** Extra help for fields whose schema says what they take but not how. */
function hintFor(schema: JsonSchema): string | undefined {
  if (schema.patternMessage && !schema.description) {
    return `${schema.patternMessage.replace(/^Must be /, 'Write ')}.`;
  }
  return schema.description;
}

/**
 * One field of the editor, from its JSON schema (derived from the zod schema). `entry` says the
 * field is the entry of a list of single values (an area, a bullet).
 */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  place: Place = { file: 'company', names: [name], path: name },
  entry = false,
): CmsField {
  const hint = hintFor(schema);
  const base: CmsFieldBase = {
    name,
    label: schema.title ?? name,
    // A field needed only in some cases says when in its hint, and is not marked "optional".
    required: required || schema.neededWhen !== undefined,
    ...(hint ? { hint } : {}),
  };
  // Text, numbers and switches: checked by the schema, in the build's words, at the field.
  const checked = {
    checks: checksOf(place, entry),
    ...(schema.neededWhen ? { needed_when: schema.neededWhen } : {}),
  };
  switch (schema.widget) {
    case 'select':
      return { ...base, widget: 'select', options: schema.enum ?? [] };
    case 'boolean':
      // A switch is on or off: never "optional".
      return custom({ ...base, ...checked, widget: SWITCH, required: true, default: false });
    case 'number':
      // Typed as text, saved as a number; anything else is refused with the schema's words.
      return custom({ ...base, ...checked, widget: WHOLE_NUMBER });
    case 'hidden':
      return { ...base, widget: 'hidden', default: schema.const ?? '' };
    case 'object':
      return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema, place) };
    case 'list': {
      if (schema.coverageAreas) {
        // Ticked from the coverage list as saved, and checked against it (coverage-areas.tsx).
        return { ...base, widget: COVERAGE_AREAS } as CmsField;
      }
      const items = schema.items ?? {};
      const fixedSize = schema.minItems !== undefined && schema.minItems === schema.maxItems;
      const list = {
        ...base,
        // Decap's list, with the schema's rules between entries checked before a save
        // (src/cms/checked-list.tsx); `checks` says where the list is in the schema.
        widget: CHECKED_LIST,
        checks: `${place.file}:${place.names.join('.')}` satisfies ListKey,
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
        // A list of a fixed size has no Add or remove; one in a fixed order cannot be dragged.
        ...(fixedSize ? { allow_add: false, allow_remove: false } : {}),
        ...(schema.fixedOrder ? { allow_reorder: false } : {}),
        ...(schema.addToTop ? { add_to_top: true } : {}),
        ...(schema.closableDays ? { clears_closed_days: true } : {}),
        collapsed: true,
      };
      const entries = { ...place, path: `${place.path}[]` };
      if (items.type === 'object') {
        const named = SUMMARY_FIELDS.find((key) => key in (items.properties ?? {}));
        const fields = objectFields(items, entries).map((field) =>
          // The days of the week come in their fixed order: shown as each entry's name only.
          field.name === 'day' && schema.fixedOrder ? { ...field, widget: 'hidden' } : field,
        );
        return {
          ...list,
          ...(named ? { summary: `{{fields.${named}}}` } : {}),
          fields,
        } as CmsField;
      }
      return {
        ...list,
        summary: `{{fields.${name}}}`,
        field: cmsField(name, items, true, entries, true),
      } as CmsField;
    }
    default: {
      // A line or a paragraph; copy is checked for facts typed by hand ({hours}, {phone}...).
      const facts = isCopy(schema) && !isFactsOwnField(place.file, place.path);
      return custom({
        ...base,
        ...checked,
        widget: schema.widget === 'text' ? CHECKED_PARAGRAPH : CHECKED_LINE,
        ...(facts ? { facts: true } : {}),
        ...(schema.slots ? { slots: schema.slots } : {}),
      });
    }
  }
}

/** The editor's list widget (registered in src/cms/cms.ts). */
export const CHECKED_LIST = 'checked-list';

/**
 * The editor's line, paragraph, whole number and switch: Decap's controls, checked by the schema
 * (src/cms/checked-fields.tsx, registered in src/cms/cms.ts).
 */
export const CHECKED_LINE = 'checked-line';
export const CHECKED_PARAGRAPH = 'checked-paragraph';
export const WHOLE_NUMBER = 'whole-number';
export const SWITCH = 'switch';

/** The collection that holds every content file. */
export const CONTENT_COLLECTION = 'content';

/** The editor's name for a content file: pages/home.yaml -> pages-home. */
export const cmsFileName = (contentPath: string) =>
  contentPath.replace(/\.yaml$/, '').replace(/[^a-z0-9]+/gi, '-');

/** The editor's entries: one per content file, fields in the schema's order. */
export function cmsFiles(): CmsCollectionFile[] {
  return (Object.keys(SITE_FILES) as SiteFileName[]).map((name) => {
    const file = SITE_FILES[name];
    const schema = jsonSchemaOf(file);
    return {
      name: cmsFileName(file.path),
      label: file.label,
      file: `content/${file.path}`,
      fields: objectFields(schema, { file: name, names: [], path: '' }),
    };
  });
}

/**
 * A translation's fields: the English file's copy, each optional (left empty, the page shows the
 * English), checked by the English field's own rule, and shown with the English beside it
 * (`english`: where the English text is; src/cms/checked-fields.tsx). The words the specification
 * fixes in English are translated as a line. Choices and numbers are the same in every
 * language and are not here; a group or list without copy is left
 * out. A list's entries translate the English entries in order (`translates`: the English list,
 * whose length the list may not pass; src/cms/checked-list.tsx).
 */
function translationFields(schema: JsonSchema, place: Place, inList: boolean): CmsField[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]): CmsField[] => {
    const at: Place = {
      ...place,
      names: [...place.names, name],
      path: place.path ? `${place.path}.${name}` : name,
    };
    const base = { name, label: field.title ?? name, required: false };
    const englishOf = inList ? {} : { english: `${place.file}:${at.names.join('.')}` };
    if (field.widget === 'object') {
      const fields = translationFields(field, at, inList);
      return fields.length > 0
        ? [{ ...base, widget: 'object', collapsed: false, fields } as CmsField]
        : [];
    }
    if (field.widget === 'list') {
      const items = field.items ?? {};
      const list = {
        ...base,
        widget: CHECKED_LIST,
        translates: `${place.file}:${at.names.join('.')}` satisfies ListKey,
        collapsed: true,
        hint: 'Entry by entry, in the order of the English list. An entry left empty shows the English.',
      };
      const entries = { ...at, path: `${at.path}[]` };
      if (items.type === 'object') {
        const fields = translationFields(items, entries, true);
        const named = SUMMARY_FIELDS.find((key) => fields.some((entry) => entry.name === key));
        return fields.length > 0
          ? [{ ...list, ...(named ? { summary: `{{fields.${named}}}` } : {}), fields } as CmsField]
          : [];
      }
      if (!isTranslatable(place.file, entries.path, items)) return [];
      const entry = cmsField(name, items, false, entries, true);
      return [{ ...list, summary: `{{fields.${name}}}`, field: entry } as CmsField];
    }
    if (field.translatable) {
      // Words the specification fixes in English, translated as a line (`fixed_words`:
      // checked by the translation's rule, not the English words'; src/cms/editor-checks.ts).
      return [
        custom({
          ...(cmsField(name, { ...field, widget: 'string' }, false, at) as CmsFieldBase & {
            widget: string;
          }),
          ...englishOf,
          fixed_words: true,
          hint: 'On the English pages these words are fixed by the site’s specification.',
        }),
      ];
    }
    if (!isTranslatable(place.file, at.path, field)) return [];
    return [
      custom({
        ...(cmsField(name, field, false, at) as CmsFieldBase & { widget: string }),
        ...englishOf,
      }),
    ];
  });
}

/** The label of a language's translations in the editor: "Translations: Hausa". */
export const translationsLabel = (code: LanguageCode) => `Translations: ${ENGLISH_NAMES[code]}`;

/** The editor's collections of translations: one per language, a file per page file. */
export function translationCollections(): CmsConfig['collections'] {
  return LANGUAGE_CODES.map((code) => ({
    name: `translations-${code}`,
    label: translationsLabel(code),
    description: `The pages' words in ${ENGLISH_NAMES[code]}, field by field, with the English under each field. A field left empty shows the English on the page. Prices, plan names, numbers and contact details are the same in every language: change them in Site content.`,
    format: CONTENT_FORMAT,
    editor: { preview: false },
    files: TRANSLATED_FILES.map((name) => {
      const file = SITE_FILES[name];
      return {
        name: cmsFileName(translationPath(code, name)),
        label: file.label,
        file: `content/${translationPath(code, name)}`,
        fields: translationFields(jsonSchemaOf(file), { file: name, names: [], path: '' }, false),
      };
    }),
  }));
}

/** Where the editors' guide is read: CONTENT.md in the site's repository. */
export const editorGuideUrl = (repo: string, branch: string) =>
  `https://github.com/${repo}/blob/${branch}/CONTENT.md`;

export type CmsSettings = { repo: string; branch: string; siteUrl: string };

/** The editor's whole configuration: the GitHub backend, the local one, and a file per content file. */
export function cmsConfig(settings: CmsSettings): CmsSettingsConfig {
  return {
    backend: { name: 'github', repo: settings.repo, branch: settings.branch },
    // Each change is a draft, then a pull request with its own Netlify deploy preview.
    publish_mode: 'editorial_workflow' as const,
    // `npm run edit` (decap-server, on 127.0.0.1) lets the CMS edit the files of the local
    // checkout instead.
    local_backend: { url: LOCAL_BACKEND_URL },
    load_config_file: false,
    // Decap requires a media folder; no field takes a file, so the editor hides its media
    // library (src/cms/cms.ts).
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    collections: [
      {
        name: CONTENT_COLLECTION,
        label: 'Site content',
        description:
          'Every text and detail on the website. The editing guide is linked at the top of every screen.',
        // Read and written by the build's YAML module (src/cms/content-format.ts).
        format: CONTENT_FORMAT,
        // Each file's preview shows the site's own sections (src/cms/previews.tsx).
        editor: { preview: true },
        files: cmsFiles(),
      },
      ...translationCollections(),
    ],
  };
}
