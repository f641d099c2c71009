/**
 * @jest-environment node
 *
 * A save changes only the edited values: every content file (content/ and the tests' fixture
 * content), every value in it edited one at a time, and the text compared line by line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isScalar, parseDocument, visit, type Scalar, type YAMLSeq } from 'yaml';
import { CONTENT_DIR } from '../../../src/content-model/content-dir';
import { CONTENT_FILES } from '../../../src/content-model/content-schema';
import {
  contentUpdate,
  parseContent,
  updateContent,
} from '../../../src/content-model/content-yaml';
import { FIXTURE_DIR } from '../../support/fixture-content';
import { changedLines } from '../../support/changed-lines';

type Data = Record<string | number, unknown>;

const FILES = [CONTENT_DIR, FIXTURE_DIR].flatMap((dir) =>
  CONTENT_FILES.map((file) => path.join(dir, file.path)),
);
const label = (file: string) => path.relative(path.resolve(__dirname, '../../..'), file);

/** Every scalar value of a file: its path and the lines it takes up (0-based, [first, end)). */
function scalars(text: string) {
  const doc = parseDocument(text);
  const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
  const found: { keys: (string | number)[]; first: number; end: number; value: unknown }[] = [];
  visit(doc, {
    Scalar(key, node, ancestors) {
      if (key === 'key') return;
      const keys: (string | number)[] = [];
      for (const ancestor of ancestors) {
        if ('key' in (ancestor as object) && isScalar((ancestor as { key: unknown }).key)) {
          keys.push(String((ancestor as { key: Scalar }).key.value));
        }
      }
      // Indexes in lists come from the path the visitor walked.
      const indexed: (string | number)[] = [];
      let keyIndex = 0;
      for (let i = 0; i < ancestors.length; i += 1) {
        const ancestor = ancestors[i] as { items?: unknown[]; key?: unknown };
        if ('key' in ancestor && isScalar(ancestor.key)) indexed.push(keys[keyIndex++]!);
        else if (Array.isArray(ancestor.items) && !('key' in ancestor)) {
          const child = ancestors[i + 1] ?? node;
          const at = ancestor.items.indexOf(child);
          if (at >= 0 && !(ancestor.items[at] as { key?: unknown })?.key) indexed.push(at);
        }
      }
      const [start, valueEnd] = (node as Scalar).range!;
      found.push({
        keys: indexed,
        first: lineOf(start),
        end: lineOf(Math.max(start, valueEnd - 1)) + 1,
        value: (node as Scalar).value,
      });
    },
  });
  return found;
}

function edited(data: unknown, keys: readonly (string | number)[], value: unknown): unknown {
  const copy = structuredClone(data) as Data;
  let at: Data = copy;
  keys.slice(0, -1).forEach((key) => (at = at[key] as Data));
  at[keys[keys.length - 1]!] = value;
  return copy;
}

const changeOf = (value: unknown) =>
  typeof value === 'number'
    ? value + 1
    : typeof value === 'boolean'
      ? !value
      : `${String(value)} (edited)`;

/**
 * The data with the keys of every group in reverse order: how the editor hands over a group of
 * more than 8 fields (Immutable.js keeps insertion order only up to 8 entries).
 */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, entry]) => [key, reordered(entry)]),
  );
}

/** Every list in the data with at least two entries: its path. */
function lists(value: unknown, keys: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [
      ...(value.length >= 2 ? [keys] : []),
      ...value.flatMap((entry, index) => lists(entry, [...keys, index])),
    ];
  }
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, entry]) => lists(entry, [...keys, key]));
}

const at = (data: unknown, keys: readonly (string | number)[]) =>
  keys.reduce<unknown>((value, key) => (value as Data)[key], data);

describe.each(FILES.map((file) => [label(file), file]))('%s', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  const data = parseContent(text);

  it('is written back exactly as it is when nothing changed, in any key order', () => {
    expect(updateContent(text, data)).toBe(text);
    expect(contentUpdate(text, reordered(data))).toEqual({ text, kept: true });
  });

  it('changes only the lines of the value edited, for each value in turn, in any key order', () => {
    const values = scalars(text);
    expect(values.length).toBeGreaterThan(0);
    for (const { keys, first, end, value } of values) {
      // The path leads to this very value.
      let found: unknown = data;
      for (const key of keys) found = (found as Data)[key];
      expect({ keys, found }).toEqual({ keys, found: value });
      const next = edited(data, keys, changeOf(value));
      const written = updateContent(text, next);
      expect(parseContent(written)).toEqual(next);
      expect(contentUpdate(text, reordered(next))).toEqual({ text: written, kept: true });
      const changed = changedLines(text, written);
      // Within the value's own lines (a path in the message says which value, if not).
      expect({ keys, inside: changed.first >= first && changed.end <= end }).toEqual({
        keys,
        inside: true,
      });
    }
  });
});

const WITH_LISTS = FILES.filter((file) => lists(parseContent(readFileSync(file, 'utf8'))).length);

it('tries lists in files of every kind: groups of fields, texts, and more than 8 fields', () => {
  // By name: the content folder is another one when the tests run on the fixture company.
  expect(WITH_LISTS.map((file) => path.basename(file))).toEqual(
    expect.arrayContaining(['plans.yaml', 'coverage.yaml']),
  );
});

describe.each(WITH_LISTS.map((file) => [label(file), file]))('%s: lists', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  const data = parseContent(text);
  const paths = lists(data);
  /** The lines of entry `index` of the list at `keys`, as the file has them: [first, end). */
  const entryLines = (keys: readonly (string | number)[], index: number) => {
    const list = parseDocument(text).getIn(keys, true) as YAMLSeq;
    const [start, end] = (list.items[index] as { range: [number, number] }).range;
    const lineOf = (offset: number) => text.slice(0, offset).split('\n').length - 1;
    return [lineOf(start), lineOf(end - 1) + 1] as const;
  };

  it('removes an entry as its own lines only, in any key order', () => {
    for (const keys of paths) {
      const list = at(data, keys) as unknown[];
      for (const index of [0, list.length - 1]) {
        const next = edited(
          data,
          keys,
          list.filter((_entry, at) => at !== index),
        );
        const update = contentUpdate(text, reordered(next));
        expect({ keys, index, kept: update.kept }).toEqual({ keys, index, kept: true });
        expect(parseContent(update.text)).toEqual(next);
        const [first, end] = entryLines(keys, index);
        expect({ keys, index, lines: update.text.split('\n') }).toEqual({
          keys,
          index,
          lines: text.split('\n').filter((_line, at) => at < first || at >= end),
        });
      }
    }
  });

  it('moves an entry as its own lines, taken out and put back as they were', () => {
    for (const keys of paths) {
      const list = at(data, keys) as unknown[];
      const next = edited(data, keys, [...list.slice(1), list[0]]);
      const update = contentUpdate(text, reordered(next));
      expect({ keys, kept: update.kept }).toEqual({ keys, kept: true });
      expect(parseContent(update.text)).toEqual(next);
      // The first entry's lines taken out, and put back as they were after the last entry's.
      const lines = text.split('\n');
      const [first, end] = entryLines(keys, 0);
      const [, lastEnd] = entryLines(keys, list.length - 1);
      const moved = lines.slice(first, end);
      const expected = [
        ...lines.slice(0, first),
        ...lines.slice(end, lastEnd),
        ...moved,
        ...lines.slice(lastEnd),
      ];
      expect({ keys, lines: update.text.split('\n') }).toEqual({ keys, lines: expected });
    }
  });

  it('adds an entry as its own new lines, after the entry before it or at the top', () => {
    for (const keys of paths) {
      const list = at(data, keys) as unknown[];
      const added = reordered(
        typeof list[0] === 'string' ? 'A new entry' : structuredClone(list[0]),
      );
      // Second, or first (the incidents' list adds at the top).
      for (const entries of [
        [list[0], added, ...list.slice(1)],
        [added, ...list],
      ]) {
        const next = edited(data, keys, entries);
        const update = contentUpdate(text, reordered(next));
        expect({ keys, kept: update.kept }).toEqual({ keys, kept: true });
        expect(parseContent(update.text)).toEqual(next);
        const changed = changedLines(text, update.text);
        expect({ keys, removed: changed.end - changed.first }).toEqual({ keys, removed: 0 });
      }
    }
  });
});

describe('entries added and removed', () => {
  const file = path.join(FIXTURE_DIR, 'services.yaml');
  const text = readFileSync(file, 'utf8');
  const data = parseContent(text) as { core: { bullets: string[] }[] };

  it('adds one bullet as one line', () => {
    const next = structuredClone(data);
    next.core[0]!.bullets.push('One more bullet');
    const changed = changedLines(text, updateContent(text, next));
    expect(changed.end - changed.first).toBe(0);
    expect(changed.added).toEqual([expect.stringMatching(/^\s+- One more bullet$/)]);
  });

  it('removes one bullet as one line, and keeps the file’s comments', () => {
    const next = structuredClone(data);
    next.core[1]!.bullets.splice(0, 1);
    const written = updateContent(text, next);
    const changed = changedLines(text, written);
    expect(changed.end - changed.first).toBe(1);
    expect(changed.added).toEqual([]);
    expect(written.match(/^\s*#.*$/gm)).toEqual(text.match(/^\s*#.*$/gm));
  });

  it('writes an entry written on one line { … } on its line again, times quoted', () => {
    const hours = `days:\n  - { day: Monday, opens: "09:00", closes: "18:00" }\n  - { day: Sunday, closed: true }\n`;
    const next = parseContent(hours) as { days: Record<string, unknown>[] };
    next.days[0] = { closes: '17:00', opens: '09:00', day: 'Monday', closed: false };
    expect(contentUpdate(hours, next)).toEqual({
      text: `days:\n  - { day: Monday, opens: "09:00", closes: "17:00" }\n  - { day: Sunday, closed: true }\n`,
      kept: true,
    });
  });

  it('says when the rest of the file cannot be kept (an anchor shared by two days), and writes it anew', () => {
    const hours = `# Hours.\ndays:\n  - day: Monday\n    opens: &open "09:00"\n  - day: Tuesday\n    opens: *open\n`;
    const next = parseContent(hours) as { days: Record<string, unknown>[] };
    next.days[0]!.opens = '08:00';
    expect(contentUpdate(hours, next)).toEqual({
      text: `days:\n  - day: Monday\n    opens: "08:00"\n  - day: Tuesday\n    opens: "09:00"\n`,
      kept: false,
    });
    // An alias in an entry written on one line: written anew, it would lose what it points at.
    const flow = `days:\n  - day: Monday\n    opens: &open "09:00"\n  - { day: Tuesday, opens: *open, closes: "18:00" }\n`;
    const edited = parseContent(flow) as { days: Record<string, unknown>[] };
    edited.days[1]!.closes = '17:00';
    expect(contentUpdate(flow, edited).kept).toBe(false);
  });

  it('clears an optional field by taking its line out, and marks a day closed in place', () => {
    const hours = `# Hours.\ntimezone: Africa/Lagos\ndays:\n  - day: Saturday\n    opens: "10:00"\n    closes: "16:00"\n  - day: Sunday\n    closed: true\n`;
    const next = parseContent(hours) as { days: Record<string, unknown>[] };
    next.days[0] = { day: 'Saturday', closed: true };
    next.days[1] = { day: 'Sunday', opens: '12:00', closes: '16:00', closed: false };
    expect(updateContent(hours, next)).toBe(
      `# Hours.\ntimezone: Africa/Lagos\ndays:\n  - day: Saturday\n    closed: true\n  - day: Sunday\n    opens: "12:00"\n    closes: "16:00"\n    closed: false\n`,
    );
  });
});
