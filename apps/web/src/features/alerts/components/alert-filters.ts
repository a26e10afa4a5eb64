import type { AppAlert } from '../../../lib/alerts';

/** Free-text search over what a person sees on an alert. */
export function matchesSearch(alert: AppAlert, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [alert.title, alert.message, alert.shipmentId ?? '', alert.route ?? ''].some((f) =>
    f.toLowerCase().includes(q),
  );
}
