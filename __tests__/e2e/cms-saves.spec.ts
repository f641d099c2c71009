/**
 * A save changes only what was edited, in every file, in the real editor: every field of every
 * content file (each field of the first and the last entry of each list) is edited in Chromium,
 * published with the local backend, and the file on disk compared with what it was: only that
 * field's lines changed, comments and the order of fields stayed, and the file holds the data.
 * Then list entries are added, removed and moved. On the content the site was built from
 * (content/, or the fixture company in `npm run test:second-content`): files of every shape,
 * groups of more than 8 fields among them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { parseDocument, type Node as YamlNode } from 'yaml';
import { CONTENT_DIR } from '../../src/content-model/content-dir';
import { areaReference, type CoverageRegion } from '../../src/content-model/coverage-areas';
import { jsonSchemaOf, type JsonSchema } from '../../src/content-model/content-json-schema';
import { SITE_FILES, type SiteFileName } from '../../src/content-model/content-schema';
import { parseContent, sameContent } from '../../src/content-model/content-yaml';
import { validateContentData } from '../../src/content-model/content-problems';
import { cmsFileName } from '../../src/cms/cms-config';
import {
  openFile,
  publish,
  routeToBackend,
  startLocalBackend,
  type LocalBackend,
} from '../support/local-editor';
import { changedLines } from '../support/changed-lines';

type Key = string | number;
type Data = Record<Key, unknown>;

/** The coverage list the incidents' areas are ticked from, as the editor reads it. */
const coverageRegions = (
  parseContent(readFileSync(path.join(CONTENT_DIR, SITE_FILES.coverage.path), 'utf8')) as {
    regions: CoverageRegion[];
  }
).regions;

/** A field the editor shows: where its value is, its kind, and the schema it is checked by. */
type Leaf = { keys: Key[]; widget: string; schema: JsonSchema; value: unknown };

/** The editor's kind of control for a field of the schema (src/cms/cms-config.ts). */
const CONTROL: Record<string, string> = {
  string: 'checked-line',
  text: 'checked-paragraph',
  number: 'whole-number',
  boolean: 'switch',
  select: 'select',
};

/** The fields the editor shows for `data`, in its order (the schema's), with their values. */
function leaves(schema: JsonSchema, data: unknown, keys: Key[] = [], fixedOrder = false): Leaf[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    // Fixed words are not shown, nor the days of the week (each entry's name).
    if (field.widget === 'hidden' || (fixedOrder && name === 'day')) return [];
    const value = (data as Data | undefined)?.[name];
    const at = [...keys, name];
    if (field.widget === 'object') return leaves(field, value, at);
    // An incident's areas: boxes to tick from the coverage list (src/cms/coverage-areas.tsx).
    if (field.coverageAreas) return [{ keys: at, widget: 'coverage-areas', schema: field, value }];
    if (field.widget === 'list') {
      const entries = Array.isArray(value) ? value : [];
      return entries.flatMap((entry, index) =>
        field.items?.type === 'object'
          ? leaves(field.items, entry, [...at, index], field.fixedOrder)
          : [
              {
                keys: [...at, index],
                widget: CONTROL[field.items?.widget ?? 'string']!,
                schema: field.items!,
                value: entry,
              },
            ],
      );
    }
    return [{ keys: at, widget: CONTROL[field.widget ?? 'string']!, schema: field, value }];
  });
}

const at = (data: unknown, keys: readonly Key[]) =>
  keys.reduce<unknown>((value, key) => (value as Data | undefined)?.[key], data);

/** Whether every list index on the way to the field is its list's first or last entry. */
const atAnEnd = (data: unknown, keys: readonly Key[]) =>
  keys.every((key, index) => {
    if (typeof key !== 'number') return true;
    const list = at(data, keys.slice(0, index)) as unknown[];
    return key === 0 || key === list.length - 1;
  });

/**
 * `text` with one character changed: the last letter outside references ({hours}), or for a value
 * of a fixed form (a time, a phone number, a date) its last digit, one up or (`step` -1) one down.
 */
function changed(text: string, fixedForm: boolean, step = 1): string {
  let depth = 0;
  const outside: number[] = [];
  for (let index = text.length - 1; index >= 0; index -= 1) {
    if (text[index] === '}') depth += 1;
    else if (text[index] === '{') depth = Math.max(0, depth - 1);
    else if (depth === 0) outside.push(index);
  }
  const last = (pattern: RegExp) => outside.find((index) => pattern.test(text[index]!));
  const index = (fixedForm ? last(/\d/) : undefined) ?? last(/[a-z]/i) ?? last(/\d/);
  if (index === undefined) return `${text}x`;
  const char = text[index]!;
  const next = /\d/.test(char)
    ? String((Number(char) + step + 10) % 10)
    : /z/i.test(char)
      ? String.fromCharCode(char.charCodeAt(0) - 25)
      : String.fromCharCode(char.charCodeAt(0) + 1);
  return `${text.slice(0, index)}${next}${text.slice(index + 1)}`;
}

/** A value of each fixed form, for a field the file leaves out: a text, a phone, a date, a time. */
const NEW_VALUES = ['A new value', '+234 802 555 0199', '2027-02-01', '2027-02-01 10:00', '10:00'];

/**
 * The new value of a text field: one character changed (or, for a field the file leaves out, a
 * value of each fixed form), the first the build would take. The digit one up may not be (9 in a
 * date's day becomes 0); one down, or a letter, is tried next.
 */
function newText(name: SiteFileName, leaf: Leaf, data: unknown): string {
  const text = leaf.value === undefined || leaf.value === null ? null : String(leaf.value);
  const fixedForm = Boolean(leaf.schema.pattern);
  const candidates =
    text === null
      ? NEW_VALUES
      : [changed(text, fixedForm), changed(text, fixedForm, -1), changed(text, false)];
  const valid = candidates.find((candidate) => {
    const trial = structuredClone(data) as Data;
    (at(trial, leaf.keys.slice(0, -1)) as Data)[leaf.keys.at(-1)!] = candidate;
    return validateContentData(SITE_FILES[name], trial).length === 0;
  });
  return valid ?? candidates[0]!;
}

/** The lines of the node at `keys` in `text`: [first, end), 0-based. */
function linesOf(text: string, keys: readonly Key[]): [number, number] {
  const node = parseDocument(text).getIn(keys, true) as YamlNode | undefined;
  const [start, end] = node!.range!;
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  return [lineOf(start), lineOf(Math.max(start, end - 1)) + 1];
}

const comments = (text: string) => text.split('\n').filter((line) => /^\s*#/.test(line));

/** Opens every list entry, nested ones too, by pressing each closed entry's name. */
async function openEverything(page: Page): Promise<void> {
  for (let round = 0; round < 50; round += 1) {
    const closed = page.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) return;
    await closed.first().click();
  }
  throw new Error('Some list entries would not open');
}

/** The editor's field controls, in the page's order: their kind and their input's id. */
async function controls(page: Page): Promise<{ widget: string; id: string }[]> {
  return page.locator('[aria-label$=" field"]').evaluateAll((containers) =>
    containers.flatMap((container) => {
      const widget = container.getAttribute('aria-label')!.replace(/ field$/, '');
      const id = container.querySelector('label')?.getAttribute('for') ?? '';
      return [
        'checked-line',
        'checked-paragraph',
        'whole-number',
        'switch',
        'select',
        'coverage-areas',
      ].includes(widget)
        ? [{ widget, id }]
        : [];
    }),
  );
}

/** Changes one field in the editor the way a person would; returns the data it should save. */
async function edit(
  page: Page,
  name: SiteFileName,
  leaf: Leaf,
  id: string,
  data: unknown,
): Promise<unknown> {
  const next = structuredClone(data) as Data;
  const set = (value: unknown) => {
    const parent = at(next, leaf.keys.slice(0, -1)) as Data;
    parent[leaf.keys.at(-1)!] = value;
  };
  const control = page.locator(`[id="${id}"]`);
  switch (leaf.widget) {
    case 'whole-number': {
      const value = Number(leaf.value) + 1;
      await control.focus();
      await control.fill(String(value));
      set(value);
      break;
    }
    case 'switch': {
      await control.click();
      if (leaf.keys.at(-1) === 'closed') {
        // A day closed all day has no times: they go with it.
        const day = at(next, leaf.keys.slice(0, -1)) as Data;
        (at(next, leaf.keys.slice(0, -2)) as Data)[leaf.keys.at(-2)!] = {
          day: day.day,
          closed: true,
        };
      } else set(!(leaf.value === true));
      break;
    }
    case 'coverage-areas': {
      // One more area ticked, as the coverage list writes it (with its city when two share it).
      const box = control.locator('label').filter({ has: page.locator('input:not(:checked)') });
      const area = (await box.first().textContent())!.trim();
      const region = coverageRegions.find((entry) => entry.areas.includes(area))!.name;
      await box.first().locator('input').check();
      set([
        ...((leaf.value as string[] | undefined) ?? []),
        areaReference({ area, region }, coverageRegions),
      ]);
      break;
    }
    case 'select': {
      const value = leaf.schema.enum!.find((option) => option !== leaf.value)!;
      await control.focus();
      await control.press('ArrowDown');
      await page.getByRole('option', { name: value, exact: true }).click();
      set(value);
      break;
    }
    default: {
      const value = newText(name, leaf, data);
      await control.focus();
      await control.fill(value);
      set(value);
    }
  }
  return next;
}

/** Publishes, and waits for the file on disk to change from `before`. */
async function saved(page: Page, backend: LocalBackend, file: string, before: string) {
  // Leaving the field first, as a person does, so its check has run before the save.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByText('Unsaved Changes')).toBeVisible();
  await publish(page);
  await expect.poll(() => backend.read(file), { timeout: 15_000 }).not.toBe(before);
  // The editor has the entry again as saved before the next change.
  await expect(page.getByText('Changes saved')).toBeVisible();
  return backend.read(file);
}

const NAMES = Object.keys(SITE_FILES) as SiteFileName[];

test.describe(`every field of every file, saved from the editor (${path.relative(process.cwd(), CONTENT_DIR) || 'content'})`, () => {
  // Some hundred saves in a real browser: time for them.
  test.describe.configure({ timeout: 300_000 });

  for (const name of NAMES) {
    const file = SITE_FILES[name].path;
    test(`${file}: each field's own lines change, and nothing else`, async ({ page }) => {
      const backend = await startLocalBackend(CONTENT_DIR);
      try {
        await routeToBackend(page, backend);
        // No save here may need to write the whole file anew (the editor would ask first).
        const asked: string[] = [];
        page.on('dialog', (dialog) => {
          asked.push(dialog.message());
          void dialog.dismiss();
        });
        await openFile(page, cmsFileName(file));
        await expect(page.locator('[aria-label$=" field"]').first()).toBeAttached();
        await openEverything(page);
        let text = backend.read(file);
        const data = parseContent(text);
        const all = leaves(jsonSchemaOf(SITE_FILES[name]), data);
        const shown = await controls(page);
        // The editor shows exactly these fields, in this order.
        expect(shown.map((control) => control.widget)).toEqual(all.map((leaf) => leaf.widget));

        let current: unknown = data;
        for (const [index, leaf] of all.entries()) {
          if (!atAnEnd(data, leaf.keys)) continue;
          // A closed day has no times, and unticking it would ask for them: left out.
          const day = at(current, leaf.keys.slice(0, -1)) as Data | undefined;
          if (day?.day !== undefined && day.closed === true) continue;
          const expected = await edit(page, name, leaf, shown[index]!.id, current);
          const before = text;
          text = await saved(page, backend, file, before);
          const where = `${file} ${leaf.keys.join('.')}`;
          expect({ where, holds: sameContent(parseContent(text), expected) }).toEqual({
            where,
            holds: true,
          });
          expect({ where, comments: comments(text) }).toEqual({
            where,
            comments: comments(before),
          });
          const lines = changedLines(before, text);
          // A day closed all day loses its times: that day's lines change.
          const closing = leaf.keys.at(-1) === 'closed';
          if (leaf.value === undefined && !closing) {
            // A field that was not in the file: its lines are added, none taken away.
            expect({ where, removed: lines.end - lines.first }).toEqual({ where, removed: 0 });
          } else {
            const own = closing ? leaf.keys.slice(0, -1) : leaf.keys;
            const [first, end] = linesOf(before, own);
            expect({ where, inside: lines.first >= first && lines.end <= end }).toEqual({
              where,
              inside: true,
            });
          }
          current = expected;
        }
        expect(asked).toEqual([]);
      } finally {
        await backend.stop();
      }
    });
  }
});

/** The lines of entry `index` of the list at `keys`, as the file `text` has them. */
const entryLines = (text: string, keys: readonly Key[], index: number) =>
  linesOf(text, [...keys, index]);

/** The top bar of the list entry named `name` (its arrow, drag handle and ×). */
const topBar = (page: Page, name: string) =>
  page
    .locator('[data-entry-name]')
    .getByText(name, { exact: true })
    .first()
    .locator('xpath=ancestor-or-self::*[@data-entry-name][1]/preceding-sibling::div[1]');

/** Drags the entry named `from` by its handle onto the place of the entry named `to`. */
async function drag(page: Page, from: string, to: string) {
  const handle = (name: string) => topBar(page, name).locator('[aria-roledescription="sortable"]');
  // A pointer drags only what is on the screen.
  await handle(from).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const source = (await handle(from).boundingBox())!;
  const target = (await handle(to).boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  const steps = 12;
  for (let step = 1; step <= steps; step += 1) {
    await page.mouse.move(
      source.x + source.width / 2,
      source.y + source.height / 2 + ((target.y - source.y + 10) * step) / steps,
    );
  }
  await page.mouse.up();
}

test.describe(`list entries added, removed and moved in the editor (${path.relative(process.cwd(), CONTENT_DIR) || 'content'})`, () => {
  test.describe.configure({ timeout: 180_000 });

  test('a plan (more than 8 fields): removed, moved and added, each as its own lines only', async ({
    page,
  }) => {
    const backend = await startLocalBackend(CONTENT_DIR);
    try {
      await routeToBackend(page, backend);
      await openFile(page, cmsFileName(SITE_FILES.plans.path));
      const file = SITE_FILES.plans.path;
      let text = backend.read(file);
      const plans = () => (parseContent(text) as { plans: Data[] }).plans;

      // Removed: the last plan's lines go, and nothing else changes.
      const before = plans();
      let previous = text;
      const [lastFirst, lastEnd] = entryLines(text, ['plans'], before.length - 1);
      await topBar(page, String(before.at(-1)!.name))
        .getByRole('button')
        .last()
        .click();
      text = await saved(page, backend, file, previous);
      expect(plans()).toEqual(before.slice(0, -1));
      expect(text.split('\n')).toEqual(
        previous.split('\n').filter((_line, index) => index < lastFirst || index >= lastEnd),
      );

      // Moved: the first plan dragged below the second; its own lines move, as they were.
      previous = text;
      const [first, second] = plans();
      const [firstStart, firstEnd] = entryLines(text, ['plans'], 0);
      const [, secondEnd] = entryLines(text, ['plans'], 1);
      await drag(page, String(first!.name), String(second!.name));
      text = await saved(page, backend, file, previous);
      expect(plans().slice(0, 2)).toEqual([second, first]);
      const lines = previous.split('\n');
      expect(text.split('\n')).toEqual([
        ...lines.slice(0, firstStart),
        ...lines.slice(firstEnd, secondEnd),
        ...lines.slice(firstStart, firstEnd),
        ...lines.slice(secondEnd),
      ]);

      // Added: a new plan's lines, after the last one; nothing else changes.
      previous = text;
      const count = plans().length;
      await page.getByRole('button', { name: /^Add plans/ }).click();
      // The new plan, open, after the others: its fields are the last of each name.
      const plan = page.locator('[aria-label="checked-list field"]').filter({
        has: page.getByRole('button', { name: /^Add plans/ }),
      });
      const fill = async (label: string, value: string) => {
        const field = plan.getByLabel(label, { exact: true }).last();
        await field.focus();
        await field.fill(value);
      };
      const choose = async (label: string, option: string) => {
        await plan.getByLabel(label, { exact: true }).last().focus();
        await page.keyboard.press('ArrowDown');
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await fill('Plan name', 'Test Added Plan');
      await choose('For', 'business');
      await fill('Download speed (Mbps)', '300');
      await fill('Upload speed (Mbps)', '300');
      await fill('Price per month (₦)', '99000');
      await fill('Installation fee (₦)', '0');
      await choose('Billed', 'monthly');
      await plan
        .getByRole('button', { name: /^Add what is included/ })
        .last()
        .click();
      await fill('Included', 'Test router');
      await fill('Data, in a few words', 'Test unlimited');
      await fill('Data terms in plain words', 'Test terms.');
      text = await saved(page, backend, file, previous);
      expect(plans().at(-1)).toEqual({
        name: 'Test Added Plan',
        audience: 'business',
        download: 300,
        upload: 300,
        price: 99000,
        installation: 0,
        billing: 'monthly',
        included: ['Test router'],
        data: 'Test unlimited',
        dataTerms: 'Test terms.',
      });
      const added = changedLines(previous, text);
      expect(added.end - added.first).toBe(0);
      expect(added.first).toBe(entryLines(previous, ['plans'], count - 1)[1]);
      // In the schema's order, as every plan is written.
      expect(text.split('\n').slice(added.first, added.first + 3)).toEqual([
        '  - name: Test Added Plan',
        '    audience: business',
        '    download: 300',
      ]);
    } finally {
      await backend.stop();
    }
  });

  test('an area (a list of single lines): removed, moved and added, each as its own line only', async ({
    page,
  }) => {
    const backend = await startLocalBackend(CONTENT_DIR);
    try {
      await routeToBackend(page, backend);
      const file = SITE_FILES.coverage.path;
      await openFile(page, cmsFileName(file));
      let text = backend.read(file);
      const areas = () =>
        (parseContent(text) as { regions: { areas: string[] }[] }).regions[0]!.areas;
      const region = (parseContent(text) as { regions: { name: string }[] }).regions[0]!.name;
      await page.getByText(region, { exact: true }).first().click();
      const keys = ['regions', 0, 'areas'];

      let previous = text;
      const before = areas();
      const [lastLine] = entryLines(text, keys, before.length - 1);
      await topBar(page, before.at(-1)!).getByRole('button').last().click();
      text = await saved(page, backend, file, previous);
      expect(areas()).toEqual(before.slice(0, -1));
      expect(text.split('\n')).toEqual(
        previous.split('\n').filter((_line, index) => index !== lastLine),
      );

      previous = text;
      const [first, second] = areas();
      const [firstLine] = entryLines(text, keys, 0);
      await drag(page, first!, second!);
      text = await saved(page, backend, file, previous);
      expect(areas().slice(0, 2)).toEqual([second, first]);
      const lines = previous.split('\n');
      expect(text.split('\n')).toEqual([
        ...lines.slice(0, firstLine),
        lines[firstLine + 1],
        lines[firstLine],
        ...lines.slice(firstLine + 2),
      ]);

      previous = text;
      const count = areas().length;
      await page
        .getByRole('button', { name: /^Add areas served/ })
        .first()
        .click();
      // The new area, after the first city's others.
      const added = page.getByLabel('Area', { exact: true }).nth(count);
      await added.focus();
      await added.fill('Test Added Area');
      text = await saved(page, backend, file, previous);
      const earlier = (parseContent(previous) as { regions: { areas: string[] }[] }).regions[0]!;
      expect(areas()).toEqual([...earlier.areas, 'Test Added Area']);
      const change = changedLines(previous, text);
      expect({ ...change, added: change.added.length }).toEqual({
        first: entryLines(previous, keys, count - 1)[1],
        end: entryLines(previous, keys, count - 1)[1],
        added: 1,
      });
    } finally {
      await backend.stop();
    }
  });
});
