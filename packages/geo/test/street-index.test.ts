import { describe, expect, it } from 'vitest';
import { embeddedGeocoder, haversineKm } from '../src/index';
import { loadGazetteer } from '../src/gazetteer/gazetteer-data';
import { NEAR_PINCODE_KM, StreetIndex, streetKey } from '../src/gazetteer/street-index';
import { readDataJson } from '../src/data-files';
import { addressTokens } from '../src/gazetteer/address-tokens';
import { normalizeAddress } from '../src/gazetteer/normalize';

/** A street as data/streets.json stores it: name, then lat, lon pairs. */
const street = (name: string, ...points: Array<[number, number]>): [string, number[]] => [
  name,
  points.flat(),
];

describe('street index', () => {
  it('knows a street by its name words, whatever street word the address uses, and skips generic names', () => {
    expect(streetKey(['vasant', 'marg'])).toBe('vasant');
    expect(streetKey(['vasant', 'road'])).toBe('vasant');
    expect(streetKey(['main', 'road'])).toBe('');
    expect(streetKey(['road', 'no', '4'])).toBe('');
    expect(streetKey(['ring', 'road'])).toBe('');
  });

  // Two streets called 'Gandhi Marg' 10 km apart, one short 'Lodhi Marg', and two streets at the edges of the
  // area covered: 'Kalka Marg' at its north-west corner, 'Badarpur Road' at its south-east one.
  const index = new StreetIndex([
    street('Gandhi Marg', [28.6, 77.2], [28.601, 77.201], [28.602, 77.202]),
    street('Gandhi Road', [28.69, 77.2], [28.691, 77.201]),
    street('Lodhi Marg', [28.58, 77.22], [28.582, 77.222], [28.584, 77.224]),
    street('Kalka Marg', [28.75, 77.0], [28.748, 77.002]),
    street('Badarpur Road', [28.45, 77.4], [28.452, 77.398]),
  ]);

  it('places a street next to the pincode when the text gives one, on the stretch near it', () => {
    const north = index.locate(['gandhi', 'marg'], { lat: 28.695, lon: 77.205, withinKm: NEAR_PINCODE_KM });
    expect(north).toMatchObject({ placedNear: true });
    expect(north?.lat).toBeCloseTo(28.691, 3);
    const south = index.locate(['gandhi', 'road'], { lat: 28.59, lon: 77.2, withinKm: NEAR_PINCODE_KM });
    expect(south?.lat).toBeCloseTo(28.6, 3);
  });

  it('refuses a street far from the pincode, and a name with several stretches and no pincode', () => {
    expect(index.locate(['gandhi', 'marg'], { lat: 28.4, lon: 77.0, withinKm: NEAR_PINCODE_KM })).toBeNull();
    expect(index.locate(['gandhi', 'marg'], null)).toBeNull();
    expect(index.locate(['unknown', 'marg'], null)).toBeNull();
  });

  it('does not answer the middle of a street at the edge of the area covered: it may run on beyond it', () => {
    expect(index.locate(['kalka', 'marg'], null)).toBeNull();
    expect(index.locate(['badarpur', 'road'], null)).toBeNull();
    // Next to a pincode the known part still serves.
    expect(
      index.locate(['badarpur', 'road'], { lat: 28.46, lon: 77.39, withinKm: NEAR_PINCODE_KM }),
    ).toMatchObject({ placedNear: true });
  });

  it('takes a street mapped without a street word only as a whole part of the address', () => {
    // Two far streets only set the bounds of the area covered, so that Satya Sadan is not at its edge.
    const bare = new StreetIndex([
      street('Satya Sadan', [28.58, 77.22], [28.581, 77.221]),
      street('Kalka Marg', [28.5, 77.1]),
      street('Badarpur Road', [28.7, 77.3]),
    ]);
    expect(bare.inAddress(addressTokens('279, Satya Sadan, New Delhi'), null, () => true)).toMatchObject({
      name: 'Satya Sadan',
    });
    expect(
      bare.inAddress(addressTokens('279, Satya Sadan Apartments, New Delhi'), null, () => true),
    ).toBeNull();
    expect(bare.inAddress(addressTokens('279, near Satya Sadan, New Delhi'), null, () => true)).toBeNull();
  });

  it('knows Avenue and Ave. as street words, and a vegetable market or a line as no street name', () => {
    expect(streetKey(normalizeAddress('Africa Ave.'))).toBe('africa');
    expect(addressTokens('A 2/14, Africa Ave, Mohammadpur').street.some((run) => run >= 0)).toBe(true);
    expect(streetKey(normalizeAddress('Sabzi Mandi Road'))).toBe('');
    expect(streetKey(normalizeAddress('Main Line'))).toBe('');
  });

  it("answers a name with one short stretch with that stretch's middle", () => {
    expect(index.locate(['lodhi', 'road'], null)).toMatchObject({
      lat: 28.582,
      lon: 77.222,
      name: 'Lodhi Marg',
      placedNear: false,
    });
  });
});

describe('geocoder on the embedded streets', () => {
  const geocoder = embeddedGeocoder();
  const streets = new Map(
    readDataJson<{ streets: Array<[string, number[]]> }>('streets.json').streets.map(([name, flat]) => [
      name,
      Array.from({ length: flat.length / 2 }, (_, i) => ({
        lat: flat[2 * i] as number,
        lon: flat[2 * i + 1] as number,
      })),
    ]),
  );
  const kmFromStreet = (name: string, p: { lat: number; lon: number }) =>
    Math.min(...(streets.get(name) ?? []).map((s) => haversineKm(s, p)));

  it('puts an address that names only a street on that street, not nowhere or at the city centre', () => {
    for (const [text, name] of [
      ['1, Vasant Marg', 'Vasant Marg'],
      ['B-67, Paschimi Marg', 'Paschimi Marg'],
      ['Rao Tula Ram Marg, New Delhi', 'Rao Tula Ram Marg'],
    ] as const) {
      const r = geocoder.geocode(text);
      expect(r, text).toMatchObject({ type: 'street', matchedPlace: name, precision: 'locality' });
      expect(kmFromStreet(name, r!)).toBeLessThan(0.01);
    }
  });

  it('puts a street and a pincode on the stretch of the street next to the pincode', () => {
    const r = geocoder.geocode('Max Fashion, Nelson Mandela Marg, New Delhi, 110070');
    expect(r).toMatchObject({ type: 'street', matchedPlace: 'Nelson Mandela Marg', pincode: '110070' });
    expect(r!.confidence).toBeGreaterThanOrEqual(0.5);
    expect(haversineKm(r!, loadGazetteer().pincodes.get('110070')!)).toBeLessThan(4);
  });

  it('puts a street mapped without a street word, or named as an Avenue, on that street', () => {
    for (const [text, name] of [
      ['279, NIT, New Delhi', 'NIT'],
      ['Africa Ave, New Delhi', 'Africa Avenue'],
    ] as const) {
      const r = geocoder.geocode(text);
      expect(r, text).toMatchObject({ type: 'street', matchedPlace: name });
      expect(kmFromStreet(name, r!)).toBeLessThan(0.01);
    }
  });

  it('moves a place onto the street the address also names when the street passes next to it', () => {
    const place = geocoder.geocode('Vasant Vihar, New Delhi')!;
    const r = geocoder.geocode('B-22, Vasant Marg, Vasant Vihar, New Delhi');
    expect(r).toMatchObject({ matchedPlace: place.matchedPlace, precision: 'locality' });
    expect(r!.displayName).toBe(`Vasant Marg, ${place.displayName}`);
    expect(kmFromStreet('Vasant Marg', r!)).toBeLessThan(0.01);
    expect(haversineKm(r!, place)).toBeLessThan(1);
    // A street of that name far from the place stays out of it.
    expect(geocoder.geocode('Plot 5, Vasant Marg, Okhla Phase 2')).toMatchObject({
      lat: geocoder.geocode('Okhla Phase 2')!.lat,
      lon: geocoder.geocode('Okhla Phase 2')!.lon,
    });
  });

  it('keeps a named place over a street, and a street in another town than the one the text names', () => {
    expect(geocoder.geocode('Plot 5, Vasant Marg, Okhla Phase 2')?.matchedPlace).toBe(
      'Okhla Industrial Area Phase 2',
    );
    expect(geocoder.geocode('Vasant Marg, Gurugram')?.type).not.toBe('street');
  });
});
