/**
 * @jest-environment node
 */
import { CSV_COLUMNS, defused, statusOf, toCsv } from '../../../scripts/enquiries';
import type { KeptEnquiry } from '../../../src/server/store';

const kept = (changes: Partial<KeptEnquiry> = {}): KeptEnquiry => ({
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
  notify: true,
  sentAt: null,
  ...changes,
});

describe('the staff export of kept enquiries', () => {
  it('says what became of each enquiry', () => {
    expect(statusOf(kept({ sentAt: '2026-11-23T09:00:01.000Z' }))).toBe('e-mailed');
    expect(statusOf(kept())).toBe('NOT SENT: e-mail failed, will retry');
    expect(statusOf(kept({ notify: false }))).toBe('kept (no e-mail set up)');
    expect(statusOf(kept({ notify: false, spam: ['honeypot', 'too-fast'] }))).toBe(
      'spam (honeypot, too-fast)',
    );
  });

  it('writes CSV with every cell quoted, quotes doubled, CRLF rows and a byte-order mark', () => {
    const csv = toCsv([kept()]);
    expect(csv.startsWith('\uFEFF"id","received_at","status","sent_at","first_name"')).toBe(true);
    expect(csv).toContain(
      `"id-1","2026-11-23T09:00:00.000Z","NOT SENT: e-mail failed, will retry","","Ngozi","Obi","ngozi@example.com","'+234 800 000 0000","Fibre, please","Two lines:\nthe second ""quoted"""\r\n`,
    );
  });

  /** The cells of the one data row, as written (quotes still doubled). */
  const cells = (changes: Partial<KeptEnquiry['enquiry']>) => {
    const row = toCsv([kept({ enquiry: { ...kept().enquiry, ...changes } })]).split('\r\n')[1]!;
    return row.slice(1, -1).split('","');
  };
  const column = (name: string) => CSV_COLUMNS.indexOf(name as (typeof CSV_COLUMNS)[number]);

  it.each([
    '=HYPERLINK("http://x.example","click")',
    '+1+1',
    '-2+3',
    '@SUM(A1)',
    '\t=1',
    '\r=1',
    '＝1+1',
  ])('keeps %j at the start of a cell from running as a formula', (text) => {
    const cell = cells({ subject: text })[column('subject')]!;
    expect(cell.startsWith("'")).toBe(true);
  });

  it.each([
    ["Ada;=cmd|' /C calc'!A0", "Ada;'=cmd|' /C calc'!A0"],
    ['Ada,=1+1', "Ada,'=1+1"],
    ['Ada\t+1', "Ada\t'+1"],
    ['say "=1+1"', `say ""'=1+1""`],
    ['a; @SUM(A1)', "a; '@SUM(A1)"],
    ['Mon-Fri, 9-5', 'Mon-Fri, 9-5'],
  ])('defuses a formula after a separator or quote inside a cell: %j', (text, written) => {
    expect(cells({ lastName: text, message: text })[column('last_name')]).toBe(written);
    expect(defused(text)).toBe(written.replace(/""/g, '"'));
  });

  it.each(['-(803) 123-4567', '+234 800 000 0000', '08031234567'])(
    'keeps the phone number %s text when the file is opened',
    (phone) => expect(cells({ phone })[column('phone')]).toBe(`'${phone}`),
  );

  it('leaves ordinary text as it is', () => {
    expect(defused('Ngozi')).toBe('Ngozi');
    expect(cells({ firstName: ' padded ' })[column('first_name')]).toBe(' padded ');
    expect(cells({ phone: '' })[column('phone')]).toBe('');
  });
});
