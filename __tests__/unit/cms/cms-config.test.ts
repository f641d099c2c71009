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
import { LOCAL_BACKEND_PORT } from '../../../src/cms/local-backend';
import { fieldProblem, type FieldKey } from '../../../src/cms/editor-checks';
import { jsonSchemaOf, type JsonSchema } from '../../../src/content-model/content-json-schema';
import { CONTENT_FILES, WEEKDAYS } from '../../../src/content-model/content-schema';

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
    // decap-server as `npm run edit` starts it: on this computer's own address only.
    const local = new URL(config.local_backend.url);
    expect([local.protocol, local.hostname, local.port, local.pathname]).toEqual([
      'http:',
      '127.0.0.1',
      String(LOCAL_BACKEND_PORT),
      '/api/v1',
    ]);
  });

  it('reads and writes with the content YAML module, and points editors to their guide', () => {
    expect(collection).toMatchObject({ format: 'content-yaml' });
    // The guide itself is a link in the bar of every screen (src/cms/editor-page.ts).
    expect(collection!.description).toContain('editing guide is linked at the top of every screen');
  });

  it.each(CONTENT_FILES.map((file) => file.path))(
    '%s: every field the schema has, and no other, with the same required flags (switches and fields needed only in some cases are never marked optional)',
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
        const neverOptional =
          field.widget === 'switch' || 'needed_when' in (field as unknown as object);
        expect({ field: field.name, required: field.required }).toEqual({
          field: field.name,
          required: !acceptsMissing || neverOptional,
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

  it('checks times with the schema, and says when they are needed rather than "optional"', () => {
    for (const name of ['opens', 'closes']) {
      const time = fieldAt('business-hours', `days[].${name}`);
      expect(time).toMatchObject({
        widget: 'checked-line',
        // Not marked "optional": its hint says when it is needed, and the list checks it.
        required: true,
        needed_when: 'unless the day is marked "Closed all day"',
        checks: `hours:days.${name}`,
        hint: expect.stringMatching(/^Needed unless the day is marked "Closed all day"/),
      });
    }
    expect(fieldAt('business-hours', 'days[].closed')).toMatchObject({
      widget: 'switch',
      required: true,
    });
    expect(fieldAt('business-hours', 'days')).toMatchObject({
      widget: 'checked-list',
      min: 7,
      max: 7,
    });
  });

  it('uses text areas for paragraphs, strings for lines, lists of objects for services', () => {
    expect(fieldAt('company', 'footerBlurb')).toMatchObject({ widget: 'checked-paragraph' });
    expect(fieldAt('company', 'name')).toMatchObject({ widget: 'checked-line', required: true });
    expect(fieldAt('services', 'core')).toMatchObject({ widget: 'checked-list', min: 3, max: 3 });
    // Names the specification fixes are kept as they are, out of the editor's way.
    expect(fieldAt('services', 'core[].title')).toMatchObject({ widget: 'hidden' });
    expect(fieldAt('pages-home', 'hero[].primaryLabel')).toMatchObject({
      widget: 'hidden',
      default: 'Learn More',
    });
    expect(fieldAt('services', 'core[].bullets')).toMatchObject({
      widget: 'checked-list',
      field: { widget: 'checked-line', checks: 'services:core.bullets[]' },
    });
    expect(fieldAt('services', 'core[].icon')).toMatchObject({ widget: 'select' });
    expect(fieldAt('contact', 'whatsapp')).toMatchObject({ required: false });
    expect(fieldAt('contact', 'address')).toMatchObject({ widget: 'object' });
  });

  it('edits prices and speeds as whole numbers, typed as text and checked by the schema', () => {
    for (const name of ['price', 'installation', 'download', 'upload']) {
      expect(fieldAt('plans', `plans[].${name}`)).toMatchObject({
        widget: 'whole-number',
        checks: `plans:plans.${name}`,
        required: true,
      });
    }
    const check = (value: unknown) =>
      fieldProblem('plans:plans.price', 'Price per month (₦)', value);
    expect(check(25000)).toBeNull();
    expect(check('twenty thousand')).toBe(
      'Price per month (₦) must be written in digits, like 25000: "twenty thousand" is in words.',
    );
    expect(check('₦25,000')).toBe(
      'Price per month (₦) must be written in digits only, like 25000: write "₦25,000" as 25000.',
    );
    expect(check(0)).toMatch(/^Price per month \(₦\) must be a whole number from 1 to/);
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

  it('has a switch for files that still hold the examples, and optional company checks', () => {
    for (const file of ['coverage', 'plans', 'faq', 'pages-privacy']) {
      expect(fieldAt(file, 'examples')).toMatchObject({ widget: 'switch', default: false });
    }
    for (const name of ['registeredName', 'rcNumber', 'nccLicence', 'social']) {
      expect(fieldAt('company', name)).toMatchObject({ required: false });
    }
    expect(fieldAt('company', 'social')).toMatchObject({
      widget: 'checked-list',
      field: { widget: 'checked-line', checks: 'company:social[]' },
    });
  });

  it('checks every text, number and switch with the schema’s own check of that field', () => {
    let checked = 0;
    const compare = (schema: JsonSchema, fields: readonly CmsField[]) => {
      for (const field of fields) {
        const fieldSchema = schema.properties?.[field.name];
        expect(fieldSchema).toBeDefined();
        if (!fieldSchema) continue;
        const key = (field as { checks?: FieldKey }).checks;
        if (['string', 'text', 'number', 'boolean'].includes(fieldSchema.widget ?? '')) {
          expect({ field: field.name, key: typeof key }).toEqual({
            field: field.name,
            key: 'string',
          });
          // The check is the schema's: too long is refused, as the build refuses it.
          if (fieldSchema.maxLength) {
            expect(fieldProblem(key!, 'Field', 'a'.repeat(fieldSchema.maxLength + 1))).toMatch(
              /^Field must (be at most|be )/,
            );
          }
          // Copy is checked for facts typed by hand; the fixed forms (times, numbers) are not copy.
          const copy = ['string', 'text'].includes(fieldSchema.widget!) && !fieldSchema.pattern;
          if (!copy) expect((field as { facts?: boolean }).facts).toBeUndefined();
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

  it('checks copy for facts typed by hand, but not the fields that hold the facts themselves', () => {
    expect(fieldAt('faq', 'questions[].answer')).toMatchObject({
      field: { widget: 'checked-paragraph', facts: true },
    });
    expect(fieldAt('plans', 'plans[].dataTerms')).toMatchObject({ facts: true });
    for (const [file, field] of [
      ['plans', 'plans[].name'],
      ['coverage', 'regions[].name'],
      ['contact', 'phone'],
    ] as const) {
      expect(fieldAt(file, field)).not.toHaveProperty('facts');
    }
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
