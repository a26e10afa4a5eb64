// Devanagari to a rough Latin spelling, so that a Hindi word can also meet the Hinglish and English cues
// ('हेल्प' -> 'help', 'किराया' -> 'kiraya', 'जानकारी' -> 'jankari'). It is a matching aid, not a
// transliteration for display.
// Method: letter-by-letter mapping of consonants, vowel signs and independent vowels, then the usual
// simplified Hindi schwa deletion: the inherent 'a' of the last consonant is dropped, and so is a medial one
// between a vowel and a consonant that carries a vowel (V C(a) C V), as in Choudhury, Basu and Sarkar (2004).

/** Parses 'क k, ख kh' into a lookup table. */
function table(pairs: string): ReadonlyMap<string, string> {
  return new Map(
    pairs.split(',').map((pair) => {
      const [devanagari = '', latin = ''] = pair.trim().split(' ');
      return [devanagari, latin] as const;
    }),
  );
}

const CONSONANTS = table(
  'क k, ख kh, ग g, घ gh, ङ n, च ch, छ chh, ज j, झ jh, ञ n, ट t, ठ th, ड d, ढ dh, ण n, त t, थ th, द d, ध dh, ' +
    'न n, प p, फ f, ब b, भ bh, म m, य y, र r, ल l, व v, श sh, ष sh, स s, ह h, ळ l',
);
const VOWEL_SIGNS = table('ा a, ि i, ी i, ु u, ू u, े e, ै ai, ो o, ौ au, ृ ri, ॉ o, ॅ e');
const VOWELS = table('अ a, आ a, इ i, ई i, उ u, ऊ u, ए e, ऐ ai, ओ o, औ au, ऋ ri, ऑ o, ऍ e');

const VIRAMA = '\u094d';
const NASALS = new Set(['\u0901', '\u0902']);

interface Syllable {
  consonant: string;
  vowel: string;
  /** True when `vowel` is the inherent 'a' that schwa deletion may drop. */
  isSchwa: boolean;
}

function syllables(word: string): Syllable[] {
  const result: Syllable[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i] ?? '';
    const next = chars[i + 1] ?? '';
    const consonant = CONSONANTS.get(char);
    const sign = VOWEL_SIGNS.get(next);
    const vowel = VOWELS.get(char);
    if (consonant !== undefined) {
      if (next === VIRAMA) {
        result.push({ consonant, vowel: '', isSchwa: false });
        i++;
      } else if (sign !== undefined) {
        result.push({ consonant, vowel: sign, isSchwa: false });
        i++;
      } else {
        result.push({ consonant, vowel: 'a', isSchwa: true });
      }
    } else if (vowel !== undefined) {
      result.push({ consonant: '', vowel, isSchwa: false });
    } else if (NASALS.has(char)) {
      result.push({ consonant: 'n', vowel: '', isSchwa: false });
    } else if (char === '\u0903') {
      result.push({ consonant: 'h', vowel: '', isSchwa: false });
    }
  }
  return result;
}

export function devanagariToLatin(word: string): string {
  const units = syllables(word);
  const last = units.at(-1);
  if (last?.isSchwa === true && units.length > 1) last.vowel = '';
  for (let i = 1; i < units.length - 1; i++) {
    const unit = units[i];
    const before = units[i - 1];
    const after = units[i + 1];
    if (unit === undefined || before === undefined || after === undefined || !unit.isSchwa) continue;
    if (before.vowel !== '' && after.consonant !== '' && after.vowel !== '') unit.vowel = '';
  }
  return units.map((unit) => unit.consonant + unit.vowel).join('');
}
