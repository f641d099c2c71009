/**
 * The one schema for everything under content/.
 *
 * It drives:
 *  - build-time validation (src/content-model/validate-content.ts, called from gatsby-node.ts),
 *  - the GraphQL types Gatsby exposes to pages (src/content-model/content-graphql.ts),
 *  - the content editor's fields and checks (src/cms/cms-config.ts),
 * so a field that the site needs cannot be missing from any of them.
 *
 * Runs in the build (Node) and in the content editor's browser bundle, which checks each field
 * with it. Public pages never load it (it pulls in zod): they take its types only, and ESLint
 * keeps it that way.
 */
import { z } from 'zod';
import { LAGOS_TIME_EXPECTED, LAGOS_TIME_PATTERN, lagosTimeMs, toLagosTime } from './lagos-time';
import { LANGUAGE_CODES } from './languages';
import { SOCIAL_NETWORKS } from './social';
import { SPEC_LINKS, SPEC_NAMES, SPEC_TEXT } from './spec-text';
import { clockTimeHint, phoneMistake, wholeNumberMistake } from './plain-words';

/**
 * Field metadata shared with editors (the CMS at /admin is configured from it):
 * `title` is the field's label, `description` its hint.
 */
type FieldMeta = { title: string; description?: string };

/**
 * Text, trimmed: spaces at either end are not part of the value, and a text of only spaces is
 * no text at all (`.min(1)` below refuses it where text is required). In NFC: a letter with its
 * marks (ọ̀, ẹ́) is shown in one form, however it was typed.
 */
const requiredText = (expected: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined ? 'is required' : `must be ${expected}`),
    })
    .trim()
    .normalize('NFC');

/** A short single-line text, such as a heading or a button label. */
export const line = (meta: FieldMeta, max = 120) =>
  requiredText('text')
    .min(1, 'must not be empty or only spaces')
    .max(max, `must be at most ${max} characters`)
    .meta({ ...meta, widget: 'string' });

/**
 * A sentence the page completes as it runs ("Closed now · opens {day} at {hour} Lagos time"): a
 * line holding each of its slots once, where the page fills in what only the visitor's clock
 * knows. References to facts work in it as in any copy.
 */
const template = (
  meta: FieldMeta,
  slots: readonly string[],
  max = 120,
  /** A sentence that may say "for example" is written as text, not a short line. */
  widget: 'string' | 'text' = 'string',
) =>
  requiredText('text')
    .min(1, 'must not be empty or only spaces')
    .max(max, `must be at most ${max} characters`)
    .refine((text) => slots.every((slot) => text.split(`{${slot}}`).length === 2), {
      message: `must hold ${slots.map((slot) => `{${slot}}`).join(' and ')} once each: the page puts the ${slots.join(' and the ')} there`,
    })
    .meta({ ...meta, widget, slots: [...slots] });

/** A paragraph of text. */
export const paragraph = (meta: FieldMeta, max = 800) =>
  requiredText('text')
    .min(1, 'must not be empty or only spaces')
    .max(max, `must be at most ${max} characters`)
    .meta({ ...meta, widget: 'text' });

const list = <T extends z.ZodType>(item: T, meta: FieldMeta, min: number, max: number) =>
  z
    .array(item, {
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a list'),
    })
    .min(min, min === 1 ? 'must have at least one entry' : `must have at least ${min} entries`)
    .max(max, `must have at most ${max} entries`)
    .meta({ ...meta, widget: 'list' });

const group = <T extends z.ZodRawShape>(shape: T, meta: FieldMeta) =>
  z
    .strictObject(shape, {
      error: (issue) =>
        issue.input === undefined ? 'is required' : 'must be a group of fields (name: value)',
    })
    .meta({ ...meta, widget: 'object' });

/** One of a fixed set of words; a GraphQL enum named `enumName`, so pages get the exact type. */
const choice = <T extends readonly [string, ...string[]]>(
  values: T,
  meta: FieldMeta,
  enumName: string,
) =>
  z
    .enum(values, {
      error: (issue) =>
        issue.input === undefined ? 'is required' : `must be one of: ${values.join(', ')}`,
    })
    .meta({ ...meta, widget: 'select', graphqlEnum: enumName });

/**
 * How a word the specification fixes in English is checked in another language (a translation
 * of it, content/pages/<code>/): a line of up to 160 characters (a button label, a heading, the
 * "Message Sent" text). The page shows it as written (its field is not copy: no fact is filled
 * in), so a reference such as {phone} is refused rather than shown in braces.
 */
export const fixedWordsTranslated = line({ title: 'Translation' }, 160).refine(
  (text) => !/\{[^{}]*\}/.test(text),
  {
    message:
      'cannot refer to a fact such as {phone}: these words are shown exactly as written, so write the words themselves',
  },
);

/**
 * Words the specification fixes (spec-text.ts), on the English pages: they stand in the file for
 * editors to see, hidden in the content editor, and no other wording is accepted. Another
 * language's pages show them translated (`translatable` in the field's schema: a translation
 * checks them by `fixedWordsTranslated`).
 */
const fixed = (value: string, meta: FieldMeta) =>
  z
    .literal(value, {
      error: () => `must be "${value}", as the site's specification fixes it`,
    })
    .meta({ ...meta, widget: 'hidden', translatable: true });

/**
 * A list whose entries' titles the specification fixes, in its order (`translatable` on the title
 * where another language's pages show them translated: the core values').
 */
const withTitles =
  (titles: readonly string[]) => (entries: readonly { title: string }[], ctx: z.RefinementCtx) => {
    entries.forEach((entry, index) => {
      const expected = titles[index];
      if (expected !== undefined && entry.title !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'title'],
          message: `must be "${expected}": the site's specification fixes the names and their order (${titles.join(', ')})`,
        });
      }
    });
  };

/** A list whose entries' `key` the schema fixes, one per entry in `values`' order. */
const inOrder =
  <K extends string>(key: K, values: readonly string[], rule: string) =>
  (entries: readonly Record<K, string>[], ctx: z.RefinementCtx) => {
    entries.forEach((entry, index) => {
      const expected = values[index];
      if (entry[key] !== expected) {
        ctx.addIssue({
          code: 'custom',
          path: [index, key],
          message: `must be ${expected}: ${rule}`,
        });
      }
    });
  };

/** 24-hour clock time, such as 09:00 or 18:30. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const TIME_EXPECTED = 'a 24-hour time like 09:00 or 18:30 (HH:MM)';

/** The words for a refused value, and a plainer hint when one fits ("write 2pm as 14:00"). */
const withHint = (expected: string, hint: string | null) =>
  hint ? `must be ${expected}: ${hint}` : `must be ${expected}`;

const time = (meta: FieldMeta) =>
  requiredText(TIME_EXPECTED)
    .regex(TIME_PATTERN, {
      error: (issue) => withHint(TIME_EXPECTED, clockTimeHint(String(issue.input))),
    })
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${TIME_EXPECTED}` });

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+234[\d ]{7,14}$/;

const EMAIL_EXPECTED = 'an e-mail address like info@example.com';
const PHONE_EXPECTED = 'a Nigerian number in international form, like +234 700 000 0000';

const email = (meta: FieldMeta) =>
  requiredText('text')
    .regex(EMAIL_PATTERN, `must be ${EMAIL_EXPECTED}`)
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${EMAIL_EXPECTED}` });

const phone = (meta: FieldMeta) =>
  requiredText('text')
    .regex(PHONE_PATTERN, {
      error: (issue) => withHint(PHONE_EXPECTED, phoneMistake(String(issue.input))),
    })
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${PHONE_EXPECTED}` });

/**
 * A whole number, such as a price in naira or a speed in Mbps: written without a currency sign,
 * commas or decimals, so the site formats it the same way everywhere.
 */
const wholeNumber = (
  meta: FieldMeta,
  { min, max, like, without }: { min: number; max: number; like: string; without: string },
) => {
  const expected = `a whole number from ${min.toLocaleString('en')} to ${max.toLocaleString('en')}, written like ${like} (digits only: no ${without})`;
  const mistake = (input: unknown) => wholeNumberMistake(input, like) ?? `must be ${expected}`;
  return z
    .number({
      error: (issue) => (issue.input === undefined ? 'is required' : mistake(issue.input)),
    })
    .int({ error: (issue) => mistake(issue.input) })
    .min(min, `must be ${expected}`)
    .max(max, `must be ${expected}`)
    .meta({ ...meta, widget: 'number', numberMessage: `Must be ${expected}` });
};

/** A date, such as the day a notice was last changed. */
const DATE_EXPECTED = 'a date written year-month-day, like 2026-01-31';
const date = (meta: FieldMeta) =>
  requiredText(DATE_EXPECTED)
    .regex(/^20\d\d-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, `must be ${DATE_EXPECTED}`)
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${DATE_EXPECTED}` });

/** A moment on the Lagos clock, such as when an incident started: `2026-11-18 07:40`. */
const lagosTime = (meta: FieldMeta) =>
  requiredText(LAGOS_TIME_EXPECTED)
    .regex(LAGOS_TIME_PATTERN, `must be ${LAGOS_TIME_EXPECTED}`)
    // Said only of a time written the right way: a malformed one has the pattern's message.
    .refine(
      (text) => !LAGOS_TIME_PATTERN.test(text) || lagosTimeMs(text) !== null,
      'must be a day of the calendar',
    )
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${LAGOS_TIME_EXPECTED}` });

const SOCIAL_EXPECTED = `a link to the company's page, starting with https:// on ${Object.keys(SOCIAL_NETWORKS).join(', ')}`;
const SOCIAL_PATTERN = new RegExp(
  `^https://(www\\.)?(${Object.keys(SOCIAL_NETWORKS)
    .map((host) => host.replaceAll('.', '\\.'))
    .join('|')})/[^\\s]+$`,
);

const socialLink = (meta: FieldMeta) =>
  requiredText(SOCIAL_EXPECTED)
    .regex(SOCIAL_PATTERN, `must be ${SOCIAL_EXPECTED}`)
    .meta({ ...meta, widget: 'string', patternMessage: `Must be ${SOCIAL_EXPECTED}` });

/**
 * Ticked while a file still holds the example content the site came with: a production build
 * stops until it is unticked (src/content-model/example-content.ts).
 */
const examplesFlag = z
  .boolean({ error: () => 'must be true or false' })
  .optional()
  .meta({
    title: 'Still the example content',
    description:
      'Ticked while this file holds the examples the site came with. The live site is not built until it is unticked: replace the examples, then untick it.',
    widget: 'boolean',
  });

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const SERVICE_ICONS = [
  'fibre',
  'cloud',
  'tech',
  'internet',
  'consulting',
  'training',
] as const;
export const VALUE_ICONS = ['innovation', 'reliability', 'accessibility'] as const;

const seo = group(
  {
    title: line(
      {
        title: 'Page title',
        description: 'Shown in the browser tab and search results; the company name is added.',
      },
      70,
    ),
    description: paragraph(
      { title: 'Search description', description: 'One or two sentences, under 160 characters.' },
      160,
    ),
  },
  { title: 'Search engines' },
);

// ---------------------------------------------------------------------------
// Domain files
// ---------------------------------------------------------------------------

const RC_EXPECTED = 'RC (or BN for a business name) and the number, like RC 1234567';

export const companySchema = z.strictObject({
  name: line({ title: 'Company name', description: 'Used in the header, footer and titles.' }, 60),
  tagline: line({ title: 'Tagline' }, 140),
  description: paragraph(
    { title: 'Short description', description: 'Used by search engines and link previews.' },
    300,
  ),
  footerBlurb: paragraph({ title: 'Footer blurb' }, 300),
  // How a customer can check the company: each is optional, and the footer leaves out what is empty.
  registeredName: line(
    {
      title: 'Registered name',
      description:
        'Optional. The name registered with the Corporate Affairs Commission, such as "… Limited".',
    },
    100,
  ).optional(),
  rcNumber: line(
    {
      title: 'RC number',
      description: 'Optional. The CAC registration number, such as RC 1234567.',
    },
    20,
  )
    .regex(/^(RC|BN) ?\d{1,9}$/, `must be ${RC_EXPECTED}`)
    .meta({ patternMessage: `Must be ${RC_EXPECTED}` })
    .optional(),
  nccLicence: line(
    {
      title: 'NCC licence',
      description:
        'Optional. The licence from the Nigerian Communications Commission as it is written on it, with its number.',
    },
    120,
  ).optional(),
  social: list(
    socialLink({ title: 'Profile link' }),
    {
      title: 'Social media pages',
      description: 'Optional. One link per network; the footer names the network.',
    },
    0,
    6,
  ).optional(),
});

export const contactSchema = z.strictObject({
  address: group(
    {
      street: line({ title: 'Street' }),
      area: line({ title: 'Area', description: 'For example Victoria Island.' }),
      city: line({ title: 'City' }),
      state: line({ title: 'State' }),
      postcode: line({ title: 'Postcode' }, 12),
      country: line({ title: 'Country' }),
    },
    { title: 'Office address' },
  ),
  email: email({ title: 'General e-mail' }),
  phone: phone({ title: 'Phone number' }),
  whatsapp: phone({
    title: 'WhatsApp number',
    description: 'Optional: leave empty to hide WhatsApp.',
  }).optional(),
});

/** When a day's times are needed. */
const UNLESS_CLOSED = 'unless the day is marked "Closed all day"';

const hoursDay = z
  .strictObject(
    {
      day: choice(WEEKDAYS, { title: 'Day' }, 'Weekday'),
      opens: time({
        title: 'Opens at',
        description:
          'Needed unless the day is marked "Closed all day": a 24-hour time (HH:MM) like 08:00.',
      })
        .meta({ neededWhen: UNLESS_CLOSED })
        .optional(),
      closes: time({
        title: 'Closes at',
        description:
          'Needed unless the day is marked "Closed all day": a 24-hour time (HH:MM) like 18:00, later than the opening time.',
      })
        .meta({ neededWhen: UNLESS_CLOSED })
        .optional(),
      closed: z
        .boolean({ error: () => 'must be true or false' })
        .optional()
        .meta({
          title: 'Closed all day',
          description: 'Ticking it clears the times of this day.',
          widget: 'boolean',
        }),
    },
    { error: () => 'must be a group of fields (day, opens, closes, closed)' },
  )
  .superRefine((entry, ctx) => {
    if (entry.closed) {
      for (const field of ['opens', 'closes'] as const) {
        if (entry[field] !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: 'must be empty on a day marked "Closed all day"',
          });
        }
      }
      return;
    }
    for (const field of ['opens', 'closes'] as const) {
      if (entry[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `is required unless the day is marked "Closed all day" (${TIME_EXPECTED})`,
        });
      }
    }
    const validTimes = [entry.opens, entry.closes].every((time) => time && TIME_PATTERN.test(time));
    if (validTimes && entry.opens && entry.closes && entry.closes <= entry.opens) {
      ctx.addIssue({
        code: 'custom',
        path: ['closes'],
        message: `must be later than the opening time (${entry.opens})`,
      });
    }
  });

export const businessHoursSchema = z.strictObject({
  timezone: z
    .literal('Africa/Lagos', { error: () => 'must be Africa/Lagos' })
    .meta({ title: 'Time zone', widget: 'hidden' }),
  days: list(hoursDay, { title: 'Days' }, 7, 7)
    .meta({ fixedOrder: true, closableDays: true })
    .superRefine(inOrder('day', WEEKDAYS, 'the days go in order, Monday to Sunday, each once')),
});

const SLUG_EXPECTED = 'lower-case words joined by hyphens, like cloud-computing';

const coreService = z.strictObject({
  slug: line(
    {
      title: 'Web address part',
      description: 'Lower-case words joined by hyphens; used for links to this section.',
    },
    40,
  )
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, `must be ${SLUG_EXPECTED}`)
    .meta({ patternMessage: `Must be ${SLUG_EXPECTED}` }),
  icon: choice(SERVICE_ICONS, { title: 'Icon' }, 'ServiceIcon'),
  // Not translated: the name is the subject of its "Ask about" page.
  title: line({ title: 'Title', description: 'Fixed by the specification.' }, 60).meta({
    widget: 'hidden',
  }),
  summary: paragraph(
    { title: 'Summary', description: 'One sentence for the home page card.' },
    200,
  ),
  description: paragraph({ title: 'Description' }, 600),
  bullets: list(line({ title: 'Bullet' }), { title: 'Bullet points' }, 1, 8),
});

const extraService = z.strictObject({
  icon: choice(SERVICE_ICONS, { title: 'Icon' }, 'ServiceIcon'),
  // Not translated: the Services page finds the Internet card, which links to the plans, by it.
  title: line({ title: 'Title', description: 'Fixed by the specification.' }, 60).meta({
    widget: 'hidden',
  }),
  description: paragraph({ title: 'Description' }, 300),
});

export const servicesSchema = z.strictObject({
  core: list(coreService, { title: 'Core services' }, 3, 3)
    .meta({ fixedOrder: true })
    .superRefine(withTitles(SPEC_NAMES.coreServices)),
  additional: list(extraService, { title: 'Additional services' }, 3, 3)
    .meta({ fixedOrder: true })
    .superRefine(withTitles(SPEC_NAMES.additionalServices)),
});

export const valuesSchema = z.strictObject({
  items: list(
    z.strictObject({
      icon: choice(VALUE_ICONS, { title: 'Icon' }, 'ValueIcon'),
      title: line({ title: 'Title', description: 'Fixed by the specification.' }, 60).meta({
        widget: 'hidden',
        translatable: true,
      }),
      description: paragraph({ title: 'Description' }, 300),
    }),
    { title: 'Core values' },
    3,
    3,
  )
    .meta({ fixedOrder: true })
    .superRefine(withTitles(SPEC_NAMES.coreValues)),
});

/** Lower-case letters and digits only: how two spellings of an area are told apart. */
const areaKey = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export const coverageSchema = z.strictObject({
  examples: examplesFlag,
  regions: list(
    z.strictObject({
      name: line({ title: 'City or state', description: 'For example Lagos, or Abuja (FCT).' }, 60),
      areas: list(
        line({ title: 'Area', description: 'As people write it, for example Lekki Phase 1.' }, 80),
        { title: 'Areas served' },
        1,
        200,
      ).superRefine((areas, ctx) => {
        const seen = new Map<string, number>();
        areas.forEach((area, index) => {
          const key = areaKey(area);
          const first = seen.get(key);
          if (first !== undefined) {
            ctx.addIssue({
              code: 'custom',
              path: [index],
              message: `is the same area as entry ${first + 1} ("${areas[first]}"); list each area once`,
            });
          } else seen.set(key, index);
        });
      }),
    }),
    { title: 'Cities and states' },
    1,
    40,
  ),
  abbreviations: list(
    z.strictObject({
      name: line({ title: 'Short name', description: 'As people type it: VI, PH, Ph 1, Rd.' }, 30),
      means: line(
        {
          title: 'Stands for',
          description: 'Written out: Victoria Island, Port Harcourt, Phase 1, Road.',
        },
        80,
      ),
    }),
    {
      title: 'Everyday short names',
      description:
        'Optional. Short names people type in the coverage search, and what each stands for. A number at the end stands for any number: Ph 1 for Phase 1 also reads Ph 2 as Phase 2.',
    },
    0,
    100,
  )
    .superRefine((entries, ctx) => {
      const seen = new Map<string, number>();
      entries.forEach((entry, index) => {
        const key = areaKey(entry.name);
        if (key === '') {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: 'must have a letter or a digit in it',
          });
          return;
        }
        if (key === areaKey(entry.means)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'means'],
            message: 'is the short name itself; write the name out in full',
          });
        }
        const first = seen.get(key);
        if (first !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'name'],
            message: `is the same short name as entry ${first + 1} ("${entries[first]?.name}"); list each once`,
          });
        } else seen.set(key, index);
      });
    })
    .optional(),
});

export const PLAN_AUDIENCES = ['home', 'business'] as const;
export const BILLING_PERIODS = ['monthly', 'quarterly', 'yearly'] as const;

const naira = (meta: FieldMeta, min: number) =>
  wholeNumber(meta, { min, max: 50_000_000, like: '25000', without: '₦, commas or decimals' });
const mbps = (meta: FieldMeta) =>
  wholeNumber(meta, { min: 1, max: 100_000, like: '50', without: 'Mbps, commas or decimals' });

const plan = z.strictObject({
  name: line({ title: 'Plan name', description: 'Each plan has its own name.' }, 60),
  audience: choice(
    PLAN_AUDIENCES,
    { title: 'For', description: 'Homes or businesses.' },
    'PlanAudience',
  ),
  download: mbps({ title: 'Download speed (Mbps)' }),
  upload: mbps({ title: 'Upload speed (Mbps)' }),
  price: naira(
    {
      title: 'Price per month (₦)',
      description:
        'In whole naira, VAT included, written without ₦ or commas: 25000 is shown as ₦25,000/month.',
    },
    1,
  ),
  installation: naira(
    { title: 'Installation fee (₦)', description: 'In whole naira; 0 for free installation.' },
    0,
  ),
  billing: choice(
    BILLING_PERIODS,
    {
      title: 'Billed',
      description: 'How often the customer pays: monthly, every 3 months (quarterly) or yearly.',
    },
    'BillingPeriod',
  ),
  included: list(
    line({ title: 'Included' }, 100),
    {
      title: 'What is included',
      description: 'For example the Wi-Fi router, and whether it is the customer’s to keep.',
    },
    1,
    8,
  ),
  data: line(
    {
      title: 'Data, in a few words',
      description: 'For example "Truly unlimited" or "Unlimited, fair usage applies".',
    },
    60,
  ),
  dataTerms: paragraph(
    {
      title: 'Data terms in plain words',
      description:
        'What the customer can count on: no cap and no slowdown, or exactly when and by how much the speed is reduced.',
    },
    500,
  ),
  availability: list(
    line({ title: 'Area' }, 140),
    {
      title: 'Where it is available',
      description:
        'Optional: leave it empty when the plan is sold wherever the network reaches. Otherwise the areas of the coverage list where it is sold; the e-mail to people waiting for an area offers only the plans sold there.',
    },
    0,
    200,
  )
    .meta({ coverageAreas: true })
    .optional(),
});

export const plansSchema = z.strictObject({
  examples: examplesFlag,
  seo,
  heading: line({ title: 'Heading', description: 'Of the plans page (/plans/).' }),
  intro: paragraph({ title: 'Introduction' }),
  homeHeading: line({ title: 'Heading over the home plans' }),
  businessHeading: line({ title: 'Heading over the business plans' }),
  note: paragraph(
    {
      title: 'Note under the plans',
      description: 'Optional. For example what the prices include.',
    },
    400,
  ).optional(),
  askLabel: line(
    {
      title: 'Link under each plan',
      description: 'Opens the contact form with the plan as its subject.',
    },
    40,
  ),
  homeLinkLabel: line(
    {
      title: 'Link on the home page',
      description:
        'Leads to the plans page from the home and Services pages; the lowest price is added ("… from ₦15,000/month").',
    },
    40,
  ),
  cardLinkLabel: line(
    {
      title: 'Link on the Internet Service Provision card',
      description: 'On the Services page, leads to the plans page.',
    },
    40,
  ),
  prices: group(
    {
      perMonth: template(
        {
          title: 'A price a month',
          description: '{amount} is the price in naira, like ₦25,000.',
        },
        ['amount'],
        40,
      ),
      from: template(
        {
          title: 'The lowest price',
          description:
            'After the links to the plans on the home and Services pages; {amount} is the lowest price a month.',
        },
        ['amount'],
        40,
      ),
      monthly: line({ title: 'Billed monthly', description: 'Under the price.' }, 60),
      quarterly: template(
        {
          title: 'Billed every 3 months',
          description: 'Under the price; {total} is what each bill comes to.',
        },
        ['total'],
        60,
      ),
      yearly: template(
        {
          title: 'Billed yearly',
          description: 'Under the price; {total} is what each bill comes to.',
        },
        ['total'],
        60,
      ),
    },
    {
      title: 'How prices are written',
      description:
        'On the plans page and in the links to it. The prices themselves are the plans’ own.',
    },
  ),
  card: group(
    {
      download: line({ title: 'Download speed' }, 30),
      upload: line({ title: 'Upload speed' }, 30),
      installation: line({ title: 'Installation fee' }, 30),
      free: line(
        {
          title: 'Free installation',
          description: 'Shown in place of the fee when installation costs nothing.',
        },
        30,
      ),
      data: line({ title: 'Data' }, 30),
      availableIn: line(
        {
          title: 'Where it is available',
          description: 'Before the places, on a plan sold only there.',
        },
        30,
      ),
      installed: line(
        {
          title: 'Installation line',
          description:
            'Says how soon a plan is installed: {within: installation} shows the promised time, like "within 10 working days".',
        },
        100,
      ),
      installationLink: line(
        {
          title: 'Link to how installation works',
          description: 'After the installation line; the plan’s name is added for screen readers.',
        },
        60,
      ),
    },
    {
      title: 'Words on each plan',
      description: 'The names of a plan’s facts, and the link to the installation steps.',
    },
  ),
  plans: list(plan, { title: 'Plans' }, 1, 12).superRefine((plans, ctx) => {
    const seen = new Map<string, number>();
    plans.forEach((entry, index) => {
      const key = entry.name.trim().toLowerCase();
      const first = seen.get(key);
      if (first !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `is the same name as plan ${first + 1}; give each plan its own name`,
        });
      } else seen.set(key, index);
    });
  }),
});

/** Pages an answer can lead on to (src/sections/Questions.tsx words each link). */
export const SEE_ALSO = ['installation', 'care', 'coverage', 'status'] as const;

export const faqSchema = z.strictObject({
  examples: examplesFlag,
  heading: line({
    title: 'Heading',
    description: 'Of the questions section on the Plans page.',
  }),
  intro: paragraph({ title: 'Introduction' }),
  questions: list(
    z.strictObject({
      question: line({ title: 'Question', description: 'As a customer would ask it.' }, 160),
      answer: list(paragraph({ title: 'Paragraph' }, 800), { title: 'Answer' }, 1, 6),
      seeAlso: choice(
        SEE_ALSO,
        {
          title: 'Link under the answer',
          description:
            'Optional. installation: the installation steps and the promised installation time; care: the Customer care page (complaints, promised times); coverage: the coverage page; status: the service status page.',
        },
        'SeeAlso',
      ).optional(),
    }),
    { title: 'Questions and answers' },
    1,
    20,
  ),
  seeAlsoLinks: group(
    {
      installation: line(
        {
          title: 'Link to the installation steps',
          description: '{within: installation} shows the promised installation time.',
        },
        120,
      ),
      care: line({ title: 'Link to the Customer care page' }, 120),
      coverage: line({ title: 'Link to the coverage page' }, 120),
      status: line({ title: 'Link to the service status page' }, 120),
    },
    {
      title: 'Links under the answers',
      description: 'Each answer’s “Link under the answer” shows one of these.',
    },
  ),
});

/**
 * What an endpoint answers a visitor without JavaScript, at the top of the form's page given back,
 * for the refusals a person meets: a field to put right, too many at once, not kept on our side.
 * (A request too damaged to read says no language, and is answered in English.)
 */
const formAnswers = ({
  things,
  page,
  description,
}: {
  things: string;
  page: string;
  description: string;
}) =>
  group(
    {
      checkTitle: line({ title: 'A field to put right: title' }, 80),
      checkLead: paragraph({ title: 'A field to put right: text' }, 300),
      waitTitle: line({ title: `Too many ${things} at once: title` }, 80),
      waitLead: template(
        {
          title: `Too many ${things} at once: text`,
          description: '{number} is how many seconds to wait.',
        },
        ['number'],
        300,
      ),
      notSentTitle: line({ title: 'Not kept on our side: title' }, 80),
      notSentLead: paragraph({ title: 'Not kept on our side: text' }, 300),
      goTo: line({ title: `Link down to the form on ${page}` }, 60),
    },
    { title: 'Without JavaScript: what the site answers', description },
  );

/**
 * The waitlist's words: its page (/waitlist/), the form in the coverage search's answers, the
 * pages after joining and leaving, the e-mail sent when an area is served and the weekly digest to
 * sales. The fields' own labels and error messages come with the form's rules
 * (src/server/waitlist-schema.ts); the place, names and counts are added by the site.
 */
export const waitlistSchema = z.strictObject({
  seo,
  heading: line({
    title: 'Heading',
    description: 'Of the waitlist page (/waitlist/), which the coverage section links to.',
  }),
  intro: paragraph({ title: 'Introduction' }, 400),
  coverageLinkLabel: line(
    {
      title: 'Link under the list of areas',
      description:
        'The button under the list of areas, after "Your area is not in the list?"; leads to the waitlist page.',
    },
    60,
  ),
  form: group(
    {
      heading: line({
        title: 'Form heading',
        description: 'Over the form, on the waitlist page and in the coverage search’s answers.',
      }),
      intro: paragraph({ title: 'Text above the fields' }, 300),
      reachNote: line(
        {
          title: 'Note over the phone and e-mail fields',
          description: 'Says that a phone number or an e-mail address is enough.',
        },
        160,
      ),
      consent: paragraph(
        {
          title: 'Consent',
          description:
            'Beside the box a visitor ticks to agree to be contacted about the area they typed. A link to the privacy notice follows it.',
        },
        300,
      ),
      buttonLabel: line({ title: 'Button' }, 40),
      optional: line(
        { title: 'Beside an optional field', description: 'Such as "(optional)".' },
        30,
      ),
      labels: group(
        {
          place: line({ title: 'Area' }, 40),
          name: line({ title: 'Name' }, 40),
          phone: line({ title: 'Phone' }, 40),
          email: line({ title: 'E-mail' }, 40),
          audience: line({ title: 'Home or business (the question)' }, 80),
          home: line({ title: 'Home (the first answer)' }, 40),
          business: line({ title: 'Business (the second answer)' }, 40),
        },
        { title: 'Field labels' },
      ),
      fieldErrors: group(
        {
          place: line(
            {
              title: 'An area without letters',
              description: 'Said when the area typed holds no letters (only signs or digits).',
            },
            160,
          ),
          phone: template(
            { title: 'Not a phone number', description: '{sample} shows a Nigerian number.' },
            ['sample'],
          ),
          reach: line(
            {
              title: 'Neither a phone number nor an e-mail address',
              description: 'Under the phone field.',
            },
            160,
          ),
          audience: line({ title: 'Home or business not chosen' }, 120),
          consent: line({ title: 'The consent box not ticked' }, 160),
        },
        {
          title: 'What the form says about a field to put right',
          description:
            'Its own rules. What it says about a field left empty, too long or with hidden characters, and about an e-mail address, is the Contact page’s (Form › What the site says about a field to put right).',
        },
      ),
      unreachable: line(
        {
          title: 'When the form cannot reach us',
          description: 'Shown by the coverage search when the phone has no connection.',
        },
        160,
      ),
      failed: line(
        {
          title: 'When joining failed',
          description:
            'Shown by the coverage search when our side did not take the sign-up (too many sign-ups from one connection, or a fault).',
        },
        160,
      ),
      servedTitle: template(
        {
          title: 'An area we already serve: title',
          description:
            'Said in place of joining when the area typed is one we serve; nothing is kept. {place} is the area and its city, as the coverage list writes them.',
        },
        ['place'],
        120,
      ),
      servedLead: paragraph({ title: 'An area we already serve: text' }, 300),
      servedLink: line(
        {
          title: 'An area we already serve: link',
          description: 'After the text; opens the contact form with the area as its subject.',
        },
        60,
      ),
      joined: paragraph(
        {
          title: 'Answer once someone has joined',
          description:
            'Shown in place of the form. It is the same for a new sign-up and a repeat, so nobody can find out who is on the list.',
        },
        300,
      ),
      privacyLink: line(
        { title: 'Link to the privacy notice', description: 'After the consent, in brackets.' },
        60,
      ),
      answers: formAnswers({
        things: 'sign-ups',
        page: 'the waitlist page',
        description:
          'A browser that runs no script sends the form itself; when the sign-up is not taken, the site answers with the waitlist page again, one of these at the top and the form filled in.',
      }),
    },
    { title: 'The form' },
  ),
  thanks: group(
    {
      title: line({ title: 'Page title', description: 'Shown in the browser tab.' }, 70),
      heading: line({ title: 'Heading' }),
      body: paragraph({ title: 'Text' }, 400),
      notJoinedHeading: line({
        title: 'Heading when nobody joined',
        description:
          'Shown instead to someone who opens this page without sending the form (from a bookmark or a search).',
      }),
      notJoinedBody: paragraph({ title: 'Text when nobody joined' }, 300),
      formLinkLabel: line({ title: 'Link to the waitlist form' }, 40),
      homeLinkLabel: line({ title: 'Link to the home page', description: 'Under the text.' }, 40),
    },
    { title: 'Page after joining (/waitlist/thanks/)' },
  ),
  left: group(
    {
      title: line({ title: 'Page title', description: 'Shown in the browser tab.' }, 70),
      heading: line({ title: 'Heading once someone has left' }),
      body: paragraph({ title: 'Text once someone has left' }, 400),
      invalidHeading: line({
        title: 'Heading when a link cannot be checked',
        description: 'A link cut short or changed: nothing is deleted.',
      }),
      invalidBody: paragraph(
        {
          title: 'Text when a link cannot be checked',
          description: 'The privacy contact’s e-mail address follows it.',
        },
        300,
      ),
      askHeading: line({
        title: 'Heading of the page the leave link opens',
        description:
          'The link in an e-mail opens a page with one button: mail programs open links by themselves, and only a person should leave.',
      }),
      askBody: paragraph({ title: 'Text of the page the leave link opens' }, 300),
      askButton: line({ title: 'Its button' }, 60),
    },
    { title: 'Page after leaving the list (/waitlist/left/)' },
  ),
  email: group(
    {
      subject: line(
        { title: 'Subject', description: 'The area is added at the end: "… Bodija, Ibadan".' },
        80,
      ),
      greeting: line(
        {
          title: 'Greeting',
          description:
            'A comma follows: "Hello,". No name: whoever typed the address may not be its owner.',
        },
        40,
      ),
      body: paragraph(
        { title: 'Text', description: 'Says that the network now reaches their area.' },
        600,
      ),
      plansHeading: line({ title: 'Heading over the plans' }),
      contactLabel: line(
        {
          title: 'Link to ask for a connection',
          description: 'Opens the contact form with the area as its subject.',
        },
        60,
      ),
      signature: line({ title: 'Signed by', description: 'For example: The sales team.' }, 80),
      leaveText: paragraph(
        {
          title: 'Why they get it, and how to leave',
          description: 'The link to leave the list follows it.',
        },
        300,
      ),
      leaveLabel: line({ title: 'Link to leave the list' }, 60),
    },
    { title: 'E-mail when an area is served' },
  ),
  confirm: group(
    {
      subject: line({ title: 'Subject of the e-mail' }, 100),
      intro: paragraph(
        {
          title: 'What the e-mail says first',
          description:
            'Sent once to an address typed into the waitlist form. It holds nothing else that was typed: whoever typed the address may not be its owner.',
        },
        400,
      ),
      placeLine: template(
        {
          title: 'The place',
          description:
            'Only when the place typed was matched to a city or state we serve: {place} is its name from the coverage list.',
        },
        ['place'],
        160,
      ),
      buttonLabel: line({ title: 'Link to confirm (the e-mail’s button)' }, 60),
      ignore: template(
        {
          title: 'Not you?',
          description:
            'Under the button. {number} is how many days an unconfirmed sign-up is kept (the privacy notice says the same).',
        },
        ['number'],
        300,
        'text',
      ),
      leaveLabel: line({ title: 'Link to delete it at once' }, 60),
      pageTitle: line({ title: 'Page the link opens: heading' }, 100),
      pageText: paragraph({ title: 'Page the link opens: text above the button' }, 300),
      pageButton: line({ title: 'Page the link opens: button' }, 60),
      doneTitle: line({ title: 'Once confirmed: heading' }, 100),
      doneText: paragraph({ title: 'Once confirmed: text' }, 400),
      invalidTitle: line({ title: 'A link that cannot be checked: heading' }, 100),
      invalidText: paragraph({ title: 'A link that cannot be checked: text' }, 400),
      homeLabel: line({ title: 'Link to the home page, under those pages' }, 60),
    },
    {
      title: 'Confirming a sign-up',
      description:
        'Nobody is on the waitlist by e-mail until the owner of the address confirms: the e-mail, and the page its link opens.',
    },
  ),
  digest: group(
    {
      subject: line(
        {
          title: 'Subject',
          description:
            'The dates are added: "… 7 to 13 December 2026", or "… this week so far, …" for a digest sent by hand before the week ends. Say no "last week": the dates say which days.',
        },
        80,
      ),
      intro: paragraph(
        {
          title: 'Introduction',
          description: 'Under the dates. Say no "last week": a digest can cover the week so far.',
        },
        300,
      ),
      enquiriesHeading: line({
        title: 'Heading over the enquiries',
        description: 'Their number is added: "Enquiries: 12".',
      }),
      unsentText: line(
        {
          title: 'Line about enquiries not yet e-mailed',
          description: 'The number is added at the start: "2 enquiries …".',
        },
        120,
      ),
      waitlistHeading: line({ title: 'Heading over the waitlist' }),
      servedHeading: line({ title: 'Heading over the areas now served' }),
      callHeading: line({
        title: 'Heading over the people to call',
        description: 'People who gave only a phone number: nobody e-mails them.',
      }),
      noneText: line({ title: 'Said when a part is empty', description: 'For example: None.' }, 60),
    },
    { title: 'Weekly digest to sales' },
  ),
});

/**
 * A refinement whose issue sits in a list nested inside the refined entry (an update of an
 * incident): the editor's check of the outer list shows it, as the inner list cannot see the rule
 * (src/cms/editor-checks.ts).
 */
export const ACROSS_LISTS = { across: true } as const;

const incident = z
  .strictObject({
    title: line(
      {
        title: 'Title',
        description: 'What has happened, in a few words, such as "Fibre cut on Admiralty Way".',
      },
      100,
    ),
    affected: line(
      {
        title: 'What is affected',
        description:
          'Which services, and how, such as "Home and business internet: no connection".',
      },
      160,
    ),
    areas: list(
      line({ title: 'Area' }, 140),
      {
        title: 'Affected areas',
        description:
          'Chosen from the coverage list. An area whose name is under two cities is written with its city: "Old GRA, Port Harcourt".',
      },
      1,
      200,
    ).meta({ coverageAreas: true }),
    started: lagosTime({
      title: 'Started',
      description: 'Lagos time, date and 24-hour time: 2026-11-18 07:40.',
    }),
    expectedFix: lagosTime({
      title: 'Expected fix',
      description: 'Optional. When you expect it fixed, in Lagos time: 2026-11-18 16:00.',
    }).optional(),
    updates: list(
      z.strictObject({
        at: lagosTime({ title: 'When', description: 'Lagos time: 2026-11-18 09:30.' }),
        text: paragraph({ title: 'What we know now' }, 600),
      }),
      {
        title: 'Updates',
        description:
          'Optional. Each time you learn more, add an update with its time; the newest is shown first.',
      },
      0,
      40,
    ).optional(),
    resolved: lagosTime({
      title: 'Resolved',
      description:
        'Empty while the incident is open. When it is fixed, write the time: the notice on every page goes, and the incident stays in the history.',
    }).optional(),
  })
  .superRefine((entry, ctx) => {
    const started = lagosTimeMs(entry.started);
    if (started === null) return;
    const startText = `(${entry.started})`;
    for (const field of ['expectedFix', 'resolved'] as const) {
      const value = entry[field];
      const at = value === undefined ? null : lagosTimeMs(value);
      if (at !== null && at <= started) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `must be later than when the incident started ${startText}`,
        });
      }
    }
    const resolved = entry.resolved === undefined ? null : lagosTimeMs(entry.resolved);
    (entry.updates ?? []).forEach((update, index) => {
      const at = lagosTimeMs(update.at);
      if (at === null) return;
      const outside =
        at < started
          ? `is dated before the incident started ${startText}`
          : resolved !== null && resolved > started && at > resolved
            ? `is dated after the incident was resolved (${entry.resolved})`
            : null;
      if (outside) {
        ctx.addIssue({
          code: 'custom',
          path: ['updates', index, 'at'],
          message: `${outside}: an update belongs between the start and the resolution`,
          params: ACROSS_LISTS,
        });
      }
    });
  });

export const statusSchema = z.strictObject({
  examples: examplesFlag,
  incidents: list(
    incident,
    {
      title: 'Incidents',
      description:
        'Empty when all is normal. An incident without a resolution time is open: a notice on every page leads to the status page.',
    },
    0,
    200,
  )
    .meta({ addToTop: true })
    .optional(),
});

/** The units a promised time is counted in (src/lib/promises.ts writes them out). */
export const PROMISE_UNITS = ['hours', 'working days', 'days'] as const;

/** A time the company promises: a number and its unit, such as 5 working days. */
const promised = (meta: FieldMeta) =>
  group(
    {
      amount: wholeNumber(
        { title: 'How many' },
        { min: 1, max: 365, like: '5', without: 'words, commas or decimals' },
      ),
      unit: z
        .enum(PROMISE_UNITS, { error: () => `must be one of: ${PROMISE_UNITS.join(', ')}` })
        .meta({ title: 'Counted in', widget: 'select' }),
    },
    meta,
  );

export const promisesSchema = z.strictObject({
  examples: examplesFlag,
  acknowledgement: promised({
    title: 'Complaint acknowledged',
    description: 'How soon a complaint is answered with a reference number.',
  }),
  resolution: promised({
    title: 'Complaint resolved',
    description: 'How soon a complaint is resolved, from when it was made.',
  }),
  faultRepair: promised({
    title: 'Fault repaired',
    description: 'How soon a fault on our network is repaired, from when it is reported.',
  }),
  survey: promised({
    title: 'Site survey',
    description: 'Installation step 1: how soon an engineer visits, from the request.',
  }),
  quote: promised({
    title: 'Quote',
    description: 'Installation step 2: how soon the written quote follows the survey.',
  }),
  installation: promised({
    title: 'Installation',
    description: 'Installation step 4: how soon we install, from the payment.',
  }),
  activation: promised({
    title: 'Activation',
    description: 'Installation step 5: how soon the service works, from the installation.',
  }),
  reply: promised({
    title: 'Message answered',
    description:
      'How soon a message, call or enquiry is answered. Copy shows it with {within: reply}.',
  }),
  escalation: promised({
    title: "Manager's answer",
    description:
      'How soon the customer care manager answers a complaint taken to them. Copy shows it with {within: escalation}.',
  }),
});

// ---------------------------------------------------------------------------
// Page copy
// ---------------------------------------------------------------------------

export const homePageSchema = z.strictObject({
  seo,
  hero: group(
    {
      eyebrow: line({ title: 'Small line above the title' }),
      title: line({ title: 'Title' }, 90),
      lead: paragraph({ title: 'Introduction' }, 400),
      primaryLabel: fixed(SPEC_TEXT.learnMore, { title: 'Button to the About page' }),
      primaryAbout: template(
        {
          title: 'What the About button is about, for screen readers',
          description:
            'Read out after the button\'s words, not shown: {name} is the company\'s name ("Learn More about …").',
        },
        ['name'],
        80,
      ),
      secondaryLabel: fixed(SPEC_TEXT.contactUs, { title: 'Button to the Contact page' }),
      checkLabel: line(
        { title: 'Button of the coverage check', description: 'Beside the area’s field.' },
        20,
      ),
    },
    { title: 'Hero' },
  ),
  services: group(
    {
      heading: line({ title: 'Heading' }),
      intro: paragraph({ title: 'Introduction' }),
      linkLabel: line({ title: 'Link to the Services page' }, 40),
      moreLabel: template(
        { title: 'Link under each service', description: '{name} is the service’s name.' },
        ['name'],
        60,
      ),
    },
    { title: 'Services overview' },
  ),
  teaser: group(
    {
      heading: line({ title: 'Heading' }),
      body: paragraph({ title: 'Text' }),
      linkLabel: line({ title: 'Link to the About page' }, 40),
      highlights: list(
        z.strictObject({
          value: line({ title: 'Figure', description: 'Short, like 24/7 or 0.' }, 12),
          label: line({ title: 'What it means' }, 60),
        }),
        { title: 'Highlights' },
        0,
        4,
      ),
    },
    { title: 'About teaser' },
  ),
  cta: group(
    {
      heading: line({ title: 'Heading' }),
      body: paragraph({ title: 'Text' }),
      buttonLabel: line({ title: 'Button to the Contact page' }, 30),
    },
    { title: 'Closing call to action' },
  ),
});

export const aboutPageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  storyHeading: line({ title: 'Story heading' }),
  story: list(paragraph({ title: 'Paragraph' }), { title: 'Story paragraphs' }, 1, 8),
  missionHeading: line({ title: 'Mission heading' }),
  mission: paragraph({ title: 'Mission' }),
  visionHeading: line({ title: 'Vision heading' }),
  vision: paragraph({ title: 'Vision' }),
  valuesHeading: line({ title: 'Values heading' }),
  valuesIntro: paragraph({ title: 'Values introduction' }),
});

export const servicesPageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  serviceLinkLabel: line({ title: 'Link under each service' }, 40),
  quickLinksLabel: line(
    {
      title: 'Name of the links to the plans and the coverage check',
      description: 'Under the heading; read out by screen readers.',
    },
    60,
  ),
  additionalHeading: line({ title: 'Additional services heading' }),
  additionalIntro: paragraph({ title: 'Additional services introduction' }),
});

/** A sentence of a form, said as it is sent, refused or kept (shown by the page's script). */
const formSentence = (title: string, description?: string, max = 300) =>
  paragraph({ title, description }, max);

/**
 * A sentence with a count in it, in its two forms: for one ({number} is 1, where the language has
 * such a form) and for any other number. The page picks one by the language's plural rules.
 */
const countSentence = (title: string, description: string, max = 160) =>
  group(
    {
      one: template({ title: 'For one', description: '{number} is 1.' }, ['number'], max),
      other: template(
        {
          title: 'For any other number',
          description: 'Yoruba, Igbo and Pidgin use only this one.',
        },
        ['number'],
        max,
      ),
    },
    { title, description },
  );

/**
 * What the endpoints answer about a field a visitor must put right: the rules both forms share
 * (the contact form's and the waitlist's). {label} is the field's label, {number} a length,
 * {sample} an address or number the site fills in to show the shape it wants.
 */
const fieldErrorWords = group(
  {
    required: template({ title: 'A field left empty' }, ['label']),
    tooLong: template({ title: 'Too long' }, ['label', 'number']),
    notText: template(
      { title: 'Not text at all', description: 'Sent by a program, not a person.' },
      ['label'],
    ),
    badText: template(
      {
        title: 'Broken characters',
        description: 'Text a keyboard cannot type (damaged in sending).',
      },
      ['label'],
    ),
    oneLine: template(
      {
        title: 'A line with hidden characters',
        description: 'Line breaks, or characters no one can see.',
      },
      ['label'],
      200,
    ),
    hiddenCharacters: template(
      {
        title: 'A message with hidden characters',
        description: 'Characters no one can see, in the message.',
      },
      ['label'],
      200,
    ),
    email: template(
      {
        title: 'Not an e-mail address',
        description: '{sample} shows an address (name@ and a domain).',
      },
      ['sample'],
    ),
    emailQuoted: template(
      {
        title: 'An e-mail address with quotes or spaces',
        description: '{sample} shows an address.',
      },
      ['sample'],
    ),
    emailDomain: template(
      {
        title: 'An e-mail address with letters beyond a to z after @',
        description: '{sample} shows an address.',
      },
      ['sample'],
    ),
    phone: template(
      { title: 'Not a phone number', description: '{sample} shows a Nigerian number.' },
      ['sample'],
    ),
  },
  {
    title: 'What the site says about a field to put right',
    description:
      'Shown under the field after sending. The waitlist form says the same about the fields it shares with this form.',
  },
);

/**
 * Every word of the contact form but its heading: its labels, its buttons, what it says while
 * sending, when offline, when sending failed or went, and about a draft kept on the device. The
 * page's script shows most of them; "Message Sent" and its text are the thanks page's.
 */
const contactFormWords = group(
  {
    labels: group(
      {
        firstName: line({ title: 'First name' }, 40),
        lastName: line({ title: 'Last name' }, 40),
        email: line({ title: 'E-mail' }, 40),
        phone: line({ title: 'Phone' }, 40),
        subject: line({ title: 'Subject' }, 40),
        message: line({ title: 'Message' }, 40),
      },
      {
        title: 'Field labels',
        description: 'Also the names of the fields in what the site answers.',
      },
    ),
    optional: line({ title: 'Beside an optional field' }, 30),
    requiredNote: line({ title: 'Above the fields' }, 160),
    reachNote: line(
      { title: 'Under the phone field', description: 'That one of the two is enough.' },
      160,
    ),
    reach: line(
      {
        title: 'Neither e-mail nor phone',
        description: 'Shown under the phone field when both are left empty.',
      },
      200,
    ),
    charactersLeft: countSentence(
      'Under the message: characters left',
      'As the visitor types: {number} is how many more characters fit.',
    ),
    charactersOver: countSentence(
      'Under the message: characters too many',
      'When the message is longer than the form takes: {number} is how many characters to cut. Nothing is cut for them.',
    ),
    send: line({ title: 'Send button' }, 30),
    sending: line({ title: 'Send button while sending' }, 30),
    sendNow: line({ title: 'Send button while waiting for a connection' }, 30),
    privacyNote: template(
      {
        title: 'Under the button',
        description: '{link} is the link to the privacy notice, in the words below.',
      },
      ['link'],
      200,
    ),
    privacyLink: line({ title: 'The link to the privacy notice' }, 40),
    keptOnDevice: formSentence('How a draft is kept', 'After the line under the button.'),
    dismiss: line(
      {
        title: 'Close button of a notification',
        description:
          'Read out by screen readers: the × on the notice that a message went or failed.',
      },
      40,
    ),
    clear: line({ title: 'Button that empties the form' }, 40),
    cleared: line({ title: 'Said when the form was emptied' }, 120),
    offline: formSentence('Offline, the message waits'),
    retrying: formSentence('Back online, the site still unreachable'),
    failedTitle: line({ title: 'Sending failed: title' }, 60),
    failedText: formSentence('Sending failed: text'),
    tooMany: template(
      {
        title: 'Too many messages at once',
        description: '{number} is how many seconds to wait.',
      },
      ['number'],
      300,
    ),
    otherWays: template(
      {
        title: 'Other ways to reach us',
        description:
          'After a failure: {address} is the e-mail address and {number} the phone number.',
      },
      ['address', 'number'],
      200,
    ),
    sentHeading: line({ title: 'After sending: heading' }, 80),
    nextStep: template(
      {
        title: 'After sending: what happens next',
        description: '{address} is the e-mail address the visitor gave.',
      },
      ['address'],
      300,
    ),
    nextStepWithPhone: template(
      {
        title: 'After sending: what happens next, with a phone number',
        description: '{address} is the e-mail address the visitor gave, {number} the phone number.',
      },
      ['address', 'number'],
      300,
    ),
    nextStepByPhone: template(
      {
        title: 'After sending: what happens next, with a phone number only',
        description: '{number} is the phone number the visitor gave (no e-mail address).',
      },
      ['number'],
      300,
    ),
    whatWasSent: line({ title: 'After sending: what was sent (read aloud)' }, 60),
    another: formSentence('After sending: the form is ready again'),
    changedWhileSending: formSentence('After sending: changes made while it was sent'),
    restoredDraft: template(
      {
        title: 'A draft restored on the device',
        description: '{when} is the day and time it was started.',
      },
      ['when'],
      300,
    ),
    draftSubjectChanged: template(
      {
        title: 'A draft whose subject a link changed',
        description: "{before} is the draft's subject, {after} the new one (both in quotes).",
      },
      ['before', 'after'],
      300,
    ),
    noSubject: line(
      { title: 'A draft without a subject', description: 'In place of {before}.' },
      30,
    ),
    fieldErrors: fieldErrorWords,
    answers: formAnswers({
      things: 'messages',
      page: 'the Contact page',
      description:
        'A browser that runs no script sends the form itself; when the message is not taken, the site answers with the Contact page again, one of these at the top and the form filled in.',
    }),
  },
  {
    title: 'Form',
    description:
      'Every word of the form. Most are shown by the page\'s script, as a visitor sends; "Message Sent" and its text are the thanks page\'s.',
  },
);

export const contactPageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  detailsHeading: line({ title: 'Contact details heading' }),
  details: group(
    {
      office: line({ title: 'Above the address' }, 40),
      email: line({ title: 'Above the e-mail address' }, 40),
      phone: line({ title: 'Above the phone number' }, 40),
      whatsapp: line({ title: 'Above the WhatsApp number' }, 40),
    },
    {
      title: 'Contact details words',
      description:
        'The names above the address, e-mail, phone and WhatsApp number (from the contact details file).',
    },
  ),
  hoursHeading: line({ title: 'Business hours heading' }),
  hours: group(
    {
      caption: line(
        { title: 'Whose clock', description: 'Under the heading, above the days.' },
        60,
      ),
      closedDay: line({ title: 'A day we are closed', description: 'Beside the day.' }, 30),
      openNow: template(
        {
          title: 'Open now',
          description: 'Shown while the office is open: {hour} is when it closes.',
        },
        ['hour'],
      ),
      opensToday: template(
        {
          title: 'Closed, opens later today',
          description: 'Before opening time: {hour} is when it opens.',
        },
        ['hour'],
      ),
      opensTomorrow: template(
        { title: 'Closed, opens tomorrow', description: '{hour} is when it opens.' },
        ['hour'],
      ),
      opensOn: template(
        {
          title: 'Closed, opens another day',
          description: '{day} is the day it opens next, in the page’s language; {hour} the hour.',
        },
        ['day', 'hour'],
      ),
      closed: line({ title: 'Closed, no open day', description: 'When every day is closed.' }, 60),
    },
    {
      title: 'Business hours words',
      description:
        'Under the hours, the line that says whether the office is open now, by the visitor’s clock.',
    },
  ),
  care: group(
    {
      question: line({ title: 'Question' }, 120),
      link: line({ title: 'Link to the Customer care page' }, 60),
    },
    {
      title: 'Line to Customer care',
      description: 'Under the business hours: for a complaint, the way to the Customer care page.',
    },
  ),
  formHeading: line({ title: 'Form heading' }),
  form: contactFormWords,
  findUsHeading: fixed(SPEC_TEXT.findUs, { title: 'Find Us heading' }),
  findUsText: paragraph({ title: 'Find Us text' }),
});

/**
 * The coverage page's words (/coverage/): its heading and introduction, and the coverage search's,
 * what it answers as a visitor types (the areas are the coverage file's).
 * The page fills in each slot: {place} an area we serve, {city} a city or state, {typed} what the
 * visitor typed, {number} a count, {listed} an area from the list.
 */
export const coveragePageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading', description: 'Of the coverage page (/coverage/).' }),
  intro: paragraph({
    title: 'Introduction',
    description: 'Every "ask us" in it is a link to the contact form.',
  }),
  homeLinkLabel: line(
    {
      title: 'Coverage check label',
      description:
        'Names the coverage check on the home page, and the links to the coverage page from the home and Services pages.',
    },
    40,
  ),
  search: group(
    {
      label: line({ title: 'Search field label', description: 'Above the search field.' }, 40),
      hintUnreadable: template(
        {
          title: 'Hint: nothing to read',
          description: 'When what is typed has no letters: {listed} is an area from the list.',
        },
        ['listed'],
        160,
        'text',
      ),
      hintShort: template(
        {
          title: 'Hint: keep typing',
          description: 'When too little is typed yet: {listed} is an area from the list.',
        },
        ['listed'],
        160,
        'text',
      ),
      served: template({ title: 'Yes', description: 'An area we serve: {place}, in {city}.' }, [
        'place',
        'city',
      ]),
      suggested: template(
        {
          title: 'Did you mean',
          description: 'A name close to what was typed, which we serve: {place}, in {city}.',
        },
        ['place', 'city'],
      ),
      elsewhereWaitlist: line(
        {
          title: 'Did you mean: somewhere else',
          description: 'After it, above the waitlist form.',
        },
        160,
      ),
      elsewhereContact: line(
        {
          title: 'Did you mean: somewhere else, without the waitlist',
          description: 'In the editor’s preview of the areas, which has no waitlist form.',
        },
        160,
      ),
      several: template(
        {
          title: 'Several areas',
          description:
            '{number} areas we serve match {typed}, what was typed: {places} names them ("Lekki Phase 1 and Lekki Phase 2").',
        },
        ['number', 'typed', 'places'],
        160,
      ),
      severalNear: template(
        {
          title: 'Several areas, close',
          description:
            '{number} areas we serve are a letter or two from {typed}: {places} names them.',
        },
        ['number', 'typed', 'places'],
        160,
      ),
      severalWaitlist: line(
        { title: 'Several areas: somewhere else', description: 'Above the waitlist form.' },
        120,
      ),
      severalContact: line(
        {
          title: 'Several areas: somewhere else, without the waitlist',
          description: 'A button, in the editor’s preview of the areas.',
        },
        60,
      ),
      city: template(
        {
          title: 'A city or state',
          description: 'Above the areas we serve in {city}, each a link to ask for a connection.',
        },
        ['city'],
        200,
      ),
      cityNear: template(
        { title: 'A city or state, close', description: 'Before it, when a letter slipped.' },
        ['city'],
        60,
      ),
      cityWaitlist: line(
        { title: 'A city or state: not in the list', description: 'Above the waitlist form.' },
        120,
      ),
      cityMore: template(
        {
          title: 'A city or state: more areas',
          description: 'Under the first areas, when the city has more: {number} of them.',
        },
        ['number'],
        160,
      ),
      askStreet: template(
        { title: 'A city or state: ask about a street', description: 'A button.' },
        ['city'],
        60,
      ),
      notYet: template(
        { title: 'Not yet', description: 'Somewhere we do not serve: {typed}, as typed.' },
        ['typed'],
      ),
      notYetWaitlist: line(
        { title: 'Not yet: what to do', description: 'After it, above the waitlist form.' },
        160,
      ),
      notYetContact: line(
        {
          title: 'Not yet: what to do, without the waitlist',
          description: 'In the editor’s preview of the areas.',
        },
        160,
      ),
      askConnection: template(
        { title: 'Ask for a connection', description: 'A button: {place} is the area.' },
        ['place'],
        60,
      ),
      registerInterestIn: template(
        {
          title: 'Register interest in a place',
          description: 'A button, in the editor’s preview of the areas: {typed} as typed.',
        },
        ['typed'],
        60,
      ),
      registerInterest: line(
        {
          title: 'Register interest',
          description: 'A button, in the editor’s preview of the areas, and under the list there.',
        },
        60,
      ),
      problemIn: template(
        {
          title: 'Service problem',
          description: 'Before an open incident’s title: {place} is the area or areas.',
        },
        ['place'],
        80,
      ),
      followIt: line({ title: 'Service problem: link', description: 'To the status page.' }, 60),
      problemNow: line(
        { title: 'Service problem: in the list', description: 'Beside an area in the list.' },
        40,
      ),
      notInList: line({ title: 'Under the list', description: 'Before the waitlist link.' }, 60),
    },
    {
      title: 'Coverage search',
      description:
        'What the search on the coverage page answers as a visitor types, and the words around the list of areas. The areas themselves are in the coverage file.',
    },
  ),
});

export const notFoundPageSchema = z.strictObject({
  seo,
  heading: fixed(SPEC_TEXT.notFound, { title: 'Heading' }),
  body: paragraph({ title: 'Text' }),
  linkLabel: line({ title: 'Link to the home page' }, 40),
});

export const privacyPageSchema = z.strictObject({
  examples: examplesFlag,
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  // The day it last changed, never one to come: every consent records this date as the notice
  // the person agreed to.
  updated: date({ title: 'Last changed', description: 'The day the notice last changed.' }).refine(
    (day) => day <= toLagosTime(Date.now()).slice(0, 10),
    'must be a day that has come: the day the notice last changed',
  ),
  updatedLine: template(
    {
      title: 'The line that says when',
      description:
        'Under the introduction: {date} is the day it last changed, from the field above.',
    },
    ['date'],
    80,
  ),
  sections: list(
    z.strictObject({
      heading: line({ title: 'Heading' }),
      paragraphs: list(paragraph({ title: 'Paragraph' }), { title: 'Paragraphs' }, 1, 10),
    }),
    { title: 'Sections' },
    1,
    12,
  ),
  storage: group(
    {
      heading: line({ title: 'Heading' }),
      region: line({
        title: 'Where enquiries are stored',
        description:
          "The country and region of the site's database, as Netlify shows it on the site's database page, for example: the United States (Ohio).",
      }),
      enquiryMonths: wholeNumber(
        {
          title: 'Months an enquiry is kept',
          description:
            'The website deletes each enquiry this many months after it arrives, and the notice says so. A change applies to enquiries that arrive once it is published.',
        },
        { min: 1, max: 120, like: '24', without: 'words' },
      ),
      spamDays: wholeNumber(
        {
          title: 'Days a message flagged as spam is kept',
          description:
            'Messages set aside as likely spam are deleted this many days after they arrive (from the next one that arrives once it is published).',
        },
        { min: 1, max: 365, like: '30', without: 'words' },
      ),
      waitlistMonths: wholeNumber(
        {
          title: 'Months a waitlist sign-up is kept once its area is served',
          description:
            'A sign-up is kept while its area waits. Once the area is served and the person told, the website deletes it this many months later, and the notice says so.',
        },
        { min: 1, max: 60, like: '6', without: 'words' },
      ),
      where: template(
        {
          title: 'Where it is kept',
          description: '{region} is where the database is, from the field above.',
        },
        ['region'],
        400,
        'text',
      ),
      mailProvider: line({
        title: 'Who delivers the e-mails',
        description:
          'The company whose mail service sends what the website e-mails (CONTACT_SMTP_URL): to sales about each enquiry, and to people on the waitlist. For example: Zoho Mail.',
      }),
      mail: template(
        {
          title: 'Who delivers the e-mails, in a sentence',
          description: '{mail} is the company from the field above.',
        },
        ['mail'],
        400,
        'text',
      ),
      howLong: template(
        {
          title: 'How long an enquiry is kept',
          description:
            '{enquiries} and {spam} are the periods above, in months and in days: the website deletes them then.',
        },
        ['enquiries', 'spam'],
        400,
        'text',
      ),
      waitlist: template(
        {
          title: 'How long a waitlist sign-up is kept',
          description:
            '{waitlist} is the period above, in months; {unconfirmed} is how long a sign-up with an e-mail address its owner has not confirmed is kept (7 days, set by the website).',
        },
        ['waitlist', 'unconfirmed'],
        500,
        'text',
      ),
      month: line({ title: 'One month' }, 20),
      months: line({ title: 'Months', description: 'After a number.' }, 20),
      day: line({ title: 'One day' }, 20),
      days: line({ title: 'Days', description: 'After a number.' }, 20),
    },
    { title: 'Where enquiries are kept, and for how long' },
  ),
  contact: group(
    {
      heading: line({ title: 'Heading' }),
      text: paragraph({
        title: 'Text',
        description: 'Whom to ask; the e-mail address follows it.',
      }),
      email: email({ title: 'E-mail for questions about personal data' }),
    },
    { title: 'Whom to ask' },
  ),
});

export const thanksPageSchema = z.strictObject({
  seo,
  heading: fixed(SPEC_TEXT.sentTitle, { title: 'Heading' }),
  body: fixed(SPEC_TEXT.sentText, { title: 'Text' }),
  nextSteps: paragraph({ title: 'What happens next' }),
  homeLinkLabel: line({ title: 'Link to the home page' }, 40),
  servicesLinkLabel: line({ title: 'Link to the Services page' }, 40),
  notSentHeading: line(
    {
      title: 'Heading when nothing was sent',
      description:
        'Shown instead of "Message Sent" to someone who opens this page without sending the form (from a bookmark or a search).',
    },
    80,
  ),
  notSentBody: paragraph({ title: 'Text when nothing was sent' }, 300),
  formLinkLabel: line({ title: 'Link to the contact form (when nothing was sent)' }, 40),
});

const NCC_PHONE_EXPECTED =
  'a number to dial: digits, spaces and + only, like 622 or +234 9 461 7000';

export const statusPageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  allNormal: line(
    { title: 'When all is normal', description: 'Shown when no incident is open.' },
    160,
  ),
  currentHeading: line({ title: 'Heading over the open incidents' }),
  historyHeading: line({
    title: 'Heading over the history',
    description: 'The incidents resolved in the last 90 days follow it.',
  }),
  noHistory: line({ title: 'When the history is empty' }, 160),
  ownLine: group(
    {
      heading: line({ title: 'Heading' }, 80),
      text: paragraph(
        {
          title: 'What to do',
          description:
            'For a customer whose own connection is down while this page shows nothing wrong there.',
        },
        400,
      ),
      call: line(
        {
          title: 'Before the phone number',
          description: 'A link that calls the phone number in Contact details.',
        },
        40,
      ),
      careLink: line({ title: 'Link to the Customer care page' }, 80),
    },
    {
      title: 'When your own connection is down',
      description:
        'Under what is open now, always: the phone number (and WhatsApp, when there is one) come from Contact details.',
    },
  ),
  feedLabel: line(
    { title: 'Link to the feed', description: 'The Atom feed of incidents, for feed readers.' },
    60,
  ),
  noticeLinkLabel: line(
    {
      title: 'Link in the notice',
      description: 'The notice under the header of every page while an incident is open.',
    },
    40,
  ),
  asOf: template(
    {
      title: 'When the page was last built',
      description: 'Under what is open now: {moment} is the date and time.',
    },
    ['moment'],
    120,
  ),
  since: template(
    { title: 'Over the history', description: '{day} is the first day it covers.' },
    ['day'],
    120,
  ),
  card: group(
    {
      status: line({ title: 'Status' }, 30),
      open: line({ title: 'An open incident’s status' }, 60),
      resolved: line({ title: 'A resolved incident’s status' }, 30),
      areas: line({ title: 'Areas' }, 30),
      started: line({ title: 'Started' }, 30),
      expectedFix: line({ title: 'Expected fix' }, 30),
      resolvedAt: line({ title: 'When it was resolved' }, 30),
      after: template(
        {
          title: 'How long it lasted',
          description: 'After when it was resolved: {length} is how long, like "7 h 15 min".',
        },
        ['length'],
        60,
      ),
      underMinute: line({ title: 'Less than a minute', description: 'How long, when so.' }, 30),
      updates: line(
        { title: 'Before the updates', description: 'Read out by screen readers.' },
        60,
      ),
    },
    {
      title: 'Words on each incident',
      description: 'The incidents themselves are in Service status (content/status.yaml).',
    },
  ),
});

export const carePageSchema = z.strictObject({
  examples: examplesFlag,
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  channels: group(
    {
      heading: line({ title: 'Heading' }),
      intro: paragraph({ title: 'Introduction' }),
      whatsapp: paragraph(
        {
          title: 'About WhatsApp',
          description: 'Shown only when the contact details have a WhatsApp number.',
        },
        300,
      ),
      phone: paragraph({ title: 'About the phone line' }, 300),
      email: paragraph({ title: 'About e-mail' }, 300),
      office: paragraph({ title: 'About the office' }, 300),
      names: group(
        {
          whatsapp: line({ title: 'WhatsApp' }, 40),
          phone: line({ title: 'Phone' }, 40),
          email: line({ title: 'E-mail' }, 40),
          office: line({ title: 'Office' }, 40),
        },
        { title: 'The channels’ names', description: 'The heading over each channel.' },
      ),
      hoursLink: line(
        {
          title: 'Link under the office',
          description: 'Leads to the business hours and the contact form on the Contact page.',
        },
        80,
      ),
    },
    {
      title: 'How to complain',
      description: 'The numbers and addresses come from the contact details.',
    },
  ),
  steps: group(
    {
      heading: line({ title: 'Heading' }),
      items: list(paragraph({ title: 'Step' }, 400), { title: 'Steps' }, 1, 8),
    },
    { title: 'What happens to a complaint' },
  ),
  promises: group(
    {
      heading: line({ title: 'Heading' }),
      intro: paragraph({
        title: 'Introduction',
        description: 'The times themselves come from the promised times file.',
      }),
      acknowledgement: line({ title: 'Label of the acknowledgement time' }, 120),
      resolution: line({ title: 'Label of the resolution time' }, 120),
      installation: line({ title: 'Label of the installation time' }, 120),
      faultRepair: line({ title: 'Label of the fault repair time' }, 120),
      outage: template(
        {
          title: 'Under the times',
          description: '{link} is the link to the service status page.',
        },
        ['link'],
        200,
      ),
      outageLink: line({ title: 'The link to the service status page' }, 80),
    },
    { title: 'Our promised times' },
  ),
  notMet: group(
    {
      heading: line({ title: 'Heading' }),
      paragraphs: list(paragraph({ title: 'Paragraph' }), { title: 'Paragraphs' }, 1, 6),
    },
    { title: 'When a promise is not kept' },
  ),
  ncc: group(
    {
      heading: line({ title: 'Heading' }),
      text: paragraph({ title: 'Text' }),
      phone: line({ title: 'Consumer line', description: 'The NCC’s number for consumers.' }, 30)
        .regex(/^\+?\d[\d ]{2,19}$/, `must be ${NCC_PHONE_EXPECTED}`)
        .meta({ patternMessage: `Must be ${NCC_PHONE_EXPECTED}` }),
      phoneNote: line(
        { title: 'About the line', description: 'Optional, such as "toll-free".' },
        80,
      ).optional(),
      email: email({ title: 'The NCC’s e-mail for consumers' }),
      address: paragraph({ title: 'The NCC’s postal address' }, 300),
      website: line({ title: 'The NCC’s website', description: 'Starting with https://' }, 120)
        .regex(/^https:\/\/\S+$/, 'must be a link starting with https://')
        .meta({ patternMessage: 'Must be a link starting with https://' }),
      labels: group(
        {
          phone: line({ title: 'Before the consumer line' }, 40),
          email: line({ title: 'Before the e-mail' }, 40),
          address: line({ title: 'Before the address' }, 40),
          website: line({ title: 'Before the website' }, 40),
        },
        { title: 'Names of the NCC’s details' },
      ),
    },
    { title: 'Escalation to the NCC' },
  ),
});

const installationStep = (title: string) =>
  group(
    { title: line({ title: 'Title' }, 80), text: paragraph({ title: 'What happens' }, 600) },
    { title },
  );

export const installationPageSchema = z.strictObject({
  seo,
  heading: line({ title: 'Heading' }),
  intro: paragraph({ title: 'Introduction' }),
  steps: group(
    {
      survey: installationStep('Step 1: survey'),
      quote: installationStep('Step 2: quote'),
      payment: installationStep('Step 3: payment'),
      installation: installationStep('Step 4: installation'),
      activation: installationStep('Step 5: activation'),
    },
    {
      title: 'Steps',
      description: 'The promised time of each step comes from the promised times file.',
    },
  ),
  totalLabel: line(
    {
      title: 'Total time line',
      description:
        'Words before the promised installation time, such as "From payment to installation:".',
    },
    80,
  ),
  plansLinkLabel: line({ title: 'Link to the plans' }, 40),
});

// ---------------------------------------------------------------------------
// Words on every page
// ---------------------------------------------------------------------------

/** A link's label the specification fixes in English (the navigation's, the footer's). */
const linkLabel = (value: string, title: string) => fixed(value, { title });

export const everyPageSchema = z.strictObject({
  skipLink: line(
    {
      title: 'Skip link',
      description:
        'The first link of every page, shown when a keyboard reaches it: it jumps past the navigation.',
    },
    60,
  ),
  languageLinks: line(
    {
      title: 'Name of the language links',
      description: 'Read out by screen readers before the links to the page in each language.',
    },
    40,
  ),
  navigation: group(
    {
      label: line(
        { title: 'Name of the navigation', description: 'Read out by screen readers.' },
        40,
      ),
      home: linkLabel(SPEC_LINKS.home, 'Home link'),
      about: linkLabel(SPEC_LINKS.about, 'About link'),
      services: linkLabel(SPEC_LINKS.services, 'Services link'),
      plans: line({ title: 'Plans link' }, 20),
      coverage: line({ title: 'Coverage link' }, 20),
      contact: linkLabel(SPEC_TEXT.contactUs, 'Contact button'),
      menu: line(
        { title: 'Menu button', description: 'On a phone: opens and closes the links.' },
        20,
      ),
      help: line(
        {
          title: 'Name of the help links',
          description:
            'Read out by screen readers before the two links above the navigation: service status and customer care.',
        },
        40,
      ),
      status: line(
        {
          title: 'Link to the Service status page',
          description: 'Above the navigation, on every page: keep it short.',
        },
        24,
      ),
      care: line(
        {
          title: 'Link to the Customer care page',
          description: 'Above the navigation, on every page: keep it short.',
        },
        24,
      ),
    },
    { title: 'Navigation (top of every page)' },
  ),
  footer: group(
    {
      aboutHeading: line(
        {
          title: 'Heading of the company blurb',
          description: 'Read out by screen readers, followed by the company name.',
        },
        40,
      ),
      linksHeading: line({ title: 'Heading of the links' }, 40),
      home: linkLabel(SPEC_LINKS.home, 'Home link'),
      about: linkLabel(SPEC_LINKS.about, 'About link'),
      services: linkLabel(SPEC_LINKS.services, 'Services link'),
      contact: linkLabel(SPEC_LINKS.contact, 'Contact link'),
      contactHeading: line({ title: 'Heading of the contact details' }, 40),
      care: line({ title: 'Link to the Customer care page' }, 60),
      status: line({ title: 'Link to the Service status page' }, 60),
      rights: line(
        { title: 'After the copyright', description: 'After "© year company name."' },
        60,
      ),
      licence: line(
        { title: 'Before the NCC licence number', description: 'Shown when the company has one.' },
        60,
      ),
      privacy: line({ title: 'Link to the privacy notice' }, 60),
      languageLinks: line(
        {
          title: 'Name of the language links in the footer',
          description: 'Read out by screen readers.',
        },
        60,
      ),
    },
    { title: 'Footer (foot of every page)' },
  ),
  times: group(
    {
      within: template(
        {
          title: 'Within a promised time',
          description:
            'Wherever a promised time is shown, and in copy that says {within: installation}; {length} is the time, like "10 working days".',
        },
        ['length'],
        40,
      ),
      hour: line({ title: 'One hour' }, 20),
      hours: line({ title: 'Hours', description: 'After a number: 24 hours.' }, 20),
      workingDay: line({ title: 'One working day' }, 30),
      workingDays: line({ title: 'Working days', description: 'After a number.' }, 30),
      day: line({ title: 'One day' }, 20),
      days: line({ title: 'Days', description: 'After a number.' }, 20),
    },
    {
      title: 'Promised times',
      description:
        'How the times in Promised times are written, on the Customer care, installation and plans pages and in copy.',
    },
  ),
  chat: group(
    {
      label: line(
        {
          title: 'Link to chat on WhatsApp',
          description:
            'On the Contact, Customer care and plans pages, and in the coverage search’s answers, when the company has a WhatsApp number.',
        },
        40,
      ),
      about: template(
        {
          title: 'Its name for screen readers, saying what about',
          description: '{name} is the plan or the area the chat is about.',
        },
        ['name'],
        80,
      ),
      messages: group(
        {
          general: line({ title: 'From the Contact page' }, 200),
          subject: template(
            {
              title: 'From the Contact page, with a subject',
              description: '{subject} is the subject the visitor came with, such as a plan.',
            },
            ['subject'],
            200,
          ),
          plan: template(
            { title: 'About a plan', description: '{name} is the plan’s name.' },
            ['name'],
            200,
          ),
          served: template(
            {
              title: 'From an area we serve',
              description: '{place} is the area and its city, from the coverage search.',
            },
            ['place'],
            200,
          ),
          notYet: template(
            {
              title: 'From a place we do not reach yet',
              description: '{place} is the place as the visitor typed it.',
            },
            ['place'],
            200,
          ),
          region: template(
            {
              title: 'From a city we serve, or several areas, the street not found',
              description:
                '{place} is the city or state, or what was typed when several areas we serve match it ("Lekki").',
            },
            ['place'],
            200,
          ),
          complaint: template(
            {
              title: 'A complaint, from the Customer care page',
              description: '{name} is the company’s name. The visitor adds the rest.',
            },
            ['name'],
            200,
          ),
        },
        {
          title: 'The message a chat starts with',
          description:
            'Written in the visitor’s WhatsApp, ready to send: they can change it before sending.',
        },
      ),
    },
    { title: 'Chat on WhatsApp' },
  ),
  serviceNotice: group(
    {
      label: line({ title: 'Name of the notice', description: 'Read out by screen readers.' }, 40),
      problemIn: line(
        {
          title: 'Before the first problem’s places',
          description: 'Then the places, a colon and the problem’s title.',
        },
        40,
      ),
      alsoIn: line({ title: 'Before each further problem’s places' }, 40),
      more: line(
        {
          title: 'Before the number of problems not named',
          description: 'When more than two problems are open: then the number.',
        },
        40,
      ),
    },
    {
      title: 'Service notice',
      description:
        'Under the navigation of every page while a problem is open (Service status in Site content).',
    },
  ),
});

export type ContentFile = {
  /** Path under content/. */
  path: string;
  /** The GraphQL node type Gatsby creates for the file. */
  typeName: string;
  /** Name of the file for editors. */
  label: string;
  schema: z.ZodObject;
};

// ---------------------------------------------------------------------------
// Languages
// ---------------------------------------------------------------------------

/**
 * A language's state: hidden (no pages at all), a draft (pages on previews only, under a notice), or
 * reviewed by a fluent speaker (pages on the live site too).
 */
export const REVIEW_STATES = ['hidden', 'draft', 'reviewed'] as const;

export const languagesSchema = z.strictObject({
  languages: list(
    z.strictObject({
      code: choice(LANGUAGE_CODES, { title: 'Language' }, 'LanguageCode').meta({
        widget: 'hidden',
      }),
      name: line(
        {
          title: 'Name',
          description:
            'The language’s name as its speakers write it, such as Yorùbá: the language links show it.',
        },
        40,
      ),
      review: choice(
        REVIEW_STATES,
        {
          title: 'Review',
          description:
            'hidden: no pages in this language; draft: its pages only on previews, under the draft notice; reviewed: a fluent speaker has checked every page, and the live site shows it.',
        },
        'ReviewState',
      ),
      draftNotice: paragraph(
        {
          title: 'Draft notice',
          description:
            'In this language: shown at the top of its pages on a preview while it is a draft.',
        },
        300,
      ),
    }),
    {
      title: 'Languages besides English',
      description:
        'Nigerian Pidgin, Hausa, Yoruba and Igbo, in that order. English is always there.',
    },
    LANGUAGE_CODES.length,
    LANGUAGE_CODES.length,
  )
    .meta({ fixedOrder: true })
    .superRefine(
      inOrder(
        'code',
        LANGUAGE_CODES,
        `the languages go in order (${LANGUAGE_CODES.join(', ')}), each once`,
      ),
    ),
});

/**
 * Every file under content/, by the name the code knows it by: the type it becomes, its name for
 * editors and the schema it must match. In the order editors see them.
 */
export const SITE_FILES = {
  company: {
    path: 'company.yaml',
    typeName: 'CompanyYaml',
    label: 'Company',
    schema: companySchema,
  },
  contact: {
    path: 'contact.yaml',
    typeName: 'ContactYaml',
    label: 'Contact details',
    schema: contactSchema,
  },
  hours: {
    path: 'business-hours.yaml',
    typeName: 'BusinessHoursYaml',
    label: 'Business hours',
    schema: businessHoursSchema,
  },
  services: {
    path: 'services.yaml',
    typeName: 'ServicesYaml',
    label: 'Services',
    schema: servicesSchema,
  },
  values: {
    path: 'values.yaml',
    typeName: 'ValuesYaml',
    label: 'Core values',
    schema: valuesSchema,
  },
  coverage: {
    path: 'coverage.yaml',
    typeName: 'CoverageYaml',
    label: 'Coverage (areas we serve)',
    schema: coverageSchema,
  },
  plans: {
    path: 'plans.yaml',
    typeName: 'PlansYaml',
    label: 'Plans and prices',
    schema: plansSchema,
  },
  faq: {
    path: 'faq.yaml',
    typeName: 'FaqYaml',
    label: 'Questions and answers',
    schema: faqSchema,
  },
  status: {
    path: 'status.yaml',
    typeName: 'StatusYaml',
    label: 'Service status',
    schema: statusSchema,
  },
  promises: {
    path: 'promises.yaml',
    typeName: 'PromisesYaml',
    label: 'Promised times',
    schema: promisesSchema,
  },
  home: {
    path: 'pages/home.yaml',
    typeName: 'HomePageYaml',
    label: 'Home page',
    schema: homePageSchema,
  },
  about: {
    path: 'pages/about.yaml',
    typeName: 'AboutPageYaml',
    label: 'About page',
    schema: aboutPageSchema,
  },
  servicesPage: {
    path: 'pages/services.yaml',
    typeName: 'ServicesPageYaml',
    label: 'Services page',
    schema: servicesPageSchema,
  },
  coveragePage: {
    path: 'pages/coverage.yaml',
    typeName: 'CoveragePageYaml',
    label: 'Coverage page',
    schema: coveragePageSchema,
  },
  contactPage: {
    path: 'pages/contact.yaml',
    typeName: 'ContactPageYaml',
    label: 'Contact page',
    schema: contactPageSchema,
  },
  thanks: {
    path: 'pages/thanks.yaml',
    typeName: 'ThanksPageYaml',
    label: 'Message sent page',
    schema: thanksPageSchema,
  },
  notFound: {
    path: 'pages/not-found.yaml',
    typeName: 'NotFoundPageYaml',
    label: 'Page not found',
    schema: notFoundPageSchema,
  },
  privacy: {
    path: 'pages/privacy.yaml',
    typeName: 'PrivacyPageYaml',
    label: 'Privacy notice',
    schema: privacyPageSchema,
  },
  waitlist: {
    path: 'waitlist.yaml',
    typeName: 'WaitlistYaml',
    label: 'Waitlist (areas not served yet)',
    schema: waitlistSchema,
  },
  statusPage: {
    path: 'pages/status.yaml',
    typeName: 'StatusPageYaml',
    label: 'Service status page',
    schema: statusPageSchema,
  },
  care: {
    path: 'pages/customer-care.yaml',
    typeName: 'CarePageYaml',
    label: 'Customer care page',
    schema: carePageSchema,
  },
  installation: {
    path: 'pages/installation.yaml',
    typeName: 'InstallationPageYaml',
    label: 'Installation page',
    schema: installationPageSchema,
  },
  everyPage: {
    path: 'pages/every-page.yaml',
    typeName: 'EveryPageYaml',
    label: 'Every page: navigation and footer',
    schema: everyPageSchema,
  },
  languages: {
    path: 'languages.yaml',
    typeName: 'LanguagesYaml',
    label: 'Languages',
    schema: languagesSchema,
  },
} as const satisfies Record<string, ContentFile>;

export type SiteFileName = keyof typeof SITE_FILES;
/** A content file's data, as its schema types it. */
export type SiteFileData<K extends SiteFileName> = z.infer<(typeof SITE_FILES)[K]['schema']>;
/** Every content file's data, by name. */
export type SiteContent = { [K in SiteFileName]: SiteFileData<K> };

export const CONTENT_FILES: readonly ContentFile[] = Object.values(SITE_FILES);
