/*
 * The product's languages (DESIGN.md, "Languages"): English, the default, which keeps every specification text
 * exactly, and Hindi. One list for the web's switch, the profile's stored choice and the API's Accept-Language.
 * No zod here: the web's entry chunk reads this module, and a schema built at load would pull zod into it.
 */
export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', hi: 'हिंदी' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** 'hi-IN' -> 'hi'; anything we do not speak -> undefined. */
function supported(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split('-')[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The longest Accept-Language header we read; anything past it is ignored (a header is not a workload). */
const ACCEPT_LANGUAGE_MAX = 256;

/**
 * The caller's language from an Accept-Language header (RFC 9110: tags with optional q-weights): the supported
 * language with the highest weight, ties to the earlier tag; English when the header is absent or names none.
 */
export function languageFromAcceptLanguage(header: string | undefined | null): Language {
  if (!header) return DEFAULT_LANGUAGE;
  let best: { lang: Language; q: number } | undefined;
  for (const part of header.slice(0, ACCEPT_LANGUAGE_MAX).split(',')) {
    const [tag = '', ...params] = part.split(';');
    const lang = supported(tag);
    if (!lang) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang, q };
  }
  return best?.lang ?? DEFAULT_LANGUAGE;
}

/** The first supported language among a browser's preferences (navigator.languages); English otherwise. */
export function languageFromPreferences(preferences: readonly string[]): Language {
  for (const tag of preferences) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
