/**
 * Does the network serve this area? The coverage search on the Services page asks it as a visitor
 * types. It reads places the way people in Nigeria write them:
 *  - case, accents, punctuation and extra spaces do not count; numbers may be words ("Lekki Phase
 *    One"), Roman numerals ("Phase II"), or stuck to the name ("Wuse2"), and "Phase" may be left
 *    out ("Lekki 1") or added ("Oniru Estate");
 *  - the city or state may come before or after the area, with or without a comma ("VI Lagos",
 *    "Yaba, Lagos State", "Ikeja GRA, Ikeja"), and when a city is named, only its own areas are
 *    considered: "Port Harcourt GRA" never offers a GRA in another city;
 *  - everyday short names come from the content (content/coverage.yaml `abbreviations`: "VI",
 *    "PH", "Ph 1"), so editors add the ones their customers use;
 *  - a slip of a letter in a name ("Lekky") is offered as "Did you mean", never taken as a yes.
 * Strict about which place it is: a different number is a different area ("Lekki Phase 3" is not
 * Phase 1), and an answer found from part of a name is offered as a suggestion, never as a yes.
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

/** What `typed` (normalised) names among `places`, if anything. */
function match(typed: string, places: readonly Entry[], said: Said): CoverageAnswer | null {
  if (typed === '') return null;
  const found = exactly(typed, places);
  if (found.length === 1) return { kind: 'served', ...place(found[0]!) };
  if (found.length > 1) {
    return { kind: 'several', places: found.map(place), ...said, didYouMean: false };
  }
  if (typed.length < 3) return null;

  // "lekki" finds Lekki Phase 1 and 2, "gra" every GRA, and "ikoy" (typing) Ikoyi.
  const starting = places.filter(
    (entry) =>
      entry.key.startsWith(typed) ||
      entry.key.includes(` ${typed}`) ||
      (loose(typed) !== '' && loose(entry.key).startsWith(loose(typed))),
  );
  if (starting.length === 1) return { kind: 'suggested', ...said, ...place(starting[0]!) };
  if (starting.length > 1) {
    return { kind: 'several', places: starting.map(place), ...said, didYouMean: false };
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

/** The cities and states as `regionsNamed` reads them: by their whole name, and by a word of it. */
function regionEntriesOf(
  regions: readonly Region[],
  abbreviations: readonly Abbreviation[],
): RegionEntry[] {
  return regions.map((region) => {
    const regionKey = normalise(region.name, abbreviations);
    const own = words(regionKey).filter(
      (word) => word.length >= 3 && !KIND_WORDS.has(word) && !COUNTRY_WORDS.has(word),
    );
    return { ...region, key: regionKey, names: [words(regionKey), ...own.map((word) => [word])] };
  });
}

/**
 * What the coverage search says to `query`, given the areas served (`regions`) and the everyday
 * short names of places (`abbreviations`), both from content/coverage.yaml.
 */
export function findCoverage(
  query: string,
  regions: readonly Region[],
  abbreviations: readonly Abbreviation[] = [],
): CoverageAnswer {
  const tidy = query.trim().replace(/\s+/g, ' ');
  if (tidy === '') return { kind: 'empty' };
  const example = regions[0]?.areas[0] ?? '';
  const said: Said = {
    query: shorten(tidy, SUBJECT_QUERY_MAX),
    shown: shorten(tidy, SHOWN_QUERY_MAX),
  };
  const typed = normalise(tidy, abbreviations);
  if (typed === '') return { kind: 'hint', reason: 'unreadable', example };

  const key = (text: string) => normalise(text, abbreviations);
  const places: Entry[] = regions.flatMap((region) => {
    const regionWords = words(key(region.name));
    return region.areas.map((area) => ({ area, region: region.name, key: key(area), regionWords }));
  });
  const regionEntries = regionEntriesOf(regions, abbreviations);

  const found = answer(typed, places, regionEntries, said);
  if (found) return found;

  // A letter or two slipped in a word ("Lekky", "Port Harcort GRA"): offered, never a yes.
  const vocabulary = new Set(
    [...places.map((entry) => entry.key), ...regionEntries.map((entry) => entry.key)]
      .flatMap(words)
      .filter((word) => word.length >= 3 && !isNumber(word)),
  );
  const mended = withSlipsMended(typed, vocabulary);
  if (mended !== typed) {
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
        break;
    }
  }
  if (typed.length < 3) return { kind: 'hint', reason: 'short', example };
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
  abbreviations: readonly Abbreviation[] = [],
): PlaceMatch {
  const answer = findCoverage(query, regions, abbreviations);
  if (answer.kind === 'served') return { kind: 'area', area: answer.area, region: answer.region };
  if (answer.kind === 'region' && !answer.didYouMean)
    return { kind: 'region', region: answer.region };
  const named = regionsNamed(
    normalise(query.trim(), abbreviations),
    regionEntriesOf(regions, abbreviations),
  );
  return named.length === 1 ? { kind: 'region', region: named[0]!.region.name } : { kind: 'none' };
}

/**
 * One place however it is written ("Bodija, Ibadan", "bodija  IBADAN"): the words the search reads
 * (case, accents, punctuation and number spellings left out), without the content's short names,
 * so the key of a place never changes when staff add one. The waitlist keeps one row per person
 * and key.
 */
export const placeKey = (text: string) => normalise(text);
