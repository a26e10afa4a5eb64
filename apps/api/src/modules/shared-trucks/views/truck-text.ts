import { TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';
import type { TruckRow } from '../repositories/trucks-repository';

/** 'Okhla Industrial Area → Bawana Industrial Area' from the geocoded place names. */
export function truckRouteText(truck: Pick<TruckRow, 'pickupPlace' | 'deliveryPlace'>): string {
  const short = (place: string) => place.split(',')[0]?.trim() || place;
  return `${short(truck.pickupPlace)} → ${short(truck.deliveryPlace)}`;
}

/** '2025-03-12, 3 PM - 6 PM'. */
export function truckSlotText(truck: Pick<TruckRow, 'departureDate' | 'departureSlot'>): string {
  const slot = isTimeSlot(truck.departureSlot) ? TIME_SLOT_LABELS[truck.departureSlot] : truck.departureSlot;
  return `${truck.departureDate}, ${slot}`;
}
