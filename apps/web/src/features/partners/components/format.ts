import type { TFunction } from 'i18next';
import { currentLanguage } from '@/i18n/i18n';

const IST_DATE_TIME = {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
} as const;
const istDateTime = {
  en: new Intl.DateTimeFormat('en-IN', IST_DATE_TIME),
  hi: new Intl.DateTimeFormat('hi-IN', IST_DATE_TIME),
};

/** An instant in India Standard Time: '25 Nov, 3:40 pm' (Hindi: '25 नव॰, 3:40 pm'). */
export const formatIstDateTime = (iso: string) => istDateTime[currentLanguage()].format(new Date(iso));

export const formatKm = (km: number) => `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`;
export const formatKg = (kg: number) => `${kg.toLocaleString('en-IN')} kg`;

export function formatSizeCm(
  size: { length: number | null; width: number | null; height: number | null } | null,
) {
  if (!size || (size.length === null && size.width === null && size.height === null)) return null;
  return `${[size.length, size.width, size.height].map((v) => (v === null ? '?' : v)).join(' × ')} cm`;
}

export function ratingText(
  rating: { average: number | null; count: number },
  t: TFunction<'partners'>,
): string {
  if (rating.average === null || rating.count === 0) return t('rating.none');
  return t('rating.count', { average: rating.average.toFixed(1), count: rating.count });
}
