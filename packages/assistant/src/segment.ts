// Splitting words typed without spaces ('whereismyorder', 'kahanhai', 'kitnelagega').
// Method: dynamic-programming word break over a known vocabulary, choosing the split with the fewest pieces.
// Only Latin words of 6 or more letters that are not themselves known are tried, and every piece must be a
// known word of 2 or more letters, one piece at least 4 letters long, so place names and unknown words
// ('logisathi' is not 'log is at hi') are left alone. The caller also skips words that are typos of a known one.

const MIN_SPLIT_LENGTH = 6;
const MIN_PIECE_LENGTH = 2;
const MIN_LONGEST_PIECE = 4;

export function splitRunTogether(word: string, vocabulary: ReadonlySet<string>): string[] {
  if (word.length < MIN_SPLIT_LENGTH || vocabulary.has(word) || !/^[a-z]+$/.test(word)) return [word];
  // best[i] holds the shortest split of word.slice(0, i), or undefined when none exists.
  const best: Array<string[] | undefined> = [[]];
  for (let end = MIN_PIECE_LENGTH; end <= word.length; end++) {
    for (let start = 0; start <= end - MIN_PIECE_LENGTH; start++) {
      const head = best[start];
      const piece = word.slice(start, end);
      if (head === undefined || !vocabulary.has(piece)) continue;
      const candidate = [...head, piece];
      const current = best[end];
      if (current === undefined || candidate.length < current.length) best[end] = candidate;
    }
  }
  const split = best[word.length];
  const isPlausible =
    split !== undefined && split.length > 1 && split.some((piece) => piece.length >= MIN_LONGEST_PIECE);
  return isPlausible ? split : [word];
}
