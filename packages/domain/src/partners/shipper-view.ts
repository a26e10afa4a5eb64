/*
 * What a shipper sees of the truck partner on its own delivery: registration number, type, the driver's first
 * name, a phone number only while the delivery is active, the dispatch state, the proof of delivery and the
 * rating it gave.
 */
import { z } from 'zod';
import { EXCEPTION_REASONS, proofOfDeliverySchema } from './jobs';
import { ratingSchema } from './ratings';
import { ratingSummarySchema, VEHICLE_BODY_TYPES } from './vehicle';

/**
 * 'finding': offered to partners, nobody has accepted yet; 'timed-out': nobody accepted by the configured time
 * before the slot, offers stopped until the shipper keeps searching, changes the slot or cancels; 'assigned': a
 * partner took it; 'none': not dispatched (pooled, or assigned by the shipper's own driver).
 */
export const DISPATCH_STATES = ['none', 'finding', 'timed-out', 'assigned'] as const;
export type DispatchState = (typeof DISPATCH_STATES)[number];

export const assignedTruckSchema = z.object({
  registrationDisplay: z.string(),
  bodyType: z.enum(VEHICLE_BODY_TYPES),
  driverFirstName: z.string(),
  /** Only while the delivery is active (not Delivered, Failed or Cancelled). */
  driverPhone: z.string().nullable(),
  isDemo: z.boolean(),
  rating: ratingSummarySchema,
  assignedAt: z.string(),
});
export type AssignedTruck = z.infer<typeof assignedTruckSchema>;

/** GET /api/deliveries/{id}/partner. */
export const deliveryPartnerViewSchema = z.object({
  dispatch: z.enum(DISPATCH_STATES),
  truck: assignedTruckSchema.nullable(),
  proofOfDelivery: proofOfDeliverySchema.nullable(),
  exception: z
    .object({ reason: z.enum(EXCEPTION_REASONS), label: z.string(), note: z.string().nullable() })
    .nullable(),
  /** The shipper's own rating of the trip, once given; canRate says whether it may rate now. */
  myRating: ratingSchema.nullable(),
  canRate: z.boolean(),
});
export type DeliveryPartnerView = z.infer<typeof deliveryPartnerViewSchema>;
export const deliveryPartnerViewResponseSchema = z.object({
  success: z.literal(true),
  data: deliveryPartnerViewSchema,
});
