/**
 * Service status (content/status.yaml): the incidents staff post, what is open now, what the last
 * 90 days hold, and which areas of the coverage list each one touches. Shared by the build (its
 * checks, the feed), the pages (the notice on every page, /status/, the coverage answers) and the
 * editor. No React, no zod.
 */
import { lagosTimeMs } from './lagos-time';

export type IncidentUpdate = { readonly at: string; readonly text: string };

/** An incident as the content holds it: times are Lagos times (`2026-11-18 07:40`). */
export type IncidentContent = {
  readonly title: string;
  readonly affected: string;
  readonly areas: readonly string[];
  readonly started: string;
  readonly expectedFix?: string | null;
  readonly updates?: readonly IncidentUpdate[] | null;
  readonly resolved?: string | null;
};

export type CoverageRegion = { readonly name: string; readonly areas: readonly string[] };
export type AreaPlace = { area: string; region: string };

/** The address of the status page, and its feed. */
export const STATUS_PATH = '/status/';
export const STATUS_FEED_PATH = '/status/feed.xml';
/** How far back the status page's history goes. */
export const HISTORY_DAYS = 90;

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

/** An incident ready to show: times as moments, areas as places, an anchor of its own. */
export type Incident = {
  id: string;
  title: string;
  affected: string;
  places: AreaPlace[];
  started: number;
  expectedFix: number | null;
  resolved: number | null;
  /** Newest first. */
  updates: { at: number; text: string }[];
};

const ms = (text: string | null | undefined): number | null => (text ? lagosTimeMs(text) : null);

/**
 * The incidents of the content, newest first, each with an id for links (`incident-202611180740`,
 * from when it started). Areas the coverage list does not have are left out (the build refuses
 * them before this is reached).
 */
export function incidents(
  content: readonly IncidentContent[],
  regions: readonly CoverageRegion[],
): Incident[] {
  const sorted = content
    .map((entry) => ({
      title: entry.title,
      affected: entry.affected,
      places: entry.areas.flatMap((reference) => {
        const found = findArea(reference, regions);
        return found.kind === 'found' ? [found.place] : [];
      }),
      started: ms(entry.started) ?? 0,
      expectedFix: ms(entry.expectedFix),
      resolved: ms(entry.resolved),
      updates: (entry.updates ?? [])
        .map((update) => ({ at: ms(update.at) ?? 0, text: update.text }))
        .sort((a, b) => b.at - a.at),
    }))
    .sort((a, b) => b.started - a.started);
  const ids = new Map<string, number>();
  return sorted.map((entry) => {
    const base = `incident-${new Date(entry.started + 3_600_000).toISOString().slice(0, 16).replace(/\D/g, '')}`;
    const count = (ids.get(base) ?? 0) + 1;
    ids.set(base, count);
    return { id: count === 1 ? base : `${base}-${count}`, ...entry };
  });
}

/** The incidents still open: no resolution time yet. */
export function openIncidents(all: readonly Incident[]): Incident[] {
  return all.filter((incident) => incident.resolved === null);
}

/** The start of the history the status page shows: `HISTORY_DAYS` before `now`. */
export function historySince(now: number): number {
  return now - HISTORY_DAYS * 86_400_000;
}

/** Resolved incidents whose resolution falls in the last `HISTORY_DAYS` days before `now`. */
export function recentIncidents(all: readonly Incident[], now: number): Incident[] {
  const since = historySince(now);
  return all.filter((incident) => incident.resolved !== null && incident.resolved >= since);
}

/** The open incidents that touch a place, for the coverage answer there. */
export function incidentsAt(all: readonly Incident[], place: AreaPlace): Incident[] {
  return openIncidents(all).filter((incident) =>
    incident.places.some((entry) => entry.area === place.area && entry.region === place.region),
  );
}

/** A list of names in words: 'Yaba', 'Yaba and Ikeja', 'Yaba, Ikeja and Surulere'. */
export function listInWords(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
