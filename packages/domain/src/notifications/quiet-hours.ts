import { IST_OFFSET_MS } from '../ist-time';
import { QUIET_HOURS_IST } from './events';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Quiet hours on the IST clock: from startHour (inclusive) to endHour (exclusive), across midnight if start > end. */
export interface QuietHours {
  startHour: number;
  endHour: number;
}

const istMsOfDay = (ms: number) => (((ms + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;

/** Whether an instant falls in the SMS quiet hours (by default 21:00 to 09:00 IST). */
export function isQuietHour(at: Date, hours: QuietHours = QUIET_HOURS_IST): boolean {
  if (hours.startHour === hours.endHour) return false;
  const h = Math.floor(istMsOfDay(at.getTime()) / HOUR_MS);
  return hours.startHour < hours.endHour
    ? h >= hours.startHour && h < hours.endHour
    : h >= hours.startHour || h < hours.endHour;
}

/** When the quiet hours that contain `at` end (endHour:00 IST); `at` itself when outside them. */
export function quietHoursEnd(at: Date, hours: QuietHours = QUIET_HOURS_IST): Date {
  if (!isQuietHour(at, hours)) return at;
  const ms = at.getTime();
  const dayStart = ms - istMsOfDay(ms);
  let end = dayStart + hours.endHour * HOUR_MS;
  if (end <= ms) end += DAY_MS;
  return new Date(end);
}
