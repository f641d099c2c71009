/**
 * The editor reads and writes content files with the build's own YAML module
 * (src/content-model/content-yaml.ts), so a save changes only the edited values.
 *
 * Decap's format hook (`toFile`) is given the data alone, not the file it came from, and with the
 * keys of a group of more than 8 fields in another order (Immutable.js keeps insertion order only
 * up to 8 entries). Just before it writes, Decap runs the `preSave` listeners with the entry, which
 * still holds the file's text as it was loaded (`raw`) and its path, and waits for them
 * (decap-cms-core backend.ts persistEntry: invokePreSaveEvent, then entryToRaw). The listener
 * works out the new text there: the data in the schema's order, written into the loaded text.
 * When that cannot keep the rest of the file as it was, it says so before anything is written,
 * and nothing is written unless the editor agrees; `toFile` then writes what the listener worked
 * out.
 */
import { jsonSchemaOf, type JsonSchema } from '../content-model/content-json-schema';
import {
  contentUpdate,
  parseContent,
  sameContent,
  stringifyContent,
} from '../content-model/content-yaml';
import { SITE_FILES, type SiteFileName } from '../content-model/content-schema';
import { translationAt } from '../content-model/translations';

/** The format's name, in the editor's configuration (src/cms/cms-config.ts). */
export const CONTENT_FORMAT = 'content-yaml';

type EntryLike = { get(key: string): unknown };
type Immutable = { toJS(): unknown };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** `data` with the keys of every group in the schema's order (the order of the file's fields). */
export function inSchemaOrder(data: unknown, schema: JsonSchema | undefined): unknown {
  if (Array.isArray(data)) return data.map((entry) => inSchemaOrder(entry, schema?.items));
  if (!isPlainObject(data)) return data;
  const order = Object.keys(schema?.properties ?? {});
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.fromEntries(
    Object.keys(data)
      .sort((a, b) => rank(a) - rank(b))
      .map((key) => [key, inSchemaOrder(data[key], schema?.properties?.[key])]),
  );
}

/**
 * The content file at a path of the repository, or the one a translation translates:
 * content/plans.yaml -> plans, content/pages/ha/home.yaml -> home.
 */
const fileAt = (path: unknown): SiteFileName | undefined =>
  (Object.keys(SITE_FILES) as SiteFileName[]).find(
    (name) => `content/${SITE_FILES[name].path}` === path,
  ) ?? (typeof path === 'string' ? translationAt(path.replace(/^content\//, ''))?.name : undefined);

/** The text the next `toFile` writes, worked out by the `preSave` listener for this data. */
let planned: { data: unknown; text: string } | undefined;

/**
 * Asks, before anything is written, whether to write a file anew; true to go on. A dialog of the
 * browser's: it says what would happen and waits for an answer.
 */
export type AskToRewrite = (message: string) => boolean;

/** What the editor is told when a save cannot keep the rest of the file as it was. */
export const rewriteWarning = (path: string) =>
  `This save cannot change only what you edited in ${path}: the whole file would be written ` +
  'anew, and its comments (# lines), the order of its fields and its line breaks would be lost ' +
  '(git diff would show every line as changed).\n\n' +
  'Press OK to save anyway, or Cancel to save nothing and ask the web team to look at the file.';

/** Why nothing was saved, when the editor chose not to rewrite the file. */
export const notRewritten = (path: string) =>
  `${path} was left as it was, because this save could not keep the rest of the file as it is. Ask the web team to look at the file.`;

/** A save the editor chose not to make: Decap shows it as "Not saved: <message>". */
class SaveRefused extends Error {
  override toString(): string {
    return this.message;
  }
}

/**
 * The `preSave` listener: the new text of the file, worked out from the loaded text and the data
 * in the schema's order. If it cannot keep the rest of the file, `ask` says so first; when the
 * answer is no, it throws, and Decap saves nothing and shows why. It changes no data.
 */
export function planSave(ask: AskToRewrite) {
  return ({ entry }: { entry: EntryLike }): undefined => {
    planned = undefined;
    const raw = entry.get('raw');
    const path = String(entry.get('path') ?? 'the file');
    const file = fileAt(entry.get('path'));
    const value = entry.get('data') as Immutable | undefined;
    const data = value?.toJS();
    const ordered = file ? inSchemaOrder(data, jsonSchemaOf(SITE_FILES[file])) : data;
    if (typeof raw !== 'string' || raw.length === 0) {
      planned = { data, text: stringifyContent(ordered) };
      return undefined;
    }
    const update = contentUpdate(raw, ordered);
    if (!update.kept && !ask(rewriteWarning(path))) throw new SaveRefused(notRewritten(path));
    planned = { data, text: update.text };
    return undefined;
  };
}

export const contentFormat = {
  // A file of comments only (a translation with nothing translated yet) is a file with no fields.
  fromFile: (content: string): unknown => parseContent(content) ?? {},
  /**
   * The save's text, as the `preSave` listener worked it out for this data. Decap also turns each
   * draft into text for its own backup in the browser (persistLocalDraftBackup): a draft typed
   * since is written plainly there, as only Decap reads it back.
   */
  toFile: (data: unknown): string =>
    planned && sameContent(planned.data, data) ? planned.text : stringifyContent(data),
};
