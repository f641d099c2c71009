/**
 * Does the network serve this area? The coverage search on the Services page asks it as a visitor
 * types. Forgiving about how a place is written: case, accents, punctuation and extra spaces do
 * not count, numbers may be written as words ("Lekki Phase One"), Roman numerals ("Phase II") or
 * without their "Phase" ("Lekki 1", "Lekki Ph 1"), the city may be added ("Yaba, Lagos"), and a
 * slip of a letter or two in a longer name still finds the area. Strict about which place it is:
 * a different number is a different area ("Lekki Phase 3" is not Phase 1), and an answer found
 * from part of a name is offered as a suggestion, never as a yes.
 */

export type Region = { readonly name: string; readonly areas: readonly string[] };
export type Place = { area: string; region: string };

export type CoverageAnswer =
  /** Too little typed to say anything. */
  | { kind: 'empty' }
  /** An area we serve, by its name. */
  | ({ kind: 'served' } & Place)
  /** Not a name we list, but close to one or the start of one: offered, with `query` kept. */
  | ({ kind: 'suggested'; query: string } & Place)
  /** Several areas we serve begin with what was typed ("Lekki"). */
  | { kind: 'several'; places: Place[]; query: string }
  /** A whole city or state we serve areas in. */
  | { kind: 'region'; region: string; areas: readonly string[] }
  /** Nowhere we serve yet. */
  | { kind: 'not-yet'; query: string };

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
/** Short names people use, as a whole query. */
const SHORT_NAMES: Record<string, string> = {
  vi: 'victoria island',
  'v i': 'victoria island',
  ph: 'port harcourt',
  phc: 'port harcourt',
};

/** What is left of a name once case, accents, punctuation, spacing and number spellings go. */
export function normalise(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  const numbered = words.map((word, index) => {
    if (NUMBER_WORDS[word]) return NUMBER_WORDS[word];
    const before = words[index - 1];
    if (ROMAN[word] && (PLAIN_ROMAN.has(word) || (before && NUMBERED.has(before)))) {
      return ROMAN[word];
    }
    return word;
  });
  const joined = numbered
    // "Ph 1" is "Phase 1".
    .map((word, index) =>
      word === 'ph' && /^\d+$/.test(numbered[index + 1] ?? '') ? 'phase' : word,
    )
    .join(' ');
  return SHORT_NAMES[joined] ?? joined;
}

/** Edits (insertions, deletions, substitutions) between two strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** How many slips a query of this length may have and still be that area. */
const allowedSlips = (length: number) => (length <= 4 ? 0 : length <= 8 ? 1 : 2);

/** Words that name a kind of area, which people often leave out or add ("Lekki 1", "Oniru Estate"). */
const KIND_WORDS = new Set(['phase', 'estate', 'zone', 'sector', 'extension', 'district', 'area']);
/** Words that only say where in the country: "Yaba, Lagos State", "Wuse 2 Abuja FCT". */
const COUNTRY_WORDS = new Set(['state', 'city', 'nigeria']);

const words = (key: string) => key.split(' ').filter(Boolean);
/** A name without its kind words: "lekki phase 1" -> "lekki 1". */
const loose = (key: string) =>
  words(key)
    .filter((word) => !KIND_WORDS.has(word))
    .join(' ');
const digits = (key: string) => key.match(/\d+/g)?.join(' ') ?? '';
const letters = (key: string) => key.replace(/[\d ]/g, '');

type Entry = Place & { key: string };

/** What `typed` (normalised) names among `places`, if anything. */
function match(typed: string, places: readonly Entry[], query: string): CoverageAnswer | null {
  const place = ({ area, region }: Place): Place => ({ area, region });
  const exact =
    places.find((entry) => entry.key === typed) ??
    places.find((entry) => loose(typed) !== '' && loose(entry.key) === loose(typed));
  if (exact) return { kind: 'served', ...place(exact) };
  if (typed.length < 3) return null;

  // "lekki" finds Lekki Phase 1 and 2, "gra" every GRA, and "ikoy" (typing) Ikoyi.
  const starting = places.filter(
    (entry) =>
      entry.key.startsWith(typed) ||
      entry.key.includes(` ${typed}`) ||
      (loose(typed) !== '' && loose(entry.key).startsWith(loose(typed))),
  );
  if (starting.length === 1) return { kind: 'suggested', query, ...place(starting[0]!) };
  if (starting.length > 1) return { kind: 'several', places: starting.map(place), query };

  // A slip of a letter, in the letters only: a different number is a different area.
  const nearest = places
    .filter((entry) => digits(entry.key) === digits(typed))
    .map((entry) => ({ entry, slips: distance(letters(typed), letters(entry.key)) }))
    .sort((a, b) => a.slips - b.slips)[0];
  if (nearest?.slips === 0) return { kind: 'served', ...place(nearest.entry) };
  if (nearest && nearest.slips <= allowedSlips(letters(typed).length)) {
    return { kind: 'suggested', query, ...place(nearest.entry) };
  }
  return null;
}

export function findCoverage(query: string, regions: readonly Region[]): CoverageAnswer {
  const typed = normalise(query);
  const said = query.trim().replace(/\s+/g, ' ');
  if (typed.length < 2) return { kind: 'empty' };
  const places: Entry[] = regions.flatMap((region) =>
    region.areas.map((area) => ({ area, region: region.name, key: normalise(area) })),
  );

  const named = match(typed, places, said);
  if (named?.kind === 'served') return named;

  // A city or state: its name, a word of it ("FCT"), or its start ("Lag").
  const cities = regions.filter((entry) => {
    const key = normalise(entry.name);
    return (
      key === typed || words(key).includes(typed) || (typed.length >= 3 && key.startsWith(typed))
    );
  });
  if (cities.length === 1) {
    const [city] = cities;
    return { kind: 'region', region: city!.name, areas: city!.areas };
  }

  // The area with the city or state added: "Yaba, Lagos", "Surulere Lagos State".
  const cityWords = new Set(regions.flatMap((region) => words(normalise(region.name))));
  const bare = words(typed)
    .filter((word) => !cityWords.has(word) && !COUNTRY_WORDS.has(word))
    .join(' ');
  if (bare !== '' && bare !== typed) {
    const withoutCity = match(bare, places, said);
    if (withoutCity) return withoutCity;
  }
  if (named) return named;
  // Too little typed to say "not yet" to.
  if (typed.length < 3) return { kind: 'empty' };
  return { kind: 'not-yet', query: said };
}

/** How an area is named to the sales team: with its city when another city has one of that name. */
export function placeName(place: Place, regions: readonly Region[]): string {
  const key = normalise(place.area);
  const shared = regions.filter((region) => region.areas.some((area) => normalise(area) === key));
  return shared.length > 1 ? `${place.area}, ${place.region}` : place.area;
}

export const connectionSubject = (area: string) => `Connection request: ${area}`;
export const interestSubject = (area: string) => `Coverage interest: ${area}`;
