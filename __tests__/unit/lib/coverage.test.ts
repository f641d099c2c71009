import {
  connectionSubject,
  findCoverage,
  interestSubject,
  normalise,
  placeName,
  type Region,
} from '../../../src/lib/coverage';
import { fixture } from '../../support/fixture-content';

// The fixture company's areas (Testshire: Ogba Phase 2, Akowonjo, Èkó Atlantic, Ilupeju Estate;
// Kaduna: Barnawa, Malali GRA), plus spellings the rules must cope with wherever they come from.
const regions: readonly Region[] = [
  ...fixture.coverage.regions,
  {
    name: 'Lagos',
    areas: ['Lekki Phase 1', 'Lekki Phase 2', 'Victoria Island', 'Yaba', 'Surulere', 'Oniru'],
  },
  { name: 'Abuja (FCT)', areas: ['Wuse 2', 'Maitama'] },
  { name: 'Port Harcourt', areas: ['Old GRA', 'GRA Phase 2', 'Trans-Amadi'] },
];

describe('normalise', () => {
  it.each([
    ['  LEKKI   phase  1 ', 'lekki phase 1'],
    ['Lekki Phase One', 'lekki phase 1'],
    ['lekki phase I', 'lekki phase 1'],
    ['Lekki Phase II', 'lekki phase 2'],
    ['Lekki Ph 1', 'lekki phase 1'],
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
  const served = (area: string, region: string) => ({ kind: 'served', area, region });

  it('says nothing until there is enough to go on', () => {
    expect(findCoverage('', regions)).toEqual({ kind: 'empty' });
    expect(findCoverage(' y ', regions)).toEqual({ kind: 'empty' });
    // Two letters that name nothing yet: no "not yet" while the visitor is still typing.
    expect(findCoverage('Ik', regions)).toEqual({ kind: 'empty' });
  });

  it('finds an area whatever its case, accents and spaces', () => {
    expect(findCoverage('  eko   ATLANTIC ', regions)).toEqual(served('Èkó Atlantic', 'Testshire'));
    expect(findCoverage('malali gra', regions)).toEqual(served('Malali GRA', 'Kaduna'));
  });

  it('tolerates common spellings of the same area', () => {
    for (const typed of [
      'Lekki Phase One',
      'lekki phase i',
      'Lekki phase-1',
      'Lekki 1',
      'Lekki Ph 1',
      'Lekki Phase 1, Lagos',
    ]) {
      expect(findCoverage(typed, regions)).toEqual(served('Lekki Phase 1', 'Lagos'));
    }
    expect(findCoverage('Ogba Phase Two', regions)).toEqual(served('Ogba Phase 2', 'Testshire'));
    expect(findCoverage('Transamadi', regions)).toEqual(served('Trans-Amadi', 'Port Harcourt'));
    expect(findCoverage('Oniru Estate', regions)).toEqual(served('Oniru', 'Lagos'));
    expect(findCoverage('Yaba, Lagos', regions)).toEqual(served('Yaba', 'Lagos'));
    expect(findCoverage('Surulere Lagos State', regions)).toEqual(served('Surulere', 'Lagos'));
    expect(findCoverage('Wuse II Abuja', regions)).toEqual(served('Wuse 2', 'Abuja (FCT)'));
  });

  it('offers a near spelling as a suggestion, keeping what was typed', () => {
    expect(findCoverage('Akowonjoo', regions)).toEqual({
      kind: 'suggested',
      area: 'Akowonjo',
      region: 'Testshire',
      query: 'Akowonjoo',
    });
  });

  it('never takes a different number for the same area', () => {
    expect(findCoverage('Lekki Phase 3', regions)).toEqual({
      kind: 'not-yet',
      query: 'Lekki Phase 3',
    });
    expect(findCoverage('Wuse 1', regions)).toMatchObject({ kind: 'not-yet' });
    expect(findCoverage('GRA Phase 1', regions)).toMatchObject({ kind: 'not-yet' });
  });

  it('offers areas from part of a name as suggestions, never as a yes', () => {
    expect(findCoverage('Island', regions)).toEqual({
      kind: 'suggested',
      area: 'Victoria Island',
      region: 'Lagos',
      query: 'Island',
    });
    expect(findCoverage('lekki', regions)).toEqual({
      kind: 'several',
      places: [
        { area: 'Lekki Phase 1', region: 'Lagos' },
        { area: 'Lekki Phase 2', region: 'Lagos' },
      ],
      query: 'lekki',
    });
    expect(findCoverage('Ilupe', regions)).toMatchObject({
      kind: 'suggested',
      area: 'Ilupeju Estate',
    });
  });

  it('lists the areas of a city or state typed by name, by a word of it or by its start', () => {
    const kaduna = { kind: 'region', region: 'Kaduna', areas: ['Barnawa', 'Malali GRA'] };
    expect(findCoverage('kaduna', regions)).toEqual(kaduna);
    expect(findCoverage('Kad', regions)).toEqual(kaduna);
    expect(findCoverage('FCT', regions)).toMatchObject({ kind: 'region', region: 'Abuja (FCT)' });
    expect(findCoverage('Port Harcourt', regions)).toMatchObject({
      kind: 'region',
      region: 'Port Harcourt',
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

describe('subjects for the sales team', () => {
  it('names the request and the area', () => {
    expect(connectionSubject('Yaba')).toBe('Connection request: Yaba');
    expect(interestSubject('Ikorodu')).toBe('Coverage interest: Ikorodu');
  });

  it('adds the city when two cities have an area of that name', () => {
    const twice: Region[] = [
      { name: 'Port Harcourt', areas: ['Old GRA'] },
      { name: 'Kaduna', areas: ['Old GRA', 'Barnawa'] },
    ];
    expect(placeName({ area: 'Old GRA', region: 'Kaduna' }, twice)).toBe('Old GRA, Kaduna');
    expect(placeName({ area: 'Barnawa', region: 'Kaduna' }, twice)).toBe('Barnawa');
  });
});
