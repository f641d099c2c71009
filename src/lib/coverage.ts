/**
 * Does the network serve this area? The coverage search on the Services page asks it as a visitor
 * types. It reads places the way people in Nigeria write them:
 *  - case, accents, punctuation and extra spaces do not count; numbers may be words ("Lekki Phase
 *    One"), Roman numerals ("Phase II"), or stuck to the name ("Wuse2"), and "Phase" may be left
 *    out ("Lekki 1") or added ("Oniru Estate");
 *  - the city or state may come before or after the area, with or without a comma ("VI Lagos",
 *    "Yaba, Lagos State", "Ikeja GRA, Ikeja"), and when a city is named, only its own areas are
 *    considered: "Port Harcourt GRA" never offers a GRA in another city;
 *  - an address around the area is read past: a house number and street before it ("12 Adeola
 *    Odeku Street, Victoria Island"), other parts between commas ("Flat 3, Ikoyi"), a postcode
 *    ("Wuse 900281");
 *  - a numbered district or phase of an area listed without a number is in it ("Garki 2" is in
 *    Garki), unless the list names numbered ones of that area itself;
 *  - everyday short names come from the content (content/coverage.yaml `abbreviations`: "VI",
 *    "PH", "Ph 1", "Rd"), so editors add the ones their customers use;
 *  - a slip of a letter in a name ("Lekky") is offered as "Did you mean", never taken as a yes.
 * Strict about which place it is: a different number is a different area ("Lekki Phase 3" is not
 * Phase 1); the start of a name ("Ikoy", as it is typed) is offered as a suggestion, never as a
 * yes; and a word inside a name never offers that one place ("Lagos Island" is not Victoria
 * Island), though a word several areas share ("GRA") lists them.
 */

export type Region = { readonly name: string; readonly areas: readonly string[] };
/** An everyday short name and what it stands for: VI -> Victoria Island, Ph 1 -> Phase 1. */
export type Abbreviation = { readonly name: string; readonly means: string };
export type Place = { area: string; region: string };

export type CoverageAnswer =
  /** Nothing typed. */
  | { kind: 'empty' }
  /**
   * Nothing that can be read as a place ("%%%"), or too little yet ("Ik"): a short hint, with an
   * area from the list as an example.
   */
  | { kind: 'hint'; reason: 'unreadable' | 'short'; example: string }
  /** An area we serve, by its name. */
  | ({ kind: 'served' } & Place)
  /** Not a name we list, but close to one or the start of one: offered, with `query` kept. */
  | ({ kind: 'suggested'; query: string; shown: string } & Place)
  /** Several areas we serve match what was typed ("Lekki"), or would with a letter changed. */
  | { kind: 'several'; places: Place[]; query: string; shown: string; didYouMean: boolean }
  /** A whole city or state we serve areas in (or, with `didYouMean`, one a letter away). */
  | { kind: 'region'; region: string; areas: readonly string[]; didYouMean: boolean }
  /** Nowhere we serve yet. */
  | { kind: 'not-yet'; query: string; shown: string };

/** The longest query an answer repeats on screen; longer ones are shortened with "…". */
export const SHOWN_QUERY_MAX = 40;
/** The longest query carried into an enquiry's subject (the subject itself allows 200). */
export const SUBJECT_QUERY_MAX = 120;
/** Beyond this, a query is not a place name: only its start is read. */
const READ_MAX = 200;

const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
};
const ROMAN: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
  ix: '9',
  x: '10',
};
/** Roman numerals that can only be numbers. */
const PLAIN_ROMAN = new Set(['ii', 'iii', 'iv', 'vii', 'viii', 'ix']);
/** Words after which any Roman numeral is a number ("Phase I"), and not a letter or a name. */
const NUMBERED = new Set(['phase', 'zone', 'sector', 'extension', 'estate', 'gate', 'block']);
/** What follows a number written "1st", "2nd": dropped, as "first" is read as 1. */
const ORDINAL = new Set(['st', 'nd', 'rd', 'th']);

/** Words that name a kind of area, which people often leave out or add ("Lekki 1", "Oniru Estate"). */
const KIND_WORDS = new Set(['phase', 'estate', 'zone', 'sector', 'extension', 'district', 'area']);
/** Words that only say where in the country: "Yaba, Lagos State", "Wuse 2 Abuja FCT". */
const COUNTRY_WORDS = new Set(['state', 'city', 'nigeria']);
/**
 * Words that end a street's name: what comes before the last of them is a house and street, and
 * what follows is the area ("12 Adeola Odeku Street, Victoria Island"). Their short forms ("St",
 * "Rd") are the content's `abbreviations`.
 */
const STREET_WORDS = new Set([
  'street',
  'road',
  'avenue',
  'close',
  'crescent',
  'drive',
  'lane',
  'way',
  'boulevard',
  'expressway',
  'highway',
]);
/** A Nigerian postcode: six digits ("101241"). No area's name has one. */
const POSTCODE = /^\d{6}$/;

const isNumber = (word: string) => /^\d+$/.test(word);

/**
 * The words of a name: lower case, no accents or punctuation, numbers apart from letters
 * ("Wuse2" -> wuse 2), and letters written apart joined up ("V.I." -> vi).
 */
function baseWords(text: string): string[] {
  const split = text
    .slice(0, READ_MAX)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(\p{L})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const joined: string[] = [];
  split.forEach((word, index) => {
    const previous = split[index - 1];
    const last = joined.length - 1;
    const single = (entry: string | undefined) => entry?.length === 1 && /\p{L}/u.test(entry);
    // "v i" -> "vi": a run of single letters is one short name (but "Phase I" keeps its I).
    if (single(word) && single(previous) && !isNumber(word)) joined[last] += word;
    else if (ORDINAL.has(word) && previous !== undefined && isNumber(previous)) return;
    else joined.push(word);
  });
  return joined.map((word, index) => {
    if (NUMBER_WORDS[word]) return NUMBER_WORDS[word];
    const before = joined[index - 1];
    if (ROMAN[word] && (PLAIN_ROMAN.has(word) || (before && NUMBERED.has(before)))) {
      return ROMAN[word];
    }
    return word;
  });
}

type Expansion = { from: string[]; to: string[]; anyNumber: boolean };

/**
 * The content's short names, longest first. One that ends in the same number as what it stands
 * for ("Ph 1" -> "Phase 1") stands for any number: "Ph 2" reads as "Phase 2".
 */
function expansions(abbreviations: readonly Abbreviation[]): Expansion[] {
  return abbreviations
    .map(({ name, means }) => {
      const from = baseWords(name);
      const to = baseWords(means);
      const number = from.at(-1);
      return {
        from,
        to,
        anyNumber: number !== undefined && isNumber(number) && to.at(-1) === number,
      };
    })
    .filter((entry) => entry.from.length > 0 && entry.to.length > 0)
    .sort((a, b) => b.from.length - a.from.length);
}

function expand(words: readonly string[], rules: readonly Expansion[]): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < words.length) {
    const rule = rules.find(({ from, anyNumber }) =>
      from.every((word, offset) => {
        const typed = words[index + offset];
        if (typed === undefined) return false;
        return anyNumber && offset === from.length - 1 ? isNumber(typed) : typed === word;
      }),
    );
    if (!rule) {
      out.push(words[index]!);
      index += 1;
      continue;
    }
    const number = words[index + rule.from.length - 1]!;
    out.push(...(rule.anyNumber ? [...rule.to.slice(0, -1), number] : rule.to));
    index += rule.from.length;
  }
  return out;
}

/**
 * What is left of a name once case, accents, punctuation, spacing and number spellings go, with
 * the content's short names written out.
 */
export function normalise(text: string, abbreviations: readonly Abbreviation[] = []): string {
  return expand(baseWords(text), expansions(abbreviations)).join(' ');
}

/**
 * Slips between two strings: letters added, left out, changed, or two side by side swapped
 * ("Ikoiy" for Ikoyi is one slip, as a person sees it).
 */
function distance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, index) => index)];
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const above = rows[i - 1]!;
      let best = Math.min(
        above[j]! + 1,
        row[j - 1]! + 1,
        above[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      }
      row[j] = best;
    }
    rows.push(row);
  }
  return rows[a.length]![b.length]!;
}

/** How many slips a word or name of this length may have and still be offered. */
const allowedSlips = (length: number) => (length <= 3 ? 0 : length <= 8 ? 1 : 2);

const words = (key: string) => key.split(' ').filter(Boolean);
/** A name without its kind words: "lekki phase 1" -> "lekki 1". */
const loose = (key: string) =>
  words(key)
    .filter((word) => !KIND_WORDS.has(word))
    .join(' ');
const digits = (key: string) => key.match(/\d+/g)?.join(' ') ?? '';
const letters = (key: string) => key.replace(/[\d ]/g, '');
const sameWords = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size > 0 && left.size === right.size && [...left].every((word) => right.has(word));
};

type Entry = Place & { key: string; regionWords: readonly string[] };
type RegionEntry = Region & { key: string; names: readonly string[][] };
type Said = { query: string; shown: string };

const place = ({ area, region }: Place): Place => ({ area, region });

/** Shortens `text` to `max` characters at a space where it can, ending in "…". */
export function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Areas whose name is `typed`: word for word, in any order, with "Phase" and the like left out
 * or added, and the area's own city or state written anywhere around it ("Ikeja GRA, Ikeja",
 * "VI Lagos").
 */
function exactly(typed: string, places: readonly Entry[]): Entry[] {
  const typedWords = words(typed).filter((word) => !COUNTRY_WORDS.has(word));
  const strip = (list: readonly string[], entry: Entry) =>
    list.filter((word) => !entry.regionWords.includes(word) && !KIND_WORDS.has(word));
  return places.filter((entry) => {
    if (entry.key === typed || loose(entry.key) === loose(typed)) return true;
    const own = words(entry.key);
    if (sameWords(typedWords, own)) return true;
    const ownBare = strip(own, entry);
    return ownBare.length > 0
      ? sameWords(strip(typedWords, entry), ownBare)
      : sameWords(
          typedWords.filter((word) => !entry.regionWords.includes(word)),
          own,
        );
  });
}

/** A name without its numbers and kind words: "lekki phase 1" -> "lekki". */
const unnumbered = (key: string) =>
  loose(
    words(key)
      .filter((word) => !isNumber(word))
      .join(' '),
  );

/**
 * The area listed without a number that a numbered district or phase of it is in ("Garki 2",
 * "Garki Area 11" -> Garki). Not when the list names numbered ones of that area itself: then
 * its numbers are the list's ("Lekki Phase 3" is not served where Phases 1 and 2 are).
 */
function numberedWithin(typed: string, places: readonly Entry[]): Entry[] {
  if (digits(typed) === '') return [];
  const bare = words(typed)
    .filter((word) => !isNumber(word))
    .join(' ');
  if (bare === '') return [];
  const whole = places.filter(
    (entry) =>
      digits(entry.key) === '' &&
      !places.some(
        (other) =>
          other.region === entry.region &&
          digits(other.key) !== '' &&
          unnumbered(other.key) === unnumbered(entry.key),
      ),
  );
  return exactly(bare, whole);
}

/** What `typed` (normalised) names among `places`, if anything. */
function match(typed: string, places: readonly Entry[], said: Said): CoverageAnswer | null {
  if (typed === '') return null;
  const found = exactly(typed, places);
  const within = found.length > 0 ? found : numberedWithin(typed, places);
  if (within.length === 1) return { kind: 'served', ...place(within[0]!) };
  if (within.length > 1) {
    return { kind: 'several', places: within.map(place), ...said, didYouMean: false };
  }
  if (typed.length < 3) return null;

  // The start of a name, as it is typed: "ikoy" offers Ikoyi, and "lekki" Lekki Phase 1 and 2.
  const starts = (entry: Entry) =>
    entry.key.startsWith(typed) ||
    (loose(typed) !== '' && loose(entry.key).startsWith(loose(typed)));
  // Whole words inside a name: "gra" lists every GRA. Only as a list of several, never as the one
  // place meant: "Lagos Island" shares a word with Victoria Island and is another place.
  const inside = (entry: Entry) => ` ${entry.key} `.includes(` ${typed} `);
  const partly = places.filter((entry) => starts(entry) || inside(entry));
  if (partly.length > 1) {
    return { kind: 'several', places: partly.map(place), ...said, didYouMean: false };
  }
  if (partly.length === 1 && starts(partly[0]!)) {
    return { kind: 'suggested', ...said, ...place(partly[0]!) };
  }

  // A slip of a letter, in the letters only: a different number is a different area.
  const nearest = places
    .filter((entry) => digits(entry.key) === digits(typed))
    .map((entry) => ({ entry, slips: distance(letters(typed), letters(entry.key)) }))
    .sort((a, b) => a.slips - b.slips)[0];
  if (nearest?.slips === 0) return { kind: 'served', ...place(nearest.entry) };
  if (nearest && nearest.slips <= allowedSlips(letters(typed).length)) {
    return { kind: 'suggested', ...said, ...place(nearest.entry) };
  }
  return null;
}

/** The cities or states `typed` names, each with what is left once its name is taken out. */
function regionsNamed(typed: string, regions: readonly RegionEntry[]) {
  const typedWords = words(typed);
  const named: { region: RegionEntry; rest: string }[] = [];
  for (const region of regions) {
    // Its whole name first ("port harcourt"), then a word of it ("abuja" of "Abuja (FCT)").
    for (const name of region.names) {
      const at = typedWords.findIndex((_, index) =>
        name.every((word, offset) => typedWords[index + offset] === word),
      );
      if (at < 0) continue;
      const rest = [...typedWords.slice(0, at), ...typedWords.slice(at + name.length)]
        .filter((word) => !COUNTRY_WORDS.has(word) && !region.names.some((n) => n.includes(word)))
        .join(' ');
      named.push({ region, rest });
      break;
    }
  }
  return named;
}

/** Each word that is not a word of any name we list, changed to the one a letter or two away. */
function withSlipsMended(typed: string, vocabulary: ReadonlySet<string>): string {
  return words(typed)
    .map((word) => {
      if (vocabulary.has(word) || isNumber(word) || word.length < 4) return word;
      let best: string | null = null;
      let bestSlips = Infinity;
      for (const known of vocabulary) {
        if (Math.abs(known.length - word.length) > bestSlips) continue;
        const slips = distance(word, known);
        if (slips < bestSlips) {
          best = known;
          bestSlips = slips;
        }
      }
      return best !== null && bestSlips <= allowedSlips(word.length) ? best : word;
    })
    .join(' ');
}

function answer(
  typed: string,
  places: readonly Entry[],
  regions: readonly RegionEntry[],
  said: Said,
): CoverageAnswer | null {
  const exact = exactly(typed, places);
  if (exact.length === 1) return { kind: 'served', ...place(exact[0]!) };

  // A city or state named ("Port Harcourt GRA", "Yaba, Lagos"): only its own areas count.
  const named = regionsNamed(typed, regions);
  if (named.length === 1) {
    const [{ region, rest }] = named as [(typeof named)[number]];
    if (rest === '') {
      return { kind: 'region', region: region.name, areas: region.areas, didYouMean: false };
    }
    const own = places.filter((entry) => entry.region === region.name);
    return match(rest, own, said) ?? { kind: 'not-yet', ...said };
  }

  // The start of a city or state's name, as it is typed ("Lag").
  if (typed.length >= 3) {
    const starting = regions.filter((region) => region.key.startsWith(typed));
    if (starting.length === 1) {
      const [region] = starting as [RegionEntry];
      return { kind: 'region', region: region.name, areas: region.areas, didYouMean: false };
    }
  }
  return match(typed, places, said);
}

/** The list as the search reads it, worked out once for each list and short names. */
type Prepared = {
  rules: readonly Expansion[];
  places: readonly Entry[];
  /** The cities and states as `regionsNamed` reads them: by their whole name, and by a word of it. */
  regionEntries: readonly RegionEntry[];
  /** Every word of a name we list, for mending slips. */
  vocabulary: ReadonlySet<string>;
};

/**
 * The search runs as a visitor types and the notifier asks it of every waiting place: the same
 * list each time (the page's props, the build's data), so its reading is kept with it.
 */
const prepared = new WeakMap<readonly Region[], WeakMap<readonly Abbreviation[], Prepared>>();
const NO_ABBREVIATIONS: readonly Abbreviation[] = [];

function prepare(regions: readonly Region[], abbreviations: readonly Abbreviation[]): Prepared {
  const forRegions = prepared.get(regions) ?? new WeakMap<readonly Abbreviation[], Prepared>();
  prepared.set(regions, forRegions);
  const kept = forRegions.get(abbreviations);
  if (kept) return kept;

  const rules = expansions(abbreviations);
  const key = (text: string) => expand(baseWords(text), rules).join(' ');
  const places: Entry[] = regions.flatMap((region) => {
    const regionWords = words(key(region.name));
    return region.areas.map((area) => ({ area, region: region.name, key: key(area), regionWords }));
  });
  const regionEntries = regions.map((region) => {
    const regionKey = key(region.name);
    const own = words(regionKey).filter(
      (word) => word.length >= 3 && !KIND_WORDS.has(word) && !COUNTRY_WORDS.has(word),
    );
    return { ...region, key: regionKey, names: [words(regionKey), ...own.map((word) => [word])] };
  });
  const vocabulary = new Set(
    [...places.map((entry) => entry.key), ...regionEntries.map((entry) => entry.key)]
      .flatMap(words)
      .filter((word) => word.length >= 3 && !isNumber(word)),
  );
  const made = { rules, places, regionEntries, vocabulary };
  forRegions.set(abbreviations, made);
  return made;
}

/**
 * The ways to read what was typed, best first: all of it; past its house and street (what
 * follows the last street word); and each run of its parts between commas ("Flat 3, Adeola
 * Court, Ikoyi, Lagos" -> "Ikoyi, Lagos", "Ikoyi", …), longest and latest first. Postcodes are
 * left out of each. `whole` is the first; the others are only what differs from it.
 */
function readingsOf(tidy: string, rules: readonly Expansion[]) {
  const parts = tidy
    .slice(0, READ_MAX)
    .split(/[,;]/)
    .map((part) =>
      expand(baseWords(part), rules)
        .filter((word) => !POSTCODE.test(word))
        .join(' '),
    )
    .filter(Boolean)
    // A long address is not read part by part beyond its last few parts.
    .slice(-6);
  const whole = parts.join(' ');
  const all = words(whole);
  const street = all.reduce(
    (last, word, index) => (index > 0 && STREET_WORDS.has(word) ? index : last),
    -1,
  );
  const pastStreet = street > 0 ? all.slice(street + 1).join(' ') : '';
  const runs: string[] = [];
  for (let length = parts.length - 1; length >= 1; length -= 1) {
    for (let from = parts.length - length; from >= 0; from -= 1) {
      runs.push(parts.slice(from, from + length).join(' '));
    }
  }
  const fresh = (text: string) => text !== '' && text !== whole;
  return {
    whole,
    pastStreet: fresh(pastStreet) ? pastStreet : null,
    runs: [...new Set(runs)].filter((run) => fresh(run) && run !== pastStreet),
  };
}

/**
 * What the coverage search says to `query`, given the areas served (`regions`) and the everyday
 * short names of places (`abbreviations`), both from content/coverage.yaml.
 */
export function findCoverage(
  query: string,
  regions: readonly Region[],
  abbreviations: readonly Abbreviation[] = NO_ABBREVIATIONS,
): CoverageAnswer {
  const tidy = query.trim().replace(/\s+/g, ' ');
  if (tidy === '') return { kind: 'empty' };
  const example = regions[0]?.areas[0] ?? '';
  const said: Said = {
    query: shorten(tidy, SUBJECT_QUERY_MAX),
    shown: shorten(tidy, SHOWN_QUERY_MAX),
  };
  const { rules, places, regionEntries, vocabulary } = prepare(regions, abbreviations);
  const { whole, pastStreet, runs } = readingsOf(tidy, rules);
  if (whole === '') return { kind: 'hint', reason: 'unreadable', example };

  /** What one reading names, or null for nowhere we serve. */
  const read = (typed: string): CoverageAnswer | null => {
    const found = answer(typed, places, regionEntries, said);
    if (found && found.kind !== 'not-yet') return found;
    // A letter or two slipped in a word ("Lekky", "Port Harcort GRA"): offered, never a yes.
    const mended = withSlipsMended(typed, vocabulary);
    if (mended === typed) return null;
    const offered = answer(mended, places, regionEntries, said);
    switch (offered?.kind) {
      case 'served':
        return { kind: 'suggested', ...said, ...place(offered) };
      case 'suggested':
        return offered;
      case 'several':
      case 'region':
        return { ...offered, didYouMean: true };
      default:
        return null;
    }
  };

  const first = read(whole);
  if (first?.kind === 'served') return first;
  // Past the street, the rest is read as if typed alone ("12 Allen Avenue, Lagos" is about Lagos);
  // a part between commas only for an area: "Agege, Lagos" is not served because Lagos is.
  const others = [
    ...(pastStreet === null ? [] : [{ typed: pastStreet, region: true }]),
    ...runs.map((run) => ({ typed: run, region: false })),
  ];
  // A city or state named anywhere still holds: "Garki, Lagos" is not Garki in Abuja.
  const named = regionsNamed(whole, regionEntries).map((entry) => entry.region.name);
  const inNamed = (found: Place) => named.length === 0 || named.includes(found.region);
  /** What a reading other than the whole says, if it may be the answer. */
  const acceptable = (found: CoverageAnswer | null, region: boolean): CoverageAnswer | null => {
    switch (found?.kind) {
      case 'served':
      case 'suggested':
        return inNamed(found) ? found : null;
      case 'several': {
        const places = found.places.filter(inNamed);
        return places.length > 1 ? { ...found, places } : null;
      }
      case 'region':
        return region ? found : null;
      default:
        return null;
    }
  };
  let fallback = first;
  for (const { typed, region } of others) {
    const found = acceptable(read(typed), region);
    if (found?.kind === 'served') return found;
    fallback ??= found;
  }
  if (fallback) return fallback;
  if (whole.length < 3) return { kind: 'hint', reason: 'short', example };
  return { kind: 'not-yet', ...said };
}

/** How an area is named to the sales team: with its city when another city has one of that name. */
export function placeName(place: Place, regions: readonly Region[]): string {
  const key = normalise(place.area);
  const shared = regions.filter((region) => region.areas.some((area) => normalise(area) === key));
  return shared.length > 1 ? `${place.area}, ${place.region}` : place.area;
}

/** The subject of a request for a connection in a served area. */
export const connectionSubject = (area: string) => `Connection request: ${area}`;
/**
 * The coverage section's own links, for any area: a question ("Ask us" in its text) and
 * "Register your interest" under the list. Each has a Contact page of its own (askSubjects), so
 * the subject arrives without JavaScript too.
 */
export const COVERAGE_SUBJECTS = {
  question: 'Coverage question',
  interest: 'Coverage interest',
} as const;
/** The subject of a note of interest in an area the network does not reach yet. */
export const interestSubject = (area: string) => `Coverage interest: ${area}`;
/** A question about a city or state as a whole: "Do you reach my street in Lagos?" */
export const regionSubject = (region: string) => `Coverage question: ${region}`;

/**
 * What a place someone typed is, by the coverage search's reading: an area we serve, a city or
 * state we list (named alone, or around an area we do not serve: "Agege, Lagos"), or none of them.
 * The waitlist keeps it beside what was typed, and the hourly notifier asks it again of the
 * published list: `area` is the day the place is served.
 */
export type PlaceMatch =
  ({ kind: 'area' } & Place) | { kind: 'region'; region: string } | { kind: 'none' };

export function matchPlace(
  query: string,
  regions: readonly Region[],
  abbreviations: readonly Abbreviation[] = NO_ABBREVIATIONS,
): PlaceMatch {
  const answer = findCoverage(query, regions, abbreviations);
  if (answer.kind === 'served') return { kind: 'area', area: answer.area, region: answer.region };
  if (answer.kind === 'region' && !answer.didYouMean)
    return { kind: 'region', region: answer.region };
  const { rules, regionEntries } = prepare(regions, abbreviations);
  const named = regionsNamed(readingsOf(query.trim(), rules).whole, regionEntries);
  return named.length === 1 ? { kind: 'region', region: named[0]!.region.name } : { kind: 'none' };
}

/**
 * One place however it is written ("Bodija, Ibadan", "bodija  IBADAN"): the words the search reads
 * (case, accents, punctuation and number spellings left out), without the content's short names,
 * so the key of a place never changes when staff add one. The waitlist keeps one row per person
 * and key.
 */
export const placeKey = (text: string) => normalise(text);
