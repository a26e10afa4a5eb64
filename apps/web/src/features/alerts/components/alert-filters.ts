import type { AppAlert } from '@/lib/alerts';

/**
 * Free-text search over what a person sees on an alert: its texts as stored and as shown in the current
 * language (`shown`), so a Hindi reader finds an alert by its Hindi title and anyone by the English one.
 */
export function matchesSearch(
  alert: AppAlert,
  query: string,
  shown: (text: string) => string = (text) => text,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    alert.title,
    alert.message,
    shown(alert.title),
    shown(alert.message),
    alert.shipmentId ?? '',
    alert.route ?? '',
  ].some((f) => f.toLowerCase().includes(q));
}
