/**
 * How content files are read and written: with the `yaml` package, by the build
 * (validate-content.ts) and by the content editor in the browser (src/cms/content-format.ts
 * registers it as the editor's YAML format).
 *
 * A save changes only what was edited: the new data is compared with the file it was read from,
 * and only the differing parts of the text are rewritten (a changed value keeps its quoting or
 * folding style; an added or removed list entry or field adds or removes its own lines). Comments,
 * key order, quoting and line folding of everything else stay as they were, so `git diff` shows
 * the edited values alone.
 */
import {
  CST,
  Document,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  visit,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';

/** Where new or rewritten paragraphs are folded, as the content files are. */
const LINE_WIDTH = 80;

/** A file that is not valid YAML: where, and what the parser said. */
export class ContentYamlError extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`line ${line}, column ${column}: ${reason}`);
  }
}

/** A content file's data (plain objects, lists, text, numbers and booleans). */
export function parseContent(text: string): unknown {
  const doc = parseDocument(text);
  const [error] = doc.errors;
  if (error) {
    const [at] = error.linePos ?? [{ line: 1, col: 1 }];
    throw new ContentYamlError(at.line, at.col, error.message.split('\n')[0] ?? error.code);
  }
  try {
    return doc.toJS() as unknown;
  } catch (error) {
    // What YAML refuses only as it builds the data: aliases repeated beyond reason.
    throw new ContentYamlError(1, 1, error instanceof Error ? error.message : String(error));
  }
}

/** A new file's text, when there is no file to keep the layout of. */
export function stringifyContent(data: unknown): string {
  return stringify(yamlNode(new Document(), data), { lineWidth: LINE_WIDTH });
}

/**
 * `value` as YAML to write: without its empty values (as a file leaves them out), and with times
 * quoted, as the files write them ("09:00"): unquoted, YAML 1.1 tools misread them.
 */
function yamlNode(doc: Document, value: unknown, options: { flow?: boolean } = {}) {
  const node = doc.createNode(withoutNothing(value), options);
  visit(node, {
    Scalar(_key, scalar) {
      if (typeof scalar.value === 'string' && /^\d+:\d+$/.test(scalar.value)) {
        scalar.type = 'QUOTE_DOUBLE';
      }
    },
  });
  return node;
}

/** Nothing to write: an emptied optional field, an unticked box, an empty optional list. */
const isNothing = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  value === false ||
  (Array.isArray(value) && value.length === 0);

/** A value the editor cleared: its field leaves the file. */
const isCleared = (value: unknown) => value === undefined || value === null || value === '';

/** A list emptied in the editor (an optional list's last entry removed): it leaves the file. */
const isEmptyList = (value: unknown) => Array.isArray(value) && value.length === 0;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Whether two values hold the same data, whatever the order of their keys: the editor hands a
 * group of more than 8 fields over in another order than the file's (Immutable.js keeps insertion
 * order only up to 8 entries), and empty values count as left out.
 */
export function sameContent(a: unknown, b: unknown): boolean {
  return equal(withoutNothing(a), withoutNothing(b));
}

function equal(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((entry, index) => equal(entry, b[index]))
    );
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((key) => key in b && equal(a[key], b[key]))
    );
  }
  return a === b;
}

/** How alike two list entries are, from 0 to 1: the share of their values that are equal. */
function likeness(a: unknown, b: unknown): number {
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    if (keys.length === 0) return 1;
    return keys.reduce((sum, key) => sum + likeness(a[key], b[key]), 0) / keys.length;
  }
  return sameContent(a, b) ? 1 : 0;
}

/** The whole numbers from `from` up to, not including, `to`. */
const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/**
 * Old and new list entries paired in order where they are alike (half their values or more the
 * same): an edited entry among added or removed ones is edited in place.
 */
function pairedByLikeness(
  olds: readonly number[],
  news: readonly number[],
  before: readonly unknown[],
  after: readonly unknown[],
): (readonly [number, number])[] {
  const pairs: (readonly [number, number])[] = [];
  let from = 0;
  for (const index of news) {
    const found = olds.findIndex(
      (old, k) => k >= from && likeness(before[old], after[index]) >= 0.5,
    );
    if (found >= 0) {
      pairs.push([olds[found]!, index]);
      from = found + 1;
    }
  }
  return pairs;
}

/**
 * Which entries of `before` and `after` are the same, in order (a longest common subsequence):
 * pairs of indexes, so that moving one entry leaves every other entry in place.
 */
function commonEntries(before: readonly unknown[], after: readonly unknown[]): [number, number][] {
  const rows = before.length;
  const cols = after.length;
  const table = Array.from({ length: rows + 1 }, () => new Array<number>(cols + 1).fill(0));
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      table[i]![j] = sameContent(before[i], after[j])
        ? table[i + 1]![j + 1]! + 1
        : Math.max(table[i + 1]![j]!, table[i]![j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < rows && j < cols;) {
    if (sameContent(before[i], after[j])) {
      pairs.push([i, j]);
      i += 1;
      j += 1;
    } else if (table[i + 1]![j]! >= table[i]![j + 1]!) i += 1;
    else j += 1;
  }
  return pairs;
}

type Edit = { start: number; end: number; text: string };

/** The text of `data` in the file's layout, with only what differs from `original` rewritten. */
class Writer {
  readonly edits: Edit[] = [];

  constructor(
    readonly text: string,
    readonly doc: Document,
  ) {}

  lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  /** Just past the end of the line holding `offset - 1` (its newline included). */
  lineEnd(offset: number): number {
    if (offset > 0 && this.text[offset - 1] === '\n') return offset;
    const next = this.text.indexOf('\n', offset);
    return next === -1 ? this.text.length : next + 1;
  }

  indentAt(offset: number): string {
    const start = this.lineStart(offset);
    return /^[ ]*/.exec(this.text.slice(start))![0];
  }

  /** `value` as block YAML lines, each indented by `indent`. */
  block(value: unknown, indent: string): string {
    return stringify(yamlNode(this.doc, value), { lineWidth: LINE_WIDTH })
      .split('\n')
      .filter((line, index, lines) => index < lines.length - 1 || line !== '')
      .map((line) => (line ? indent + line : line))
      .join('\n')
      .concat('\n');
  }

  scalar(node: Scalar, value: unknown): void {
    if (node.value === value) return;
    // Other values point at this one (YAML aliases): changing it would change them too.
    if (node.anchor) throw new Error('a changed value other values point at');
    const token = node.srcToken;
    if (!token || !('offset' in token)) throw new Error('no source for a changed value');
    const before = CST.stringify(token);
    let type = node.type ?? 'PLAIN';
    let written: string;
    if (typeof value === 'string') {
      written = value;
      if (type === 'PLAIN' && !this.plainKeeps(value)) type = 'QUOTE_DOUBLE';
    } else {
      written = String(value);
      type = 'PLAIN';
    }
    CST.setScalarValue(token, written, { type, afterKey: true });
    const after = CST.stringify(token);
    this.edits.push({ start: token.offset, end: token.offset + before.length, text: after });
  }

  /** Whether `value` reads back as the same text when written without quotes. */
  plainKeeps(value: string): boolean {
    if (value === '' || value !== value.trim() || /[\n#:]|^[-?[\]{}&*!|>'"%@`,]/.test(value)) {
      return false;
    }
    const doc = parseDocument(value);
    return doc.errors.length === 0 && doc.toJS() === value;
  }

  node(node: unknown, value: unknown): void {
    if (isMap(node) && isPlainObject(value)) return this.map(node, value);
    if (isSeq(node) && Array.isArray(value)) return this.seq(node, value);
    if (isScalar(node) && (value === null || typeof value !== 'object')) {
      return this.scalar(node, value);
    }
    throw new Error('the kind of a value changed');
  }

  /** The source range of a map's pair or a list's entry: whole lines, from its first line. */
  lines(first: number, last: number): [number, number] {
    return [this.lineStart(first), this.lineEnd(last)];
  }

  map(node: YAMLMap, value: Record<string, unknown>): void {
    if (node.flow) return this.replace(node, value);
    const pairs = node.items as Pair<Scalar, unknown>[];
    const keyOf = (pair: Pair<Scalar, unknown>) => String(pair.key.value);
    const present = new Set(pairs.map(keyOf));
    let insertAt = pairs.length > 0 ? this.lineStart(pairs[0]!.key.range![0]) : 0;
    // The keys' column (the first key may follow a list entry's dash on its line).
    const column = (offset: number) => ' '.repeat(offset - this.lineStart(offset));
    const indent = pairs.length > 0 ? column(pairs[0]!.key.range![0]) : '';
    const pairEnd = (pair: Pair<Scalar, unknown>) => {
      const inner = pair.value as { range?: [number, number, number] } | null;
      return this.lineEnd(inner?.range?.[1] ?? pair.key.range![1]);
    };
    for (const pair of pairs) {
      const key = keyOf(pair);
      const [start] = this.lines(pair.key.range![0], pair.key.range![1]);
      const end = pairEnd(pair);
      if (!(key in value) || isCleared(value[key]) || isEmptyList(value[key])) {
        this.edits.push({ start, end, text: '' });
      } else {
        this.node(pair.value, value[key]);
      }
    }
    // New fields go after the field before them in the data's order.
    for (const [key, entry] of Object.entries(value)) {
      const pair = pairs.find((candidate) => keyOf(candidate) === key);
      if (pair) {
        insertAt = pairEnd(pair);
        continue;
      }
      if (present.has(key) || isNothing(entry)) continue;
      this.edits.push({
        start: insertAt,
        end: insertAt,
        text: this.block({ [key]: entry }, indent),
      });
    }
  }

  /**
   * A list: the entries that stay the same stay as they are (found in order, so a moved entry
   * leaves the others alone), an edited entry is edited in place, a removed entry's lines go, an
   * added entry's lines come after the entry before it, and a moved entry is written with its
   * own lines, as they were.
   */
  seq(node: YAMLSeq, value: unknown[]): void {
    if (node.flow) return this.replace(node, value);
    const items = node.items as { range?: [number, number, number] }[];
    if (items.length === 0) throw new Error('an empty block list');
    const original = node.toJSON() as unknown[];
    const dash = this.indentAt(items[0]!.range![0]);
    const linesOf = (index: number) => this.lines(items[index]!.range![0], items[index]!.range![1]);

    // Between two entries that stay, the rest of the old and the new entries: paired up when they
    // are as many (edited in place), or by likeness, in order; the others are removed or added.
    const removed: number[] = [];
    const added: { at: number; index: number }[] = [];
    let i = 0;
    let j = 0;
    for (const [nextI, nextJ] of [
      ...commonEntries(original, value),
      [items.length, value.length] as const,
    ]) {
      const olds = range(i, nextI);
      const news = range(j, nextJ);
      const pairs =
        olds.length === news.length
          ? olds.map((old, k) => [old, news[k]!] as const)
          : pairedByLikeness(olds, news, original, value);
      for (const [old, index] of pairs) this.node(items[old], value[index]);
      const paired = new Map(pairs.map(([old, index]) => [index, old]));
      let after = i - 1;
      for (const index of news) {
        const old = paired.get(index);
        if (old !== undefined) after = old;
        else added.push({ at: after, index });
      }
      removed.push(...olds.filter((old) => !pairs.some(([pairedOld]) => pairedOld === old)));
      i = nextI + 1;
      j = nextJ + 1;
    }

    const movable = [...removed];
    for (const old of removed) {
      const [start, end] = linesOf(old);
      this.edits.push({ start, end, text: '' });
    }
    for (const { at, index } of added) {
      const position = at < 0 ? linesOf(0)[0] : linesOf(at)[1];
      // An entry moved from elsewhere in the list keeps its own lines (comments, folding).
      const moved = movable.findIndex((old) => sameContent(original[old], value[index]));
      let text: string;
      if (moved >= 0) {
        const [start, end] = linesOf(movable[moved]!);
        text = this.text.slice(start, end);
        movable.splice(moved, 1);
      } else text = this.block([value[index]], dash);
      this.edits.push({ start: position, end: position, text });
    }
  }

  /** A flow collection ({ } or [ ]) written anew, on its own line(s). */
  replace(node: YAMLMap | YAMLSeq, value: unknown): void {
    if (sameContent(node.toJSON(), value)) return;
    // Written anew, it would lose an anchor other values point at, or what an alias points at.
    let linked = false;
    visit(node, {
      Node(_key, child) {
        if (isAlias(child) || ('anchor' in child && child.anchor)) linked = true;
      },
    });
    if (linked) throw new Error('an anchor or alias in a value written anew');
    // From its first character to its last: the line break after it stays.
    const [start, end] = node.range!;
    // Its fields in the order they were written, new ones after them.
    const order = isMap(node) ? node.items.map((pair) => String((pair.key as Scalar).value)) : [];
    const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
    const ordered = isPlainObject(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => rank(a) - rank(b)))
      : value;
    const flow = yamlNode(this.doc, ordered, { flow: true });
    this.edits.push({ start, end, text: stringify(flow, { lineWidth: 0 }).trimEnd() });
  }

  result(): string {
    // From the end of the file backwards; at one place, a removal first, then insertions in
    // reverse, so that they end up in the order they were made.
    const ordered = this.edits
      .map((edit, index) => ({ ...edit, index }))
      .sort((a, b) => b.start - a.start || b.end - a.end || b.index - a.index);
    let out = this.text;
    for (const edit of ordered) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    return out;
  }
}

/** A save's text, and whether it keeps the rest of the file as it was. */
export type ContentUpdate = {
  text: string;
  /**
   * True when only the edited values' lines changed; false when the file had to be written anew
   * (comments, order and line breaks lost), which the editor says before it writes.
   */
  kept: boolean;
};

/**
 * `data` written into the YAML text it was read from: only the values that differ change. A value
 * emptied in the editor (an optional field cleared) leaves the file. When that cannot be done (a
 * file whose layout this module does not follow), the file is written anew and `kept` is false.
 */
export function contentUpdate(original: string, data: unknown): ContentUpdate {
  const doc = parseDocument(original, { keepSourceTokens: true });
  // A file of comments only (a translation with nothing translated yet), or data with no fields
  // left: the comments at the top stay, above the fields (if any).
  const emptied = isPlainObject(data) && !hasValues(data);
  if (doc.errors.length === 0 && isPlainObject(data) && (doc.contents === null || emptied)) {
    const header = /^(?:[ \t]*(?:#[^\n]*)?\n)*/.exec(original)?.[0] ?? '';
    const dropped = original.slice(header.length);
    return {
      text: header + (emptied ? '' : stringifyContent(data)),
      kept: !/^\s*#/m.test(dropped),
    };
  }
  if (doc.errors.length === 0 && isMap(doc.contents) && isPlainObject(data)) {
    try {
      const writer = new Writer(original, doc);
      writer.node(doc.contents, data);
      const written = writer.result();
      // Whatever the layout, the file must hold exactly the data.
      if (sameContent(parseContent(written), data)) return { text: written, kept: true };
    } catch {
      // Written anew below.
    }
  }
  return { text: stringifyContent(data), kept: false };
}

/** `data` written into the YAML text it was read from (see contentUpdate). */
export function updateContent(original: string, data: unknown): string {
  return contentUpdate(original, data).text;
}

/** Whether `value` holds any value at all, in any of its groups and lists. */
function hasValues(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasValues);
  if (isPlainObject(value)) return Object.values(value).some(hasValues);
  return !isNothing(value);
}

/** The data without empty fields: what a file holds, whether or not it spells them out. */
function withoutNothing(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNothing);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, entry]) => !isNothing(entry))
      .map(([key, entry]) => [key, withoutNothing(entry)]),
  );
}
