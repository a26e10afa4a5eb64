import type { TFunction } from 'i18next';
import { formatIstDateTime, formatIstTime } from '@/lib/format';
import type { Eta } from '@logisaathi/domain';

type T = TFunction<'tracking'>;

const istDay = (at: Date) => formatIstDateTime(at, { day: 'numeric', month: 'short' });

/** '3:40 pm (about 25 min, 12.4 km to go)'; the day is added when it is not today in IST. */
export function etaText(t: T, eta: Eta, now: Date): string {
  const at = new Date(eta.at);
  const day = istDay(at) === istDay(now) ? '' : t('format.etaDay', { day: istDay(at) });
  const minutes =
    eta.remainingMin < 60
      ? t('format.minutes', { minutes: eta.remainingMin })
      : t('format.hoursMinutes', {
          hours: Math.floor(eta.remainingMin / 60),
          minutes: eta.remainingMin % 60,
        });
  return t('format.eta', { day, time: formatIstTime(at), minutes, km: eta.remainingKm });
}

/** The fallback without positions: the end of the preferred slot on the delivery date (spec projection). */
export function slotEtaText(t: T, schedule: { deliveryDate: string; timeSlot: string }): string {
  const end = Number(schedule.timeSlot.split('-')[1]);
  if (!Number.isFinite(end)) return t('format.calculating');
  const label = end > 12 ? `${end - 12} PM` : `${end} ${end === 12 ? 'PM' : 'AM'}`;
  return t('format.bySlotEnd', { time: label, date: schedule.deliveryDate });
}

export function agoText(t: T, iso: string, now: Date): string {
  const s = Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
  if (s < 60) return t('format.secondsAgo', { count: s });
  if (s < 3600) return t('format.minutesAgo', { count: Math.floor(s / 60) });
  return t('format.hoursAgo', { count: Math.floor(s / 3600) });
}
