/*
 * 'Book Slot' on a truck match stores a prefill for the add-delivery wizard (spec sections 4 and 7).
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from './limits';
import { istToday } from './ist-time';
import { departureHour, slotForDepartureHour, type TimeSlot } from './time-slots';
import { TRUCK_MATCH_DEFAULTS } from './truck-match';

export const bookSlotPrefillSchema = z.object({
  pickupAddress: z.string().max(RESPONSE_TEXT_MAX.address),
  deliveryAddress: z.string().max(RESPONSE_TEXT_MAX.address),
  departureTime: z.string().max(RESPONSE_TEXT_MAX.instant),
  deliveryDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  isSharedTruckBooking: z.literal(true),
  /** Not in the spec's stored shape, but section 4 says the prefill fills the weight: kg, when known. */
  weight: z.number().positive().optional(),
  /** The pool truck being booked, so the created delivery can refer to it. */
  sharedTruckId: z.string().max(RESPONSE_TEXT_MAX.id).optional(),
});
export type BookSlotPrefill = z.output<typeof bookSlotPrefillSchema>;

export interface BookableMatch {
  pickupLocation: string;
  deliveryLocation: string;
  departureTime: string;
  weightKg?: number;
  id?: string;
}

/** The prefill for a match: its addresses and departure time, today's IST date, shared-truck booking on. */
export function buildBookSlotPrefill(match: BookableMatch, now: Date): BookSlotPrefill {
  return {
    pickupAddress: match.pickupLocation,
    deliveryAddress: match.deliveryLocation,
    departureTime: match.departureTime,
    deliveryDate: istToday(now),
    isSharedTruckBooking: true,
    ...(match.weightKg !== undefined && match.weightKg > 0 ? { weight: match.weightKg } : {}),
    ...(match.id ? { sharedTruckId: match.id } : {}),
  };
}

/** The locked slot for a prefill: from the departure hour, or the match default 9-12 when none can be read. */
export function prefillSlot(departureTime: string): TimeSlot {
  const hour = departureHour(departureTime);
  return hour === null ? TRUCK_MATCH_DEFAULTS.slot : slotForDepartureHour(hour);
}

/** Wizard fields a prefill sets (spec section 4: addresses, date, time and weight). */
export function prefillFormValues(prefill: BookSlotPrefill): {
  pickupAddress: string;
  deliveryAddress: string;
  deliveryDate: string;
  deliveryTime: TimeSlot;
  weight?: number;
} {
  return {
    pickupAddress: prefill.pickupAddress,
    deliveryAddress: prefill.deliveryAddress,
    deliveryDate: prefill.deliveryDate,
    deliveryTime: prefillSlot(prefill.departureTime),
    ...(prefill.weight !== undefined ? { weight: prefill.weight } : {}),
  };
}
