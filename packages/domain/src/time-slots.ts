/*
 * Delivery time slots (spec sections 3, 5 and 9). Hours are IST wall-clock hours.
 */
import { istDateTime, istParts, istToday, parseIsoDate, parseIstTimestamp } from './ist-time';

export const TIME_SLOTS = ['9-12', '12-15', '15-18', '18-21'] as const;
export type TimeSlot = (typeof TIME_SLOTS)[number];

export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  '9-12': '9 AM - 12 PM',
  '12-15': '12 PM - 3 PM',
  '15-18': '3 PM - 6 PM',
  '18-21': '6 PM - 9 PM',
};

const SLOT_HOURS: Record<TimeSlot, { startHour: number; endHour: number }> = {
  '9-12': { startHour: 9, endHour: 12 },
  '12-15': { startHour: 12, endHour: 15 },
  '15-18': { startHour: 15, endHour: 18 },
  '18-21': { startHour: 18, endHour: 21 },
};

/** Spec section 9: a slot the product does not know starts at 9 and ends at 23. */
export const UNKNOWN_SLOT_START_HOUR = 9;
export const UNKNOWN_SLOT_END_HOUR = 23;

export const NO_SLOTS_MESSAGE = 'No time slots available for selected date. Please select a different date.';

export function isTimeSlot(value: unknown): value is TimeSlot {
  return typeof value === 'string' && (TIME_SLOTS as readonly string[]).includes(value);
}

export function slotStartHour(slot: string | null | undefined): number {
  return isTimeSlot(slot) ? SLOT_HOURS[slot].startHour : UNKNOWN_SLOT_START_HOUR;
}

export function slotEndHour(slot: string | null | undefined): number {
  return isTimeSlot(slot) ? SLOT_HOURS[slot].endHour : UNKNOWN_SLOT_END_HOUR;
}

/** The IST instants a slot covers on a date ('YYYY-MM-DD'). Unknown slots cover 09:00-23:00. */
export function slotWindow(dateStr: string, slot: string | null | undefined): { start: Date; end: Date } {
  return { start: istDateTime(dateStr, slotStartHour(slot)), end: istDateTime(dateStr, slotEndHour(slot)) };
}

/**
 * The slots a user may still pick for a delivery date, given the current instant (spec section 5).
 * - No date chosen (empty or undefined) or an unreadable date: none.
 * - A date before today in IST: none.
 * - Today in IST: only slots whose start hour is strictly greater than the current IST hour. The spec says
 *   "starting after the current hour"; at 09:00 or 09:59 the 9-12 slot has already begun, so it is gone, and a
 *   slot that starts at the next full hour is still offered.
 * - A later date: all four.
 */
export function availableSlots(dateStr: string | null | undefined, now: Date): TimeSlot[] {
  if (!dateStr || !parseIsoDate(dateStr)) return [];
  const today = istToday(now);
  if (dateStr < today) return [];
  if (dateStr > today) return [...TIME_SLOTS];
  const currentHour = istParts(now).hour;
  return TIME_SLOTS.filter((slot) => SLOT_HOURS[slot].startHour > currentHour);
}

export function isSlotAvailable(dateStr: string | null | undefined, slot: string, now: Date): boolean {
  return availableSlots(dateStr, now).some((s) => s === slot);
}

/**
 * Keeps a chosen slot only while it is still available for the date (spec section 5: "If the chosen time is
 * no longer available it is cleared"). Returns '' when cleared, matching an empty select.
 */
export function keepSlotIfAvailable(dateStr: string | null | undefined, slot: string, now: Date): string {
  return isSlotAvailable(dateStr, slot, now) ? slot : '';
}

/**
 * Prefill slot from a departure hour (spec section 4): before 9 -> 9-12; inside a slot -> that slot; 21 and
 * later -> 18-21.
 */
export function slotForDepartureHour(hour: number): TimeSlot {
  if (hour < 12) return '9-12';
  if (hour < 15) return '12-15';
  if (hour < 18) return '15-18';
  return '18-21';
}

/**
 * Reads the hour out of a departure time as the screens store it: a slot ('15-18' -> 15), a clock time
 * ('14:30', '2 PM', '2:30 pm'), or an ISO timestamp (its IST hour). Returns null when no hour can be read.
 */
export function departureHour(departureTime: string | null | undefined): number | null {
  if (!departureTime) return null;
  const text = departureTime.trim();
  const instant = parseIstTimestamp(text);
  if (instant) return istParts(instant).hour;
  const match = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*-\s*\d{1,2})?$/i.exec(text);
  if (!match) return null;
  let hour = Number(match[1]);
  const meridiem = match[3]?.toLowerCase();
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem === 'pm' ? 12 : 0);
  }
  return hour <= 23 ? hour : null;
}
