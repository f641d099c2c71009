/**
 * What Decap's editor refuses before a save, given the site's editor configuration: a model of
 * decap-cms-core's checks (Widget.validate: presence, then the control's own isValid;
 * ListControl.validateSize) plus this site's controls: the checked text, number and switch
 * (src/cms/checked-fields.tsx, which run the schema's check of the field and, for copy, the facts
 * check), the list (src/cms/checked-list.tsx, which runs src/cms/editor-checks.ts) and the field
 * for an incident's areas (src/cms/coverage-areas.tsx, against the saved coverage list: here the
 * fixture company's). What the editor's controls cannot produce at all (a choice outside a
 * select's options, a field that is not in the form, a hidden value) counts as refused too. The
 * real editor is exercised in __tests__/e2e/cms.spec.ts; this model lets a unit test try every
 * kind of mistake.
 */
import type { CmsField } from 'decap-cms-core';
import {
  copyMistakes,
  withoutSlots,
  type FactSources,
} from '../../src/content-model/content-facts';
import { areaProblems } from '../../src/content-model/coverage-areas';
import {
  fieldProblem,
  listProblems,
  type FieldKey,
  type ListKey,
} from '../../src/cms/editor-checks';
import { fixture } from './fixture-content';

type Loose = CmsField & {
  min?: number;
  max?: number;
  options?: string[];
  fields?: CmsField[];
  field?: CmsField;
  checks?: ListKey & FieldKey;
  needed_when?: string;
  facts?: boolean;
  /** A sentence's slots, which the page fills in (`{hour}`): not facts. */
  slots?: string[];
  default?: unknown;
};

/** The facts the editor checks copy against (the saved files, the edited one as typed). */
let facts: FactSources = {};

/** decap-cms-core's isEmpty (Widget.js). */
const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.length === 0) ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0);

/** What Decap's check of required fields sees (the site's controls' getValidateValue). */
function presenceValue(field: Loose, value: unknown): unknown {
  if (field.needed_when && isEmpty(value)) return 'checked by its list';
  if (field.widget === 'switch') return String(value === true);
  return value;
}

function fieldRefusals(field: Loose, value: unknown, where: string): string[] {
  const at = `${where}${field.name}`;
  if (field.widget === 'hidden') {
    // Not editable: the value stays what it was loaded as (compared by the caller's case).
    return [];
  }
  if (field.required !== false && isEmpty(presenceValue(field, value))) {
    return [`${at}: required`];
  }
  if (isEmpty(value)) return [];
  const out: string[] = [];
  const checked = (problem: string | null) => {
    if (problem) out.push(`${at}: ${problem}`);
  };
  switch (field.widget) {
    case 'checked-line':
    case 'checked-paragraph':
      if (typeof value !== 'string') out.push(`${at}: not text`);
      checked(fieldProblem(field.checks!, field.label ?? field.name, value));
      if (field.facts && typeof value === 'string') {
        out.push(
          ...copyMistakes(withoutSlots(value, field.slots), facts).map(
            (mistake) => `${at}: ${mistake}`,
          ),
        );
      }
      break;
    case 'whole-number':
      // Typed as text: digits become a number, anything else stays text and is refused.
      checked(fieldProblem(field.checks!, field.label ?? field.name, value));
      break;
    case 'switch':
      if (typeof value !== 'boolean') out.push(`${at}: not a switch`);
      checked(fieldProblem(field.checks!, field.label ?? field.name, value));
      break;
    case 'select':
      if (!field.options?.includes(String(value))) out.push(`${at}: not an option`);
      break;
    case 'object':
      if (typeof value !== 'object' || Array.isArray(value)) out.push(`${at}: not a group`);
      else out.push(...objectRefusals(field.fields ?? [], value as Record<string, unknown>, at));
      break;
    case 'checked-list': {
      if (!Array.isArray(value)) {
        out.push(`${at}: not a list`);
        break;
      }
      if (
        (field.min !== undefined && value.length < field.min) ||
        (field.max !== undefined && value.length > field.max)
      ) {
        out.push(`${at}: size`);
      }
      if (field.checks) out.push(...listProblems(field.checks, value).map((m) => `${at}: ${m}`));
      Array.from(value).forEach((item: unknown, index) => {
        if (field.fields) {
          if (item === null || typeof item !== 'object') out.push(`${at}[${index}]: not a group`);
          else
            out.push(
              ...objectRefusals(field.fields, item as Record<string, unknown>, `${at}[${index}]`),
            );
        } else if (field.field) {
          out.push(...fieldRefusals(field.field as Loose, item, `${at}[${index}].`));
        }
      });
      break;
    }
    case 'coverage-areas':
      if (!Array.isArray(value) || value.some((entry) => typeof entry !== 'string')) {
        out.push(`${at}: not a list of areas`);
        break;
      }
      out.push(
        ...areaProblems(value as string[], fixture.coverage.regions).map(
          ({ index, message }) => `${at}[${index}]: ${message}`,
        ),
      );
      break;
    default:
      if (typeof value !== 'string') out.push(`${at}: not text`);
  }
  return out;
}

function objectRefusals(
  fields: readonly CmsField[],
  data: Record<string, unknown>,
  where: string,
): string[] {
  const names = new Set(fields.map((field) => field.name));
  const prefix = where ? `${where}.` : '';
  return [
    ...Object.keys(data)
      .filter((key) => !names.has(key))
      .map((key) => `${prefix}${key}: not a field of the form`),
    ...fields.flatMap((field) => fieldRefusals(field as Loose, data[field.name], prefix)),
  ];
}

/**
 * What the editor refuses in a file's data (empty: it saves), with `sources` the facts copy is
 * checked against.
 */
export function editorRefusals(
  fields: readonly CmsField[],
  data: unknown,
  sources: FactSources = {},
): string[] {
  if (data === null || typeof data !== 'object') return ['not a group'];
  facts = sources;
  return objectRefusals(fields, data as Record<string, unknown>, '');
}
