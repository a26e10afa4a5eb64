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

/** How long a shipper waits at most for a truck (or a clear message with choices): see `promiseDeadlineMs`. */
export interface PromiseConfig {
  /** For a slot on the IST day the search starts (default 10 minutes). */
  sameDayMs: number;
  /** For a slot on a later day (default 30 minutes). */
  laterDayMs: number;
}

export const DEFAULT_PROMISE: PromiseConfig = { sameDayMs: 10 * 60_000, laterDayMs: 30 * 60_000 };

/**
 * The promise to the shipper (issue 31): a truck, or the 'no truck yet' choices (keep searching, another slot,
 * cancel), by this instant. It runs from when the delivery is first offered (`dispatchableAtMs`: at once for
 * today and tomorrow with the default DISPATCH_AT_ONCE_WITHIN_H) and never runs past the slot's own timeout.
 */
export function promiseDeadlineMs(
  offeredFromMs: number,
  slotStartMs: number,
  timeoutBeforeSlotMs: number,
  config: PromiseConfig = DEFAULT_PROMISE,
): number {
  const sameDay = istDateString(new Date(offeredFromMs)) === istDateString(new Date(slotStartMs));
  const promised = offeredFromMs + (sameDay ? config.sameDayMs : config.laterDayMs);
  return Math.min(promised, slotStartMs - timeoutBeforeSlotMs);
}
