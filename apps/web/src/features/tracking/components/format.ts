import { formatIstTime } from '../../../lib/format';
import type { Eta } from '@logisaathi/domain';

const istDay = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short' });

/** '3:40 pm (about 25 min, 12.4 km to go)'; the day is added when it is not today in IST. */
export function etaText(eta: Eta, now: Date): string {
  const at = new Date(eta.at);
  const day = istDay.format(at) === istDay.format(now) ? '' : `${istDay.format(at)}, `;
  const minutes =
    eta.remainingMin < 60
      ? `${eta.remainingMin} min`
      : `${Math.floor(eta.remainingMin / 60)} h ${eta.remainingMin % 60} min`;
  return `${day}${formatIstTime(at)} (about ${minutes}, ${eta.remainingKm} km to go)`;
}

/** The fallback without positions: the end of the preferred slot on the delivery date (spec projection). */
export function slotEtaText(schedule: { deliveryDate: string; timeSlot: string }): string {
  const end = Number(schedule.timeSlot.split('-')[1]);
  if (!Number.isFinite(end)) return 'Calculating...';
  const label = end > 12 ? `${end - 12} PM` : `${end} ${end === 12 ? 'PM' : 'AM'}`;
  return `by ${label}, ${schedule.deliveryDate}`;
}

export function agoText(iso: string, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  if (s < 60) return `${s} s ago`;
  if (s < 3600) return `${Math.floor(s / 60)} min ago`;
  return `${Math.floor(s / 3600)} h ago`;
}
