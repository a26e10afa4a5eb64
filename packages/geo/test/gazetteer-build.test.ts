import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  officePlaceName,
  placeAtOffices,
  plausibleOffices,
  type IndiaPostRow,
} from '../scripts/india-post-offices';
import { cleanPostalRows, cleanPlaceName, type CleanPlace, type PostalRow } from '../scripts/postal-rows';
import { haversineKm, isInNcr } from '../src/geo-math';

const row = (over: Partial<PostalRow>): PostalRow => ({
  pincode: '110064',
  place: 'Somewhere',
  state: 'Delhi',
  district: 'South West Delhi',
  lat: 28.63,
  lon: 77.12,
  accuracy: 4,
  ...over,
});

describe('postal row cleaning', () => {
  const centroids = { '110064': { lat: 28.6259, lng: 77.1143 }, '201001': { lat: 28.67, lng: 77.43 } };

  it('never keeps a coordinate outside the NCR box (the Mayapuri longitude 71.1 defect)', () => {
    const { places } = cleanPostalRows([row({ place: 'Mayapuri', lon: 71.1 })], centroids);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ source: 'pincode', lat: 28.6259, lon: 77.1143 });
  });

  it('drops an out-of-box row whose pincode has no usable centroid', () => {
    const { places, dropped } = cleanPostalRows([row({ pincode: '110999', lon: 71.1 })], centroids);
    expect(places).toEqual([]);
    expect(dropped[0]?.reason).toBe('outside NCR box');
  });

  it('treats a point shared by many pincodes as a rough fallback, not a location', () => {
    const rough = ['201001', '201002', '201003'].map((pincode) =>
      row({ pincode, district: 'Ghaziabad', lat: 28.7643, lon: 77.4856, accuracy: 1 }),
    );
    const { places } = cleanPostalRows(rough, centroids);
    expect(places.some((p) => p.lat === 28.7643 && p.lon === 77.4856)).toBe(false);
    expect(places.find((p) => p.pincode === '201001')).toMatchObject({ source: 'pincode', lat: 28.67 });
  });

  it('distrusts accuracy-1 rows and rows far from their pincode centroid', () => {
    const { places } = cleanPostalRows(
      [
        row({ place: 'Estimated', accuracy: 1 }),
        row({ place: 'Far away', lat: 28.75, lon: 77.2 }),
        row({ place: 'Good' }),
      ],
      centroids,
    );
    expect(places.map((p) => [p.name, p.source])).toEqual([
      ['Estimated', 'pincode'],
      ['Far away', 'pincode'],
      ['Good', 'row'],
    ]);
  });

  it('ignores districts outside NCR', () => {
    expect(cleanPostalRows([row({ district: 'Mumbai' })], centroids).places).toEqual([]);
  });

  it.each([
    ['Naraina Industrial Estate H.O', 'Naraina Industrial Estate'],
    ['Keshav Puram (North West Delhi)', 'Keshav Puram'],
    ['Kirti Nagar S.O', 'Kirti Nagar'],
  ])('cleans the post-office name %j', (raw, clean) => {
    expect(cleanPlaceName(raw)).toBe(clean);
  });
});

describe('India Post office coordinates', () => {
  const centroids = new Map([
    ['110010', { lat: 28.5929, lon: 77.1218 }],
    ['110086', { lat: 28.7, lon: 77.08 }],
  ]);
  const office = (over: Partial<IndiaPostRow>): IndiaPostRow => ({
    o: 'Subroto Park SO',
    p: '110010',
    a: 28.5833,
    n: 77.1474,
    ...over,
  });
  const placed = (over: Partial<CleanPlace>): CleanPlace => ({
    name: 'Subroto Park',
    pincode: '110010',
    district: 'South West Delhi',
    lat: 28.5929,
    lon: 77.1218,
    source: 'pincode',
    ...over,
  });

  it.each([
    ['Mahipalpur BO', 'Mahipalpur'],
    ['Naraina Village S.O', 'Naraina Village'],
    ['Joshi Chauhan B.O.', 'Joshi Chauhan'],
    ['Naraina Industrial Estate H.O', 'Naraina Industrial Estate'],
    ['Amarnagar SO Faridabad', 'Amarnagar'],
    ['Station Road SO South West Delhi', 'Station Road'],
    ['New Delhi GPO', 'New Delhi'],
    ['Greater Faridabad PO', 'Greater Faridabad'],
    ['NDC NDHO', 'NDC'],
    ['Delhi High Court Extension Counter SO', 'Delhi High Court Extension Counter'],
    ['FAZILPUR', 'FAZILPUR'],
    ['Sohna SO', 'Sohna'],
  ])('names the office %j after the place %j', (raw, place) => {
    expect(officePlaceName(raw)).toBe(place);
  });

  it('keeps an office with its own coordinate near its pincode centroid', () => {
    expect(plausibleOffices([office({})], centroids)).toEqual([
      { name: 'Subroto Park', pincode: '110010', lat: 28.5833, lon: 77.1474 },
    ]);
  });

  it('drops unknown (0,0), out-of-state and far-from-centroid coordinates, and offices of other pincodes', () => {
    const rows = [
      office({ o: 'Jeevan Park B.O', a: 0, n: 0 }),
      office({ o: 'COD SO South West Delhi', a: 25.59, n: 77.15 }),
      office({ o: 'Station Road SO South West Delhi', a: 28.48, n: 77.13 }),
      office({ p: '560038' }),
    ];
    expect(plausibleOffices(rows, centroids)).toEqual([]);
  });

  it('treats one point given for two offices of a pincode as copied, not as either office', () => {
    // The 7th decimal differs (28.5012222 / 28.5012223): a copy all the same.
    const rows = [
      office({ o: 'Budh Vihar BO', p: '110086', a: 28.7016111, n: 77.0797222 }),
      office({ o: 'Begumpur BO', p: '110086', a: 28.7016112, n: 77.0797223 }),
      office({ o: 'Sultanpuri B Block SO', p: '110086', a: 28.6901, n: 77.0712 }),
    ];
    expect(plausibleOffices(rows, centroids).map((o) => o.name)).toEqual(['Sultanpuri B Block']);
  });

  it('moves a row placed at its pincode centroid to its office and leaves every other row alone', () => {
    const offices = plausibleOffices(
      [office({}), office({ o: 'Delhi Cantt SO', a: 28.59, n: 77.13 })],
      centroids,
    );
    const out = placeAtOffices(
      [
        placed({}),
        placed({ name: 'Delhi Cantt', source: 'row', lat: 28.6, lon: 77.14 }),
        placed({ name: 'Subroto Park', pincode: '110011' }),
        placed({ name: 'Dhaula Kuan' }),
      ],
      offices,
    );
    expect(out.map((p) => [p.name, p.pincode, p.source, p.lat, p.lon])).toEqual([
      ['Subroto Park', '110010', 'indiapost', 28.5833, 77.1474],
      ['Delhi Cantt', '110010', 'row', 28.6, 77.14],
      ['Subroto Park', '110011', 'pincode', 28.5929, 77.1218],
      ['Dhaula Kuan', '110010', 'pincode', 28.5929, 77.1218],
    ]);
  });

  it('matches no office when two offices of the pincode share the name key', () => {
    // The key drops initials: 'A F Rajokari' and 'Rajokari' are both 'rajokari'.
    const offices = plausibleOffices(
      [
        office({ o: 'Rajokari BO', a: 28.59, n: 77.12 }),
        office({ o: 'A F Rajokari SO', a: 28.58, n: 77.11 }),
      ],
      centroids,
    );
    expect(placeAtOffices([placed({ name: 'Rajokari' })], offices)[0]?.source).toBe('pincode');
  });
});

describe('built gazetteer (data/gazetteer.json)', () => {
  const file = JSON.parse(readFileSync(new URL('../data/gazetteer.json', import.meta.url), 'utf8')) as {
    places: Array<[string, number, number, string, string, string | null, string[]?, 'p'?]>;
    pincodes: Record<string, [number, number, string]>;
  };

  it('holds only coordinates inside the NCR box', () => {
    for (const [, lat, lon] of file.places) expect(isInNcr(lat, lon)).toBe(true);
    for (const [lat, lon] of Object.values(file.pincodes)) expect(isInNcr(lat, lon)).toBe(true);
  });

  it('contains none of the known rough points', () => {
    const rough = file.places.filter(
      ([, lat, lon]) => (lat === 28.7643 && lon === 77.4856) || (lat === 28.5724 && lon === 77.0274),
    );
    expect(rough).toEqual([]);
  });

  it('places the Mayapuri post office near Mayapuri, not at the district fallback point', () => {
    const mayapuri = file.places.find(([name]) => name === 'Mayapuri Shopping Centre');
    expect(mayapuri).toBeDefined();
    expect(
      haversineKm({ lat: mayapuri?.[1] ?? 0, lon: mayapuri?.[2] ?? 0 }, { lat: 28.632, lon: 77.125 }),
    ).toBeLessThan(2);
  });

  it("places the Subroto Park post office at India Post's point in Subroto Park, not at the 110010 centroid", () => {
    const row = file.places.find(([name, , , kind]) => name === 'Subroto Park' && kind === 'postoffice');
    expect(row?.[7]).toBeUndefined();
    // Truth: the Subroto Park area of the OSM address benchmark; the 110010 centroid lies 3 km west of it.
    expect(
      haversineKm({ lat: row?.[1] ?? 0, lon: row?.[2] ?? 0 }, { lat: 28.5833, lon: 77.1507 }),
    ).toBeLessThan(1);
  });

  it('covers every NCR area the issue names', () => {
    const cities = new Set(file.places.map((p) => p[4]));
    for (const c of [
      'Delhi',
      'Gurugram',
      'Noida',
      'Greater Noida',
      'Ghaziabad',
      'Faridabad',
      'Sonipat',
      'Manesar',
      'Bahadurgarh',
    ]) {
      expect(cities.has(c)).toBe(true);
    }
    expect(Object.keys(file.pincodes).length).toBeGreaterThan(150);
  });
});
