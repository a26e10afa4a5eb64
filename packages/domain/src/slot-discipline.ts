/*
 * Slot discipline (issue 31): a pickup happens inside the booked slot. One rule for the partner's Picked Up, the
 * demo fleet's drivers and the late-pickup alert:
 * - before the slot opens, Picked Up is refused unless the shipper agreed to an earlier pickup on the delivery
 *   page (`earlyPickupAgreedAt`);
 * - inside the slot, it is on time;
 * - after the slot has ended, it is still allowed (the goods must move) but late, and the shipper is alerted.
 * Plus the e-way bill gate: a consignment the e-way bill rule says needs a bill (eway-bill/threshold.ts, stored
 * as the delivery's `ewbRequired`) is not picked up before its 12-digit number is entered.
 */
import { slotWindow } from './time-slots';

export const SLOT_MESSAGES = {
  beforeSlot:
    'The booked slot has not started yet. Pick up once it opens, or earlier only if the shipper agrees to an early pickup on the delivery page.',
  ewayBillMissing:
    'This consignment needs an e-way bill. Ask the shipper to enter its 12-digit e-way bill number before pickup.',
  earlyAgreed: 'Early pickup agreed',
  earlyNotNeeded: 'The slot has already started, so no early pickup is needed.',
  earlyTooLate: 'The goods have already been picked up.',
  lateTitle: 'Pickup running late',
  ewayTitle: 'E-way bill number needed',
} as const;

export type PickupTiming = 'early' | 'on-time' | 'late';

export interface PickupGateInput {
  /** The delivery's pickup date ('YYYY-MM-DD') and slot ('9-12'). */
  pickupDate: string;
  timeSlot: string;
  /** When the shipper agreed to an earlier pickup, if it did. */
  earlyPickupAgreedAt: Date | null;
  now: Date;
}

/** Where `now` falls against the booked slot: before it opens, inside it, or after it ended. */
export function pickupTiming(pickupDate: string, timeSlot: string, now: Date): PickupTiming {
  const { start, end } = slotWindow(pickupDate, timeSlot);
  if (now < start) return 'early';
  return now <= end ? 'on-time' : 'late';
}

/**
 * May the goods be marked Picked Up now? `allowed` false only before the slot without the shipper's consent;
 * `late` when the slot has already ended (the caller alerts the shipper).
 */
export function pickupGate(input: PickupGateInput): { allowed: boolean; late: boolean } {
  const timing = pickupTiming(input.pickupDate, input.timeSlot, input.now);
  if (timing === 'early') return { allowed: input.earlyPickupAgreedAt !== null, late: false };
  return { allowed: true, late: timing === 'late' };
}

/** The e-way bill gate: missing when the rule says a bill is needed and no 12-digit number is on file. */
export function ewayBillMissing(delivery: {
  ewbRequired: boolean | null;
  ewbNumber: string | null;
}): boolean {
  return delivery.ewbRequired === true && !/^\d{12}$/.test(delivery.ewbNumber ?? '');
}

/** Whether the shipper may still agree to an early pickup: the slot has not opened and nothing is on board. */
export function canAgreeEarlyPickup(pickupDate: string, timeSlot: string, status: string, now: Date) {
  return status === 'Scheduled' && pickupTiming(pickupDate, timeSlot, now) === 'early';
}

/** Half-width of an ETA window around a planned time: a plan is an estimate, shown as a range. */
export const ETA_SPREAD_MIN = 15;
const FIVE_MIN = 5 * 60_000;

export interface EtaWindow {
  /** ISO instants, the range rounded to 5 minutes. */
  from: string;
  to: string;
  /** Where the range falls against the booked slot. */
  against: 'inside' | 'before' | 'after' | 'overlaps';
}

/** A planned instant as the range the shipper is shown, and how it sits against the slot. */
export function etaWindow(plannedMs: number, slot: { startMs: number; endMs: number }): EtaWindow {
  // A plan inside the slot never shows a range leaking out of it: nothing is picked up before the slot opens.
  const inside = plannedMs >= slot.startMs && plannedMs <= slot.endMs;
  let from = Math.floor((plannedMs - ETA_SPREAD_MIN * 60_000) / FIVE_MIN) * FIVE_MIN;
  let to = Math.ceil((plannedMs + ETA_SPREAD_MIN * 60_000) / FIVE_MIN) * FIVE_MIN;
  if (inside) {
    from = Math.max(from, slot.startMs);
    to = Math.min(to, slot.endMs);
  }
  const against =
    to <= slot.startMs
      ? 'before'
      : from >= slot.endMs
        ? 'after'
        : from >= slot.startMs && to <= slot.endMs
          ? 'inside'
          : 'overlaps';
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), against };
}
