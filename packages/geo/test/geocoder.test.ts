import { describe, expect, it } from 'vitest';
import { embeddedGeocoder, haversineKm, toNominatimResult } from '../src/index';

const geocoder = embeddedGeocoder();

describe('gazetteer geocoder', () => {
  it.each([
    ['Okhla Ph-2', 'Okhla Industrial Area Phase 2'],
    ['Okhla Phase II', 'Okhla Industrial Area Phase 2'],
    ['Okhla Industrial Area Phase 2', 'Okhla Industrial Area Phase 2'],
    ['B-67, okhla indl area ph-1, New Delhi', 'Okhla Industrial Area Phase 1'],
    ['Sec 63 Noida', 'Sector 63'],
    ['H-52, Sector-63, Noida', 'Sector 63'],
    ['Kirti Ngr', 'Kirti Nagar Industrial Area'],
    ['Kirtinagar furniture', 'Kirti Nagar Industrial Area'],
    ['Udyog Vihar Ph-4, GGN', 'Udyog Vihar Phase 4'],
    ['Plot 7, Mayapuri Ph-II', 'Mayapuri Industrial Area Phase 2'],
    ['Mohan Co-operative Indl Estate, Mathura Road', 'Mohan Cooperative Industrial Estate'],
    ['Gali no 4, Sadar Bazaar', 'Sadar Bazar'],
    ['Chandni Chowk, near Fatehpuri masjid', 'Chandni Chowk'],
    ['shop 12 Patparganj Industrial Area', 'Patparganj Industrial Area'],
    ['Bawana', 'Bawana Industrial Area'],
    ['DSIIDC Narela', 'Narela Industrial Area'],
  ])('resolves %j to %s', (text, expected) => {
    const r = geocoder.geocode(text);
    expect(r?.matchedPlace).toBe(expected);
    expect(r?.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it.each([
    ['Narela Sector 2', 'Narela Industrial Area'],
    ['Bawana Sector 2', 'Bawana Industrial Area'],
    ['Sector 2 Rohini', 'Rohini'],
    ['Dwarka Sector 2', 'Dwarka'],
  ])("answers %j with the area it names, not another town's sector of that number", (text, expected) => {
    expect(geocoder.geocode(text)?.matchedPlace).toBe(expected);
  });

  it('keeps a sector the gazetteer knows in the area the text names', () => {
    expect(geocoder.geocode('Rohini Sector 7')?.matchedPlace).toBe('Rohini Sector 7');
    expect(geocoder.geocode('H-52, Sector 63, Noida')?.matchedPlace).toBe('Sector 63');
  });

  it('prefers the city named in the text for sectors that exist in several towns', () => {
    const gurugram = geocoder.geocode('Plot 36, Sector 18, Gurgaon');
    const noida = geocoder.geocode('Sector 18 Noida');
    expect(gurugram?.lat).toBeLessThan(28.52);
    expect(noida?.lon).toBeGreaterThan(77.3);
  });

  it.each([
    ['110020', 28.54, 77.27],
    ['Some shop, New Delhi 110064', 28.63, 77.12],
    ['Gurugram 122016', 28.51, 77.08],
    ['Sonepat 131028', 28.87, 77.14],
  ])('uses the pincode in %j', (text, lat, lon) => {
    const r = geocoder.geocode(text);
    expect(r).not.toBeNull();
    expect(haversineKm(r ?? { lat: 0, lon: 0 }, { lat, lon })).toBeLessThan(2.5);
  });

  it.each(['', '   ', 'asdf qwerty zxcv', 'xyz nowhere road, unknown town', 'Andheri East, Mumbai 400069'])(
    'returns null for unresolvable %j',
    (text) => {
      expect(geocoder.geocode(text)).toBeNull();
    },
  );

  it('gives the six spec hubs directly with hub type', () => {
    for (const name of ['Narela', 'Okhla', 'Bawana', 'Mayapuri', 'Patparganj', 'Kirti Nagar']) {
      expect(geocoder.geocode(`Warehouse 3, ${name}, Delhi`)?.type).toBe('hub');
    }
  });

  it('formats Nominatim-style results with string coordinates', () => {
    const [item] = toNominatimResult(geocoder.geocode('Okhla Phase 3'));
    expect(item).toMatchObject({
      lat: expect.stringMatching(/^28\.5/),
      lon: expect.stringMatching(/^77\.2/),
    });
    expect(typeof item?.display_name).toBe('string');
    expect(item?.precision).toBe('locality');
    expect(toNominatimResult(geocoder.geocode('Some shop, New Delhi 110064'))[0]?.precision).toBe('pincode');
    expect(toNominatimResult(null)).toEqual([]);
  });

  it.each([
    ['ओखला', 'Okhla Industrial Area'],
    ['ओखला फेज़ 2', 'Okhla Industrial Area Phase 2'],
    ['बवाना', 'Bawana Industrial Area'],
    ['नरेला', 'Narela Industrial Area'],
    ['पटपड़गंज', 'Patparganj Industrial Area'],
    ['नोएडा सेक्टर 63', 'Sector 63'],
    ['गुड़गांव', 'Gurugram'],
    ['गुरुग्राम', 'Gurugram'],
    ['Gurgaon', 'Gurugram'],
    ['गाज़ियाबाद', 'Ghaziabad'],
    ['गाजियाबाद', 'Ghaziabad'],
    ['Gaziabad', 'Ghaziabad'],
    ['फरीदाबाद', 'Faridabad'],
    ['Okhla fase do', 'Okhla Industrial Area Phase 2'],
  ])('understands the Devanagari or Hinglish %j as %s', (text, expected) => {
    expect(geocoder.geocode(text)?.matchedPlace).toBe(expected);
  });

  it('reads sectors and phases written before the place', () => {
    const r = geocoder.geocode('Sector 10, Dwarka, New Delhi');
    expect(r?.matchedPlace).toBe('Dwarka Sector 10');
    expect(geocoder.geocode('Plot 118, Sector 3, Bawana Industrial Area')?.matchedPlace).toBe(
      'Bawana Industrial Area Sector 3',
    );
  });

  it('uses a landmark when the address names nothing else, and the address proper when both tie', () => {
    expect(geocoder.geocode('Shop 4, near Nehru Place')?.matchedPlace).toBe('Nehru Place');
    // Both are one-word localities; the landmark comes first in the text and still loses.
    expect(geocoder.geocode('near Bhogal, Jangpura')?.matchedPlace).toBe('Jangpura');
    expect(geocoder.geocode('opp. Jangpura, Bhogal')?.matchedPlace).toBe('Bhogal');
  });

  it('says how precise each answer is', () => {
    expect(geocoder.geocode('Okhla Phase 2')?.precision).toBe('locality');
    expect(geocoder.geocode('Some shop, New Delhi 110064')?.precision).toBe('pincode');
    expect(geocoder.geocode('Ghaziabad')?.precision).toBe('district');
    expect(geocoder.geocode('xyz, Gurugram')?.precision).toBe('district');
  });

  it('answers a post office placed at its pincode centroid with pincode precision', () => {
    // A bare 'Sec-91' names no town (several have a sector 91): that answer is coarser still (district).
    const placed = geocoder.data.places.filter(
      (p) => p.placedAtPincode && !/^sec(?:tor)?[\s-]*\d+[a-z]?$/i.test(p.name),
    );
    const answered = placed.map((p) => geocoder.geocode(p.name)).filter((r) => r !== null);
    const own = answered.filter((r) =>
      placed.some((p) => p.name === r.matchedPlace && p.lat === r.lat && p.lon === r.lon),
    );
    expect(own.length).toBeGreaterThan(50);
    expect(new Set(own.map((r) => r.precision))).toEqual(new Set(['pincode']));
  });

  it("answers a post office placed at India Post's own coordinate with locality precision", () => {
    // Its GeoNames point was not trusted; the gazetteer build moved it from the 110010 centroid to India Post's.
    expect(geocoder.geocode('Subroto Park, New Delhi 110010')).toMatchObject({
      matchedPlace: 'Subroto Park',
      type: 'postoffice',
      precision: 'locality',
    });
  });
});
