/**
 * What the staff commands (`npm run enquiries`, `npm run digest`) write for people: counts with
 * their plural, times in Lagos time with the offset, CSV that a spreadsheet opens safely, and the
 * folder their files go to.
 */
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { isoLagosTime, toLagosTime } from '../../src/content-model/lagos-time';
import { ROOT } from './paths';

/** "1 enquiry", "2 enquiries": a count and its noun. */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`;

/** A moment as staff read it: `2026-11-27 14:03 (UTC+1)`, Lagos time. */
export const staffTime = (iso: string) => `${toLagosTime(Date.parse(iso))} (UTC+1)`;

/** A moment in a spreadsheet: `2026-11-27T14:03:00+01:00`, Lagos time with its offset. */
export const sheetTime = (iso: string | null) => (iso ? isoLagosTime(Date.parse(iso)) : '');

/**
 * The characters a spreadsheet reads a formula from at the start of a cell (OWASP's list, with
 * their full-width forms), and the characters that can start a cell: the start of the text, a line
 * break, and every separator a spreadsheet may be set to split on (comma, semicolon, tab, bar),
 * with any spaces after it (a spreadsheet set to trim spaces reads ` =1` as `=1`).
 */
const FORMULA = '=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20';
const CELL_START = new RegExp(`(^|[,;|\\t\\r\\n])(?=[ \\u00A0]*[${FORMULA}])`, 'gu');

/**
 * `text` with an apostrophe wherever a cell could start with a formula, however the file is
 * split: a spreadsheet set to split on `;` reads `Hello;=cmd|…` as two cells. Nothing else is
 * changed, so every message still reads as the visitor wrote it.
 */
export const defused = (text: string) => text.replace(CELL_START, "$1'");

/** A phone number, kept as text: no spreadsheet computes `-(803) 123-4567` or drops a 0. */
export const phoneCell = (phone: string) => (phone === '' ? '' : `'${phone}`);

/**
 * CSV for a spreadsheet, by csv-stringify: every cell quoted, quotes doubled, CRLF line ends and a
 * byte-order mark (what spreadsheet programs expect of UTF-8 CSV), every cell defused.
 */
export function spreadsheetCsv(columns: readonly string[], rows: readonly string[][]): string {
  return stringify([[...columns], ...rows.map((row) => row.map(defused))], {
    bom: true,
    quoted: true,
    quoted_empty: true,
    record_delimiter: 'windows',
  });
}

/** Where the commands' files go unless `--out` says otherwise: a folder git ignores. */
export const EXPORTS_DIR = path.join(ROOT, 'exports');

/**
 * Writes a file a command made (personal data, often): to `out` when given, else under
 * `exports/` as `name`; readable by its owner only. Returns where it went.
 */
export function writeStaffFile(name: string, text: string | Buffer, out?: string): string {
  const file = out ? path.resolve(out) : path.join(EXPORTS_DIR, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
  return file;
}
