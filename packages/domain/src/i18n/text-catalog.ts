/*
 * Texts the domain owns (validation messages, step titles, slot and status labels) are written in English, the
 * specification's words, and the English text is the key of their translation, as in gettext: a schema keeps
 * its message as it is, and whoever shows it in another language looks it up. A message built from a number
 * ('Must be at most 200 characters') is matched by a pattern.
 *
 * The Hindi catalog lives in `./hi` (one part per area) (package subpath `@logisaathi/domain/i18n/hi`) so that a browser showing
 * English never downloads it: the web imports it lazily, the API statically.
 */
export interface TextCatalog {
  /** English text -> translation. */
  readonly exact: Readonly<Record<string, string>>;
  /** For texts with a number or name inside: an anchored pattern over the English text and its translation. */
  readonly patterns: readonly (readonly [RegExp, (...groups: string[]) => string])[];
}

/** Longest text looked up by pattern; longer texts are not ours (user input echoed back) and stay as they are. */
const PATTERN_TEXT_MAX = 300;

/** The translation of a domain text, or the text itself when the catalog is absent or does not know it. */
export function translateText(text: string, catalog: TextCatalog | undefined): string {
  if (!catalog) return text;
  const exact = catalog.exact[text];
  if (exact !== undefined) return exact;
  if (text.length > PATTERN_TEXT_MAX) return text;
  for (const [pattern, render] of catalog.patterns) {
    const match = pattern.exec(text);
    if (match) return render(...match.slice(1));
  }
  return text;
}
