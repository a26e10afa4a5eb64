/**
 * The one home of Devanagari handling (the geocoder, place suggestions and the chat assistant use it).
 * Devanagari place names and words to Latin, and a phonetic key that makes Hindi, Hinglish and English spellings of one
 * name meet ('बवाना' -> 'bavana' ~ 'Bawana', 'गाज़ियाबाद' -> 'gaziyabad' ~ 'Ghaziabad', 'Faridabaad' ~ 'Faridabad').
 *
 * Transliteration: letter by letter (consonants, vowel signs, independent vowels, Devanagari digits); nukta forms
 * (precomposed U+0958-U+095F or letter + U+093C) map to their Urdu/English sounds (ज़ z, फ़ f, ड़ r, ढ़ rh, क़ k);
 * anusvara and chandrabindu are a nasal 'n' ('m' before p/b/bh/m); then Hindi schwa deletion as in Choudhury,
 * Basu and Sarkar (2004), simplified: the inherent 'a' of the last consonant is dropped, then, left to right, a
 * medial inherent 'a' between a syllable with a vowel and one with a vowel is dropped ('ओखला' o-kha-la -> 'okhla',
 * 'पटपड़गंज' -> 'patparganj'). Words whose spelling is irregular or which are English loan words written in
 * Devanagari (फेज़ phase, सेक्टर sector, गुड़गांव Gurugram, नोएडा Noida, दिल्ली Delhi) come from a short word list.
 */

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
    'न n, प p, फ f, ब b, भ bh, म m, य y, र r, ल l, व v, श sh, ष sh, स s, ह h, ळ l, ' +
    'क़ k, ख़ kh, ग़ g, ज़ z, ड़ r, ढ़ rh, फ़ f, य़ y',
);
/** Consonant + nukta (U+093C) written as two code points. */
const NUKTA_FORMS = table('क k, ख kh, ग g, ज z, ड r, ढ rh, फ f, य y');
const VOWEL_SIGNS = table('ा a, ि i, ी i, ु u, ू u, े e, ै ai, ो o, ौ au, ृ ri, ॉ o, ॅ e');
const VOWELS = table('अ a, आ a, इ i, ई i, उ u, ऊ u, ए e, ऐ ai, ओ o, औ au, ऋ ri, ऑ o, ऍ e');
const VIRAMA = '\u094d';
const NUKTA = '\u093c';
const NASALS = new Set(['\u0901', '\u0902']);
const LABIALS = new Set(['p', 'ph', 'b', 'bh', 'm']);

/**
 * Words taken whole: English loan words of addresses, irregular names, Hindi number words and 'near'.
 * Both common spellings (with and without nukta, anusvara or chandrabindu) are listed.
 */
const WORDS: ReadonlyMap<string, string> = new Map(
  (
    'फेज़ phase, फेज phase, फेस phase, फ़ेज़ phase, सेक्टर sector, सैक्टर sector, ब्लॉक block, ब्लाक block, ' +
    'इंडस्ट्रियल industrial, इन्डस्ट्रियल industrial, औद्योगिक industrial, एरिया area, क्षेत्र area, ' +
    'एस्टेट estate, साइट site, रोड road, प्लेस place, प्लेस् place, कॉलोनी colony, कालोनी colony, मार्केट market, ' +
    'बाज़ार bazar, बाजार bazar, एक्सटेंशन extension, एन्क्लेव enclave, एनक्लेव enclave, ग्रेटर greater, ' +
    'नई new, न्यू new, पुरानी old, ओल्ड old, दिल्ली delhi, देहली delhi, नोएडा noida, नोयडा noida, नॉएडा noida, ' +
    'गुड़गांव gurugram, गुड़गाँव gurugram, गुडगांव gurugram, गुडगाँव gurugram, गुरुग्राम gurugram, गुरूग्राम gurugram, ' +
    'गुड़गाम gurugram, ओखला okhla, पटपड़गंज patparganj, पड़पड़गंज patparganj, आईएमटी imt, डीएलएफ dlf, ' +
    'एनआईटी nit, डीएसआईआईडीसी dsiidc, मेन main, गली gali, नंबर no, नं no, ' +
    'एक 1, दो 2, तीन 3, चार 4, पांच 5, पाँच 5, छह 6, छः 6, सात 7, आठ 8, नौ 9, दस 10, ' +
    'पास near, नज़दीक near, नजदीक near, सामने opposite, पीछे behind, के of, की of, का of'
  )
    .split(',')
    .map((pair) => {
      const [devanagari = '', latin = ''] = pair.trim().split(' ');
      return [devanagari.normalize('NFC'), latin] as const;
    }),
);

const DEVANAGARI_BLOCK = /[\u0900-\u097f]/;
const DEVANAGARI_WORD = /[\u0900-\u097f]+/g;
/** Letters, vowel signs and marks of the block: not its digits, danda or abbreviation sign. */
const DEVANAGARI_LETTER = /[\u0900-\u0963\u0971-\u097f]/u;

/** True when the text has a Devanagari letter (Devanagari digits alone do not make a text Hindi). */
export function hasDevanagari(text: string): boolean {
  return DEVANAGARI_LETTER.test(text);
}

interface Syllable {
  consonant: string;
  vowel: string;
  schwa: boolean;
  nasal: boolean;
}

function syllables(word: string): Syllable[] {
  const out: Syllable[] = [];
  const chars = [...word];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i] ?? '';
    let consonant = CONSONANTS.get(c);
    if (consonant !== undefined && chars[i + 1] === NUKTA) {
      consonant = NUKTA_FORMS.get(c) ?? consonant;
      i++;
    }
    if (consonant !== undefined) {
      const next = chars[i + 1] ?? '';
      const sign = VOWEL_SIGNS.get(next);
      if (next === VIRAMA) {
        out.push({ consonant, vowel: '', schwa: false, nasal: false });
        i++;
      } else if (sign !== undefined) {
        out.push({ consonant, vowel: sign, schwa: false, nasal: false });
        i++;
      } else out.push({ consonant, vowel: 'a', schwa: true, nasal: false });
      continue;
    }
    const vowel = VOWELS.get(c);
    if (vowel !== undefined) out.push({ consonant: '', vowel, schwa: false, nasal: false });
    else if (NASALS.has(c) && out.length > 0) {
      const last = out[out.length - 1];
      if (last) {
        last.nasal = true;
        last.schwa = false; // 'गंज' gan-j: a nasalised inherent vowel is spoken
      }
    } else if (c === '\u0903') out.push({ consonant: 'h', vowel: '', schwa: false, nasal: false });
  }
  return out;
}

/**
 * One Devanagari word to Latin letters (lower case), letter by letter with schwa deletion and no word list
 * ('हेल्प' -> 'help', 'किराया' -> 'kiraya'): a matching aid, not a transliteration for display.
 */
export function devanagariToLatin(word: string): string {
  const s = syllables(word.normalize('NFC'));
  const last = s[s.length - 1];
  if (s.length > 1 && last?.schwa) last.vowel = '';
  for (let i = 1; i < s.length - 1; i++) {
    const cur = s[i];
    const prev = s[i - 1];
    const next = s[i + 1];
    if (cur?.schwa && prev && prev.vowel !== '' && next && next.vowel !== '') cur.vowel = '';
  }
  return s
    .map((x, i) => {
      const following = s[i + 1]?.consonant ?? '';
      const nasal = x.nasal ? (LABIALS.has(following) ? 'm' : 'n') : '';
      return x.consonant + x.vowel + nasal;
    })
    .join('');
}

/** One Devanagari word of an address to Latin: the word list first ('फेज़' -> 'phase'), else letter by letter. */
export function transliterateWord(word: string): string {
  return WORDS.get(word.normalize('NFC')) ?? devanagariToLatin(word);
}

/** Replaces every Devanagari word (and digit) of a text by its Latin form; other text is kept. */
export function romanize(text: string): string {
  if (!DEVANAGARI_BLOCK.test(text)) return text;
  return text
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .replace(DEVANAGARI_WORD, (w) => ` ${transliterateWord(w)} `);
}

/**
 * Phonetic key of a Latin spelling: aspirates and long vowels folded, v/w, z/j, q/k, ph/f and rh/d merged, doubled
 * letters single, 'ay' before a consonant read 'ai', 'iya' read 'ia', 'ow' read 'au'. Used only to compare names.
 */
export function phoneticKey(latin: string): string {
  const known = keyCache.get(latin);
  if (known !== undefined) return known;
  const key = computePhoneticKey(latin);
  if (keyCache.size >= KEY_CACHE_MAX) keyCache.clear();
  keyCache.set(latin, key);
  return key;
}

/** Address words repeat (place names, 'sector', 'phase'): keys are remembered, up to a bound. */
const keyCache = new Map<string, string>();
const KEY_CACHE_MAX = 20_000;

function computePhoneticKey(latin: string): string {
  return (
    latin
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')
      .replace(/ph/g, 'f')
      // गढ़ is written garh, gadh and gad ('Najafgad', 'Bahadurgad'): one sound
      .replace(/rh/g, 'd')
      .replace(/ow/g, 'au')
      .replace(/w/g, 'v')
      .replace(/z/g, 'j')
      .replace(/q/g, 'k')
      .replace(/([bcdgjkprst])h/g, '$1')
      .replace(/ee/g, 'i')
      .replace(/oo/g, 'u')
      .replace(/iya/g, 'ia')
      .replace(/ay(?=[^aeiou]|$)/g, 'ai')
      .replace(/([a-z])\1+/g, '$1')
  );
}
