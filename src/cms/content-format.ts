/**
 * The editor reads and writes content files with the build's own YAML module
 * (src/content-model/content-yaml.ts), so a save changes only the edited values.
 *
 * Decap's format hook (`toFile`) is given the data alone, not the file it came from. Just before
 * it writes, Decap runs the `preSave` listeners with the entry, which still holds the file's text
 * as it was loaded (`raw`): a listener keeps it for the `toFile` that follows
 * (decap-cms-core backend.ts persistEntry: invokePreSaveEvent, then entryToRaw).
 */
import { parseContent, stringifyContent, updateContent } from '../content-model/content-yaml';

/** The format's name, in the editor's configuration (src/cms/cms-config.ts). */
export const CONTENT_FORMAT = 'content-yaml';

type EntryLike = { get(key: string): unknown };

/** The text of the file being saved, as it was loaded. */
let savingFrom: string | undefined;

export const contentFormat = {
  fromFile: (content: string): unknown => parseContent(content),
  toFile: (data: unknown): string => {
    const original = savingFrom;
    savingFrom = undefined;
    return original ? updateContent(original, data) : stringifyContent(data);
  },
};

/** The `preSave` listener: keeps the loaded text for `toFile`, changes nothing. */
export function rememberLoadedText({ entry }: { entry: EntryLike }): undefined {
  const raw = entry.get('raw');
  savingFrom = typeof raw === 'string' && raw.length > 0 ? raw : undefined;
  return undefined;
}
