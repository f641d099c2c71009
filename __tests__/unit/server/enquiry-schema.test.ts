/**
 * @jest-environment node
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import { ENQUIRY_FIELD_NAMES, type EnquiryField } from '../../../src/lib/enquiry-form';
import { enquiryFieldSpecs, validateEnquiry } from '../../../src/server/enquiry-schema';

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

const specs = enquiryFieldSpecs();
const spec = (name: EnquiryField) => specs.find((entry) => entry.name === name)!;

describe('enquiry schema: what is accepted', () => {
  it('accepts a complete enquiry and trims the values', () => {
    expect(validateEnquiry({ ...valid, firstName: '  Adaeze ' })).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Adaeze' },
    });
  });

  it('keeps text in NFC, however the letters and their marks were typed', () => {
    // Yoruba's ọ̀ typed as o, combining dot below, combining grave; Hausa's ƙ is one character.
    const result = validateEnquiry({
      ...valid,
      firstName: 'Ko\u0323\u0300lade',
      message: 'E\u0323 ku\u0301 ise\u0323\u0301 o\u0323.',
    });
    expect(result).toEqual({
      ok: true,
      value: {
        ...valid,
        firstName: 'K\u1ecd\u0300lade',
        message: '\u1eb8 k\u00fa is\u1eb9\u0301 \u1ecd.',
      },
    });
  });

  it('ignores entries that are not fields', () => {
    expect(validateEnquiry({ ...valid, leave_empty: '', elapsedMs: '9000', extra: 1 })).toEqual({
      ok: true,
      value: valid,
    });
  });

  it('keeps line breaks in the message, stored as LF whatever the sender used', () => {
    const message = 'One\r\nTwo\rThree\u2028Four\u0085Five\u2029Six';
    expect(validateEnquiry({ ...valid, message })).toEqual({
      ok: true,
      value: { ...valid, message: 'One\nTwo\nThree\nFour\nFive\nSix' },
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
    'زينب', // Arabic script: right-to-left text needs no direction characters
    'Ngozi 👩🏾‍💻', // an emoji joined with ZERO WIDTH JOINER
    'Rhys 🏴󠁧󠁢󠁷󠁬󠁳󠁿', // the flag of Wales: a black flag and tag characters
  ])('accepts the name %s', (name) =>
    expect(errorsFor({ firstName: name, lastName: name })).toEqual({}),
  );

  it.each(['+234 800 000 0000', '0800 000 0000', '(01) 234-5678', '+2348000000000'])(
    'accepts the phone number %s',
    (phone) => expect(errorsFor({ phone })).toEqual({}),
  );

  it.each([
    'ada.eze+quotes@example.com.ng',
    "o'neil@mail.example.com",
    'a_b-c@sub.example.co',
    'jörg@example.de',
  ])('accepts the e-mail %s', (email) => expect(errorsFor({ email })).toEqual({}));

  it('keeps the domain of an e-mail address in lower case, as its Reply-To will carry it', () => {
    const checked = validateEnquiry({ ...valid, email: 'Ada.Eze@Example.COM.ng' });
    expect(checked.ok && checked.value.email).toBe('Ada.Eze@example.com.ng');
  });
});

describe('enquiry schema: what is refused, and what the visitor is told', () => {
  it('requires every field but phone', () => {
    expect(validateEnquiry({})).toEqual({
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

  it.each([
    ['spaces and tabs', '   \t '],
    ['zero-width spaces', '\u200B\u200B'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a Braille blank', '\u2800'],
    ['a byte-order mark and a soft hyphen', '\uFEFF\u00AD'],
    ['combining marks alone', '\u0301\u0301'],
  ])('treats a name made only of %s as empty', (_what, firstName) => {
    expect(errorsFor({ firstName })).toEqual({ firstName: 'First name is required.' });
  });

  it.each([
    ['CR LF (header injection)', 'subject', 'Hello\r\nBcc: victim@example.com'],
    ['LF', 'subject', 'Hello\nBcc: victim@example.com'],
    ['CR', 'firstName', 'Ada\rBcc: x@example.com'],
    ['NEXT LINE', 'subject', 'Hello\u0085Bcc: x@example.com'],
    ['LINE SEPARATOR', 'lastName', 'Okon\u2028kwo'],
    ['PARAGRAPH SEPARATOR', 'subject', 'Hi\u2029there'],
    ['a vertical tab', 'subject', 'Hi\u000Bthere'],
    ['a NUL', 'firstName', 'Ada\u0000'],
    ['a C1 control', 'subject', 'Hi\u009Bthere'],
    ['RIGHT-TO-LEFT OVERRIDE', 'subject', 'Invoice \u202Egnp.exe'],
    ['a right-to-left isolate', 'lastName', 'Obi\u2067x\u2069'],
    ['a right-to-left mark', 'firstName', 'Ada\u200F'],
    ['a tab', 'subject', 'Hi\tthere'],
    ['a zero-width space', 'firstName', 'Ada\u200Beze'],
    ['a word joiner', 'subject', 'Pay\u2060ment'],
    ['an interlinear annotation', 'subject', 'Hi\uFFF9hidden\uFFFAruby\uFFFB'],
    [
      'a sentence hidden in tag characters',
      'firstName',
      `Ada${[...'ignore this'].map((c) => String.fromCodePoint(0xe0000 + c.codePointAt(0)!)).join('')}`,
    ],
  ])('refuses %s in a single-line field', (_what, field, value) => {
    expect(errorsFor({ [field]: value })).toEqual({
      [field]: expect.stringMatching(/must be one line of plain text/),
    });
  });

  it.each([
    ['a NUL', 'Hi\u0000there'],
    ['an escape', 'Hi\u001B[31mthere'],
    ['RIGHT-TO-LEFT OVERRIDE', 'Pay \u202Eecivni'],
    ['a zero-width space', 'Hello\u200Bthere'],
    ['tag characters', 'Hello \u{E0069}\u{E0067}\u{E006E}'],
  ])('refuses %s in the message, which may otherwise span lines', (_what, message) => {
    expect(errorsFor({ message })).toEqual({
      message:
        'Message contains control, invisible or text-direction characters; please remove them.',
    });
  });

  it('accepts the marks right-to-left writing uses in a message, and tabs', () => {
    expect(errorsFor({ message: 'Salam \u200Fعليكم\u200F,\tthanks' })).toEqual({});
  });

  it.each([
    ['firstName', 'Ada\uD800'],
    ['subject', '\uDC00 subject'],
    ['message', 'Hello \uD83D there'],
  ])('refuses a lone surrogate (not valid Unicode) in %s', (field, value) => {
    expect(errorsFor({ [field]: value })).toEqual({
      [field]: expect.stringMatching(/contains characters that are not valid text/),
    });
  });

  it.each([
    'adaeze',
    'adaeze@',
    '@example.com',
    'adaeze@example',
    'ada eze@example.com',
    'adaeze@@example.com',
    'adaeze@example.c',
    '<adaeze@example.com>',
    'adaeze@example.com, other@example.com',
    'ada@example.com.',
    '.a..b.@example.com',
    'ada..eze@example.com',
    'ada@-example.com',
    'ada@example-.com',
    `${'a'.repeat(65)}@example.com`,
    'ada@[127.0.0.1]',
    'ada@exa\u200Bmple.com',
  ])('refuses the e-mail %s', (email) => {
    expect(errorsFor({ email })).toEqual({
      email: 'Enter an email address like name@example.com.',
    });
  });

  it.each(['"a>b"@example.com', '"ada eze"@example.com', '"ada"@example.com', 'a\\b@example.com'])(
    'refuses the quoted or escaped e-mail %s, which a Reply-To would change',
    (email) =>
      expect(errorsFor({ email })).toEqual({
        email: expect.stringMatching(
          /^Enter (an email address like|the address without quotation marks)/,
        ),
      }),
  );

  it('refuses a domain not in plain letters (a Reply-To would rewrite it to its xn-- form)', () => {
    expect(errorsFor({ email: 'ada@münchen.de' })).toEqual({
      email: 'Enter the part after @ in plain letters a to z, like name@example.com.',
    });
  });

  it.each([
    'adaeze@example.com',
    'Ada.Eze@EXAMPLE.com',
    "o'neil+tag@mail.example.com",
    'jörg@example.de',
    'a.b{c}|d@sub.example.ng',
    `${'x'.repeat(64)}@${'y'.repeat(60)}.example.com`,
  ])('an accepted address is the Reply-To nodemailer writes, byte for byte: %s', async (typed) => {
    const checked = validateEnquiry({ ...valid, email: typed });
    if (!checked.ok) throw new Error(`refused: ${JSON.stringify(checked.errors)}`);
    const raw = await new Promise<string>((resolve, reject) => {
      new MailComposer({
        from: 'web@example.com',
        to: 'sales@example.com',
        replyTo: { name: 'Ọlá "Boss" <x>', address: checked.value.email },
        text: 'x',
      })
        .compile()
        .build((error, message) => (error ? reject(error) : resolve(message.toString('utf8'))));
    });
    const header = /^Reply-To: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\r\n[ \t]/g, ' ');
    expect(header?.slice(header.lastIndexOf('<') + 1, -1)).toBe(checked.value.email);
  });

  it.each(['call me', '12345', '+234 800 000 0000 ext 5', '1'.repeat(16)])(
    'refuses the phone number %s',
    (phone) =>
      expect(errorsFor({ phone })).toEqual({
        phone: 'Enter a phone number like +234 800 000 0000, or leave it empty.',
      }),
  );

  it('refuses values that are not text', () => {
    expect(errorsFor({ firstName: ['Ada'], message: { text: 'hi' }, subject: 42 })).toEqual({
      firstName: 'First name must be text.',
      subject: 'Subject must be text.',
      message: 'Message must be text.',
    });
  });

  it.each(ENQUIRY_FIELD_NAMES.filter((name) => name !== 'email' && name !== 'phone'))(
    'bounds the length of %s at its maxlength, counted as the browser counts',
    (name) => {
      const { maxLength, label } = spec(name);
      expect(errorsFor({ [name]: 'Ọ'.repeat(maxLength) })).toEqual({});
      expect(errorsFor({ [name]: 'Ọ'.repeat(maxLength + 1) })).toEqual({
        [name]: `${label} must be at most ${maxLength} characters.`,
      });
    },
  );

  it('counts an emoji as the two characters the browser counts', () => {
    const { maxLength } = spec('firstName');
    expect(errorsFor({ firstName: '😀'.repeat(maxLength / 2) })).toEqual({});
    expect(errorsFor({ firstName: '😀'.repeat(maxLength / 2 + 1) })).toEqual({
      firstName: `First name must be at most ${maxLength} characters.`,
    });
    expect(errorsFor({ message: '😀'.repeat(spec('message').maxLength / 2 + 1) })).toEqual({
      message: `Message must be at most ${spec('message').maxLength} characters.`,
    });
  });

  it('bounds the e-mail and phone at their maxlength', () => {
    // 254 characters in all, with every domain label at most 63 long.
    const email = `ada@${['a', 'b', 'c'].map((c) => c.repeat(60)).join('.')}.${'d'.repeat(63)}.com`;
    expect(email).toHaveLength(spec('email').maxLength);
    expect(errorsFor({ email })).toEqual({});
    expect(errorsFor({ email: `a${email}` })).toEqual({
      email: `Email must be at most ${spec('email').maxLength} characters.`,
    });
    expect(errorsFor({ phone: '1'.repeat(spec('phone').maxLength + 1) })).toEqual({
      phone: `Phone must be at most ${spec('phone').maxLength} characters.`,
    });
  });
});

describe('the field attributes the form renders', () => {
  it('lists every field in form order with its label, control and rules', () => {
    expect(
      specs.map(({ name, label, control, required }) => [name, label, control, required]),
    ).toEqual([
      ['firstName', 'First name', 'text', true],
      ['lastName', 'Last name', 'text', true],
      ['email', 'Email', 'email', true],
      ['phone', 'Phone', 'tel', false],
      ['subject', 'Subject', 'text', true],
      ['message', 'Message', 'textarea', true],
    ]);
    for (const entry of specs) expect(entry.maxLength).toBeGreaterThan(0);
  });

  // Browsers compile the `pattern` attribute as ^(?:pattern)$ with the `v` flag.
  const browserPattern = new RegExp(`^(?:${spec('phone').pattern})$`, 'v');

  it.each(['+234 800 000 0000', '(01) 234-5678', '08000000000'])(
    'the phone pattern accepts %s, like the server',
    (phone) => {
      expect(browserPattern.test(phone)).toBe(true);
      expect(errorsFor({ phone })).toEqual({});
    },
  );

  it.each(['call me', '+234 800 000 0000 ext 5'])(
    'the phone pattern refuses %s, like the server',
    (phone) => {
      expect(browserPattern.test(phone)).toBe(false);
      expect(Object.keys(errorsFor({ phone }))).toEqual(['phone']);
    },
  );
});
