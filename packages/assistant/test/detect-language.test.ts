import { describe, expect, it } from 'vitest';

import { detectLanguage, type Language } from '../src/index';

const CASES: ReadonlyArray<readonly [string, Language]> = [
  ['where is my order', 'en'],
  ['price for 25kg from Noida sector 63 to Gurgaon', 'en'],
  ['hi', 'en'],
  ['where is my order bhai', 'en'],
  ['see you', 'en'],
  ['mera shipment kahan hai', 'hinglish'],
  ['10 kg Okhla se Bawana kitne ka?', 'hinglish'],
  ['KYAAA HAAL HAI', 'hinglish'],
  ['namaste', 'hinglish'],
  ['customer care ka number do', 'hinglish'],
  ['gaana bajao', 'hinglish'],
  ['मेरा ऑर्डर कहाँ है', 'hi'],
  ['20 kg Okhla से Bawana कितने का', 'hi'],
  ['LS7K2P9Q का स्टेटस क्या है', 'hi'],
  ['where is my order? मेरा ऑर्डर', 'hi'],
];

describe('detectLanguage', () => {
  it.each(CASES)('%j is %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('reads text without any words as English', () => {
    expect(detectLanguage('👍 123')).toBe('en');
  });
});
