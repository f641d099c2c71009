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
  isMap,
  isScalar,
  isSeq,
  parseDocument,
  stringify,
  visit,
  type Document,
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
  return doc.toJS() as unknown;
}

/** A new file's text, when there is no file to keep the layout of. */
export function stringifyContent(data: unknown): string {
  return stringify(data, { lineWidth: LINE_WIDTH });
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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
    const node = this.doc.createNode(value);
    // Times are quoted, as the files write them ("09:00"): unquoted, YAML 1.1 tools misread them.
    visit(node, {
      Scalar(_key, scalar) {
        if (typeof scalar.value === 'string' && /^\d+:\d+$/.test(scalar.value)) {
          scalar.type = 'QUOTE_DOUBLE';
        }
      },
    });
    return stringify(node, { lineWidth: LINE_WIDTH })
      .split('\n')
      .filter((line, index, lines) => index < lines.length - 1 || line !== '')
      .map((line) => (line ? indent + line : line))
      .join('\n')
      .concat('\n');
  }

  scalar(node: Scalar, value: unknown): void {
    if (node.value === value) return;
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
      if (!(key in value) || isCleared(value[key])) {
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

  seq(node: YAMLSeq, value: unknown[]): void {
    if (node.flow) return this.replace(node, value);
    const items = node.items as { range?: [number, number, number] }[];
    const original = node.toJSON() as unknown[];
    if (items.length === value.length) {
      items.forEach((item, index) => this.node(item, value[index]));
      return;
    }
    // Entries added or removed: the equal entries at both ends stay, the middle is rewritten.
    let head = 0;
    while (head < items.length && head < value.length && same(original[head], value[head])) {
      head += 1;
    }
    let tail = 0;
    while (
      tail < items.length - head &&
      tail < value.length - head &&
      same(original[items.length - 1 - tail], value[value.length - 1 - tail])
    ) {
      tail += 1;
    }
    const removed = items.slice(head, items.length - tail);
    const added = value.slice(head, value.length - tail);
    const dash = this.indentAt(items[0]!.range![0]);
    let start: number;
    let end: number;
    if (removed.length > 0) {
      start = this.lineStart(removed[0]!.range![0]);
      end = this.lineEnd(removed[removed.length - 1]!.range![1]);
    } else {
      start =
        head > 0 ? this.lineEnd(items[head - 1]!.range![1]) : this.lineStart(items[0]!.range![0]);
      end = start;
    }
    this.edits.push({ start, end, text: added.length > 0 ? this.block(added, dash) : '' });
  }

  /** A flow collection ({ } or [ ]) written anew, on its own line(s). */
  replace(node: YAMLMap | YAMLSeq, value: unknown): void {
    if (same(node.toJSON(), value)) return;
    const [start, , end] = node.range!;
    const flow = this.doc.createNode(value, { flow: true });
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

/**
 * `data` written into the YAML text it was read from: only the values that differ change. A value
 * emptied in the editor (an optional field cleared) leaves the file.
 */
export function updateContent(original: string, data: unknown): string {
  const doc = parseDocument(original, { keepSourceTokens: true });
  if (doc.errors.length > 0 || !isMap(doc.contents) || !isPlainObject(data)) {
    return stringifyContent(data);
  }
  try {
    const writer = new Writer(original, doc);
    writer.node(doc.contents, data);
    const written = writer.result();
    // Whatever the layout, the file must hold exactly the data: if not, it is written anew.
    if (same(withoutNothing(parseContent(written)), withoutNothing(data))) return written;
  } catch {
    // Written anew below.
  }
  return stringifyContent(data);
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
