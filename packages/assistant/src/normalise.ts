// Text folding shared by the language detector, the classifier and the entity extractor.
//
// Method: Unicode NFC, lower case, Devanagari digits to ASCII, then per-script spelling folds so that the
// common ways of writing one word meet in one key:
// - Devanagari: nukta dropped (ज़ = ज), chandrabindu = anusvara (कहाँ = कहां), long = short i/u
//   (डिलीवरी = डिलिवरी), candra o = o (ऑर्डर = ओर्डर), a half nasal before a consonant = anusvara
//   (सम्पर्क = संपर्क).
// - Latin (Hinglish transliteration): 'oo' = 'u', 'ee' = 'i', doubled letters collapsed (kahaan = kahan),
//   'ai' = 'e' (kaise = kese, hai = he), 'au' = 'o' (kaun = kon), w = v, z = j, q = k, ph = f, ck = k.
// The same folds run over the lexicon, so both sides always agree.

import { hasDevanagari } from '@logisaathi/geo/devanagari';

const DEVANAGARI_DIGITS = /[\u0966-\u096f]/gu;
const ZERO_WIDTH = /[\u200b-\u200d\ufeff]/gu;
const TOKEN = /[\p{L}\p{M}\p{N}]+/gu;

const DEVANAGARI_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\u093c/gu, ''], // nukta
  [/\u0929/gu, '\u0928'], // ऩ -> न
  [/\u0931/gu, '\u0930'], // ऱ -> र
  [/\u0934/gu, '\u0933'], // ऴ -> ळ
  [/\u0901/gu, '\u0902'], // chandrabindu -> anusvara
  [/\u0940/gu, '\u093f'], // ी -> ि
  [/\u0908/gu, '\u0907'], // ई -> इ
  [/\u0942/gu, '\u0941'], // ू -> ु
  [/\u090a/gu, '\u0909'], // ऊ -> उ
  [/\u0949/gu, '\u094b'], // ॉ -> ो
  [/\u0911/gu, '\u0913'], // ऑ -> ओ
  [/\u0945/gu, '\u0947'], // ॅ -> े
  [/\u090d/gu, '\u090f'], // ऍ -> ए
  [/[\u0919\u091e\u0923\u0928\u092e]\u094d(?=[\u0915-\u0939])/gu, '\u0902'], // half nasal -> anusvara
];

const LATIN_FOLDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/oo/g, 'u'],
  [/ee/g, 'i'],
  [/(\p{L})\1+/gu, '$1'],
  [/ph/g, 'f'],
  [/ck/g, 'k'],
  [/q/g, 'k'],
  [/w/g, 'v'],
  [/z/g, 'j'],
  [/ai/g, 'e'],
  [/au/g, 'o'],
];

/** NFC, lower case, ASCII digits, no zero-width characters. Keeps punctuation (entity patterns need it). */
export function foldCase(text: string): string {
  return text
    .normalize('NFC')
    .replace(ZERO_WIDTH, '')
    .replace(DEVANAGARI_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .toLowerCase();
}

/** Words of the text: runs of letters, combining marks and digits; punctuation and emoji separate them. */
export function tokenize(text: string): string[] {
  return foldCase(text).match(TOKEN) ?? [];
}

/** The comparison key of one token (see the header for the folds). */
export function tokenKey(token: string): string {
  const folds = hasDevanagari(token) ? DEVANAGARI_FOLDS : LATIN_FOLDS;
  let key = token;
  for (const [pattern, replacement] of folds) key = key.replace(pattern, replacement);
  return key;
}
