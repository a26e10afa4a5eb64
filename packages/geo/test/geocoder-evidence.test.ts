import { describe, expect, it } from 'vitest';
import { embeddedGeocoder, haversineKm } from '../src/index';

/**
 * How the geocoder weighs the parts of an address against each other: a place inside a street's name, a sector
 * without its town, a pincode that disagrees with the locality, a misspelt one-word name. The addresses are made
 * up; the places are real (Madina and Jagat are villages near Sonipat and Gurugram, tens of km from Delhi).
 */
const geocoder = embeddedGeocoder();
const km = (text: string, lat: number, lon: number): number => {
  const r = geocoder.geocode(text);
  return r ? haversineKm(r, { lat, lon }) : Infinity;
};

describe('a place named inside a street name', () => {
  it.each([
    ['14, Madina Begum Street, Jangpura', 'Jangpura'],
    ['Jagat Ram Marg, Saket', 'Saket'],
    ['Jagat Ram Lane, Lado Sarai, New Delhi', 'Lado Sarai'],
    // Post offices of one word, which used to tie with the street's word and lose to it.
    ['14, Madina Begum Street, Ghitorni', 'Ghitorni'],
    ['Jagat Ram Marg, Gadaipur', 'Gadaipur'],
  ])('loses to the locality the rest of %j names', (text, expected) => {
    expect(geocoder.geocode(text)?.matchedPlace).toBe(expected);
  });

  it('loses to the pincode and the city the text names', () => {
    // 110017 is Malviya Nagar / Saket; Jagat is 45 km away near Gurugram.
    expect(km('B-4, Jagat Ram Marg, New Delhi 110017', 28.528, 77.209)).toBeLessThan(1);
    expect(geocoder.geocode('Jagat Ram Marg, New Delhi')?.matchedPlace).toBe('Delhi');
  });

  it('is answered, when nothing else is named, only as a guess to confirm on the map', () => {
    const r = geocoder.geocode('14, Madina Begum Street');
    expect(r?.confidence ?? 0).toBeLessThan(0.5);
  });

  it.each([
    ['Plot 3, Badarpur, Delhi-Faridabad Road', 'Badarpur'],
    ['Shop 2, Mohan Nagar, Delhi-Meerut Road', 'Mohan Nagar'],
  ])('does not name the town of %j: the road only leads there', (text, expected) => {
    expect(geocoder.geocode(text)?.matchedPlace).toBe(expected);
  });

  it('still finds streets and places named by the whole run of words', () => {
    expect(geocoder.geocode('Lawrence Road')?.matchedPlace).toBe('Lawrence Road Industrial Area');
    expect(geocoder.geocode('12, Kalkaji Main Road')?.matchedPlace).toBe('Kalkaji');
    expect(geocoder.geocode('Jagat')?.matchedPlace).toBe('Jagat');
  });
});

describe('a sector without its town', () => {
  it('is a low-confidence, district-precision guess when nothing else says which town', () => {
    for (const text of ['Sector 11', 'Plot 7, Sector 62']) {
      const r = geocoder.geocode(text);
      expect(r?.precision).toBe('district');
      expect(r?.confidence ?? 1).toBeLessThan(0.5);
    }
  });

  it('takes its town from the pincode', () => {
    // 110075 is Dwarka: Dwarka's sector 8, not Noida's 30 km east.
    expect(geocoder.geocode('Plot 4, Sector 8, 110075')?.matchedPlace).toBe('Dwarka Sector 8');
    const noida = geocoder.geocode('H-12, Sector 8, 201301');
    expect(noida?.lon).toBeGreaterThan(77.3);
    expect(noida?.precision).toBe('locality');
    expect(noida?.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('is answered with full confidence once the town is named', () => {
    const r = geocoder.geocode('Plot 7, Sector 62, Noida');
    expect(r?.precision).toBe('locality');
    expect(r?.confidence).toBeGreaterThanOrEqual(0.6);
  });
});

describe('a pincode that disagrees with the locality named', () => {
  it.each([
    // Centre of the pincode to the locality: 7 km (110065 East of Kailash, 110017 Malviya Nagar); 12 km, same city.
    ['Shop 7, Madangir, 110065', 'Madangir'],
    ['Jangpura, New Delhi 110017', 'Jangpura'],
    ['Shop 2, Bhogal, 110030', 'Bhogal'],
  ])('loses to the locality %j names exactly (a wrong or old pincode)', (text, expected) => {
    const r = geocoder.geocode(text);
    expect(r?.matchedPlace).toBe(expected);
    expect(r?.precision).toBe('locality');
  });

  it('wins over a word of a longer name that happens to be a locality', () => {
    // Ashram is a locality 7 km from 110016's centre; here it is a word of an institution's name.
    expect(geocoder.geocode('Shanti Seva Ashram, 110016')?.type).toBe('pincode');
  });

  it('wins when it is in another town, or the name is far from it', () => {
    expect(geocoder.geocode('Shop 7, Madangir, 122002')?.type).toBe('pincode');
    expect(geocoder.geocode('Shop 7, Karol Bagh, 201002')?.type).toBe('pincode');
  });
});

describe('a two-word place written as one misspelt word', () => {
  it.each([
    ['Chankyapuri, New Delhi', 'Chanakya Puri'],
    ['Lajpatnagr', 'Lajpat Nagar'],
    ['Rajorigarden, Delhi', 'Rajouri Garden'],
  ])('reads %j as %s', (text, expected) => {
    expect(geocoder.geocode(text)?.matchedPlace).toBe(expected);
  });
});
