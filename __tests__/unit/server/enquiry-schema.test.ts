/**
 * @jest-environment node
 */
import MailComposer from 'nodemailer/lib/mail-composer';
import { ENQUIRY_FIELD_NAMES, type EnquiryField } from '../../../src/lib/enquiry-form';
import { filled } from '../../../src/lib/form-words';
import { enquiryFieldSpecs, validateEnquiry } from '../../../src/server/enquiry-schema';
import { SAMPLES } from '../../../src/server/form-schema';
import { fieldError, site, siteIn } from '../../support/site-content';

/** The form's words on the English pages: the endpoint words its errors with them. */
const words = site.contactPage.form;
const { labels, fieldErrors } = words;
/** What the endpoint says about `field` by the rule `rule`, in English. */
const says = (rule: keyof typeof fieldErrors, field: EnquiryField, number?: number) =>
  filled(fieldErrors[rule], {
    label: labels[field],
    ...(number === undefined ? {} : { number }),
    sample: field === 'phone' ? SAMPLES.phone : SAMPLES.email,
  });

const valid = {
  firstName: 'Adaeze',
  lastName: 'Okonkwo',
  email: 'adaeze@example.com',
  phone: '',
  subject: 'Fibre for our office',
  message: 'We need 100 Mbps in Lekki.\nCan you help?',
};

const errorsFor = (changes: Record<string, unknown>) => {
  const result = validateEnquiry({ ...valid, ...changes }, words);
  return result.ok ? {} : result.errors;
};

const specs = enquiryFieldSpecs(words);
const spec = (name: EnquiryField) => specs.find((entry) => entry.name === name)!;

describe('enquiry schema: what is accepted', () => {
  it('accepts a complete enquiry and trims the values', () => {
    expect(validateEnquiry({ ...valid, firstName: '  Adaeze ' }, words)).toEqual({
      ok: true,
      value: { ...valid, firstName: 'Adaeze' },
    });
  });

  it('keeps text in NFC, however the letters and their marks were typed', () => {
    // Yoruba's ọ̀ typed as o, combining dot below, combining grave; Hausa's ƙ is one character.
    const result = validateEnquiry(
      {
        ...valid,
        firstName: 'Ko\u0323\u0300lade',
        message: 'E\u0323 ku\u0301 ise\u0323\u0301 o\u0323.',
      },
      words,
    );
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
    expect(
      validateEnquiry({ ...valid, leave_empty: '', elapsedMs: '9000', extra: 1 }, words),
    ).toEqual({
      ok: true,
      value: valid,
    });
  });

  it('keeps line breaks in the message, stored as LF whatever the sender used', () => {
    const message = 'One\r\nTwo\rThree\u2028Four\u0085Five\u2029Six';
    expect(validateEnquiry({ ...valid, message }, words)).toEqual({
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
    const checked = validateEnquiry({ ...valid, email: 'Ada.Eze@Example.COM.ng' }, words);
    expect(checked.ok && checked.value.email).toBe('Ada.Eze@example.com.ng');
  });
});

describe('enquiry schema: what is refused, and what the visitor is told', () => {
  it('requires every field but e-mail and phone, and one of those two', () => {
    expect(validateEnquiry({}, words)).toEqual({
      ok: false,
      errors: {
        firstName: says('required', 'firstName'),
        lastName: says('required', 'lastName'),
        phone: words.reach,
        subject: says('required', 'subject'),
        message: says('required', 'message'),
      },
    });
  });

  it('takes a phone number without an e-mail address, and an address without a number', () => {
    expect(validateEnquiry({ ...valid, email: '', phone: '0803 123 4567' }, words).ok).toBe(true);
    expect(validateEnquiry({ ...valid, phone: '' }, words).ok).toBe(true);
    expect(errorsFor({ email: '', phone: '' })).toEqual({ phone: words.reach });
  });

  it.each([
    ['spaces and tabs', '   \t '],
    ['zero-width spaces', '\u200B\u200B'],
    ['Hangul fillers', '\u3164\u3164'],
    ['a Braille blank', '\u2800'],
    ['a byte-order mark and a soft hyphen', '\uFEFF\u00AD'],
    ['combining marks alone', '\u0301\u0301'],
  ])('treats a name made only of %s as empty', (_what, firstName) => {
    expect(errorsFor({ firstName })).toEqual({ firstName: says('required', 'firstName') });
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
      [field]: says('oneLine', field as EnquiryField),
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
      message: says('hiddenCharacters', 'message'),
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
      [field]: says('badText', field as EnquiryField),
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
      email: says('email', 'email'),
    });
  });

  it.each(['"a>b"@example.com', '"ada eze"@example.com', '"ada"@example.com', 'a\\b@example.com'])(
    'refuses the quoted or escaped e-mail %s, which a Reply-To would change',
    (email) =>
      expect([says('email', 'email'), says('emailQuoted', 'email')]).toContain(
        errorsFor({ email }).email,
      ),
  );

  it('refuses a domain not in plain letters (a Reply-To would rewrite it to its xn-- form)', () => {
    expect(errorsFor({ email: 'ada@münchen.de' })).toEqual({
      email: says('emailDomain', 'email'),
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
    const checked = validateEnquiry({ ...valid, email: typed }, words);
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
        phone: says('phone', 'phone'),
      }),
  );

  it('refuses values that are not text', () => {
    expect(errorsFor({ firstName: ['Ada'], message: { text: 'hi' }, subject: 42 })).toEqual({
      firstName: says('notText', 'firstName'),
      subject: says('notText', 'subject'),
      message: says('notText', 'message'),
    });
  });

  it.each(ENQUIRY_FIELD_NAMES.filter((name) => name !== 'email' && name !== 'phone'))(
    'bounds the length of %s at its maxlength, counted as the browser counts',
    (name) => {
      const { maxLength } = spec(name);
      expect(errorsFor({ [name]: 'Ọ'.repeat(maxLength) })).toEqual({});
      expect(errorsFor({ [name]: 'Ọ'.repeat(maxLength + 1) })).toEqual({
        [name]: says('tooLong', name, maxLength),
      });
    },
  );

  it('counts an emoji as the two characters the browser counts', () => {
    const { maxLength } = spec('firstName');
    expect(errorsFor({ firstName: '😀'.repeat(maxLength / 2) })).toEqual({});
    expect(errorsFor({ firstName: '😀'.repeat(maxLength / 2 + 1) })).toEqual({
      firstName: says('tooLong', 'firstName', maxLength),
    });
    expect(errorsFor({ message: '😀'.repeat(spec('message').maxLength / 2 + 1) })).toEqual({
      message: says('tooLong', 'message', spec('message').maxLength),
    });
  });

  it('bounds the e-mail and phone at their maxlength', () => {
    // 254 characters in all, with every domain label at most 63 long.
    const email = `ada@${['a', 'b', 'c'].map((c) => c.repeat(60)).join('.')}.${'d'.repeat(63)}.com`;
    expect(email).toHaveLength(spec('email').maxLength);
    expect(errorsFor({ email })).toEqual({});
    expect(errorsFor({ email: `a${email}` })).toEqual({
      email: says('tooLong', 'email', spec('email').maxLength),
    });
    expect(errorsFor({ phone: '1'.repeat(spec('phone').maxLength + 1) })).toEqual({
      phone: says('tooLong', 'phone', spec('phone').maxLength),
    });
  });
});

describe('in another language', () => {
  it('names each field and words each error as the translation does, English where it does not', () => {
    const pidgin = siteIn('pcm').contactPage.form;
    const result = validateEnquiry({ ...valid, firstName: '', email: 'ada' }, pidgin, words);
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: fieldError('required', 'firstName', { form: pidgin }),
        email: fieldError('email', 'email', { form: pidgin }),
      },
    });
    // The same rules in every language: only the words differ.
    expect(enquiryFieldSpecs(pidgin).map(({ label, ...rules }) => [label, rules])).toEqual(
      specs.map(({ name, label, ...rules }) => [pidgin.labels[name], { name, ...rules }]),
    );
  });
});

it('names the field in English in an error its translation leaves in English, so no error reads in two languages', () => {
  const hausa = {
    ...words,
    labels: { ...labels, firstName: 'Sunan farko' },
    fieldErrors: { ...fieldErrors, email: 'Imel ɗin ba daidai ba ne, kamar {sample}.' },
  };
  expect(validateEnquiry({ ...valid, firstName: '', email: 'ada' }, hausa, words)).toEqual({
    ok: false,
    errors: {
      firstName: filled(fieldErrors.required, { label: labels.firstName }),
      email: `Imel ɗin ba daidai ba ne, kamar ${SAMPLES.email}.`,
    },
  });
  // The form still names the field in the page's language.
  expect(enquiryFieldSpecs(hausa)[0]!.label).toBe('Sunan farko');
});

describe('the field attributes the form renders', () => {
  it('lists every field in form order with its label, control and rules', () => {
    expect(
      specs.map(({ name, label, control, required }) => [name, label, control, required]),
    ).toEqual([
      ['firstName', labels.firstName, 'text', true],
      ['lastName', labels.lastName, 'text', true],
      ['email', labels.email, 'email', false],
      ['phone', labels.phone, 'tel', false],
      ['subject', labels.subject, 'text', true],
      ['message', labels.message, 'textarea', true],
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
