/**
 * The coverage search's sentences (content/pages/coverage.yaml) have slots the page fills in as
 * the visitor types: {place} an area we serve, {city} a city or state, {typed} what the visitor
 * typed, {number} a count, {listed} an area from the list, {places} the areas an answer names.
 */
export const COVERAGE_SLOTS = ['place', 'city', 'typed', 'number', 'listed', 'places'] as const;
export type CoverageSlot = (typeof COVERAGE_SLOTS)[number];

/** Splits a sentence at its slots: text, slot name, text, slot name, … text. */
export const COVERAGE_SLOT = new RegExp(`\\{(${COVERAGE_SLOTS.join('|')})\\}`);

/** A sentence as plain text, its slots filled in (an aria-label, a test's expectation). */
export const filledSentence = (
  sentence: string,
  values: Partial<Record<CoverageSlot, string | number>>,
) =>
  sentence
    .split(COVERAGE_SLOT)
    .map((part, index) =>
      index % 2 === 1 ? String(values[part as CoverageSlot] ?? `{${part}}`) : part,
    )
    .join('');
