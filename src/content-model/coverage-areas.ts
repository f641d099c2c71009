/**
 * Which area of the coverage list (content/coverage.yaml) a name written elsewhere means: an
 * incident's affected areas (content/status.yaml) name them. Plain functions, no zod or Node: the
 * build's check between files, the editor's field for the areas and the public pages (which read
 * the incidents' areas) use them alike.
 */

export type CoverageRegion = { readonly name: string; readonly areas: readonly string[] };
export type AreaPlace = { area: string; region: string };

/** Lower-case letters and digits only: how two spellings of a name are told apart. */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * How an area of the coverage list is written in an incident: its name, or "name, city" when the
 * same name is under two cities or states.
 */
export function areaReference(place: AreaPlace, regions: readonly CoverageRegion[]): string {
  const key = nameKey(place.area);
  const shared =
    regions.filter((region) => region.areas.some((area) => nameKey(area) === key)).length > 1;
  return shared ? `${place.area}, ${place.region}` : place.area;
}

/** Every area of the coverage list, with its city or state, in the list's order. */
export function coveragePlaces(regions: readonly CoverageRegion[]): AreaPlace[] {
  return regions.flatMap((region) => region.areas.map((area) => ({ area, region: region.name })));
}

/**
 * Whether a reference written as `areaReference` writes it ("Yaba", or "Old GRA, Port Harcourt")
 * names `place`. The build has checked that a bare name is under one city or state only.
 */
export function namesArea(reference: string, place: AreaPlace): boolean {
  const key = nameKey(reference);
  return key === nameKey(place.area) || key === nameKey(`${place.area} ${place.region}`);
}

export type AreaLookup =
  | { kind: 'found'; place: AreaPlace }
  | { kind: 'ambiguous'; places: AreaPlace[] }
  | { kind: 'unknown' };

/**
 * The area of the coverage list an incident names: "Yaba", or "Old GRA, Port Harcourt" where the
 * name is under more than one city or state. Case, accents and punctuation do not count.
 */
export function findArea(reference: string, regions: readonly CoverageRegion[]): AreaLookup {
  const places = coveragePlaces(regions);
  const key = nameKey(reference);
  const named = places.filter((place) => nameKey(place.area) === key);
  if (named.length === 1) return { kind: 'found', place: named[0]! };
  if (named.length > 1) return { kind: 'ambiguous', places: named };
  const qualified = places.filter(
    (place) => nameKey(`${place.area} ${place.region}`) === key && key !== '',
  );
  if (qualified.length === 1) return { kind: 'found', place: qualified[0]! };
  return { kind: 'unknown' };
}

/**
 * What is wrong with an incident's areas, given the coverage list: one sentence per entry, by its
 * position (0-based). Used by the build and by the editor, in the same words.
 */
export function areaProblems(
  areas: readonly string[],
  regions: readonly CoverageRegion[],
): { index: number; message: string }[] {
  const seen = new Map<string, number>();
  return areas.flatMap((reference, index) => {
    const found = findArea(reference, regions);
    if (found.kind === 'unknown') {
      return [
        {
          index,
          message: `is not an area in the coverage list (content/coverage.yaml): choose one from the list, written as it is there`,
        },
      ];
    }
    if (found.kind === 'ambiguous') {
      const options = found.places.map((place) => `"${place.area}, ${place.region}"`).join(' or ');
      return [
        {
          index,
          message: `is in the coverage list under more than one city or state: write ${options}`,
        },
      ];
    }
    const key = `${found.place.region}/${found.place.area}`;
    const first = seen.get(key);
    if (first !== undefined) {
      return [{ index, message: `is the same area as entry ${first + 1}; list each area once` }];
    }
    seen.set(key, index);
    return [];
  });
}
