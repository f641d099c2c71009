/**
 * Facts are written once. The business hours, the prices and fees, the phone, WhatsApp and e-mail,
 * the areas served and the promised times each live in one content file; copy anywhere else refers
 * to them ("Questions are answered {hours}", "from {price: Home Lite}", "{within: reply}") and the
 * site fills the reference in from that file, so editing the hours changes every sentence that
 * shows them.
 *
 * Each kind of fact is one entry of FACTS below: the name a reference uses, the file and field it
 * lives in, what a reference shows, and how to find the fact typed by hand. The build
 * (validate-content.ts) and the content editor (src/cms) refuse copy that types a fact by hand
 * where a reference exists, or refers to a fact that does not exist, naming the file and field and
 * saying what to write; pages get the copy filled in through GraphQL (gatsby-node.ts) and the
 * editor's preview through fillFacts. Browser-safe: no file access.
 */
import {
  formatTime,
  isOpenDay,
  naira,
  promisedTime,
  within,
  type HoursDay,
  type PromisedTime,
  type TimeWords,
} from './fact-formats';
import { fieldLabel, fieldPath, type ContentProblem } from './content-problems';
import { jsonSchemaOf, type JsonSchema } from './content-json-schema';
import { scriptOnlyMistakes } from './script-only-controls';
import {
  SITE_FILES,
  WEEKDAYS,
  type SiteContent,
  type SiteFileData,
  type SiteFileName,
} from './content-schema';

/**
 * A fact typed by hand in a text: what was found, the reference to write instead, and (when it is
 * not the kind's own field) the field of the fact's file that keeps it.
 */
export type TypedFact = { found: string; write: string; field?: string };

/** One kind of fact: where it lives, what a reference to it shows, how it is found typed. */
export type FactKind<K extends SiteFileName = SiteFileName> = {
  /** The name a reference uses, in lower case: `hours` for {hours} and {hours: Saturday}. */
  name: string;
  /** What it is, in a sentence: "the business hours". */
  what: string;
  /** The content file it lives in. */
  file: K;
  /** The field of that file that holds it, as the editor labels it. */
  field: string;
  /** How to refer to it: "{hours} for the week, or {hours: Saturday} for one day". */
  usage: string;
  /** What a reference shows, or why it cannot be shown (a plan that does not exist...). */
  show(
    data: SiteFileData<K>,
    argument: string | undefined,
    words: FactWords,
  ): string | { problem: string };
  /** Whether it is written with the words of every page (`times`): filled in once they are read. */
  wordy?: boolean;
  /** The fact typed by hand in `text`; only copy is looked at, never the fact's own fields. */
  typed?(text: string, data: SiteFileData<K>): TypedFact[];
  /** Fields of its own file that hold the fact itself, as schema paths (`plans[].name`). */
  own?: readonly string[];
};

/** Said of a promised time when the words for times could not be read. */
const NO_TIME_WORDS = {
  problem:
    'cannot be shown: the words for promised times (content/pages/every-page.yaml) are wrong',
};

/**
 * The words facts are written with, in the language of the text they are filled into: given to
 * the kinds that are written with them (`wordy`).
 */
export type FactWords = { times?: TimeWords };

/** A fact kind, typed by the file it lives in. */
const fact = <K extends SiteFileName>(kind: FactKind<K>): FactKind => kind as unknown as FactKind;

// ---------------------------------------------------------------------------
// Words and numbers, the way the facts are shown and found
// ---------------------------------------------------------------------------

/** Texts already folded. Every name is looked for in each text of the content, so a text is
 * folded once rather than once per name (14 weekdays, every area of every city). Emptied when it
 * grows past a few thousand texts: the editor checks as staff type. */
const foldedTexts = new Map<string, string>();

/** Lower case, without accents or punctuation: how names are compared. */
function folded(text: string): string {
  let result = foldedTexts.get(text);
  if (result === undefined) {
    result = text
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (foldedTexts.size >= 5000) foldedTexts.clear();
    foldedTexts.set(text, result);
  }
  return result;
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** Whether `text` names `name` as whole words, whatever the case, accents and punctuation. */
const names = (text: string, name: string) => {
  const wanted = folded(name);
  return wanted !== '' && ` ${folded(text)} `.includes(` ${wanted} `);
};

/** The entry of `entries` whose name, folded, is `argument`'s. */
const named = <T>(entries: readonly T[], nameOf: (entry: T) => string, argument: string) =>
  entries.find((entry) => folded(nameOf(entry)) === folded(argument));

const NUMBER_WORDS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

/** '2' or 'two' -> 2; anything else -> NaN. */
const numberOf = (word: string) =>
  /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS.indexOf(word.toLowerCase());

// ---------------------------------------------------------------------------
// Business hours
// ---------------------------------------------------------------------------

type Hours = SiteFileData<'hours'>;

/** '9:00 AM to 6:00 PM', or 'closed'. */
const dayHours = (day: HoursDay) =>
  isOpenDay(day) ? `${formatTime(day.opens)} to ${formatTime(day.closes)}` : 'closed';

/** 'Monday', 'Monday and Tuesday', 'Monday to Friday'. */
function dayRange(first: string, last: string): string {
  if (first === last) return first;
  const next = WEEKDAYS[WEEKDAYS.indexOf(first as (typeof WEEKDAYS)[number]) + 1];
  return next === last ? `${first} and ${last}` : `${first} to ${last}`;
}

/** The open days, consecutive days with the same hours together: 'Monday to Friday 9:00 AM to …'. */
export function weekHours(days: readonly HoursDay[]): string {
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const day of days) {
    const hours = dayHours(day);
    const previous = groups.at(-1);
    if (previous && previous.hours === hours) previous.last = day.day;
    else groups.push({ first: day.day, last: day.day, hours });
  }
  const open = groups.filter((group) => group.hours !== 'closed');
  if (open.length === 0) return 'closed every day';
  return listed(open.map(({ first, last, hours }) => `${dayRange(first, last)} ${hours}`));
}

/** The days the business opens: 'Monday to Saturday', 'Monday to Friday and Sunday'. */
export function openDays(days: readonly HoursDay[]): string {
  const runs: string[][] = [];
  days.forEach((day, index) => {
    if (!isOpenDay(day)) return;
    const previous = days[index - 1];
    if (previous && isOpenDay(previous)) runs.at(-1)!.push(day.day);
    else runs.push([day.day]);
  });
  if (runs.length === 0) return 'no day of the week';
  return listed(runs.map((run) => (run.length === 1 ? run[0]! : `${run[0]} to ${run.at(-1)}`)));
}

/** A time of day as people type it: 9am, 9:00 AM, 10.30 p.m., 18:00. */
const CLOCK_TIME =
  /\b(?:(?:[1-9]|1[0-2])(?:[:.][0-5]\d)?\s*(?:[ap]\.?m\b)|(?:[01]?\d|2[0-3]):[0-5]\d\b)/gi;

const HAS_CLOCK_TIME = new RegExp(CLOCK_TIME.source, 'i');

/** Words that make a time in a sentence an opening or closing time. */
const HOURS_WORDS =
  /\b(?:mon|tues?|wed|thu(?:rs)?|fri|sat|sun)(?:day)?s?\b|\bweekdays?\b|\bweekends?\b|\b(?:business|office|opening|working|support) hours\b|\bopen(?:s|ing)?\b|\bclos(?:e|es|ed|ing)\b/i;

/** The sentences of a text (a.m. and p.m. do not end one). */
const sentences = (text: string) =>
  text
    .replace(/\b([ap])\.m\./gi, '$1m')
    .split(/(?<=[.!?;])\s+/)
    .filter(Boolean);

/** '9:00 AM' -> '09:00', '18:00' -> '18:00'. */
function clock(text: string): string {
  const match = /(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?/i.exec(text)!;
  let hours = Number(match[1]);
  if (match[3]) hours = (hours % 12) + (match[3].toLowerCase() === 'p' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2] ?? '00'}`;
}

/** Days of the week named in a sentence: "Monday", "Saturdays". */
const daysNamed = (sentence: string) =>
  WEEKDAYS.filter((day) => names(sentence, day) || names(sentence, `${day}s`));

/**
 * Opening hours typed by hand: a time of day in a sentence that names a day of the week or says
 * open, closed or business hours, or two times that are a day's opening and closing times. A time
 * in any other sentence ("the speed is reduced between 6 pm and midnight") is not the hours.
 */
function typedHours(text: string, hours: Hours): TypedFact[] {
  const pairs = new Set(hours.days.filter(isOpenDay).map((day) => `${day.opens}-${day.closes}`));
  return sentences(text).flatMap((sentence) => {
    const times = [...sentence.matchAll(CLOCK_TIME)].map((match) => match[0]);
    if (times.length === 0) return [];
    const clocks = times.map(clock);
    const isPair = clocks.some((opens, index) =>
      clocks.slice(index + 1).some((closes) => pairs.has(`${opens}-${closes}`)),
    );
    if (!isPair && !HOURS_WORDS.test(sentence)) return [];
    const days = daysNamed(sentence);
    return [
      {
        found: times.join('", "'),
        write: days.length === 1 ? `{hours: ${days[0]}}` : '{hours}',
      },
    ];
  });
}

/** The words of `sentence` from the first of `days` named to the last: "Monday to Saturday". */
function spanNaming(sentence: string, days: readonly string[]): string {
  const lower = sentence.toLowerCase();
  const at = days.map((day) => lower.indexOf(day.toLowerCase())).filter((index) => index >= 0);
  const last = days.at(-1)!;
  const end = lower.lastIndexOf(last.toLowerCase());
  return at.length > 0 && end >= 0
    ? sentence.slice(Math.min(...at), end + last.length)
    : listed(days);
}

/** Open or closed, said of days of the week: "open Monday to Saturday", "closed on Sundays". */
const OPEN_OR_CLOSED = /\b(?:open|opens|closed)\b/i;

/** The days the business opens typed by hand, without times: "we are open Monday to Saturday". */
function typedOpenDays(text: string): TypedFact[] {
  return sentences(text).flatMap((sentence) => {
    const days = daysNamed(sentence);
    if (days.length === 0 || !OPEN_OR_CLOSED.test(sentence) || HAS_CLOCK_TIME.test(sentence)) {
      return [];
    }
    return [
      {
        found: spanNaming(sentence, days),
        write: days.length === 1 ? `{hours: ${days[0]}}` : '{open days}',
      },
    ];
  });
}

// ---------------------------------------------------------------------------
// Phone, WhatsApp and e-mail
// ---------------------------------------------------------------------------

/** Something written like a Nigerian phone number: +234 or 0, then nine or ten digits. */
const PHONE_LIKE = /(?:\+\s*234|\b0)[\d\s().-]{9,16}\d/g;

/** The number a phone-like text dials, without +234 or the leading 0. */
const nationalDigits = (text: string) => {
  const digits = text.replace(/\D/g, '');
  return digits.startsWith('234') ? digits.slice(3) : digits.replace(/^0/, '');
};

/** The phone number `number` typed by hand in `text`. */
const typedNumber = (text: string, number: string | undefined, write: string): TypedFact[] =>
  number === undefined
    ? []
    : [...text.matchAll(PHONE_LIKE)]
        .filter((match) => nationalDigits(match[0]) === nationalDigits(number))
        .map((match) => ({ found: match[0].trim(), write }));

/** A phone number as the site shows it in a sentence: no-break spaces keep it on one line. */
const phoneInText = (phone: string) => phone.replace(/ /g, '\u00a0');

const EMAIL_LIKE = /[^\s@"'(<]+@[^\s@"')>]+\.[^\s@"')>.,;:!?]+/g;

// ---------------------------------------------------------------------------
// Prices and fees
// ---------------------------------------------------------------------------

type Plans = SiteFileData<'plans'>;
type Plan = Plans['plans'][number];

/** An amount of naira as people type it: ₦25,000, N25000, NGN 25,000, 25,000 naira. */
const NAIRA =
  /(?:₦|\bNGN\s?|\bN(?=\d))\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.\d\d)?(?!\d)|\b(\d{1,3}(?:,\d{3})+|\d+)\s?naira\b/gi;

const amounts = (text: string) =>
  [...text.matchAll(NAIRA)].map((match) => ({
    found: match[0].trim(),
    amount: Number((match[1] ?? match[2] ?? '').replace(/,/g, '')),
  }));

const planNames = (plans: Plans) => plans.plans.map((plan) => plan.name).join(', ');

/** The plan a reference names, or why there is none. */
function planFor(plans: Plans, argument: string | undefined): Plan | { problem: string } {
  if (!argument) return { problem: `needs a plan's name, like {price: ${plans.plans[0]?.name}}` };
  return (
    named(plans.plans, (plan) => plan.name, argument) ?? {
      problem: `names no plan of content/plans.yaml (its plans: ${planNames(plans)})`,
    }
  );
}

/** A plan's price or fee typed by hand, as an amount of naira. */
function typedAmounts(text: string, plans: Plans, field: 'price' | 'installation'): TypedFact[] {
  return amounts(text).flatMap(({ found, amount }) => {
    const plan = plans.plans.find((entry) => entry[field] === amount && amount > 0);
    return plan ? [{ found, write: `{${field}: ${plan.name}}` }] : [];
  });
}

// ---------------------------------------------------------------------------
// Areas served
// ---------------------------------------------------------------------------

type Coverage = SiteFileData<'coverage'>;

/** A city or state's name without what is in brackets: "Abuja (FCT)" is named "Abuja" too. */
const shortName = (name: string) => name.replace(/\s*\([^)]*\)\s*/g, ' ').trim();

const areaCount = (coverage: Coverage) =>
  coverage.regions.reduce((sum, region) => sum + region.areas.length, 0);

/** Every city and state typed by hand in one text. */
function typedCities(text: string, coverage: Coverage): TypedFact[] {
  const { regions } = coverage;
  return regions.length >= 2 && regions.every((region) => names(text, shortName(region.name)))
    ? [{ found: listed(regions.map((region) => shortName(region.name))), write: '{cities}' }]
    : [];
}

/** Every area of a city or state typed by hand in one text (a few, like where a plan is sold, may be). */
function typedAreas(text: string, coverage: Coverage): TypedFact[] {
  return coverage.regions
    .filter((region) => region.areas.length >= 2 && region.areas.every((area) => names(text, area)))
    .map((region) => ({ found: listed(region.areas), write: `{areas: ${region.name}}` }));
}

/** How many of something there are, typed by hand: "19 areas", "three cities". */
const typedCount =
  (things: RegExp, count: (coverage: Coverage) => number, write: string) =>
  (text: string, coverage: Coverage): TypedFact[] =>
    [...text.matchAll(new RegExp(`\\b(\\d+|[a-z]+)\\s+(?:${things.source})\\b`, 'gi'))]
      .filter((match) => numberOf(match[1]!) === count(coverage))
      .map((match) => ({ found: match[0], write }));

// ---------------------------------------------------------------------------
// Promised times ("within two working days")
// ---------------------------------------------------------------------------

/**
 * A length of time in a text: as written, in one form ("2 working days"), and where it starts.
 */
export type Duration = { found: string; value: string; index: number };

const DURATION = new RegExp(
  String.raw`\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s*(?:to|-|–)\s*(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))?(?:\s+(working|business|calendar))?\s+(minute|hour|day|week|month)s?\b(?!\s+an?\s+(?:day|week|month|year)\b)`,
  'gi',
);

/**
 * Every length of time written in a text, in one form whatever the words: "one business day" and
 * "1 working day" are both "1 working day", "five to seven working days" is "5-7 working days".
 * A rate ("24 hours a day") is not a length of time.
 */
export function durationsIn(text: string): Duration[] {
  return (
    [...text.matchAll(DURATION)]
      // "a day" alone is a rate as often as a length ("24 hours a day"); "a working day" is a length.
      .filter((match) => !/^an?$/i.test(match[1]!) || match[3] !== undefined)
      .map((match) => {
        const amount = (word: string) => (/^an?$/i.test(word) ? 1 : numberOf(word));
        const from = amount(match[1]!);
        const to = match[2] ? amount(match[2]) : null;
        const kind = match[3] ? (match[3].toLowerCase() === 'calendar' ? '' : 'working ') : '';
        const unit = match[4]!.toLowerCase();
        const plural = to !== null || from !== 1 ? 's' : '';
        return {
          found: match[0],
          value: `${to === null ? from : `${from}-${to}`} ${kind}${unit}${plural}`,
          index: match.index,
        };
      })
  );
}

type Promises = SiteFileData<'promises'>;

/** The promises of the file: every field that holds a time (not `examples`). */
const promisesOf = (promises: Promises): [string, PromisedTime][] =>
  Object.entries(promises).flatMap(([key, value]) =>
    typeof value === 'object' ? [[key, value] as [string, PromisedTime]] : [],
  );

/** A promise's name in references: faultRepair -> 'fault repair'. */
const promiseName = (key: string) => key.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/** The promise a reference names ({within: fault repair}, {within: faultRepair}), or why none. */
function promiseFor(promises: Promises, argument: string | undefined) {
  const squeezed = (text: string) => folded(text).replace(/ /g, '');
  const found = argument
    ? promisesOf(promises).find(([key]) => squeezed(key) === squeezed(argument))
    : undefined;
  return (
    found?.[1] ?? {
      problem: `needs a promise of content/promises.yaml (${promisesOf(promises)
        .map(([key]) => promiseName(key))
        .join(', ')})`,
    }
  );
}

/** A promise's field as the editor labels it: "Message answered". */
const promiseTitle = (key: string) => schemaOf('promises').properties?.[key]?.title ?? key;

/** Each promise and its length of time in one form, worked out once per promises file read. */
const lengthsOfPromises = new WeakMap<Promises, { key: string; value: string | undefined }[]>();
function promisedLengths(promises: Promises) {
  let lengths = lengthsOfPromises.get(promises);
  if (lengths === undefined) {
    lengths = promisesOf(promises).map(([key, time]) => ({
      key,
      value: durationsIn(`${time.amount} ${time.unit}`)[0]?.value,
    }));
    lengthsOfPromises.set(promises, lengths);
  }
  return lengths;
}

/**
 * A promised time typed by hand: a length of time equal to one the promises file holds, found
 * whatever the words ("within one business day" where a promise is 1 working day). Where several
 * promises share the time, each is offered.
 */
function typedPromises(text: string, promises: Promises): TypedFact[] {
  const kept = promisedLengths(promises);
  return durationsIn(text).flatMap(({ found, value, index }) => {
    const same = kept.filter((promise) => promise.value === value);
    if (same.length === 0) return [];
    const withWithin = /\bwithin\s+$/i.exec(text.slice(0, index));
    return [
      {
        found: withWithin ? `${withWithin[0]}${found}` : found,
        write: same
          .map(({ key }) => `{${withWithin ? 'within' : 'time'}: ${promiseName(key)}}`)
          .join(' or '),
        field: same.map(({ key }) => promiseTitle(key)).join(' or '),
      },
    ];
  });
}

// ---------------------------------------------------------------------------
// The facts
// ---------------------------------------------------------------------------

/** Every kind of fact copy can refer to. A new kind is one more entry here. */
export const FACTS: readonly FactKind[] = [
  fact({
    name: 'hours',
    what: 'the business hours',
    file: 'hours',
    field: 'Days',
    usage: '{hours} for the week, or {hours: Saturday} for one day',
    show: (hours, argument) => {
      if (!argument) return weekHours(hours.days);
      const day = named(hours.days, (entry) => entry.day, argument);
      return day ? dayHours(day) : { problem: `names no day of the week (${WEEKDAYS.join(', ')})` };
    },
    typed: typedHours,
  }),
  fact({
    name: 'open days',
    what: 'the days the business opens',
    file: 'hours',
    field: 'Days',
    usage: '{open days}, like "Monday to Saturday"',
    show: (hours) => openDays(hours.days),
    typed: typedOpenDays,
  }),
  fact({
    name: 'phone',
    what: 'the phone number',
    file: 'contact',
    field: 'Phone number',
    usage: '{phone}',
    show: (contact) => phoneInText(contact.phone),
    typed: (text, contact) => typedNumber(text, contact.phone, '{phone}'),
  }),
  fact({
    name: 'whatsapp',
    what: 'the WhatsApp number',
    file: 'contact',
    field: 'WhatsApp number',
    usage: '{whatsapp}',
    show: (contact) =>
      contact.whatsapp
        ? phoneInText(contact.whatsapp)
        : { problem: 'cannot be shown: content/contact.yaml has no WhatsApp number' },
    typed: (text, contact) => typedNumber(text, contact.whatsapp, '{whatsapp}'),
  }),
  fact({
    name: 'email',
    what: 'the e-mail address',
    file: 'contact',
    field: 'General e-mail',
    usage: '{email}',
    show: (contact) => contact.email,
    typed: (text, contact) =>
      [...text.matchAll(EMAIL_LIKE)]
        .filter((match) => match[0].toLowerCase() === contact.email.toLowerCase())
        .map((match) => ({ found: match[0], write: '{email}' })),
  }),
  fact({
    name: 'price',
    what: "a plan's price",
    file: 'plans',
    field: 'Plans › Price per month (₦)',
    usage: '{price: Home Lite}, the plan named as in the plans file',
    show: (plans, argument) => {
      const plan = planFor(plans, argument);
      return 'problem' in plan ? plan : naira(plan.price);
    },
    typed: (text, plans) => typedAmounts(text, plans, 'price'),
    own: ['plans[].name'],
  }),
  fact({
    name: 'installation',
    what: "a plan's installation fee",
    file: 'plans',
    field: 'Plans › Installation fee (₦)',
    usage: '{installation: Home Lite}',
    show: (plans, argument) => {
      const plan = planFor(plans, argument);
      return 'problem' in plan ? plan : naira(plan.installation);
    },
    typed: (text, plans) => typedAmounts(text, plans, 'installation'),
  }),
  fact({
    name: 'lowest price',
    what: 'the lowest price of the plans',
    file: 'plans',
    field: 'Plans › Price per month (₦)',
    usage: '{lowest price}',
    show: (plans) => naira(Math.min(...plans.plans.map((plan) => plan.price))),
  }),
  fact({
    name: 'cities',
    what: 'the cities and states served',
    file: 'coverage',
    field: 'Cities and states',
    usage: '{cities}',
    show: (coverage) => listed(coverage.regions.map((region) => region.name)),
    typed: typedCities,
    own: ['regions', 'abbreviations'],
  }),
  fact({
    name: 'areas',
    what: 'the areas served in a city or state',
    file: 'coverage',
    field: 'Cities and states › Areas served',
    usage: '{areas: Lagos}',
    show: (coverage, argument) => {
      const region = argument ? named(coverage.regions, (entry) => entry.name, argument) : null;
      return region
        ? listed(region.areas)
        : {
            problem: `needs a city or state of content/coverage.yaml (${coverage.regions.map((entry) => entry.name).join(', ')})`,
          };
    },
    typed: typedAreas,
  }),
  fact({
    name: 'area',
    what: 'an area served',
    file: 'coverage',
    field: 'Cities and states › Areas served',
    usage: '{area: Yaba}, which the build checks is still served',
    show: (coverage, argument) => {
      const area = argument
        ? named(
            coverage.regions.flatMap((region) => region.areas),
            (entry) => entry,
            argument,
          )
        : undefined;
      return area ?? { problem: 'names no area of content/coverage.yaml' };
    },
  }),
  fact({
    name: 'area count',
    what: 'how many areas are served',
    file: 'coverage',
    field: 'Cities and states › Areas served',
    usage: '{area count}',
    show: (coverage) => String(areaCount(coverage)),
    typed: typedCount(/areas|neighbou?rhoods|locations/, areaCount, '{area count}'),
  }),
  fact({
    name: 'city count',
    what: 'how many cities and states are served',
    file: 'coverage',
    field: 'Cities and states',
    usage: '{city count}',
    show: (coverage) => String(coverage.regions.length),
    typed: typedCount(
      /cities|states|cities and states/,
      (coverage) => coverage.regions.length,
      '{city count}',
    ),
  }),
  fact({
    name: 'within',
    what: 'a promised time',
    file: 'promises',
    field: 'each promise',
    usage: '{within: installation}, or any promise of the promises file',
    show: (promises, argument, { times }) => {
      const time = promiseFor(promises, argument);
      if ('problem' in time) return time;
      return times ? within(time, times) : NO_TIME_WORDS;
    },
    wordy: true,
    typed: typedPromises,
  }),
  fact({
    name: 'time',
    what: 'a promised time, as a length of time',
    file: 'promises',
    field: 'each promise',
    usage: '{time: installation}, the same without "within"',
    show: (promises, argument, { times }) => {
      const time = promiseFor(promises, argument);
      if ('problem' in time) return time;
      return times ? promisedTime(time, times) : NO_TIME_WORDS;
    },
    wordy: true,
  }),
];

/**
 * The coverage search's words: copy is checked against the names of its controls, which only the
 * page's script shows (script-only-controls.ts).
 */
const SCRIPT_ONLY_WORDS: SiteFileName = 'coveragePage';

/**
 * The words facts are written with (promised times: "within", "working days"), in the language of
 * the text a reference is in: a translation's references are filled in with its own words.
 */
const WORDS_FILE: SiteFileName = 'everyPage';

/**
 * The content files copy is checked against: the files facts live in, which references are filled
 * in from, and the coverage search's words.
 */
export const factFiles = (kinds: readonly FactKind[] = FACTS): SiteFileName[] => [
  ...new Set([...kinds.map((kind) => kind.file), SCRIPT_ONLY_WORDS, WORDS_FILE]),
];

/** The facts' files' data, by file: what references are filled in from. */
export type FactSources = Partial<SiteContent>;

// ---------------------------------------------------------------------------
// References
// ---------------------------------------------------------------------------

/** A reference in copy: {hours}, {hours: Saturday}, {price: Home Lite}. */
const REFERENCE = /\{([^{}]*)\}/g;

type Reference = { text: string; name: string; argument: string | undefined };

/** `text` without its slots (`{hour}`): the page fills them in, they are not facts. */
export const withoutSlots = (text: string, slots: readonly string[] = []) =>
  slots.reduce((rest, slot) => rest.replaceAll(`{${slot}}`, ' '), text);

/** The references in a text. */
export function referencesIn(text: string): Reference[] {
  return [...text.matchAll(REFERENCE)].map((match) => {
    const [name = '', ...rest] = match[1]!.split(':');
    const argument = rest.join(':').trim();
    return {
      text: match[0],
      name: name.trim().toLowerCase().replace(/\s+/g, ' '),
      argument: argument || undefined,
    };
  });
}

const kindNamed = (name: string, kinds: readonly FactKind[]) =>
  kinds.find((kind) => kind.name === name);

/** What a reference shows, or why it cannot be shown. */
function shown(
  reference: Reference,
  sources: FactSources,
  kinds: readonly FactKind[],
): string | { problem: string } {
  const kind = kindNamed(reference.name, kinds);
  if (!kind) {
    return {
      problem: `is not a fact the site knows; it knows ${kinds.map((entry) => `{${entry.name}}`).join(', ')}`,
    };
  }
  const data = sources[kind.file];
  const times = sources.everyPage?.times;
  // A file that is wrong is reported on its own; its facts wait until it is put right.
  if (data === undefined) return reference.text;
  if (kind.wordy) {
    return times === undefined
      ? reference.text
      : kind.show(data as never, reference.argument, { times });
  }
  return kind.show(data as never, reference.argument, {});
}

/** `text` with its references filled in (one that cannot be is left as it is written). */
export function fillFacts(
  text: string,
  sources: FactSources,
  kinds: readonly FactKind[] = FACTS,
): string {
  return text.replace(REFERENCE, (written) => {
    const [reference] = referencesIn(written);
    const value = reference ? shown(reference, sources, kinds) : written;
    return typeof value === 'string' ? value : written;
  });
}

/**
 * What each kind found typed by hand in each text, by the data it looked against. The editor
 * checks every text of a file as staff type in one, and the other files' data stay the same
 * objects, so most texts are looked at once. Content data are never changed in place. Emptied when
 * it grows past a few thousand texts.
 */
const typedFound = new WeakMap<object, Map<string, Map<FactKind, TypedFact[]>>>();

function typedIn(kind: FactKind, text: string, data: object): TypedFact[] {
  let byText = typedFound.get(data);
  if (!byText) {
    byText = new Map();
    typedFound.set(data, byText);
  }
  let byKind = byText.get(text);
  if (!byKind) {
    if (byText.size >= 5000) byText.clear();
    byKind = new Map();
    byText.set(text, byKind);
  }
  let found = byKind.get(kind);
  if (!found) {
    found = kind.typed?.(text, data as never) ?? [];
    byKind.set(kind, found);
  }
  return found;
}

/** What is wrong with the facts in one text of copy: a reference that fails, a fact typed by hand. */
export function factMistakes(
  text: string,
  sources: FactSources,
  kinds: readonly FactKind[] = FACTS,
): string[] {
  const references = referencesIn(text).flatMap((reference) => {
    const value = shown(reference, sources, kinds);
    return typeof value === 'string' ? [] : [`refers to ${reference.text}, which ${value.problem}`];
  });
  // What references stand for is not typed by hand.
  const written = text.replace(REFERENCE, ' ');
  const typed = kinds.flatMap((kind) => {
    const data = sources[kind.file];
    if (!kind.typed || data === undefined) return [];
    return typedIn(kind, written, data).map(
      ({ found, write, field }) =>
        `types ${kind.what} by hand ("${found}"), which content/${SITE_FILES[kind.file].path} keeps (${field ?? kind.field}). Write ${write} instead, and the site fills it in`,
    );
  });
  return [...references, ...new Set(typed)];
}

/**
 * What is wrong with one text of copy: its facts (factMistakes), and controls it points at that
 * only the page's script shows (src/content-model/script-only-controls.ts).
 */
export function copyMistakes(
  text: string,
  sources: FactSources,
  kinds: readonly FactKind[] = FACTS,
): string[] {
  return [
    ...factMistakes(text, sources, kinds),
    ...scriptOnlyMistakes(text, sources.coveragePage?.search),
  ];
}

// ---------------------------------------------------------------------------
// Copy: the texts references may appear in
// ---------------------------------------------------------------------------

const schemas = new Map<SiteFileName, JsonSchema>();
/** A file's JSON schema, worked out once. */
const schemaOf = (file: SiteFileName) => {
  let schema = schemas.get(file);
  if (!schema) {
    schema = jsonSchemaOf(SITE_FILES[file]);
    schemas.set(file, schema);
  }
  return schema;
};

/** Whether a field is copy: free text (one line or a paragraph), not a fixed form like a time. */
export const isCopy = (schema: JsonSchema | undefined) =>
  (schema?.widget === 'string' || schema?.widget === 'text') &&
  !schema.pattern &&
  schema.const === undefined &&
  schema.enum === undefined;

/** ['plans', 2, 'name'] -> 'plans[].name': a field's place in the schema. */
export const schemaPath = (segments: readonly PropertyKey[]) =>
  fieldPath(segments.map((segment) => (typeof segment === 'number' ? 0 : segment))).replace(
    /\[0\]/g,
    '[]',
  );

/** Whether the field at `path` of `file` holds a fact itself (its name, its areas...). */
export function isFactsOwnField(
  file: SiteFileName,
  path: string,
  kinds: readonly FactKind[] = FACTS,
): boolean {
  return kinds.some(
    (kind) =>
      kind.file === file &&
      (kind.own ?? []).some(
        (own) => path === own || path.startsWith(`${own}.`) || path.startsWith(`${own}[`),
      ),
  );
}

type CopyText = { segments: PropertyKey[]; value: string; slots?: string[] };

/** Every text of copy in a file's data, with where it is. */
function copyTexts(file: SiteFileName, data: unknown): CopyText[] {
  const walk = (
    value: unknown,
    schema: JsonSchema | undefined,
    segments: PropertyKey[],
  ): CopyText[] => {
    if (typeof value === 'string') {
      return isCopy(schema) && !isFactsOwnField(file, schemaPath(segments))
        ? [{ segments, value, ...(schema?.slots ? { slots: schema.slots } : {}) }]
        : [];
    }
    if (Array.isArray(value)) {
      return value.flatMap((entry, index) => walk(entry, schema?.items, [...segments, index]));
    }
    if (value !== null && typeof value === 'object') {
      return Object.entries(value).flatMap(([key, entry]) =>
        walk(entry, schema?.properties?.[key], [...segments, key]),
      );
    }
    return [];
  };
  return walk(data, schemaOf(file), []);
}

/** The facts' files of `content`: what references are filled in from. */
export const factSources = (
  content: Partial<SiteContent>,
  kinds: readonly FactKind[] = FACTS,
): FactSources => Object.fromEntries(factFiles(kinds).map((file) => [file, content[file]]));

/**
 * What the build refuses in the content's copy: references that fail, facts typed by hand and
 * controls only the page's script shows, naming the file and the field, and what to write instead.
 * The facts come from all of `content`; `files` limits whose copy is checked (the editor checks
 * the file being edited).
 */
export function copyProblems(
  content: Partial<SiteContent>,
  {
    files = Object.keys(SITE_FILES) as SiteFileName[],
    kinds = FACTS,
    against = content,
  }: {
    files?: readonly SiteFileName[];
    kinds?: readonly FactKind[];
    /** The content the copy is checked against, when not `content` itself (a translation's). */
    against?: Partial<SiteContent>;
  } = {},
): ContentProblem[] {
  const sources = factSources(against, kinds);
  return files.flatMap((file) => {
    const data = content[file];
    if (data === undefined) return [];
    return copyTexts(file, data).flatMap(({ segments, value, slots }) =>
      copyMistakes(withoutSlots(value, slots), sources, kinds).map((message) => ({
        file: `content/${SITE_FILES[file].path}`,
        field: fieldLabel(SITE_FILES[file].schema, segments, data),
        message,
      })),
    );
  });
}

/** The content with every reference in its copy filled in: the content as the site shows it. */
export function withFactsFilled<T extends Partial<SiteContent>>(
  content: T,
  /** What references are filled in from, when not `content` itself (a translation's). */
  sources: FactSources = factSources(content),
): T {
  const fill = (
    value: unknown,
    schema: JsonSchema | undefined,
    file: SiteFileName,
    segments: PropertyKey[],
  ): unknown => {
    if (typeof value === 'string') {
      return isCopy(schema) && !isFactsOwnField(file, schemaPath(segments))
        ? fillFacts(value, sources)
        : value;
    }
    if (Array.isArray(value)) {
      return value.map((entry, index) => fill(entry, schema?.items, file, [...segments, index]));
    }
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, entry]) => [
          key,
          fill(entry, schema?.properties?.[key], file, [...segments, key]),
        ]),
      );
    }
    return value;
  };
  return Object.fromEntries(
    Object.entries(content).map(([file, data]) => [
      file,
      fill(data, schemaOf(file as SiteFileName), file as SiteFileName, []),
    ]),
  ) as T;
}
