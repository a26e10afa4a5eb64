/*
 * Capacity accounting. A booking holds its space on every IST calendar day of [startDate, endDate). The space
 * free for a date range is the total minus the busiest day's booked space inside that range (a sweep over the
 * booking boundaries), so a booking fits only if it fits on every one of its days.
 */
import { addDaysToIsoDate, type WarehouseAvailability } from '@logisaathi/domain';

/** The catalogue's availability looks this many days ahead, today included. */
export const AVAILABILITY_WINDOW_DAYS = 7;
/** Below this share of free space a warehouse is 'Limited'. */
export const LIMITED_SHARE = 0.2;

export const addDays = addDaysToIsoDate;

export interface BookedSpan {
  startDate: string;
  endDate: string;
  spaceSqFt: number;
}

/** Largest space booked on any single day of [from, to) by the given spans. */
export function peakBookedSqFt(spans: readonly BookedSpan[], from: string, to: string): number {
  const events: Array<[string, number]> = [];
  for (const s of spans) {
    const start = s.startDate > from ? s.startDate : from;
    const end = s.endDate < to ? s.endDate : to;
    if (start >= end) continue;
    events.push([start, s.spaceSqFt], [end, -s.spaceSqFt]);
  }
  // Ends sort before starts on the same day: a booking ending on the 10th frees the 10th for the next one.
  events.sort((a, b) => (a[0] === b[0] ? a[1] - b[1] : a[0] < b[0] ? -1 : 1));
  let current = 0;
  let peak = 0;
  for (const [, delta] of events) {
    current += delta;
    if (current > peak) peak = current;
  }
  return peak;
}

export function availabilityStatus(availableSqFt: number, totalSqFt: number): WarehouseAvailability {
  if (availableSqFt <= 0) return 'Full';
  if (availableSqFt < totalSqFt * LIMITED_SHARE) return 'Limited';
  return 'Available';
}
