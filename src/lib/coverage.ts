/**
 * Does the network serve this area? The coverage search on the Services page asks it as a visitor
 * types. Forgiving on purpose: case, accents, punctuation and extra spaces do not count, numbers
 * may be written as words ("Lekki Phase One") or Roman numerals ("Phase II"), and a slip of a
 * letter or two still finds the area.
 */

export type Region = { readonly name: string; readonly areas: readonly string[] };
export type Place = { area: string; region: string };

export type CoverageAnswer =
  /** Too little typed to say anything. */
  | { kind: 'empty' }
  /** One area we serve; `exact` is false when it was found by a close spelling. */
  | ({ kind: 'served'; exact: boolean } & Place)
  /** Several areas we serve begin with what was typed ("Lekki"). */
  | { kind: 'several'; places: Place[] }
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
  const joined = words
    .map((word, index) => {
      if (NUMBER_WORDS[word]) return NUMBER_WORDS[word];
      const before = words[index - 1];
      if (ROMAN[word] && (PLAIN_ROMAN.has(word) || (before && NUMBERED.has(before)))) {
        return ROMAN[word];
      }
      return word;
    })
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

export function findCoverage(query: string, regions: readonly Region[]): CoverageAnswer {
  const typed = normalise(query);
  if (typed.length < 2) return { kind: 'empty' };
  const places = regions.flatMap((region) =>
    region.areas.map((area) => ({ area, region: region.name, key: normalise(area) })),
  );
  const place = ({ area, region }: Place) => ({ area, region });

  const exact = places.find((entry) => entry.key === typed);
  if (exact) return { kind: 'served', exact: true, ...place(exact) };

  const region = regions.find((entry) => {
    const key = normalise(entry.name);
    return key === typed || key.split(' ')[0] === typed;
  });
  if (region) return { kind: 'region', region: region.name, areas: region.areas };

  // "lekki" finds Lekki Phase 1 and 2, "gra" every GRA, and "ikoy" (typing) Ikoyi.
  const starting =
    typed.length < 3
      ? []
      : places.filter((entry) => entry.key.startsWith(typed) || entry.key.includes(` ${typed}`));
  if (starting.length === 1) return { kind: 'served', exact: false, ...place(starting[0]!) };
  if (starting.length > 1) return { kind: 'several', places: starting.map(place) };

  const squashed = typed.replace(/ /g, '');
  const nearest = places
    .map((entry) => ({ entry, slips: distance(squashed, entry.key.replace(/ /g, '')) }))
    .sort((a, b) => a.slips - b.slips)[0];
  if (nearest && nearest.slips <= allowedSlips(squashed.length)) {
    return { kind: 'served', exact: nearest.slips === 0, ...place(nearest.entry) };
  }
  return { kind: 'not-yet', query: query.trim().replace(/\s+/g, ' ') };
}

export const connectionSubject = (area: string) => `Connection request: ${area}`;
export const interestSubject = (area: string) => `Coverage interest: ${area}`;
