/*
 * Pooled deliveries ride on a shared-pool truck by the pool's consolidation plan. When that truck is one of the
 * partner's vehicles, the plan's stops are the partner's job list for the truck's trip (issue 15).
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';

export const pooledStopSchema = z.object({
  order: z.number().int(),
  kind: z.enum(['pickup', 'drop']),
  /** The delivery's reference when the rider is a booked delivery, null for a slot request without one. */
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id).nullable(),
  place: z.string().max(RESPONSE_TEXT_MAX.address),
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  contactPerson: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone).nullable(),
  /** Planned arrival (ISO). */
  eta: z.string().max(RESPONSE_TEXT_MAX.text),
  /** Kg on board when the truck leaves the stop. */
  loadAfterKg: z.number(),
});
export type PooledStop = z.infer<typeof pooledStopSchema>;

export const pooledRouteSchema = z.object({
  truckId: z.string().max(RESPONSE_TEXT_MAX.id),
  vehicleId: z.string().max(RESPONSE_TEXT_MAX.id),
  registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
  departureDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  origin: z.string().max(RESPONSE_TEXT_MAX.address),
  destination: z.string().max(RESPONSE_TEXT_MAX.address),
  plannedKm: z.number(),
  plannedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  stops: z.array(pooledStopSchema),
});
export type PooledRoute = z.infer<typeof pooledRouteSchema>;
