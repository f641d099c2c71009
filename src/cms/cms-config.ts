/**
 * Decap CMS configuration, generated from the content schema (src/content-model/content-schema.ts): the
 * same schema that validates content at build time, so the editor's field rules (labels, hints,
 * required flags, choices, patterns, list sizes) cannot disagree with the build.
 */
import type { CmsCollectionFile, CmsConfig, CmsField, CmsFieldBase } from 'decap-cms-core';
import { jsonSchemaOf, type JsonSchema } from '../content-model/content-json-schema';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import { CONTENT_FORMAT } from './content-format';
import type { ListKey } from './editor-checks';

/** The editor's field for an incident's areas (src/cms/coverage-areas.tsx registers it). */
export const COVERAGE_AREAS = 'coverage-areas';

type CmsSettingsConfig = CmsConfig & { local_backend: boolean; load_config_file: boolean };

/** Where a field sits: the file it belongs to and the field names leading to it. */
type Place = { file: SiteFileName; names: readonly string[] };

function objectFields(schema: JsonSchema, place: Place): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    cmsField(name, field, required.has(name), { ...place, names: [...place.names, name] }),
  );
}

/**
 * The check the editor runs before saving: the schema's pattern, or else its length limit
 * (Decap has no length rule of its own) and some text that is not only spaces (the schema trims
 * text, so a field of spaces is empty). Empty optional fields are not checked.
 */
export function editorPattern(schema: JsonSchema): Pick<CmsFieldBase, 'pattern'> {
  if (schema.pattern) {
    const message = schema.patternMessage ?? `Must match ${schema.pattern}`;
    if (schema.maxLength && schema.pattern.startsWith('^')) {
      // The pattern, and the length limit as a lookahead in front of it.
      return {
        pattern: [
          `^(?=[\\s\\S]{0,${schema.maxLength}}$)${schema.pattern.slice(1)}`,
          `${message}, at most ${schema.maxLength} characters`,
        ],
      };
    }
    return { pattern: [schema.pattern, message] };
  }
  if (schema.type === 'string' && schema.maxLength) {
    // Some text, then at most maxLength characters once the spaces around it are left out.
    return {
      pattern: [
        `^\\s*\\S[\\s\\S]{0,${schema.maxLength - 1}}?\\s*$`,
        `Must be written out (not only spaces), at most ${schema.maxLength} characters`,
      ],
    };
  }
  return {};
}

/** Lists whose entries are named by one of their fields, in this order of preference. */
const SUMMARY_FIELDS = ['day', 'title', 'name', 'question', 'heading', 'value', 'at'];

/** Extra help for fields whose schema says what they take but not how. */
function hintFor(schema: JsonSchema): string | undefined {
  if (schema.patternMessage && !schema.description) {
    return `${schema.patternMessage.replace(/^Must be /, 'Write ')}.`;
  }
  return schema.description;
}

/** One field of the editor, from its JSON schema (derived from the zod schema). */
export function cmsField(
  name: string,
  schema: JsonSchema,
  required: boolean,
  place: Place = { file: 'company', names: [name] },
): CmsField {
  const hint = hintFor(schema);
  const base: CmsFieldBase = {
    name,
    label: schema.title ?? name,
    required,
    ...(hint ? { hint } : {}),
    ...editorPattern(schema),
  };
  switch (schema.widget) {
    case 'select':
      return { ...base, widget: 'select', options: schema.enum ?? [] };
    case 'boolean':
      return { ...base, widget: 'boolean', default: false };
    case 'number':
      // Saved as a number (not text), and checked by Decap against the schema's bounds.
      return {
        ...base,
        widget: 'number',
        value_type: 'int',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      };
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
      if (items.type === 'object') {
        const named = SUMMARY_FIELDS.find((key) => key in (items.properties ?? {}));
        const fields = objectFields(items, place).map((field) =>
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
        field: cmsField(name, items, true, place),
      } as CmsField;
    }
    case 'text':
      return { ...base, widget: 'text' };
    default:
      return { ...base, widget: 'string' };
  }
}

/** The editor's list widget (registered in src/cms/cms.ts). */
export const CHECKED_LIST = 'checked-list';

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
      fields: objectFields(schema, { file: name, names: [] }),
    };
  });
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
    // `npx decap-server` lets the CMS edit the files of the local checkout instead.
    local_backend: true,
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
        description: `Every text and detail on the website. The editing guide: ${editorGuideUrl(settings.repo, settings.branch)}`,
        // Read and written by the build's YAML module (src/cms/content-format.ts).
        format: CONTENT_FORMAT,
        // Each file's preview shows the site's own sections (src/cms/previews.tsx).
        editor: { preview: true },
        files: cmsFiles(),
      },
    ],
  };
}
