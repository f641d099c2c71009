/**
 * @jest-environment node
 *
 * The editor refuses, before a save, everything the build would refuse: for every kind of refusal
 * the content schema can give (a missing, blank, too long or malformed value, a number out of
 * bounds, a list too short or too long, and each rule between fields or entries), a case where the
 * build refuses and the editor refuses first. The fixture content is the starting point; each
 * case breaks one thing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { CmsField } from 'decap-cms-core';
import { parse as parseYaml } from 'yaml';
import { copyProblems, factSources } from '../../../src/content-model/content-facts';
import {
  crossFileProblems,
  validateContentData,
  withoutEmptyValues,
} from '../../../src/content-model/content-problems';
import {
  SITE_FILES,
  type SiteContent,
  type SiteFileName,
} from '../../../src/content-model/content-schema';
import { cmsConfig, cmsFileName } from '../../../src/cms/cms-config';
import { editorRefusals } from '../../support/decap-checks';
import { FIXTURE_DIR, fixture, fixtureAsWritten } from '../../support/fixture-content';

const config = cmsConfig({ repo: 'o/s', branch: 'main', siteUrl: 'https://www.example.test' });
const cmsFiles = config.collections[0]!.files!;
const fieldsOf = (name: SiteFileName) =>
  cmsFiles.find((file) => file.name === cmsFileName(SITE_FILES[name].path))!.fields;

type Data = Record<string, unknown>;
const fixtureData = (name: SiteFileName): Data =>
  parseYaml(readFileSync(path.join(FIXTURE_DIR, SITE_FILES[name].path), 'utf8')) as Data;
const copy = <T>(value: T): T => structuredClone(value);

/** The fixture company with one file's data replaced (when it passes its own schema). */
function contentWith(name: SiteFileName, data: unknown): Partial<SiteContent> | null {
  if (validateContentData(SITE_FILES[name], data).length > 0) return null;
  return { ...fixtureAsWritten, [name]: SITE_FILES[name].schema.parse(withoutEmptyValues(data)) };
}

/** The build refuses the file, or the facts in its copy (checked across files). */
const buildRefuses = (name: SiteFileName, data: unknown) => {
  const content = contentWith(name, data);
  return content === null || copyProblems(content, { files: [name] }).length > 0;
};
/** The editor checks copy against the facts as saved, and the edited file as it is typed. */
const editorRefuses = (name: SiteFileName, data: unknown) =>
  editorRefusals(fieldsOf(name), data, factSources(contentWith(name, data) ?? fixtureAsWritten))
    .length > 0;

const NAMES = Object.keys(SITE_FILES) as SiteFileName[];

type Case = { name: SiteFileName; what: string; data: Data };

type Loose = CmsField & {
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  pattern?: [string | RegExp, string];
};

/** One field's value replaced, at a path of keys and indexes. */
function withValue(data: Data, keys: readonly (string | number)[], value: unknown): Data {
  const out = copy(data);
  let at: Record<string | number, unknown> = out;
  keys.slice(0, -1).forEach((key) => (at = at[key] as Record<string | number, unknown>));
  const last = keys[keys.length - 1]!;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return out;
}

/** Mistakes of one field at a time, for every editable field of every file (first entries). */
function singleFieldCases(): Case[] {
  const cases: Case[] = [];
  const visit = (name: SiteFileName, data: Data, field: Loose, keys: (string | number)[]) => {
    if (field.widget === 'hidden') return;
    const at = keys.join('.');
    const add = (what: string, value: unknown) =>
      cases.push({ name, what: `${at}: ${what}`, data: withValue(data, keys, value) });
    let current: unknown = data;
    for (const key of keys) current = (current as Record<string | number, unknown>)?.[key];
    if (field.required !== false) add('left out', undefined);
    switch (field.widget) {
      case 'checked-line':
      case 'checked-paragraph':
        add('only spaces', '   ');
        add('far too long', 'a'.repeat(2000));
        add('malformed', '!!');
        add('a time written the everyday way', '2pm');
        add('a reference to no fact', '{nothing}');
        add('the hours typed by hand', 'Open on Sunday, 12:00 PM to 3:00 PM.');
        add('the phone typed by hand', `Call ${fixtureAsWritten.contact.phone}.`);
        add('a price typed by hand', `From ₦${fixtureAsWritten.plans.plans[0]!.price}.`);
        add(
          'a promised time typed by hand',
          `We answer within ${fixtureAsWritten.promises.reply.amount} ${fixtureAsWritten.promises.reply.unit}.`,
        );
        break;
      case 'whole-number':
        add('in words', 'twenty thousand');
        add('with a comma', '12,000');
        add('with decimals', 1.5);
        add('below its minimum', -5);
        add('too big', 10 ** 12);
        break;
      case 'select':
        add('not one of the choices', 'something else');
        break;
      case 'object':
        for (const child of field.fields ?? []) visit(name, data, child, [...keys, child.name]);
        break;
      case 'checked-list': {
        const items = Array.isArray(current) ? current : [];
        add('emptied', []);
        if (field.max !== undefined && items.length > 0) {
          add(
            'too many entries',
            Array.from({ length: field.max + 1 }, () => copy(items[0])),
          );
        }
        if (items.length > 0) {
          if (field.fields) {
            for (const child of field.fields) visit(name, data, child, [...keys, 0, child.name]);
          } else if (field.field) {
            visit(name, data, field.field, [...keys, 0]);
          }
        }
        break;
      }
      case 'coverage-areas':
        add('emptied', []);
        break;
      default:
        break;
    }
  };
  for (const name of NAMES) {
    const data = fixtureData(name);
    for (const field of fieldsOf(name)) visit(name, data, field, [field.name]);
  }
  return cases;
}

type Day = { day: string; opens?: string; closes?: string; closed?: boolean };

/** The rules between fields and between entries: the mistakes staff make in the editor. */
function crossFieldCases(): Case[] {
  const hours = fixtureData('hours');
  const days = hours.days as Day[];
  const openDay = days.findIndex((day) => !day.closed);
  const closedDay = days.findIndex((day) => day.closed);
  const setDay = (index: number, day: Omit<Day, 'day'>) =>
    withValue(hours, ['days', index], { day: days[index]!.day, ...day });
  const swap = (data: Data, key: string, a = 0, b = 1) => {
    const list = copy(data[key] as unknown[]);
    [list[a], list[b]] = [list[b], list[a]];
    return { ...data, [key]: list };
  };
  const coverage = fixtureData('coverage');
  const regions = coverage.regions as { areas: string[] }[];
  const plans = fixtureData('plans');
  const firstPlan = (plans.plans as Data[])[0]!;
  const status = fixtureData('status');
  const incident = (status.incidents as Data[])[0]!;
  const withIncident = (changes: Data) =>
    withValue(status, ['incidents', 0], { ...copy(incident), ...changes });
  return [
    {
      name: 'status',
      what: 'an incident resolved before it started',
      data: withIncident({ resolved: '2020-01-01 00:00' }),
    },
    {
      name: 'status',
      what: 'an incident expected fixed at the minute it started',
      data: withIncident({ expectedFix: incident.started }),
    },
    {
      name: 'status',
      what: 'an update dated before the incident started',
      data: withIncident({ updates: [{ at: '2020-01-01 00:00', text: 'Too early.' }] }),
    },
    {
      name: 'status',
      what: 'an update dated after the incident was resolved',
      data: withIncident({
        resolved: '2030-01-01 10:00',
        updates: [{ at: '2030-01-01 10:01', text: 'Too late.' }],
      }),
    },
    {
      name: 'status',
      what: 'a start on a day the calendar does not have',
      data: withIncident({ started: '2026-02-30 10:00' }),
    },
    {
      name: 'hours',
      what: 'a day closed all day with its times still filled in',
      data: setDay(openDay, { closed: true, opens: '09:00', closes: '18:00' }),
    },
    {
      name: 'hours',
      what: 'a day switched to open without times',
      data: setDay(closedDay, { closed: false }),
    },
    {
      name: 'hours',
      what: 'a day open with only an opening time',
      data: setDay(openDay, { opens: '09:00' }),
    },
    {
      name: 'hours',
      what: 'opening at 18:00 and closing at 09:00',
      data: setDay(openDay, { opens: '18:00', closes: '09:00' }),
    },
    { name: 'hours', what: 'Tuesday dragged above Monday', data: swap(hours, 'days') },
    {
      name: 'services',
      what: 'a core service dragged above another',
      data: swap(fixtureData('services'), 'core'),
    },
    {
      name: 'services',
      what: 'an additional service dragged above another',
      data: swap(fixtureData('services'), 'additional'),
    },
    {
      name: 'values',
      what: 'a value dragged above another',
      data: swap(fixtureData('values'), 'items'),
    },
    {
      name: 'coverage',
      what: 'an area added again in lower case',
      data: withValue(
        coverage,
        ['regions', 0, 'areas'],
        [...regions[0]!.areas, regions[0]!.areas[0]!.toLowerCase()],
      ),
    },
    {
      name: 'plans',
      what: 'two plans of one name',
      data: withValue(
        plans,
        ['plans'],
        [
          ...(plans.plans as Data[]),
          { ...firstPlan, name: ` ${String(firstPlan.name).toUpperCase()}` },
        ],
      ),
    },
  ];
}

describe('the editor refuses what the build refuses, before the save', () => {
  it.each(NAMES)('%s: the fixture content passes both', (name) => {
    expect(validateContentData(SITE_FILES[name], fixtureData(name))).toEqual([]);
    expect(buildRefuses(name, fixtureData(name))).toBe(false);
    expect(
      editorRefusals(fieldsOf(name), fixtureData(name), factSources(fixtureAsWritten)),
    ).toEqual([]);
  });

  const single = singleFieldCases().filter((entry) => buildRefuses(entry.name, entry.data));
  it('covers many single-field mistakes', () => {
    expect(single.length).toBeGreaterThan(300);
  });
  it.each(single.map((entry) => [entry.name, entry.what, entry] as const))(
    '%s: %s',
    (name, _what, entry) => {
      expect(editorRefuses(name, entry.data)).toBe(true);
    },
  );

  it.each(crossFieldCases().map((entry) => [entry.name, entry.what, entry] as const))(
    '%s: %s',
    (name, _what, entry) => {
      expect(buildRefuses(name, entry.data)).toBe(true);
      expect(editorRefuses(name, entry.data)).toBe(true);
    },
  );

  it.each([
    ['status', 'incidents', 'areas'],
    ['plans', 'plans', 'availability'],
  ] as const)(
    'an area that is not in the coverage list (%s): the build and the editor refuse it',
    (name, list, field) => {
      const file = fixtureData(name);
      const [first, ...others] = file[list] as Record<string, unknown>[];
      const data = {
        ...file,
        [list]: [{ ...first, [field]: ['Nowhere Crescent'] }, ...others],
      };
      const regions = fixture.coverage.regions;
      expect(validateContentData(SITE_FILES[name], data)).toEqual([]);
      expect(
        crossFileProblems({ [name]: data }, regions).map((problem) => problem.message),
      ).toEqual([expect.stringContaining('is not an area in the coverage list')]);
      expect(editorRefusals(fieldsOf(name), data)).toEqual([
        expect.stringContaining('is not an area in the coverage list'),
      ]);
    },
  );

  it('every kind of refusal the build gives is among the cases', () => {
    const kinds = new Set<string>();
    for (const entry of [...single, ...crossFieldCases()]) {
      const content = contentWith(entry.name, entry.data);
      for (const problem of [
        ...validateContentData(SITE_FILES[entry.name], entry.data),
        ...(content ? copyProblems(content) : []),
      ]) {
        // The kind of a refusal: its message without the value found and the names in it.
        kinds.add(
          problem.message.replace(/, found .*$/, '').replace(/"[^"]*"|\([^)]*\)|\d+/g, '…'),
        );
      }
    }
    for (const kind of [
      'is required',
      'must not be empty or only spaces',
      'must be at most … characters',
      'must be empty on a day marked …',
      'is required unless the day is marked …',
      'must be later than the opening time …',
      'must be Monday: the days go in order, Monday to Sunday, each once',
      'is the same area as entry … …; list each area once',
      'is the same name as plan …; give each plan its own name',
      'must have at least one entry',
      'must be written in digits, like …: … is in words',
      'must be a …-hour time like …:… or …:… …: write … as …:…',
      'refers to {nothing}, which is not a fact the site knows',
      'types the business hours by hand',
      'types the phone number by hand',
      "types a plan's price by hand",
      'types a promised time by hand',
      'must be later than when the incident started …',
      'is dated before the incident started …: an update belongs between the start and the resolution',
      'is dated after the incident was resolved …',
      'must be a day of the calendar',
    ]) {
      // Every part of it, in that order.
      const pattern = new RegExp(
        kind
          .split('…')
          .map((part) => part.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.*'),
      );
      expect({ kind, found: [...kinds].some((found) => pattern.test(found)) }).toEqual({
        kind,
        found: true,
      });
    }
  });
});
