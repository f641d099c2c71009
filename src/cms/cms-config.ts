/**
 * Decap CMS configuration, generated from the content schema (src/build/content-schema.ts): the
 * same schema that validates content at build time, so the editor's field rules (labels, hints,
 * required flags, choices, patterns, list sizes) cannot disagree with the build.
 */
import type { CmsCollectionFile, CmsConfig, CmsField, CmsFieldBase } from 'decap-cms-core';
import { jsonSchemaOf, type JsonSchema } from '../build/content-json-schema';
import { CONTENT_FILES } from '../build/content-schema';

type CmsSettingsConfig = CmsConfig & { local_backend: boolean; load_config_file: boolean };

function objectFields(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    cmsField(name, field, required.has(name)),
  );
}

/**
 * The check the editor runs before saving: the schema's pattern, or else its length limit
 * (Decap has no length rule of its own). Empty optional fields are not checked.
 */
export function editorPattern(schema: JsonSchema): Pick<CmsFieldBase, 'pattern'> {
  if (schema.pattern) {
    return { pattern: [schema.pattern, schema.patternMessage ?? `Must match ${schema.pattern}`] };
  }
  if (schema.type === 'string' && schema.maxLength) {
    return {
      pattern: [
        `^[\\s\\S]{0,${schema.maxLength}}$`,
        `Must be at most ${schema.maxLength} characters`,
      ],
    };
  }
  return {};
}

/** One field of the editor, from its JSON schema (derived from the zod schema). */
export function cmsField(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base: CmsFieldBase = {
    name,
    label: schema.title ?? name,
    required,
    ...(schema.description ? { hint: schema.description } : {}),
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
      return { ...base, widget: 'object', collapsed: false, fields: objectFields(schema) };
    case 'list': {
      const items = schema.items ?? {};
      const sizes = {
        ...(schema.minItems ? { min: schema.minItems } : {}),
        ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
      };
      if (items.type === 'object') {
        const first = Object.keys(items.properties ?? {}).find((key) =>
          ['title', 'day', 'value', 'name', 'question', 'heading'].includes(key),
        );
        return {
          ...base,
          ...sizes,
          widget: 'list',
          collapsed: true,
          ...(first ? { summary: `{{fields.${first}}}` } : {}),
          fields: objectFields(items),
        };
      }
      return { ...base, ...sizes, widget: 'list', field: cmsField(name, items, true) };
    }
    case 'text':
      return { ...base, widget: 'text' };
    default:
      return { ...base, widget: 'string' };
  }
}

/** The collection that holds every content file. */
export const CONTENT_COLLECTION = 'content';

/** The editor's name for a content file: pages/home.yaml -> pages-home. */
export const cmsFileName = (contentPath: string) =>
  contentPath.replace(/\.yaml$/, '').replace(/[^a-z0-9]+/gi, '-');

/** The editor's entries: one per content file, fields in the schema's order. */
export function cmsFiles(): CmsCollectionFile[] {
  return CONTENT_FILES.map((file) => {
    const schema = jsonSchemaOf(file);
    return {
      name: cmsFileName(file.path),
      label: file.label,
      file: `content/${file.path}`,
      fields: objectFields(schema),
    };
  });
}

export type CmsSettings = { repo: string; branch: string; siteUrl: string };

export function cmsConfig(settings: CmsSettings): CmsSettingsConfig {
  return {
    backend: { name: 'github', repo: settings.repo, branch: settings.branch },
    // Each change is a draft, then a pull request with its own Netlify deploy preview.
    publish_mode: 'editorial_workflow' as const,
    // `npx decap-server` lets the CMS edit the files of the local checkout instead.
    local_backend: true,
    load_config_file: false,
    media_folder: 'static/uploads',
    public_folder: '/uploads',
    site_url: settings.siteUrl,
    display_url: settings.siteUrl,
    collections: [
      {
        name: CONTENT_COLLECTION,
        label: 'Site content',
        description: 'Every text and detail on the website. See CONTENT.md for a guide.',
        // Each file's preview shows the site's own sections (src/cms/previews.tsx).
        editor: { preview: true },
        files: cmsFiles(),
      },
    ],
  };
}
