const istDateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

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
