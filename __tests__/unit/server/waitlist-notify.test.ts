/**
 * @jest-environment node
 *
 * Which waiting places the hourly notifier finds served: each as its person typed it, read by the
 * coverage search against the published list (a list written here, not the content's).
 */
import { placeKey, type Abbreviation, type Region } from '../../../src/lib/coverage';
import { servedAmong } from '../../../src/server/waitlist-notify';

const ABBREVIATIONS: Abbreviation[] = [
  { name: 'St', means: 'Street' },
  { name: 'VI', means: 'Victoria Island' },
  { name: 'FCT', means: 'Abuja' },
];
const BEFORE: Region[] = [
  { name: 'Lagos', areas: ['Ikoyi'] },
  { name: 'Abuja', areas: ['Maitama'] },
];
const AFTER: Region[] = [
  { name: 'Lagos', areas: ['Ikoyi', 'Victoria Island'] },
  { name: 'Abuja', areas: ['Maitama', 'Garki'] },
];

const waiting = [
  '12 Adeola Odeku St, VI 101241',
  'Plot 4, Garki 2, FCT',
  'Lagos Island',
  'Wuse 900281',
].map((place) => ({ key: placeKey(place), place }));

describe('the notifier', () => {
  it('finds a place typed with its street, postcode or district once its area is listed', () => {
    expect(servedAmong(waiting, { regions: BEFORE, abbreviations: ABBREVIATIONS })).toEqual([]);
    expect(
      servedAmong(waiting, { regions: AFTER, abbreviations: ABBREVIATIONS }).map(
        ({ place, area, region }) => [place.place, area, region],
      ),
    ).toEqual([
      ['12 Adeola Odeku St, VI 101241', 'Victoria Island', 'Lagos'],
      ['Plot 4, Garki 2, FCT', 'Garki', 'Abuja'],
    ]);
  });
});
