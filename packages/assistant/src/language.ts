// Language detection.
// Method: any Devanagari letter means Hindi ('hi'), whatever Latin words surround it, because the user
// reads Devanagari. Otherwise count marker words (function words only) of Hinglish and English; suffixes
// typical of Hindi verbs count half. Hinglish wins when it has at least one marker and no fewer than English:
// a single 'bhai' does not turn 'where is my order bhai' into Hinglish, but 'number do' ties and is Hinglish.

import { ENGLISH_MARKERS, HINGLISH_MARKERS, HINGLISH_SUFFIX } from './language-markers';
import { hasDevanagari } from '@logisaathi/geo/devanagari';
import { tokenize } from './normalise';
import type { Language } from './types';

const SUFFIX_WEIGHT = 0.5;

export interface LanguageEvidence {
  hinglish: number;
  english: number;
}

/** Marker counts behind the decision, for diagnostics and the bench. */
export function languageEvidence(text: string): LanguageEvidence {
  let hinglish = 0;
  let english = 0;
  for (const token of tokenize(text)) {
    // 'kyaaa' is read as 'kyaa', and 'kahaan' also as 'kahan'.
    const key = token.replace(/(\p{L})\1{2,}/gu, '$1$1');
    const squeezed = token.replace(/(\p{L})\1+/gu, '$1');
    // Exact spellings first, so that English 'see' is not read as Hinglish 'se'.
    if (HINGLISH_MARKERS.has(key)) hinglish += 1;
    else if (ENGLISH_MARKERS.has(key)) english += 1;
    else if (HINGLISH_MARKERS.has(squeezed)) hinglish += 1;
    else if (ENGLISH_MARKERS.has(squeezed)) english += 1;
    else if (HINGLISH_SUFFIX.test(key) && key.length > 4) hinglish += SUFFIX_WEIGHT;
  }
  return { hinglish, english };
}

export function detectLanguage(text: string): Language {
  if (hasDevanagari(text)) return 'hi';
  const { hinglish, english } = languageEvidence(text);
  return hinglish > 0 && hinglish >= english ? 'hinglish' : 'en';
}
