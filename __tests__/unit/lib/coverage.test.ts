/**
 * @jest-environment node
 */
import {
  connectionSubject,
  findCoverage,
  interestSubject,
  matchPlace,
  normalise,
  placeName,
  regionSubject,
  shorten,
  SHOWN_QUERY_MAX,
  SUBJECT_QUERY_MAX,
  type Abbreviation,
  type CoverageAnswer,
  type Region,
} from '../../../src/lib/coverage';
import { fixture } from '../../support/fixture-content';

// The fixture company's areas (Testshire: Ogba Phase 2, Akowonjo, Èkó Atlantic, Ilupeju Estate,
// Agodi GRA; Kaduna: Barnawa, Malali GRA) and its short names (EA, KD, Ph 1).
const own = fixture.coverage.regions;
const short = fixture.coverage.abbreviations ?? [];
const find = (query: string) => findCoverage(query, own, short);

const served = (area: string, region: string) => ({ kind: 'served', area, region });
const suggested = (area: string, region: string, query: string) => ({
  kind: 'suggested',
  area,
  region,
  query,
  shown: query,
});

describe('the fixture company: how people write places', () => {
  it('has the areas and short names these tests are about', () => {
    expect(own.flatMap((region) => region.areas)).toEqual(
      expect.arrayContaining(['Akowonjo', 'Èkó Atlantic', 'Agodi GRA', 'Malali GRA']),
    );
    expect(short.map((entry) => entry.name)).toEqual(['EA', 'KD', 'Ph 1']);
  });

  it('an area with its city or state, before or after, with or without a comma', () => {
    for (const typed of [
      'Akowonjo Testshire',
      'Akowonjo, Testshire',
      'Testshire Akowonjo',
      'akowonjo,testshire state',
      'Akowonjo, Testshire, Nigeria',
    ]) {
      expect(find(typed)).toEqual(served('Akowonjo', 'Testshire'));
    }
    expect(find('Barnawa, Kaduna State')).toEqual(served('Barnawa', 'Kaduna'));
    expect(find('Ogba Phase 2, Testshire')).toEqual(served('Ogba Phase 2', 'Testshire'));
  });

  it('an area with the town it is part of ("Ikeja GRA, Ikeja")', () => {
    expect(find('Agodi GRA, Agodi')).toEqual(served('Agodi GRA', 'Testshire'));
    expect(find('Malali GRA Malali Kaduna')).toEqual(served('Malali GRA', 'Kaduna'));
    expect(find('GRA Agodi')).toEqual(served('Agodi GRA', 'Testshire'));
  });

  it('everyday short names from the content, for areas, cities and words', () => {
    expect(find('EA')).toEqual(served('Èkó Atlantic', 'Testshire'));
    expect(find('E.A. Testshire')).toEqual(served('Èkó Atlantic', 'Testshire'));
    expect(find('ea, testshire')).toEqual(served('Èkó Atlantic', 'Testshire'));
    expect(find('Malali GRA KD')).toEqual(served('Malali GRA', 'Kaduna'));
    expect(find('KD')).toEqual({
      kind: 'region',
      region: 'Kaduna',
      areas: ['Barnawa', 'Malali GRA'],
      didYouMean: false,
    });
    // "Ph 1" stands for "Phase 1", and so for any number: Ph 2 is Phase 2, also stuck together.
    expect(find('Ogba Ph 2')).toEqual(served('Ogba Phase 2', 'Testshire'));
    expect(find('ogba ph2')).toEqual(served('Ogba Phase 2', 'Testshire'));
    expect(find('Ogba Ph 3')).toMatchObject({ kind: 'not-yet' });
    // Without the content's short names, none of them is known.
    expect(findCoverage('EA', own)).toMatchObject({ kind: 'hint', reason: 'short' });
    expect(findCoverage('Malali GRA KD', own)).not.toMatchObject({ kind: 'served' });
  });

  it('a one-letter slip is offered as "Did you mean", never taken as a yes', () => {
    expect(find('Akowonjp')).toEqual(suggested('Akowonjo', 'Testshire', 'Akowonjp'));
    expect(find('Barnawq')).toEqual(suggested('Barnawa', 'Kaduna', 'Barnawq'));
    // Two letters swapped is one slip; a letter left out or added is one too.
    expect(find('Barnwaa')).toEqual(suggested('Barnawa', 'Kaduna', 'Barnwaa'));
    expect(find('Akwonjo')).toEqual(suggested('Akowonjo', 'Testshire', 'Akwonjo'));
    expect(find('Agody GRA')).toEqual(suggested('Agodi GRA', 'Testshire', 'Agody GRA'));
    expect(find('Barnawa Kadunna')).toEqual(suggested('Barnawa', 'Kaduna', 'Barnawa Kadunna'));
    expect(find('Ogbs')).toEqual(suggested('Ogba Phase 2', 'Testshire', 'Ogbs'));
    expect(find('Kadunna')).toEqual({
      kind: 'region',
      region: 'Kaduna',
      areas: ['Barnawa', 'Malali GRA'],
      didYouMean: true,
    });
  });

  it('a word two cities share: naming a city never offers the other city’s area', () => {
    const bothGras = [
      { area: 'Agodi GRA', region: 'Testshire' },
      { area: 'Malali GRA', region: 'Kaduna' },
    ];
    expect(find('GRA')).toEqual({
      kind: 'several',
      places: bothGras,
      query: 'GRA',
      shown: 'GRA',
      didYouMean: false,
    });
    // One area with the word in that city is not offered as the place meant: Kaduna has a GRA of
    // its own that is not Malali GRA.
    expect(find('Kaduna GRA')).toMatchObject({ kind: 'not-yet' });
    expect(find('GRA, Testshire')).toMatchObject({ kind: 'not-yet' });
    expect(find('KD GRA')).toMatchObject({ kind: 'not-yet' });
    // Agodi GRA is in Testshire: in Kaduna, it is "not yet".
    expect(find('Agodi GRA, Kaduna')).toMatchObject({ kind: 'not-yet' });
    expect(find('Kaduna Akowonjo')).toMatchObject({ kind: 'not-yet' });
  });

  it('every answer has a next step, and unreadable input gets a short hint', () => {
    const example = own[0]!.areas[0]!;
    expect(find('%%%')).toEqual({ kind: 'hint', reason: 'unreadable', example });
    expect(find(' -- ! ')).toEqual({ kind: 'hint', reason: 'unreadable', example });
    expect(find('A')).toEqual({ kind: 'hint', reason: 'short', example });
    expect(find('Ak')).toEqual({ kind: 'hint', reason: 'short', example });
    expect(find('')).toEqual({ kind: 'empty' });
    expect(find('   ')).toEqual({ kind: 'empty' });
  });

  it('a long query is shortened where it is shown, and bounded in the subject', () => {
    const long = `${'Plot 5 Unknown Crescent '.repeat(25)}end`;
    const answer = find(long);
    expect(answer).toMatchObject({ kind: 'not-yet' });
    if (answer.kind !== 'not-yet') return;
    expect(Array.from(answer.shown).length).toBeLessThanOrEqual(SHOWN_QUERY_MAX);
    expect(answer.shown).toMatch(/^Plot 5 Unknown Crescent Plot .*…$/);
    expect(Array.from(answer.query).length).toBeLessThanOrEqual(SUBJECT_QUERY_MAX);
    expect(interestSubject(answer.query).length).toBeLessThanOrEqual(200);
  });
});

describe('shorten', () => {
  it('keeps what fits and cuts the rest at a space', () => {
    expect(shorten('Akowonjo', 10)).toBe('Akowonjo');
    expect(shorten('one two three four', 12)).toBe('one two…');
    expect(shorten('abcdefghijklmnop', 6)).toBe('abcde…');
  });
});

// Spellings the rules must cope with wherever the areas come from (not the content's areas).
const regions: readonly Region[] = [
  ...own,
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
    ['Wuse2', 'wuse 2'],
    ['1st Avenue', '1 avenue'],
    ['Trans Amadi', 'trans amadi'],
    ['trans-amadi', 'trans amadi'],
    ['Èkó', 'eko'],
    ['V.I.', 'vi'],
  ])('%j reads as %j', (typed, key) => {
    expect(normalise(typed)).toBe(key);
  });

  it('writes out the short names it is given, longest first', () => {
    const abbreviations = [
      { name: 'VI', means: 'Victoria Island' },
      { name: 'PH', means: 'Port Harcourt' },
      { name: 'Ph 1', means: 'Phase 1' },
    ];
    expect(normalise('V.I.', abbreviations)).toBe('victoria island');
    expect(normalise('Old GRA PH', abbreviations)).toBe('old gra port harcourt');
    expect(normalise('lekki ph1', abbreviations)).toBe('lekki phase 1');
    expect(normalise('GRA Ph 2, PH', abbreviations)).toBe('gra phase 2 port harcourt');
    // A Roman numeral after "Phase" stays a number.
    expect(normalise('Lekki Phase VI', abbreviations)).toBe('lekki phase 6');
  });

  it('keeps a lone "I" or "V" as a letter unless a number word comes before it', () => {
    expect(normalise('Block I')).toBe('block 1');
    expect(normalise('I live in Yaba')).toBe('i live in yaba');
  });
});

describe('findCoverage', () => {
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
      'Lekki1',
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

  it('the ways people write Lagos addresses, with the short names an editor would add', () => {
    const abbreviations = [
      { name: 'VI', means: 'Victoria Island' },
      { name: 'PH', means: 'Port Harcourt' },
      { name: 'Ph 1', means: 'Phase 1' },
    ];
    const with20 = (typed: string) => findCoverage(typed, regions, abbreviations);
    expect(with20('VI Lagos')).toEqual(served('Victoria Island', 'Lagos'));
    expect(with20('Old GRA PH')).toEqual(served('Old GRA', 'Port Harcourt'));
    expect(with20('lekki ph1')).toEqual(served('Lekki Phase 1', 'Lagos'));
    expect(with20('Lekky')).toMatchObject({
      kind: 'several',
      didYouMean: true,
      places: [
        { area: 'Lekki Phase 1', region: 'Lagos' },
        { area: 'Lekki Phase 2', region: 'Lagos' },
      ],
    });
    expect(with20('Port Harcourt GRA')).toMatchObject({
      kind: 'several',
      places: [
        { area: 'Old GRA', region: 'Port Harcourt' },
        { area: 'GRA Phase 2', region: 'Port Harcourt' },
      ],
    });
    expect(with20('PH')).toMatchObject({ kind: 'region', region: 'Port Harcourt' });
    expect(with20('Abuja')).toMatchObject({ kind: 'region', region: 'Abuja (FCT)' });
  });

  it('never takes a different number for the same area', () => {
    expect(findCoverage('Lekki Phase 3', regions)).toEqual({
      kind: 'not-yet',
      query: 'Lekki Phase 3',
      shown: 'Lekki Phase 3',
    });
    expect(findCoverage('Wuse 1', regions)).toMatchObject({ kind: 'not-yet' });
    expect(findCoverage('GRA Phase 1', regions)).toMatchObject({ kind: 'not-yet' });
  });

  it('offers areas from the start of a name as suggestions, never as a yes', () => {
    // A word inside one name is not the start of it: another place may share it.
    expect(findCoverage('Island', regions)).toMatchObject({ kind: 'not-yet' });
    expect(findCoverage('lekki', regions)).toEqual({
      kind: 'several',
      places: [
        { area: 'Lekki Phase 1', region: 'Lagos' },
        { area: 'Lekki Phase 2', region: 'Lagos' },
      ],
      query: 'lekki',
      shown: 'lekki',
      didYouMean: false,
    });
    expect(findCoverage('Ilupe', regions)).toMatchObject({
      kind: 'suggested',
      area: 'Ilupeju Estate',
    });
  });

  it('lists the areas of a city or state typed by name, by a word of it or by its start', () => {
    const kaduna = {
      kind: 'region',
      region: 'Kaduna',
      areas: ['Barnawa', 'Malali GRA'],
      didYouMean: false,
    };
    expect(findCoverage('kaduna', regions)).toEqual(kaduna);
    expect(findCoverage('Kad', regions)).toEqual(kaduna);
    expect(findCoverage('Kaduna State', regions)).toEqual(kaduna);
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
      shown: 'Ikorodu town',
    });
    // A short name is not stretched to a different place.
    expect(findCoverage('Yola', regions)).toMatchObject({ kind: 'not-yet' });
  });
});

// A list written here, as an ISP in Lagos, Abuja and Port Harcourt might publish it, with the
// short names its editors would add. Abuja lists Wuse and Wuse 2 (so Wuse's numbers are the
// list's), and Garki alone (so its numbered districts are in it).
const TABLE_REGIONS: readonly Region[] = [
  {
    name: 'Lagos',
    areas: [
      'Victoria Island',
      'Ikoyi',
      'Lekki Phase 1',
      'Lekki Phase 2',
      'Ikeja',
      'Ikeja GRA',
      'Yaba',
      'Surulere',
      'Magodo Estate',
    ],
  },
  { name: 'Abuja', areas: ['Garki', 'Wuse', 'Wuse 2', 'Maitama', 'Gwarinpa'] },
  { name: 'Port Harcourt', areas: ['Old GRA', 'GRA Phase 2', 'Trans-Amadi'] },
];
const TABLE_SHORT: readonly Abbreviation[] = [
  { name: 'VI', means: 'Victoria Island' },
  { name: 'FCT', means: 'Abuja' },
  { name: 'PH', means: 'Port Harcourt' },
  { name: 'PHC', means: 'Port Harcourt' },
  { name: 'Ph 1', means: 'Phase 1' },
  { name: 'Rd', means: 'Road' },
  { name: 'St', means: 'Street' },
  { name: 'Ave', means: 'Avenue' },
  { name: 'Cres', means: 'Crescent' },
  { name: 'Est', means: 'Estate' },
];

/** An answer in a few words: what it says, and which areas or city. */
function summary(answer: CoverageAnswer): string {
  switch (answer.kind) {
    case 'served':
      return `yes: ${answer.area}`;
    case 'suggested':
      return `did you mean: ${answer.area}`;
    case 'several':
      return `${answer.didYouMean ? 'did you mean one of' : 'several'}: ${answer.places.map((p) => p.area).join(' | ')}`;
    case 'region':
      return `${answer.didYouMean ? 'did you mean city' : 'city'}: ${answer.region}`;
    default:
      return answer.kind;
  }
}

describe('real spellings, on a list written here', () => {
  it.each([
    // Served: an address around the area, a postcode, short names, the city on either side.
    ['Victoria Island', 'yes: Victoria Island'],
    ['victoria island lagos', 'yes: Victoria Island'],
    ['VI', 'yes: Victoria Island'],
    ['V.I., Lagos', 'yes: Victoria Island'],
    ['12 Adeola Odeku Street, Victoria Island', 'yes: Victoria Island'],
    ['12 Adeola Odeku St, VI', 'yes: Victoria Island'],
    ['12, Adeola Odeku Street, Victoria Island, Lagos', 'yes: Victoria Island'],
    ['Plot 1415 Adetokunbo Ademola Street Victoria Island Lagos', 'yes: Victoria Island'],
    ['Victoria Island 101241', 'yes: Victoria Island'],
    ['Victoria Island, Lagos 101241', 'yes: Victoria Island'],
    ['1004 Estate, Victoria Island', 'yes: Victoria Island'],
    ['Flat 3, Block B, Ikoyi', 'yes: Ikoyi'],
    ['5 Bourdillon Road, Ikoyi', 'yes: Ikoyi'],
    ['5 Bourdillon Rd Ikoyi Lagos', 'yes: Ikoyi'],
    ['Ikoyi, Lagos', 'yes: Ikoyi'],
    ['Lagos, Ikeja', 'yes: Ikeja'],
    ['Ikeja, Lagos', 'yes: Ikeja'],
    ['Ikeja Lagos State', 'yes: Ikeja'],
    ['23 Allen Avenue, Ikeja', 'yes: Ikeja'],
    ['23 Allen Ave Ikeja', 'yes: Ikeja'],
    ['Ikeja GRA', 'yes: Ikeja GRA'],
    ['GRA Ikeja', 'yes: Ikeja GRA'],
    ['10 Isaac John Street, Ikeja GRA, Lagos', 'yes: Ikeja GRA'],
    ['Lekki Phase 1', 'yes: Lekki Phase 1'],
    ['Lekki Ph 1', 'yes: Lekki Phase 1'],
    ['Lekki Phase I', 'yes: Lekki Phase 1'],
    ['lekki phase one', 'yes: Lekki Phase 1'],
    ['Lekki 1', 'yes: Lekki Phase 1'],
    ['lekki ph2', 'yes: Lekki Phase 2'],
    ['7 Admiralty Way, Lekki Phase 1', 'yes: Lekki Phase 1'],
    ['7 Admiralty Way Lekki Phase 1 Lagos 105102', 'yes: Lekki Phase 1'],
    ['Yaba 101212', 'yes: Yaba'],
    ['15 Herbert Macaulay Way, Yaba, Lagos', 'yes: Yaba'],
    ['Surulere, Lagos State, Nigeria', 'yes: Surulere'],
    ['Magodo Est', 'yes: Magodo Estate'],
    ['Magodo Estate Phase 2', 'yes: Magodo Estate'],
    ['Garki', 'yes: Garki'],
    ['Garki 2', 'yes: Garki'],
    ['Garki II', 'yes: Garki'],
    ['Garki Area 11', 'yes: Garki'],
    ['Garki 2, Abuja', 'yes: Garki'],
    ['Garki, FCT', 'yes: Garki'],
    ['Garki 2 FCT', 'yes: Garki'],
    ['Wuse 900281', 'yes: Wuse'],
    ['Wuse 2', 'yes: Wuse 2'],
    ['Wuse II, Abuja', 'yes: Wuse 2'],
    ['Wuse2 FCT', 'yes: Wuse 2'],
    ['Plot 12, Aminu Kano Crescent, Wuse 2, Abuja', 'yes: Wuse 2'],
    ['12 Aminu Kano Cres Wuse II', 'yes: Wuse 2'],
    ['Maitama District, Abuja', 'yes: Maitama'],
    ['1st Avenue, Gwarinpa', 'yes: Gwarinpa'],
    ['Gwarinpa Estate', 'yes: Gwarinpa'],
    ['Old GRA, Port Harcourt', 'yes: Old GRA'],
    ['Old GRA PH', 'yes: Old GRA'],
    ['Old GRA, PHC', 'yes: Old GRA'],
    ['GRA Phase 2 PH', 'yes: GRA Phase 2'],
    ['GRA Ph 2, Port Harcourt', 'yes: GRA Phase 2'],
    ['Trans Amadi', 'yes: Trans-Amadi'],
    ['Transamadi, PH', 'yes: Trans-Amadi'],
    // Not served: another place that shares a word or a number, or a served area in another city.
    ['Lagos Island', 'not-yet'],
    ['Lagos Island, Lagos', 'not-yet'],
    ['Island', 'not-yet'],
    ['Ikorodu', 'not-yet'],
    ['12 Ayangburen Road, Ikorodu', 'not-yet'],
    ['Agege, Lagos', 'not-yet'],
    ['Lekki Phase 3', 'not-yet'],
    ['Wuse 3', 'not-yet'],
    ['Ajah', 'not-yet'],
    ['Kubwa, FCT', 'not-yet'],
    ['Rumuokoro, Port Harcourt', 'not-yet'],
    ['Garki, Lagos', 'not-yet'],
    ['Ikeja, Abuja', 'not-yet'],
    ['12 Adeola Odeku Street, Victoria Island, Abuja', 'not-yet'],
    // Several, a city, or a name a letter away.
    ['Lekki', 'several: Lekki Phase 1 | Lekki Phase 2'],
    ['Lekki, Lagos', 'several: Lekki Phase 1 | Lekki Phase 2'],
    ['5 Admiralty Way, Lekki', 'several: Lekki Phase 1 | Lekki Phase 2'],
    ['Lekky', 'did you mean one of: Lekki Phase 1 | Lekki Phase 2'],
    ['GRA', 'several: Ikeja GRA | Old GRA | GRA Phase 2'],
    ['Port Harcourt GRA', 'several: Old GRA | GRA Phase 2'],
    ['PH GRA', 'several: Old GRA | GRA Phase 2'],
    ['Lagos', 'city: Lagos'],
    ['Lagos State', 'city: Lagos'],
    ['FCT', 'city: Abuja'],
    ['PH', 'city: Port Harcourt'],
    ['12 Allen Avenue, Lagos', 'city: Lagos'],
    ['Victoria Iland', 'did you mean: Victoria Island'],
    ['Ikoyy', 'did you mean: Ikoyi'],
    ['Surulare', 'did you mean: Surulere'],
    ['Maitma, Abuja', 'did you mean: Maitama'],
    ['Ikoy', 'did you mean: Ikoyi'],
  ])('%j: %s', (typed, expected) => {
    expect(summary(findCoverage(typed, TABLE_REGIONS, TABLE_SHORT))).toBe(expected);
  });

  it('a place is what the waitlist keeps and the notifier asks again: an area once served', () => {
    const typed = '12 Adeola Odeku Street, Victoria Island 101241';
    const before = TABLE_REGIONS.map((region) => ({
      ...region,
      areas: region.areas.filter((area) => area !== 'Victoria Island'),
    }));
    expect(matchPlace(typed, before, TABLE_SHORT)).toEqual({ kind: 'none' });
    expect(matchPlace(typed, TABLE_REGIONS, TABLE_SHORT)).toEqual({
      kind: 'area',
      area: 'Victoria Island',
      region: 'Lagos',
    });
    expect(matchPlace('Garki 2, Abuja', TABLE_REGIONS, TABLE_SHORT)).toEqual({
      kind: 'area',
      area: 'Garki',
      region: 'Abuja',
    });
    expect(matchPlace('Lagos Island', TABLE_REGIONS, TABLE_SHORT)).toEqual({
      kind: 'region',
      region: 'Lagos',
    });
  });
});

describe('subjects for the sales team', () => {
  it('names the request and the area', () => {
    expect(connectionSubject('Yaba')).toBe('Connection request: Yaba');
    expect(interestSubject('Ikorodu')).toBe('Coverage interest: Ikorodu');
    expect(regionSubject('Kaduna')).toBe('Coverage question: Kaduna');
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
