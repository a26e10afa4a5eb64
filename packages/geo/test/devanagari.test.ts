import { describe, expect, it } from 'vitest';
import {
  devanagariToLatin,
  hasDevanagari,
  phoneticKey,
  romanize,
  transliterateWord,
} from '../src/gazetteer/devanagari';

describe('Devanagari romanisation', () => {
  it.each([
    ['ओखला', 'okhla'],
    ['बवाना', 'bavana'],
    ['नरेला', 'narela'],
    ['पटपड़गंज', 'patparganj'],
    ['साहिबाबाद', 'sahibabad'],
    ['मानेसर', 'manesar'],
    ['कुंडली', 'kundli'],
    ['लाजपत', 'lajpat'],
    ['बल्लभगढ़', 'ballabhgarh'],
  ])('deletes schwas as Hindi speakers do: %s -> %s', (word, latin) => {
    expect(transliterateWord(word)).toBe(latin);
  });

  it('reads nukta letters, precomposed or combining, as their own sounds', () => {
    // ज़ written as one code point (U+095B) and as ज + nukta (U+091C U+093C)
    expect(transliterateWord('\u095Bमीन')).toBe('zamin');
    expect(transliterateWord('\u091C\u093Cमीन')).toBe('zamin');
    expect(transliterateWord('गाज़ियाबाद')).toBe('gaziyabad');
  });

  it('reads anusvara and chandrabindu as a nasal, m before a labial', () => {
    expect(transliterateWord('मंडी')).toBe('mandi');
    expect(transliterateWord('गाँव')).toBe('ganv');
    expect(transliterateWord('चंपा')).toBe('champa');
  });

  it('takes loan words, irregular names and digits whole', () => {
    expect(romanize('ओखला फेज़ २').trim().split(/\s+/)).toEqual(['okhla', 'phase', '2']);
    expect(romanize('नोएडा सेक्टर 63').trim().split(/\s+/)).toEqual(['noida', 'sector', '63']);
    expect(romanize('गुड़गांव').trim()).toBe('gurugram');
    expect(romanize('नेहरू प्लेस').trim().split(/\s+/)).toEqual(['nehru', 'place']);
    expect(romanize('Okhla Phase 2')).toBe('Okhla Phase 2');
  });

  it('gives Hindi, Hinglish and English spellings of a name one phonetic key', () => {
    expect(phoneticKey('gaziyabad')).toBe(phoneticKey('Ghaziabad'));
    expect(phoneticKey('bavana')).toBe(phoneticKey('Bawana'));
    expect(phoneticKey('narayna')).toBe(phoneticKey('Naraina'));
    expect(phoneticKey('Faridabaad')).toBe(phoneticKey('Faridabad'));
    expect(phoneticKey('chandni chauk')).toBe(phoneticKey('Chandni Chowk'));
    expect(phoneticKey('Okhla')).not.toBe(phoneticKey('Narela'));
    // गढ़ as Hinglish writers spell it
    expect(phoneticKey('Najafgad')).toBe(phoneticKey('Najafgarh'));
    expect(phoneticKey('Bahadurgadh')).toBe(phoneticKey('Bahadurgarh'));
    expect(phoneticKey(transliterateWord('बल्लभगढ़'))).toBe(phoneticKey('Ballabgarh'));
  });
});

describe("devanagariToLatin (the assistant's matching aid)", () => {
  it.each([
    ['हेल्प', 'help'],
    ['किराया', 'kiraya'],
    ['जानकारी', 'jankari'],
    ['कमरा', 'kamra'],
    ['शिपमेंट', 'shipment'],
  ])('%s reads as %s', (word, latin) => {
    expect(devanagariToLatin(word)).toBe(latin);
  });

  it('reads words letter by letter, without the address word list', () => {
    expect(devanagariToLatin('का')).toBe('ka');
    expect(transliterateWord('का')).toBe('of');
    expect(devanagariToLatin('फेज़')).toBe('fez');
  });
});

describe('hasDevanagari', () => {
  it('sees Devanagari letters, not Devanagari digits alone', () => {
    expect(hasDevanagari('ओखला 2')).toBe(true);
    expect(hasDevanagari('Okhla २')).toBe(false);
    expect(hasDevanagari('Okhla')).toBe(false);
  });
});
