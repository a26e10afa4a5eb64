import { ewayBillMissing, pickupGate, SLOT_MESSAGES } from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';

/**
 * Why the goods may not be marked Picked Up now, or null: the slot has not opened and the shipper has not agreed
 * to an earlier pickup, or the e-way bill rule needs a bill whose number is not entered (slot-discipline.ts).
 * The partner's status change and the demo fleet's drivers both ask.
 */
export function pickupRefusal(delivery: DeliveryRow, now: Date): string | null {
  const gate = pickupGate({
    pickupDate: delivery.pickupDate,
    timeSlot: delivery.timeSlot,
    earlyPickupAgreedAt: delivery.earlyPickupAgreedAt,
    now,
  });
  if (!gate.allowed) return SLOT_MESSAGES.beforeSlot;
  if (ewayBillMissing(delivery)) return SLOT_MESSAGES.ewayBillMissing;
  return null;
}
