/**
 * Address text normalisation for the gazetteer: lower-case word tokens with common Indian address spellings and
 * abbreviations mapped to one form ('Ph-II' -> phase 2, 'Sec63' -> sector 63, 'Ngr' -> nagar, 'GGN' -> gurugram),
 * house/plot/landmark words removed, and generic words ('industrial', 'area', 'estate') kept out of the keys so
 * that 'Okhla Ph-2', 'Okhla Phase II' and 'Okhla Industrial Area Phase 2' all reduce to `okhla phase 2`.
 * Devanagari is romanised first (devanagari.ts), so 'ओखला फेज़ 2' reduces to the same key; Hinglish number words
 * after phase/sector/site ('phase do', 'site chaar') are digits.
 */
import { romanize } from './devanagari';

const SYNONYMS: Record<string, string> = {
  ph: 'phase',
  phs: 'phase',
  phese: 'phase',
  sec: 'sector',
  sect: 'sector',
  sctr: 'sector',
  secter: 'sector',
  ngr: 'nagar',
  nagr: 'nagar',
  nager: 'nagar',
  mkt: 'market',
  bazaar: 'bazar',
  bajar: 'bazar',
  bzr: 'bazar',
  rd: 'road',
  gurgaon: 'gurugram',
  ggn: 'gurugram',
  gurgram: 'gurugram',
  gurugaon: 'gurugram',
  gudgaon: 'gurugram',
  gurgoan: 'gurugram',
  gurgao: 'gurugram',
  noyda: 'noida',
  noeda: 'noida',
  nodia: 'noida',
  fase: 'phase',
  fej: 'phase',
  fez: 'phase',
  phej: 'phase',
  sektar: 'sector',
  sekter: 'sector',
  sactor: 'sector',
  enc: 'enclave',
  col: 'colony',
  clny: 'colony',
  colny: 'colony',
  vihaar: 'vihar',
  extention: 'extension',
  extnsn: 'extension',
  subzi: 'sabzi',
  sabji: 'sabzi',
  fbd: 'faridabad',
  gzb: 'ghaziabad',
  gzd: 'ghaziabad',
  sonepat: 'sonipat',
  extn: 'extension',
  ext: 'extension',
  vhr: 'vihar',
  encl: 'enclave',
  apts: 'apartments',
  chk: 'chowk',
  khadi: 'khari',
  kashmiri: 'kashmere',
};

/** Roman numerals and Hindi/Hinglish number words, read as digits after phase/sector/site. */
const ROMAN: Record<string, string> = {
  ek: '1',
  do: '2',
  teen: '3',
  tin: '3',
  char: '4',
  chaar: '4',
  panch: '5',
  paanch: '5',
  i: '1',
  ii: '2',
  iii: '3',
  iv: '4',
  v: '5',
  vi: '6',
  vii: '7',
  viii: '8',
};

/** Words that never identify a place: house/plot/shop numbers, landmarks words, state and country names. */
const STOPWORDS = new Set([
  'plot',
  'plots',
  'no',
  'number',
  'h',
  'hno',
  'house',
  'shop',
  'shed',
  'flat',
  'floor',
  'gali',
  'lane',
  'street',
  'st',
  'block',
  'blk',
  'near',
  'nr',
  'opp',
  'opposite',
  'behind',
  'beside',
  'the',
  'of',
  'in',
  'at',
  'and',
  'gate',
  'main',
  'india',
  'up',
  'haryana',
  'uttar',
  'pradesh',
  'hr',
  'ncr',
  'pin',
  'pincode',
  'ground',
  'first',
  'second',
  'third',
  'unit',
  'office',
  'godown',
  'warehouse',
  'khasra',
  'ward',
  'building',
  'bldg',
  'complex',
  'tower',
  'wing',
  'post',
  'po',
  'ps',
  'dist',
  'district',
  'tehsil',
  'wz',
  'rz',
  'pocket',
  'pkt',
  'ke',
  'ki',
  'paas',
  'pass',
  'samne',
]);

/** Generic descriptors dropped from keys and queries alike. */
const GENERIC = new Set([
  'industrial',
  'area',
  'estate',
  'indl',
  'ind',
  'ia',
  'dsiidc',
  'hsiidc',
  'hsidc',
  'focal',
  'point',
  'sabzi',
]);

/** Returns the normalised key tokens of an address or place name. */
export function normalizeAddress(text: string): string[] {
  const spaced = romanize(text)
    .toLowerCase()
    .replace(/\br\.?\s?k\.?\s?puram\b/g, 'ramakrishna puram')
    .replace(/co-?\s?operative/g, 'cooperative')
    .replace(/\bi\.\s?a\.?(?=\s|,|$)/g, ' industrial area ')
    .replace(/\b([a-z]{2,})(\d)/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (spaced.length === 0) return [];
  const raw = spaced.split(' ');
  const out: string[] = [];
  for (let i = 0; i < raw.length; i++) {
    let t = raw[i] ?? '';
    const prev = out[out.length - 1];
    t = SYNONYMS[t] ?? t;
    if ((prev === 'phase' || prev === 'sector' || prev === 'site') && ROMAN[t]) t = ROMAN[t] ?? t;
    if ((t === 'gr' || t === 'g') && raw[i + 1] === 'noida') t = 'greater';
    if (t === 'n' && raw[i + 1] === 'delhi') t = 'new';
    if (STOPWORDS.has(t) || GENERIC.has(t)) continue;
    // Single letters (block letters, initials) and house numbers carry no place information, except sector/phase numbers.
    if (t.length === 1 && !/\d/.test(t)) continue;
    if (/^\d+$/.test(t) && !(prev === 'phase' || prev === 'sector' || prev === 'site') && t.length !== 6)
      continue;
    if (/^\d+[a-z]?$/.test(t) && t.length > 3 && t.length !== 6) continue;
    out.push(t);
  }
  return out;
}

/** 6-digit Indian pincodes in free text (first-digit 1-8 per India Post's zones). */
export function findPincodes(text: string): string[] {
  return [...text.matchAll(/(?<!\d)([1-8]\d{2})\s?(\d{3})(?!\d)/g)].map((m) => `${m[1]}${m[2]}`);
}

/** Damerau-Levenshtein (optimal string alignment) distance, capped: returns max+1 once exceeded. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const prev2 = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > max) return max + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length] ?? max + 1;
}

/** Light normalisation for type-ahead: spellings unified, nothing removed (a half-typed word must still match). */
export function typeaheadTokens(text: string): string[] {
  const spaced = romanize(text)
    .toLowerCase()
    .replace(/\br\.?\s?k\.?\s?puram\b/g, 'ramakrishna puram')
    .replace(/co-?\s?operative/g, 'cooperative')
    .replace(/\b([a-z]{2,})(\d)/g, '$1 $2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  if (spaced.length === 0) return [];
  const out: string[] = [];
  for (const raw of spaced.split(' ')) {
    const prev = out[out.length - 1];
    let t = SYNONYMS[raw] ?? raw;
    if ((prev === 'phase' || prev === 'sector') && ROMAN[t]) t = ROMAN[t] ?? t;
    out.push(t);
  }
  return out;
}
