import {
  connectionSubject,
  findCoverage,
  interestSubject,
  normalise,
  type Region,
} from '../../src/lib/coverage';
import { fixture } from '../helpers/content';

// The fixture company's areas (Testshire: Ogba Phase 2, Akowonjo, Èkó Atlantic, Ilupeju Estate;
// Kaduna: Barnawa, Malali GRA), plus spellings the rules must cope with wherever they come from.
const regions: readonly Region[] = [
  ...fixture.coverage.regions,
  { name: 'Lagos', areas: ['Lekki Phase 1', 'Lekki Phase 2', 'Victoria Island', 'Yaba'] },
  { name: 'Port Harcourt', areas: ['Old GRA', 'Trans-Amadi'] },
];

describe('normalise', () => {
  it.each([
    ['  LEKKI   phase  1 ', 'lekki phase 1'],
    ['Lekki Phase One', 'lekki phase 1'],
    ['lekki phase I', 'lekki phase 1'],
    ['Lekki Phase II', 'lekki phase 2'],
    ['Trans Amadi', 'trans amadi'],
    ['trans-amadi', 'trans amadi'],
    ['Èkó', 'eko'],
    ['V.I.', 'victoria island'],
    ['VI', 'victoria island'],
  ])('%j reads as %j', (typed, key) => {
    expect(normalise(typed)).toBe(key);
  });

  it('keeps a lone "I" or "V" as a letter unless a number word comes before it', () => {
    expect(normalise('Block I')).toBe('block 1');
    expect(normalise('I live in Yaba')).toBe('i live in yaba');
  });
});

describe('findCoverage', () => {
  it('says nothing until two letters are typed', () => {
    expect(findCoverage('', regions)).toEqual({ kind: 'empty' });
    expect(findCoverage(' y ', regions)).toEqual({ kind: 'empty' });
  });

  it('finds an area whatever its case, accents and spaces', () => {
    expect(findCoverage('  eko   ATLANTIC ', regions)).toEqual({
      kind: 'served',
      exact: true,
      area: 'Èkó Atlantic',
      region: 'Testshire',
    });
    expect(findCoverage('malali gra', regions)).toMatchObject({
      kind: 'served',
      area: 'Malali GRA',
      region: 'Kaduna',
    });
  });

  it('tolerates common spellings: numbers as words or numerals, hyphens, a slip of a letter', () => {
    for (const typed of ['Lekki Phase One', 'lekki phase i', 'Lekki phase-1']) {
      expect(findCoverage(typed, regions)).toMatchObject({
        kind: 'served',
        exact: true,
        area: 'Lekki Phase 1',
      });
    }
    expect(findCoverage('Ogba Phase Two', regions)).toMatchObject({ area: 'Ogba Phase 2' });
    expect(findCoverage('Akowonjoo', regions)).toMatchObject({
      kind: 'served',
      exact: false,
      area: 'Akowonjo',
    });
    expect(findCoverage('Transamadi', regions)).toMatchObject({ area: 'Trans-Amadi' });
  });

  it('offers every area that starts with what was typed', () => {
    expect(findCoverage('lekki', regions)).toEqual({
      kind: 'several',
      places: [
        { area: 'Lekki Phase 1', region: 'Lagos' },
        { area: 'Lekki Phase 2', region: 'Lagos' },
      ],
    });
    expect(findCoverage('Ilupe', regions)).toMatchObject({
      kind: 'served',
      exact: false,
      area: 'Ilupeju Estate',
    });
  });

  it('lists the areas of a city or state typed by name', () => {
    expect(findCoverage('kaduna', regions)).toEqual({
      kind: 'region',
      region: 'Kaduna',
      areas: ['Barnawa', 'Malali GRA'],
    });
  });

  it('says "not yet" for anywhere else, keeping what the visitor typed', () => {
    expect(findCoverage('  Ikorodu   town ', regions)).toEqual({
      kind: 'not-yet',
      query: 'Ikorodu town',
    });
    // A short name is not stretched to a different place.
    expect(findCoverage('Yola', regions)).toMatchObject({ kind: 'not-yet' });
  });
});

it('names the subjects the contact form opens with', () => {
  expect(connectionSubject('Yaba')).toBe('Connection request: Yaba');
  expect(interestSubject('Ikorodu')).toBe('Coverage interest: Ikorodu');
});
