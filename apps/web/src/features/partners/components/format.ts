import { TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

export const slotLabel = (slot: string) => (isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot);

/** '2026-11-25' -> '25 Nov 2026'; calendar days are shown as they are, never shifted by the browser's zone. */
export function formatDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1] ?? ''} ${year}`;
}

/** An instant in India Standard Time: '25 Nov, 3:40 pm'. */
export const formatIstDateTime = (iso: string) => istDateTime.format(new Date(iso));

export const formatKm = (km: number) => `${km.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km`;
export const formatKg = (kg: number) => `${kg.toLocaleString('en-IN')} kg`;

export function formatSizeCm(
  size: { length: number | null; width: number | null; height: number | null } | null,
) {
  if (!size || (size.length === null && size.width === null && size.height === null)) return null;
  return `${[size.length, size.width, size.height].map((v) => (v === null ? '?' : v)).join(' × ')} cm`;
}

export function ratingText(rating: { average: number | null; count: number }): string {
  if (rating.average === null || rating.count === 0) return 'No ratings yet';
  return `${rating.average.toFixed(1)} ★ (${rating.count} ${rating.count === 1 ? 'rating' : 'ratings'})`;
}
