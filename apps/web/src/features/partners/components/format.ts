import type { TFunction } from 'i18next';
import { formatIstDateTime } from '@/lib/format';

const JOB_TIME = { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' } as const;

/** An instant on the partner screens, in India Standard Time: '25 Nov, 3:40 pm' (Hindi: '25 नव॰, 3:40 pm'). */
export const formatJobTime = (iso: string) => formatIstDateTime(iso, JOB_TIME);

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
