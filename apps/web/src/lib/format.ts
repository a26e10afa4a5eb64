import { isTimeSlot, MONTHS_SHORT, TIME_SLOT_LABELS, type Language } from '@logisaathi/domain';
import { currentLanguage, domainText } from '@/i18n/i18n';

/**
 * Display formats shared by every screen: India Standard Time, counts and month names in the current language
 * (English or Hindi). Money is shown with the domain's one formatter (money.ts `formatRupees`, `formatPaise`).
 */

const IST_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: 'numeric',
  minute: '2-digit',
});
const IST_TIME_SECONDS = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'medium' });

/** A time of day in India Standard Time, whatever the browser's zone: '3:40 pm'. */
export const formatIstTime = (iso: string | Date) => IST_TIME.format(new Date(iso));
/** With seconds: '3:40:12 pm'. */
export const formatIstTimeSeconds = (iso: string | Date) => IST_TIME_SECONDS.format(new Date(iso));

/**
 * '2025-03-12' -> '12 Mar 2025' (Hindi: '12 मार्च 2025'); calendar days are shown as they are, never shifted by
 * the browser's zone.
 */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS_SHORT[currentLanguage()][(month ?? 1) - 1] ?? ''} ${year}`;
}

/** A time slot id ('12-15') as the spec writes it, in the current language; anything else as it is. */
export const slotLabel = (slot: string) => (isTimeSlot(slot) ? domainText(TIME_SLOT_LABELS[slot]) : slot);

const COUNT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** A count with Indian digit grouping: 1,23,456. */
export const formatCount = (n: number) => COUNT.format(n);

const DATE_TIME_FORMATS = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant in India Standard Time with Intl's options, in the current language ('en-IN' or 'hi-IN': Hindi month
 * and weekday names, Latin digits): formatIstDateTime(iso, { dateStyle: 'full' }). The one IST formatter of the web
 * app: every screen's date-time helper passes its options here.
 */
export function formatIstDateTime(
  iso: string | Date,
  options: Intl.DateTimeFormatOptions,
  language: Language = currentLanguage(),
): string {
  const locale = language === 'hi' ? 'hi-IN' : 'en-IN';
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = DATE_TIME_FORMATS.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'Asia/Kolkata' });
    DATE_TIME_FORMATS.set(key, format);
  }
  return format.format(new Date(iso));
}
