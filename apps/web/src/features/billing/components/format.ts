import { formatPaise } from '@logisaathi/domain';

export { formatPaise };

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

/** '26 Nov 2026' from an IST calendar date 'YYYY-MM-DD' (read as a date, not an instant). */
export function formatIsoDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}
