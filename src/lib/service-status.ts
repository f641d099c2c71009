/**
 * Service status (content/status.yaml): the incidents staff post, what is open now, what the last
 * 90 days hold, and which areas of the coverage list each one touches. Shared by the build (its
 * checks, the feed), the pages (the notice on every page, /status/, the coverage answers) and the
 * editor. No React, no zod.
 */
import { lagosTimeMs } from '../content-model/lagos-time';
import { findArea, type AreaPlace, type CoverageRegion } from '../content-model/coverage-areas';

export type { AreaPlace, CoverageRegion } from '../content-model/coverage-areas';

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

/** The address of the status page, and its feed. */
export const STATUS_PATH = '/status/';
export const STATUS_FEED_PATH = '/status/feed.xml';
/** How far back the status page's history goes. */
export const HISTORY_DAYS = 90;

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
