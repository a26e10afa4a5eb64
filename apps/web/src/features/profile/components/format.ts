import type { Language } from '@logisaathi/domain';

/** Display formats of the profile screens: India Standard Time, in Indian English or Hindi. */
const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };
const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<Language, Intl.DateTimeFormat>();

function formatFor(cache: Map<Language, Intl.DateTimeFormat>, language: Language, withTime: boolean) {
  let format = cache.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: 'Asia/Kolkata',
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short' } : {}),
    });
    cache.set(language, format);
  }
  return format;
}

/** '12 Mar 2025' (Hindi '12 मार्च 2025'), or null without a date. */
export function formatIstDate(iso: string | null | undefined, language: Language): string | null {
  return iso ? formatFor(dateFormats, language, false).format(new Date(iso)) : null;
}

/** '12 Mar 2025, 3:40 pm', or null without a date. */
export function formatIstDateTime(iso: string | null | undefined, language: Language): string | null {
  return iso ? formatFor(dateTimeFormats, language, true).format(new Date(iso)) : null;
}

export function formatBytes(sizeBytes: number): string {
  if (sizeBytes < 1024) return `${sizeBytes} B`;
  if (sizeBytes < 1024 * 1024) return `${(sizeBytes / 1024).toFixed(1)} KB`;
  return `${(sizeBytes / (1024 * 1024)).toFixed(1)} MB`;
}
