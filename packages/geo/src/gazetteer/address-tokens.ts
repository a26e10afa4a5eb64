/**
 * Splits a free-text address into the geocoder's tokens (normalize.ts) and records, for each token, the part of
 * the address it comes from:
 * - a landmark phrase: the words after 'near'/'opp'/'behind' up to the next comma name a landmark, not the place;
 * - a street name: the run of words before a street word ('Sara Mathew Street', 'Aurobindo Marg'). A place found
 *   in part of that run ('Sara' in 'Sara Mathew Street') is usually a coincidence of words, not where the goods
 *   are: streets are named after people and far-away towns ('Mathura Road').
 */
import { romanize } from './devanagari';
import { normalizeAddress } from './normalize';

export interface AddressTokens {
  tokens: string[];
  /** Per token: inside a landmark phrase. */
  landmark: boolean[];
  /** Per token: index of the street-name run it belongs to (its street word included), or -1. */
  street: number[];
  /** Per token: index of the comma-separated part of the address it comes from. */
  part: number[];
  /** Per token: one of the name words of its street run (not the street word itself). */
  streetName: boolean[];
}

const LANDMARK_MARKER = /\b(?:near|nr|opp|opposite|behind|beside|paas)\b\.?/i;

/** Words that make a street of the name before them ('Aurobindo Marg', 'Africa Avenue', 'Sara Mathew St.'). */
export const STREET_WORDS: readonly string[] = [
  'street',
  'st',
  'marg',
  'road',
  'rd',
  'lane',
  'gali',
  'path',
  'avenue',
  'ave',
];

/**
 * A run of plain words (no digits: 'B-12' and house numbers end it; hyphens join words, as in 'Mehrauli-Badarpur
 * Road') followed by a street word. Greedy, so the run is the longest one that reaches the street word.
 */
const STREET_RUN = new RegExp(`((?:\\b[a-z][a-z.'-]*\\s+)+)(${STREET_WORDS.join('|')})\\b\\.?`, 'gi');

export function addressTokens(text: string): AddressTokens {
  const out: AddressTokens = { tokens: [], landmark: [], street: [], streetName: [], part: [] };
  let runs = 0;
  let partIndex = 0;
  const add = (piece: string, isLandmark: boolean, street: number, isName: boolean) => {
    for (const t of normalizeAddress(piece)) {
      out.tokens.push(t);
      out.landmark.push(isLandmark);
      out.street.push(street);
      out.streetName.push(isName);
      out.part.push(partIndex);
    }
  };
  for (const part of romanize(text).split(/[,;\n]/)) {
    const m = LANDMARK_MARKER.exec(part);
    const pieces: Array<[string, boolean]> = m
      ? [
          [part.slice(0, m.index), false],
          [part.slice(m.index + m[0].length), true],
        ]
      : [[part, false]];
    for (const [piece, isLandmark] of pieces) {
      let from = 0;
      for (const run of piece.matchAll(STREET_RUN)) {
        const start = run.index;
        add(piece.slice(from, start), isLandmark, -1, false);
        add(run[1] ?? '', isLandmark, runs, true);
        add(run[2] ?? '', isLandmark, runs, false);
        runs++;
        from = start + run[0].length;
      }
      add(piece.slice(from), isLandmark, -1, false);
    }
    partIndex++;
  }
  return out;
}

/**
 * True when tokens [from, from + n) are the whole of their comma-separated part ('Mahipalpur' in 'Shop 4,
 * Mahipalpur, 110037'), not a word of a longer name ('Ashram' in 'Sri Aurobindo Ashram').
 */
export function isWholePart(a: Pick<AddressTokens, 'part'>, from: number, n: number): boolean {
  const part = a.part[from];
  let count = 0;
  for (let k = 0; k < a.part.length; k++) {
    if (a.part[k] !== part) continue;
    if (k < from || k >= from + n) return false;
    count++;
  }
  return count === n;
}

/** True when tokens [from, from + n) lie inside one street name and leave some of its name words out. */
export function isPartOfStreetName(a: AddressTokens, from: number, n: number): boolean {
  const run = a.street[from] ?? -1;
  if (run < 0) return false;
  for (let k = from; k < from + n; k++) if (a.street[k] !== run) return false;
  return a.street.some((r, k) => r === run && a.streetName[k] && (k < from || k >= from + n));
}
