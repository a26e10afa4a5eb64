import { addDaysToIsoDate, istDateString, istDateTime, MS_PER_DAY } from '@logisaathi/domain';

/**
 * When a regular delivery starts being offered (issue 15): at once when it is created, unless its slot starts more
 * than a day later; then at `eveningHourIst` (default 18:00 IST) of the day before the slot, when partners plan
 * their next day. `atOnceWithinMs` (a day by default) is how close a slot must be to be offered at once and the trucks' positions say where they will start from.
 */
export function dispatchableAtMs(
  createdAtMs: number,
  slotStartMs: number,
  eveningHourIst = 18,
  atOnceWithinMs = MS_PER_DAY,
): number {
  if (slotStartMs - createdAtMs <= atOnceWithinMs) return createdAtMs;
  const dayBefore = addDaysToIsoDate(istDateString(new Date(slotStartMs)), -1);
  return Math.max(createdAtMs, istDateTime(dayBefore, eveningHourIst).getTime());
}
