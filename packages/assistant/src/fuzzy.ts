// Typo tolerance: optimal string alignment distance (Levenshtein plus adjacent transposition, Damerau 1964),
// computed over code points with a cut-off so hopeless pairs stop early.

/** Edit distance between a and b, or `maxDistance + 1` as soon as it is known to exceed maxDistance. */
export function boundedEditDistance(a: string, b: string, maxDistance: number): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > maxDistance) return maxDistance + 1;
  let beforePrevious: number[] = [];
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) {
        value = Math.min(value, (beforePrevious[j - 2] ?? 0) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > maxDistance) return maxDistance + 1;
    beforePrevious = previous;
    previous = current;
  }
  return previous[t.length] ?? maxDistance + 1;
}

/** How many typos a word of this many code points may carry and still match: 0 below 4, 1 up to 7, 2 beyond. */
export function allowedTypos(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

const SHORT_WORD_LENGTH = 6;

function sameLetters(a: string, b: string): boolean {
  return [...a].sort().join('') === [...b].sort().join('');
}

/**
 * True when `typed` is `known` with a few typos. Two guards keep short words apart:
 * - the first letters must agree (people rarely mistype the first letter; 'rate' never matches 'date');
 * - in words under 6 letters a typo is a missing, extra or swapped letter, not a different one, because one
 *   changed letter turns many short Hindi words into others ('khana' food, 'khata' account).
 */
export function isTypoOf(typed: string, known: string): boolean {
  const typedLength = [...typed].length;
  const knownLength = [...known].length;
  const budget = Math.min(allowedTypos(typedLength), allowedTypos(knownLength));
  if (budget === 0 || typed[0] !== known[0]) return false;
  if (boundedEditDistance(typed, known, budget) > budget) return false;
  const isShort = Math.min(typedLength, knownLength) < SHORT_WORD_LENGTH;
  return !isShort || typedLength !== knownLength || sameLetters(typed, known);
}
