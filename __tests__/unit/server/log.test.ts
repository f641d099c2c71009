/**
 * @jest-environment node
 *
 * What a failure looks like in the logs: its kind and message, never an address or a phone number
 * (logs are kept where erasure cannot reach them).
 */
import { errorText } from '../../../src/server/log';

it('leaves out the row a database refused (its detail), and blanks addresses and numbers in the message', () => {
  const refused = Object.assign(
    new Error('new row for relation "waitlist" violates check constraint "waitlist_reachable"'),
    { code: '23514', detail: 'Failing row contains (x1, Lagos, ada@example.com, 0803 123 4567).' },
  );
  expect(errorText(refused)).toBe(
    'Error 23514: new row for relation "waitlist" violates check constraint "waitlist_reachable"',
  );
  expect(errorText(new Error('no such user: ada.eze@example.com, call +234 803 123 4567'))).toBe(
    'Error: no such user: [address], call [number]',
  );
  expect(errorText('call +234+803+123+4567, (0803)/123-4567 or 0803.123.4567')).toBe(
    'call [number], [number] or [number]',
  );
});

it('gives a mail server’s refusal as its code and step, not its words', () => {
  const refusal = Object.assign(
    new Error("Can't send mail - all recipients were rejected: 550 <ada@example.com>"),
    {
      code: 'EENVELOPE',
      responseCode: 550,
      command: 'RCPT TO',
    },
  );
  expect(errorText(refusal)).toBe('EENVELOPE 550 at RCPT TO');
});
