// Intent classification.
// Method (rule-based, no training): fold the text (normalise.ts), replace delivery ids and weights with
// placeholder words, split run-together words (segment.ts), then score every intent with its weighted cue
// lexicon (intent-lexicon.ts). A cue matches exactly on folded keys or, for words of 4+ letters, with one or
// two typos (fuzzy.ts) at a reduced weight. A Devanagari word is also transliterated (@logisaathi/geo/devanagari,
// the one transliteration the geocoder uses too) and may then meet a Latin cue, at a reduced weight ('हेल्प'
// meets 'help'). Each word of the message counts for at most one single-word cue per intent; phrases add on top. Structural rules then settle the close calls:
// - a price question that names a weight or both places is a 'quote'; weight and places alone are too;
// - 'greeting' only wins when no other intent reaches the threshold ('hi, where is my order' is 'track');
// - below the threshold the answer is 'fallback'; ties go to the more specific intent (PRIORITY).

import { devanagariToLatin, hasDevanagari } from '@logisaathi/geo/devanagari';
import { extractEntities, SHIPMENT_ID_PATTERN, WEIGHT_PATTERN } from './entities';
import { isTypoOf } from './fuzzy';
import { INTENT_CUES, type CuedIntent } from './intent-lexicon';
import { ENGLISH_MARKERS, HINGLISH_MARKERS } from './language-markers';
import { foldCase, tokenize, tokenKey } from './normalise';
import { splitRunTogether } from './segment';
import type { Entities, Intent } from './types';

export const MIN_INTENT_SCORE = 2.5;
const TYPO_FACTOR = 0.8;
const TRANSLITERATION_FACTOR = 0.8;
const PRICE_CUE_MIN = 2;
const QUOTE_BOTH_BONUS = 3;
const QUOTE_ONE_BONUS = 1;

/** Tie-break order: earlier is more specific. */
const PRIORITY: readonly CuedIntent[] = [
  'quote',
  'track',
  'login',
  'signup',
  'profile',
  'warehouse',
  'truck',
  'alerts',
  'price',
  'delivery',
  'contact',
  'msme',
  'about',
  'features',
  'greeting',
];

interface Cue {
  keys: readonly string[];
  weight: number;
}

function compileCues(source: string): Cue[] {
  const cues: Cue[] = [];
  for (const line of source.split(/\n(?=\s*\d)/)) {
    const match = /^\s*(\d+(?:\.\d+)?):([\s\S]*)$/.exec(line);
    if (match === null) continue;
    const weight = Number(match[1]);
    for (const phrase of (match[2] ?? '').split(',')) {
      const keys = tokenize(phrase).map(tokenKey);
      if (keys.length > 0) cues.push({ keys, weight });
    }
  }
  return cues;
}

const CUES = new Map<CuedIntent, Cue[]>(PRIORITY.map((intent) => [intent, compileCues(INTENT_CUES[intent])]));

const VOCABULARY: ReadonlySet<string> = new Set([
  ...HINGLISH_MARKERS,
  ...ENGLISH_MARKERS,
  ...PRIORITY.flatMap((intent) => tokenize(INTENT_CUES[intent])).filter((word) => /^[a-z]+$/.test(word)),
]);

const VOCABULARY_KEYS = [...VOCABULARY].filter((word) => word.length >= 4).map(tokenKey);

function isTypoOfKnownWord(word: string): boolean {
  const key = tokenKey(word);
  return VOCABULARY_KEYS.some((known) => isTypoOf(key, known));
}

interface MessageWord {
  key: string;
  /** Latin key of a Devanagari word's transliteration; null for Latin words. */
  latinKey: string | null;
}

function messageWords(text: string): MessageWord[] {
  const marked = foldCase(text)
    .replace(SHIPMENT_ID_PATTERN, ' shipmentid ')
    .replace(WEIGHT_PATTERN, ' weightkg ');
  return tokenize(marked)
    .flatMap((word) => (isTypoOfKnownWord(word) ? [word] : splitRunTogether(word, VOCABULARY)))
    .map((word) => {
      const key = tokenKey(word);
      return { key, latinKey: hasDevanagari(key) ? tokenKey(devanagariToLatin(key)) : null };
    });
}

function keyFactor(typed: string, known: string): number {
  if (typed === known) return 1;
  return isTypoOf(typed, known) ? TYPO_FACTOR : 0;
}

/** 1 for an exact key, less for a typo or a transliterated match, 0 otherwise. */
function keyMatch(word: MessageWord, known: string): number {
  const direct = keyFactor(word.key, known);
  if (direct > 0 || word.latinKey === null || hasDevanagari(known)) return direct;
  return TRANSLITERATION_FACTOR * keyFactor(word.latinKey, known);
}

/** Best factor of the phrase at each start position of the message (0 where it does not match). */
function phraseMatches(keys: readonly MessageWord[], phrase: readonly string[]): number[] {
  const factors: number[] = [];
  for (let start = 0; start + phrase.length <= keys.length; start++) {
    let factor = 1;
    for (let j = 0; j < phrase.length && factor > 0; j++) {
      const word = keys[start + j];
      factor = word === undefined ? 0 : Math.min(factor, keyMatch(word, phrase[j] ?? ''));
    }
    factors.push(factor);
  }
  return factors;
}

function scoreCues(keys: readonly MessageWord[], cues: readonly Cue[]): number {
  let score = 0;
  // Single words: each message word feeds one cue at most, so 'kitne' cannot also count as 'kitna'.
  const usedCues = new Set<Cue>();
  for (const key of keys) {
    let best: { cue: Cue; value: number } | null = null;
    for (const cue of cues) {
      if (cue.keys.length !== 1 || usedCues.has(cue)) continue;
      const value = cue.weight * keyMatch(key, cue.keys[0] ?? '');
      if (value > (best?.value ?? 0)) best = { cue, value };
    }
    if (best !== null) {
      usedCues.add(best.cue);
      score += best.value;
    }
  }
  // Phrases add on top, one phrase per start position, so spelling variants of one phrase
  // ('kahan hai', 'kaha hai') count once.
  const bestPhraseAt = new Map<number, number>();
  for (const cue of cues) {
    if (cue.keys.length < 2) continue;
    phraseMatches(keys, cue.keys).forEach((factor, start) => {
      bestPhraseAt.set(start, Math.max(bestPhraseAt.get(start) ?? 0, cue.weight * factor));
    });
  }
  for (const value of bestPhraseAt.values()) score += value;
  return score;
}

export type IntentScores = Record<CuedIntent, number>;

/** Scores of every cued intent after the structural rules; exposed for the bench's diagnostics. */
export function scoreIntents(text: string, entities: Entities = extractEntities(text)): IntentScores {
  const keys = messageWords(text);
  const scores = Object.fromEntries(
    PRIORITY.map((intent) => [intent, scoreCues(keys, CUES.get(intent) ?? [])]),
  ) as IntentScores;

  const named =
    (entities.weightKg !== null ? 1 : 0) +
    (entities.origin !== null && entities.destination !== null ? 1 : 0);
  const priceCue = Math.max(scores.price, scores.quote);
  if (named === 2) scores.quote = priceCue + scores.quote + QUOTE_BOTH_BONUS;
  else if (named === 1 && (scores.price >= PRICE_CUE_MIN || scores.quote > 0)) {
    scores.quote = scores.price + scores.quote + QUOTE_ONE_BONUS;
  }
  return scores;
}

function pickIntent(scores: IntentScores): Intent {
  let best: CuedIntent | null = null;
  for (const intent of PRIORITY) {
    if (intent === 'greeting') continue;
    if (best === null || scores[intent] > scores[best]) best = intent;
  }
  if (best !== null && scores[best] >= MIN_INTENT_SCORE) return best;
  return scores.greeting >= MIN_INTENT_SCORE ? 'greeting' : 'fallback';
}

export function classifyIntent(text: string, entities: Entities = extractEntities(text)): Intent {
  return pickIntent(scoreIntents(text, entities));
}
