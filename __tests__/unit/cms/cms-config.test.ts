/**
 * @jest-environment node
 *
 * The editor's field rules and the build-time content schema must agree: the CMS must not let an
 * editor save what the build refuses, nor refuse what the build accepts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsField } from 'decap-cms-core';
import { parse as parseYaml } from 'yaml';
import { cmsConfig } from '../../../src/cms/cms-config';
import { jsonSchemaOf, type JsonSchema } from '../../../src/content-model/content-json-schema';
import { CONTENT_FILES, TIME_PATTERN, WEEKDAYS } from '../../../src/content-model/content-schema';

const config = cmsConfig({
  repo: 'owner/site',
  branch: 'main',
  siteUrl: 'https://www.example.test',
});
const [collection] = config.collections;
const files = collection!.files!;

type Walked = { path: string; field: CmsField };

function walk(fields: readonly CmsField[], prefix = ''): Walked[] {
  return fields.flatMap((field) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name;
    const nested: Walked[] = [];
    if ('fields' in field && field.fields) nested.push(...walk(field.fields, `${here}[]`));
    return [{ path: here, field }, ...nested];
  });
}

const fieldAt = (fileName: string, fieldPath: string) =>
  walk(files.find((file) => file.name === fileName)!.fields).find(
    (entry) => entry.path === fieldPath,
  )?.field;

describe('CMS configuration', () => {
  it('edits every content file, with the GitHub backend, editorial workflow and local backend', () => {
    expect(files.map((file) => file.file)).toEqual(
      CONTENT_FILES.map((file) => `content/${file.path}`),
    );
    expect(config.backend).toEqual({ name: 'github', repo: 'owner/site', branch: 'main' });
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.local_backend).toBe(true);
  });

  it('reads and writes with the content YAML module, and points editors to their guide', () => {
    expect(collection).toMatchObject({ format: 'content-yaml' });
    expect(collection!.description).toContain('https://github.com/owner/site/blob/main/CONTENT.md');
  });

  it.each(CONTENT_FILES.map((file) => file.path))(
    '%s: every field the schema has, and no other, with the same required flags',
    (filePath) => {
      const entry = CONTENT_FILES.find((file) => file.path === filePath)!;
      const cms = files.find((file) => file.file === `content/${filePath}`)!;
      // The schema's shape, field by field.
      const shape = entry.schema.shape as Record<
        string,
        { safeParse: (value: unknown) => { success: boolean } }
      >;
      expect(cms.fields.map((field) => field.name)).toEqual(Object.keys(shape));
      for (const field of cms.fields) {
        const acceptsMissing = shape[field.name]!.safeParse(undefined).success;
        expect({ field: field.name, required: field.required }).toEqual({
          field: field.name,
          required: !acceptsMissing,
        });
      }
    },
  );

  it('keeps the days in their fixed order: named in the list, not chosen, moved, added or removed', () => {
    expect(fieldAt('business-hours', 'days[].day')).toMatchObject({ widget: 'hidden' });
    expect(fieldAt('business-hours', 'days')).toMatchObject({
      summary: '{{fields.day}}',
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
      clears_closed_days: true,
      checks: 'hours:days',
    });
    expect(WEEKDAYS).toHaveLength(7);
  });

  it('checks times with the schema’s pattern and message, and leaves them optional for closed days', () => {
    for (const name of ['opens', 'closes']) {
      const time = fieldAt('business-hours', `days[].${name}`);
      expect(time).toMatchObject({
        widget: 'string',
        required: false,
        pattern: [TIME_PATTERN.source, 'Must be a 24-hour time like 09:00 or 18:30 (HH:MM)'],
      });
    }
    expect(fieldAt('business-hours', 'days[].closed')).toMatchObject({
      widget: 'boolean',
      required: false,
    });
    expect(fieldAt('business-hours', 'days')).toMatchObject({
      widget: 'checked-list',
      min: 7,
      max: 7,
    });
  });

  it('uses text areas for paragraphs, strings for lines, lists of objects for services', () => {
    expect(fieldAt('company', 'footerBlurb')).toMatchObject({ widget: 'text' });
    expect(fieldAt('company', 'name')).toMatchObject({ widget: 'string', required: true });
    expect(fieldAt('services', 'core')).toMatchObject({ widget: 'checked-list', min: 3, max: 3 });
    // Names the specification fixes are kept as they are, out of the editor's way.
    expect(fieldAt('services', 'core[].title')).toMatchObject({ widget: 'hidden' });
    expect(fieldAt('pages-home', 'hero[].primaryLabel')).toMatchObject({
      widget: 'hidden',
      default: 'Learn More',
    });
    expect(fieldAt('services', 'core[].bullets')).toMatchObject({
      widget: 'checked-list',
      field: { widget: 'string' },
    });
    expect(fieldAt('services', 'core[].icon')).toMatchObject({ widget: 'select' });
    expect(fieldAt('contact', 'whatsapp')).toMatchObject({ required: false });
    expect(fieldAt('contact', 'address')).toMatchObject({ widget: 'object' });
  });

  it('edits prices and speeds as whole numbers within the schema’s bounds', () => {
    for (const [name, min] of [
      ['price', 1],
      ['installation', 0],
      ['download', 1],
      ['upload', 1],
    ] as const) {
      expect(fieldAt('plans', `plans[].${name}`)).toMatchObject({
        widget: 'number',
        value_type: 'int',
        min,
        required: true,
      });
    }
    expect(fieldAt('plans', 'plans[].billing')).toMatchObject({
      widget: 'select',
      options: ['monthly', 'quarterly', 'yearly'],
    });
    expect(fieldAt('plans', 'plans[].availability')).toMatchObject({ required: false });
  });

  it('names each plan, question and notice section in its collapsed list', () => {
    expect(fieldAt('plans', 'plans')).toMatchObject({ summary: '{{fields.name}}' });
    expect(fieldAt('faq', 'questions')).toMatchObject({ summary: '{{fields.question}}' });
    expect(fieldAt('pages-privacy', 'sections')).toMatchObject({ summary: '{{fields.heading}}' });
  });

  it('has a checkbox for files that still hold the examples, and optional company checks', () => {
    for (const file of ['coverage', 'plans', 'faq', 'pages-privacy']) {
      expect(fieldAt(file, 'examples')).toMatchObject({ widget: 'boolean', required: false });
    }
    for (const name of ['registeredName', 'rcNumber', 'nccLicence', 'social']) {
      expect(fieldAt('company', name)).toMatchObject({ required: false });
    }
    expect(fieldAt('company', 'social')).toMatchObject({
      widget: 'checked-list',
      field: {
        widget: 'string',
        pattern: [expect.stringContaining('facebook'), expect.any(String)],
      },
    });
  });

  it('checks each text the way the build does: its pattern, or else its length', () => {
    let checked = 0;
    const compare = (schema: JsonSchema, fields: readonly CmsField[]) => {
      for (const field of fields) {
        const fieldSchema = schema.properties?.[field.name];
        expect(fieldSchema).toBeDefined();
        if (!fieldSchema) continue;
        if (fieldSchema.pattern) {
          // The schema's pattern (with its length limit in front, where it has one).
          expect(field.pattern?.[0]).toContain(fieldSchema.pattern.slice(1));
          checked += 1;
        } else if (fieldSchema.type === 'string' && fieldSchema.maxLength) {
          const editorRule = new RegExp(field.pattern?.[0] ?? '(?:)');
          expect(editorRule.test('a'.repeat(fieldSchema.maxLength))).toBe(true);
          expect(editorRule.test(` ${'a'.repeat(fieldSchema.maxLength)} `)).toBe(true);
          expect(editorRule.test('a'.repeat(fieldSchema.maxLength + 1))).toBe(false);
          // Blank is blank: spaces alone are no text.
          expect(editorRule.test('   ')).toBe(false);
          checked += 1;
        }
        if ('fields' in field && field.fields) {
          compare(
            fieldSchema.widget === 'list' ? (fieldSchema.items ?? {}) : fieldSchema,
            field.fields,
          );
        }
      }
    };
    CONTENT_FILES.forEach((file, index) => compare(jsonSchemaOf(file), files[index]!.fields));
    expect(checked).toBeGreaterThan(50);
  });

  it('has a field for every value in the real content files', () => {
    for (const file of files) {
      const data = parseYaml(
        readFileSync(path.resolve(__dirname, '../../..', file.file), 'utf8'),
      ) as Record<string, unknown>;
      const names = file.fields.map((field) => field.name);
      for (const key of Object.keys(data)) expect(names).toContain(key);
    }
  });
});
