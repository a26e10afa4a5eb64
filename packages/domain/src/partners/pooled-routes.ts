/*
 * Pooled deliveries ride on a shared-pool truck by the pool's consolidation plan. When that truck is one of the
 * partner's vehicles, the plan's stops are the partner's job list for the truck's trip (issue 15).
 */
import { z } from 'zod';

export const pooledStopSchema = z.object({
  order: z.number().int(),
  kind: z.enum(['pickup', 'drop']),
  /** The delivery's reference when the rider is a booked delivery, null for a slot request without one. */
  deliveryId: z.string().nullable(),
  place: z.string(),
  address: z.string(),
  contactPerson: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** Planned arrival (ISO). */
  eta: z.string(),
  /** Kg on board when the truck leaves the stop. */
  loadAfterKg: z.number(),
});
export type PooledStop = z.infer<typeof pooledStopSchema>;

export const pooledRouteSchema = z.object({
  truckId: z.string(),
  vehicleId: z.string(),
  registrationDisplay: z.string(),
  departureDate: z.string(),
  slot: z.string(),
  origin: z.string(),
  destination: z.string(),
  plannedKm: z.number(),
  plannedAt: z.string(),
  stops: z.array(pooledStopSchema),
});
export type PooledRoute = z.infer<typeof pooledRouteSchema>;
