// Entity extraction: delivery ids, weights and the two places of a price question.
// Method: regular expressions for ids and weights; places are the runs of non-function words on either side
// of a connector ('from X to Y', 'X to Y', 'X se Y', 'X से Y तक'), at most four words each, so that
// 'price for 25kg from Noida sector 63 to Gurgaon' gives 'Noida sector 63' and 'Gurgaon'.

import { ENGLISH_MARKERS, HINGLISH_MARKERS } from './language-markers';
import { foldCase } from './normalise';
import type { Entities } from './types';

/** 'LS' plus 4 to 10 characters of the delivery id alphabet (no 0, 1, I, O), in any case. */
export const SHIPMENT_ID_PATTERN = /(?<![\p{L}\p{N}])ls[2-9a-hj-np-z]{4,10}(?![\p{L}\p{N}])/giu;
/** A number followed by a kilogram unit; 'किलोमीटर' and 'kilometre' are not weights. */
export const WEIGHT_PATTERN =
  /(\d+(?:[.,]\d+)?)\s*(?:kgs?|kilos?|kilograms?|kilo\s?grams?|किलो(?:ग्राम)?|किग्रा|केजी)(?![\p{L}\p{M}])/giu;

const MAX_PLACE_WORDS = 4;
const GAP = '|';
const FROM_WORDS = new Set(['from', 'frm']);
const CONNECTORS = new Set(['to', 'se', 'से', 'till']);

// Words that can never be part of a place name in a price question: function words of both scripts and
// the words people wrap around a quote request.
const NOT_PLACE_WORDS: ReadonlySet<string> = new Set([
  ...HINGLISH_MARKERS,
  ...ENGLISH_MARKERS,
  ...`price pricing rate rates cost costs charge charges quote quotation estimate kharcha kharch daam
    send sending ship shipping deliver delivery parcel bhejna bhejne bhejni bhijwana transport
    kitna kitne kitni paise paisa rupees rs inr lagega padega hoga batao bata btao
    whats total approx approximately tak till
    का की के को से तक में है हैं क्या कितना कितने कितनी पड़ेगा पड़ेगी लगेगा लगेगी भेजने भेजना भेजनी
    बताओ बताइए रेट दाम खर्च खर्चा पैसा पैसे मुझे मेरा और पर कीमत प्राइस चार्ज डिलीवरी पार्सल`
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => word.normalize('NFC')),
]);

export function extractShipmentId(text: string): string | null {
  const match = foldCase(text).match(SHIPMENT_ID_PATTERN);
  return match?.[0]?.toUpperCase() ?? null;
}

export function extractWeightKg(text: string): number | null {
  for (const match of foldCase(text).matchAll(WEIGHT_PATTERN)) {
    const weightKg = Number((match[1] ?? '').replace(',', '.'));
    if (Number.isFinite(weightKg) && weightKg > 0) return weightKg;
  }
  return null;
}

function isPlaceWord(word: string): boolean {
  return word !== GAP && !NOT_PLACE_WORDS.has(word.toLowerCase());
}

function runAfter(words: readonly string[], start: number): string[] {
  const run: string[] = [];
  for (let i = start; i < words.length && run.length < MAX_PLACE_WORDS; i++) {
    const word = words[i] ?? GAP;
    if (!isPlaceWord(word) || CONNECTORS.has(word.toLowerCase())) break;
    run.push(word);
  }
  return run;
}

function runBefore(words: readonly string[], end: number): string[] {
  const run: string[] = [];
  for (let i = end; i >= 0 && run.length < MAX_PLACE_WORDS; i--) {
    const word = words[i] ?? GAP;
    if (!isPlaceWord(word) || FROM_WORDS.has(word.toLowerCase())) break;
    run.unshift(word);
  }
  return run;
}

/** Origin and destination of a price question, as typed (original case), or nulls. */
export function extractRoute(text: string): { origin: string | null; destination: string | null } {
  const marked = text
    .normalize('NFC')
    .replace(SHIPMENT_ID_PATTERN, ` ${GAP} `)
    .replace(WEIGHT_PATTERN, ` ${GAP} `);
  const words = marked.match(/[\p{L}\p{M}\p{N}]+|\|/gu) ?? [];
  const lower = words.map((word) => word.toLowerCase());

  const fromIndex = lower.findIndex((word) => FROM_WORDS.has(word));
  if (fromIndex >= 0) {
    const origin = runAfter(words, fromIndex + 1);
    const connector = fromIndex + 1 + origin.length;
    const destination = CONNECTORS.has(lower[connector] ?? '') ? runAfter(words, connector + 1) : [];
    if (origin.length > 0 && destination.length > 0) {
      return { origin: origin.join(' '), destination: destination.join(' ') };
    }
  }
  for (let i = 1; i < words.length - 1; i++) {
    if (!CONNECTORS.has(lower[i] ?? '')) continue;
    const origin = runBefore(words, i - 1);
    const destination = runAfter(words, i + 1);
    if (origin.length > 0 && destination.length > 0) {
      return { origin: origin.join(' '), destination: destination.join(' ') };
    }
  }
  return { origin: null, destination: null };
}

export function extractEntities(text: string): Entities {
  return {
    shipmentId: extractShipmentId(text),
    weightKg: extractWeightKg(text),
    ...extractRoute(text),
  };
}
