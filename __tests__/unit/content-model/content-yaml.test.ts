/**
 * @jest-environment node
 *
 * A save changes only the edited values: every content file (content/ and the tests' fixture
 * content), every value in it edited one at a time, and the text compared line by line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isScalar, parseDocument, visit, type Scalar } from 'yaml';
import { CONTENT_DIR } from '../../../src/content-model/content-dir';
import { CONTENT_FILES } from '../../../src/content-model/content-schema';
import { parseContent, updateContent } from '../../../src/content-model/content-yaml';
import { FIXTURE_DIR } from '../../support/fixture-content';

type Data = Record<string | number, unknown>;

const FILES = [CONTENT_DIR, FIXTURE_DIR].flatMap((dir) =>
  CONTENT_FILES.map((file) => path.join(dir, file.path)),
);
const label = (file: string) => path.relative(path.resolve(__dirname, '../../..'), file);

/** The lines that differ between two texts: [first, end) in `before`, and the new lines. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  ) {
    tail += 1;
  }
  return { first: head, end: a.length - tail, added: b.slice(head, b.length - tail) };
}

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

describe.each(FILES.map((file) => [label(file), file]))('%s', (_name, file) => {
  const text = readFileSync(file, 'utf8');
  const data = parseContent(text);

  it('is written back exactly as it is when nothing changed', () => {
    expect(updateContent(text, data)).toBe(text);
  });

  it('changes only the lines of the value edited, for each value in turn', () => {
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
      const changed = changedLines(text, written);
      // Within the value's own lines (a path in the message says which value, if not).
      expect({ keys, inside: changed.first >= first && changed.end <= end }).toEqual({
        keys,
        inside: true,
      });
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
