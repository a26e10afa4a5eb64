import type { Delivery } from '@logisaathi/domain';

/** The server's delivery (spec section 3 shape) plus the fields our API adds for maps and tracking. */
export type DeliveryDto = Delivery & {
  pickupLocation?: { lat: number; lon: number } | null;
  deliveryLocation?: { lat: number; lon: number } | null;
  route: Delivery['route'] & { geometry?: Array<[number, number]> | null };
};
