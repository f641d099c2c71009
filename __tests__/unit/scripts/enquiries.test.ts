/**
 * @jest-environment node
 */
import { csvField, statusOf, toCsv } from '../../../scripts/enquiries';
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

  it('writes CSV a spreadsheet reads back field for field', () => {
    const csv = toCsv([kept()]);
    expect(csv.startsWith('\uFEFFid,received_at,status,sent_at,first_name')).toBe(true);
    expect(csv).toContain(
      'id-1,2026-11-23T09:00:00.000Z,"NOT SENT: e-mail failed, will retry",,Ngozi,Obi,ngozi@example.com,+234 800 000 0000,"Fibre, please","Two lines:\nthe second ""quoted"""\r\n',
    );
  });

  it.each(['=HYPERLINK("http://x.example","click")', '+1+1', '-2+3', '@SUM(A1)', '\t=1'])(
    'keeps %s typed by a visitor from running as a spreadsheet formula',
    (text) => expect(csvField(text).replace(/^"|"$/g, '').startsWith("'")).toBe(true),
  );

  it('leaves ordinary text as it is', () => {
    expect(csvField('Ngozi')).toBe('Ngozi');
    expect(csvField(' padded ')).toBe('" padded "');
  });
});
