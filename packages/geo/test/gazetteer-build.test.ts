import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cleanPostalRows, cleanPlaceName, type PostalRow } from '../scripts/postal-rows';
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

describe('built gazetteer (data/gazetteer.json)', () => {
  const file = JSON.parse(readFileSync(new URL('../data/gazetteer.json', import.meta.url), 'utf8')) as {
    places: Array<[string, number, number, string, string, string | null]>;
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
