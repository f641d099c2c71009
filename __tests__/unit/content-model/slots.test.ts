/**
 * Slots are the words a page fills in as it runs ({hour}, {place}); facts are filled in by the
 * build ({phone}, {area: Yaba}). A slot named like a fact would be filled in by the build, before
 * the page could, so no slot may share a fact's name. The coverage search's slots are the ones its
 * island fills in.
 */
import { COVERAGE_SLOTS } from '../../../src/content-model/coverage-slots';
import { FACTS } from '../../../src/content-model/content-facts';
import { jsonSchemaOf, type JsonSchema } from '../../../src/content-model/content-json-schema';
import { SITE_FILES, type SiteFileName } from '../../../src/content-model/content-schema';

function slotsIn(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [
    ...(schema.slots ?? []),
    ...Object.values(schema.properties ?? {}).flatMap(slotsIn),
    ...slotsIn(schema.items),
  ];
}

const slotsOf = (name: SiteFileName) => slotsIn(jsonSchemaOf(SITE_FILES[name]));

it('no slot of any sentence is named like a fact', () => {
  const all = (Object.keys(SITE_FILES) as SiteFileName[]).flatMap(slotsOf);
  expect(all).toEqual(expect.arrayContaining(['hour', 'day', 'place', 'typed']));
  const facts = new Set(FACTS.map((fact) => fact.name));
  expect(all.filter((slot) => facts.has(slot))).toEqual([]);
});

it('the coverage search’s sentences use the slots its island fills in, and each of them', () => {
  expect(new Set(slotsOf('coveragePage'))).toEqual(new Set(COVERAGE_SLOTS));
});
