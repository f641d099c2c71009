/**
 * @jest-environment node
 *
 * What staff get from `npm run enquiries`: each enquiry's status in words, JSON Lines, and a CSV a
 * spreadsheet opens safely, however it splits the cells, that still reads as the visitor wrote it.
 */
import { parse } from 'csv-parse/sync';
import { CSV_COLUMNS, statusOf, toCsv, toJsonLines } from '../../../scripts/enquiries';
import type { EnquiryRecord } from '../../../src/server/enquiries';

const kept = (changes: Partial<EnquiryRecord> = {}): EnquiryRecord => ({
  id: 'id-1',
  receivedAt: '2026-11-23T09:00:00.000Z',
  enquiry: {
    firstName: 'Ngozi',
    lastName: 'Obi',
    email: 'ngozi@example.com',
    phone: '+234 800 000 0000',
    subject: 'Fibre, please',
    message: 'Two lines:\nthe second "quoted"',
  },
  language: 'en',
  notify: true,
  sentAt: null,
  sentConfirmed: false,
  attempts: 0,
  lastFailure: null,
  undeliverableAt: null,
  restrictedAt: null,
  ...changes,
});
const withWords = (changes: Partial<EnquiryRecord['enquiry']>) =>
  kept({ enquiry: { ...kept().enquiry, ...changes } });

/** The data rows of an export, read back as a spreadsheet program reads CSV. */
const readBack = (csv: string) =>
  parse(csv, { bom: true, columns: true, record_delimiter: '\r\n' }) as Record<string, string>[];

describe('the staff export of kept enquiries', () => {
  it('says what became of each enquiry', () => {
    const sent = '2026-11-23T09:00:01.000Z';
    expect(statusOf(kept({ sentAt: sent, sentConfirmed: true }))).toBe('e-mailed');
    expect(statusOf(kept({ sentAt: sent }))).toBe('handed to the mail server, not confirmed');
    expect(statusOf(kept())).toBe('NOT SENT YET');
    expect(statusOf(kept({ attempts: 1, lastFailure: '421 at RCPT TO' }))).toBe(
      'NOT SENT YET: failed 1 time (last: 421 at RCPT TO), will retry',
    );
    expect(
      statusOf(kept({ attempts: 8, lastFailure: '550 at RCPT TO', undeliverableAt: sent })),
    ).toBe('UNDELIVERABLE: e-mail failed 8 times (last: 550 at RCPT TO); read it here');
    expect(statusOf(kept({ notify: false }))).toBe('kept (no e-mail set up)');
    expect(
      statusOf(kept({ spam: ['honeypot', 'too-fast'], sentAt: sent, sentConfirmed: true })),
    ).toBe('possible spam (honeypot, too-fast); e-mailed');
  });

  it('writes one enquiry per line for --json', () => {
    const lines = toJsonLines([kept(), kept({ id: 'id-2' })]).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('');
    expect(JSON.parse(lines[1]!)).toEqual(kept({ id: 'id-2' }));
  });

  it('writes CSV with every cell quoted, quotes doubled, CRLF rows and a byte-order mark', () => {
    const csv = toCsv([kept()]);
    expect(csv.startsWith('\uFEFF"id","received_at","status","sent_at","first_name"')).toBe(true);
    expect(csv).toContain(
      `"id-1","2026-11-23T10:00:00+01:00","NOT SENT YET","","Ngozi","Obi","ngozi@example.com","'+234 800 000 0000","Fibre, please","Two lines:\nthe second ""quoted""","en"\r\n`,
    );
    expect(Object.keys(readBack(csv)[0]!)).toEqual([...CSV_COLUMNS]);
  });

  it.each([
    '=HYPERLINK("http://x.example","click")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '＝1+1',
    '  =1',
  ])('keeps %j at the start of a cell from running as a formula', (text) => {
    const [row] = readBack(toCsv([withWords({ subject: text, message: text })]));
    expect(row!.subject).toBe(`'${text}`);
    expect(row!.message).toBe(`'${text}`);
  });

  it.each(['-(803) 123-4567', '+234 800 000 0000', '08031234567'])(
    'keeps the phone number %s text when the file is opened',
    (phone) => expect(readBack(toCsv([withWords({ phone })]))[0]!.phone).toBe(`'${phone}`),
  );

  it('gives back every message as written, apart from a mark wherever a cell could start with a formula', () => {
    const messages = [
      'Line one\n\tindented with a tab\n=not a formula here',
      'Ada;=cmd|\' /C calc\'!A0, then "quotes", a comma; and\r\nWindows line ends',
      ' padded ',
      'Ẹ káàárọ̀ 👋 \u200d\u00a0 ʼy ɓ ɗ ƙ',
      '=SUM(A1)\nand more',
      '',
    ];
    const marked = [
      "Line one\n'\tindented with a tab\n'=not a formula here",
      "Ada;'=cmd|' /C calc'!A0, then \"quotes\", a comma; and\r\nWindows line ends",
      ' padded ',
      'Ẹ káàárọ̀ 👋 \u200d\u00a0 ʼy ɓ ɗ ƙ',
      "'=SUM(A1)\nand more",
      '',
    ];
    const rows = readBack(
      toCsv(messages.map((message, index) => withWords({ message, firstName: `n${index}` }))),
    );
    expect(rows.map((row) => row.message)).toEqual(marked);
    expect(rows.map((row) => row.first_name)).toEqual(messages.map((_, index) => `n${index}`));
  });

  it.each([';', ',', '\t', '|'])(
    'leaves no cell starting with a formula when a spreadsheet splits the file on %j',
    (separator) => {
      const csv = toCsv([withWords({ message: "Hello;=cmd|' /C calc'!A0,+1\t-2|@3\n=4; =5, -6" })]);
      const cells = csv
        .replace(/^\uFEFF/, '')
        .split(/\r?\n/)
        .flatMap((line) => line.split(separator))
        .map((cell) => cell.replace(/^"/, ''));
      expect(cells.filter((cell) => /^\s*[=+\-@]/.test(cell))).toEqual([]);
    },
  );
});
