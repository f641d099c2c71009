import { ENQUIRY_FIELDS, PHONE_PATTERN, validateEnquiry } from '../../src/lib/enquiry';

const valid = {
  firstName: 'Adaeze',
  lastName: 'Okonkwo',
  email: 'adaeze@example.com',
  phone: '',
  subject: 'Fibre for our office',
  message: 'We need 100 Mbps in Lekki.\nCan you help?',
};

const errorsFor = (changes: Record<string, unknown>) => {
  const result = validateEnquiry({ ...valid, ...changes });
  return result.ok ? {} : result.errors;
};

describe('enquiry rules', () => {
  it('accepts a complete enquiry and trims the values', () => {
    expect(validateEnquiry({ ...valid, firstName: '  Adaeze ' })).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Adaeze' },
    });
  });

  it('requires every field but phone', () => {
    const result = validateEnquiry({});
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: 'First name is required.',
        lastName: 'Last name is required.',
        email: 'Email is required.',
        subject: 'Subject is required.',
        message: 'Message is required.',
      },
    });
  });

  it('treats whitespace-only as empty', () => {
    expect(errorsFor({ subject: '   \t ' })).toEqual({ subject: 'Subject is required.' });
  });

  it.each([
    ['Subject with CRLF', { subject: 'Hello\r\nBcc: victim@example.com' }, 'subject'],
    ['Subject with LF', { subject: 'Hello\nBcc: victim@example.com' }, 'subject'],
    ['Name with CR', { firstName: 'Ada\rBcc: x@example.com' }, 'firstName'],
    ['Email with LF', { email: 'ada@example.com\nBcc: x@example.com' }, 'email'],
    ['Message with NUL', { message: 'Hi\u0000there' }, 'message'],
    [
      'Subject with a Unicode line separator',
      { subject: 'Hello\u2028Bcc: x@example.com' },
      'subject',
    ],
  ])('rejects header injection: %s', (_name, changes, field) => {
    expect(Object.keys(errorsFor(changes))).toEqual([field]);
  });

  it('keeps line breaks in the message, stored as LF', () => {
    expect(validateEnquiry({ ...valid, message: 'Line one\r\nLine two\r\rThanks' })).toEqual({
      ok: true,
      value: { ...valid, message: 'Line one\nLine two\n\nThanks' },
    });
  });

  it.each([
    'Ọláolúwa',
    'Chíjiọkẹ',
    'Nnamdi-Ụzọ',
    "O'Neil",
    'Zainab Àbíké',
    'José',
    '李雷',
    'Ngozi 😊',
  ])('accepts the unicode name %s', (name) =>
    expect(errorsFor({ firstName: name, lastName: name })).toEqual({}),
  );

  it('counts characters, not bytes, against the limits', () => {
    expect(errorsFor({ firstName: 'Ọ'.repeat(100) })).toEqual({});
    expect(errorsFor({ firstName: 'Ọ'.repeat(101) })).toEqual({
      firstName: 'First name must be at most 100 characters.',
    });
  });

  const oversize: Record<keyof typeof ENQUIRY_FIELDS, string> = {
    firstName: 'a'.repeat(101),
    lastName: 'a'.repeat(101),
    email: `${'a'.repeat(250)}@example.com`,
    phone: '1'.repeat(31),
    subject: 'a'.repeat(201),
    message: 'a'.repeat(5001),
  };

  it.each(Object.entries(oversize))('bounds the length of %s', (name, value) => {
    const { maxLength } = ENQUIRY_FIELDS[name as keyof typeof ENQUIRY_FIELDS];
    expect(errorsFor({ [name]: value })).toEqual({
      [name]: expect.stringMatching(new RegExp(`must be at most ${maxLength} characters`)),
    });
  });

  it.each([
    'adaeze',
    'adaeze@',
    '@example.com',
    'adaeze@example',
    'ada eze@example.com',
    'adaeze@exa mple.com',
    'adaeze@@example.com',
    'adaeze@example.c',
    '<adaeze@example.com>',
    'adaeze@example.com, other@example.com',
  ])('rejects the malformed e-mail %s', (email) => {
    expect(errorsFor({ email })).toEqual({
      email: 'Enter an email address like name@example.com.',
    });
  });

  it.each(['+234 800 000 0000', '0800 000 0000', '(01) 234-5678', '+2348000000000'])(
    'accepts the phone number %s',
    (phone) => expect(errorsFor({ phone })).toEqual({}),
  );

  it.each(['call me', '12345', '+234 800 000 0000 ext 5', '1'.repeat(16)])(
    'rejects the phone number %s',
    (phone) => expect(Object.keys(errorsFor({ phone }))).toEqual(['phone']),
  );

  it('rejects values that are not text', () => {
    expect(errorsFor({ firstName: ['Ada'], message: { text: 'hi' }, subject: 42 })).toEqual({
      firstName: 'First name must be text.',
      subject: 'Subject must be text.',
      message: 'Message must be text.',
    });
  });
});

describe('the phone pattern the browser uses', () => {
  // Browsers compile the `pattern` attribute as ^(?:pattern)$ with the `v` flag.
  const browserPattern = new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');

  it.each(['+234 800 000 0000', '(01) 234-5678', '08000000000'])(
    'accepts %s like the server',
    (phone) => {
      expect(browserPattern.test(phone)).toBe(true);
      expect(errorsFor({ phone })).toEqual({});
    },
  );

  it.each(['call me', '+234 800 000 0000 ext 5'])('rejects %s like the server', (phone) => {
    expect(browserPattern.test(phone)).toBe(false);
    expect(Object.keys(errorsFor({ phone }))).toEqual(['phone']);
  });
});
