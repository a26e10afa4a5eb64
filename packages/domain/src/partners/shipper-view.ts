/*
 * What a shipper sees of the truck partner on its own delivery: registration number, type, the driver's first
 * name, a phone number only while the delivery is active, the dispatch state, the proof of delivery and the
 * rating it gave.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
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
  registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
  bodyType: z.enum(VEHICLE_BODY_TYPES),
  driverFirstName: z.string().max(RESPONSE_TEXT_MAX.name),
  /** Only while the delivery is active (not Delivered, Failed or Cancelled). */
  driverPhone: z.string().max(RESPONSE_TEXT_MAX.phone).nullable(),
  isDemo: z.boolean(),
  rating: ratingSummarySchema,
  assignedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type AssignedTruck = z.infer<typeof assignedTruckSchema>;

/** A planned time as the range the shipper is shown and where it falls against the slot (slot-discipline.ts). */
export const etaWindowSchema = z.object({
  from: z.string().max(RESPONSE_TEXT_MAX.address),
  to: z.string().max(RESPONSE_TEXT_MAX.address),
  against: z.enum(['inside', 'before', 'after', 'overlaps']),
});

/** GET /api/deliveries/{id}/partner. */
export const deliveryPartnerViewSchema = z.object({
  dispatch: z.enum(DISPATCH_STATES),
  /** While 'finding': when the shipper is promised a truck or a choice (DISPATCH_PROMISE_*); null otherwise. */
  promiseBy: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  truck: assignedTruckSchema.nullable(),
  /**
   * While Scheduled: when the assigned truck picks up and delivers, against the booked slot. 'live': replayed
   * from the truck's fresh position through its day, so it moves with the truck; 'plan': the plan fixed when it
   * accepted (the truck has not reported a fresh position).
   */
  plan: z
    .object({
      slot: z.string().max(RESPONSE_TEXT_MAX.code),
      pickup: etaWindowSchema,
      drop: etaWindowSchema,
      basis: z.enum(['live', 'plan']),
    })
    .nullable(),
  /** The shipper's consent to a pickup before the slot opens: when given, and whether it can be given now. */
  earlyPickup: z.object({
    agreedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
    canAgree: z.boolean(),
  }),
  /** The e-way bill rule needs a bill and its 12-digit number is not entered: the truck cannot pick up. */
  ewayBillMissing: z.boolean(),
  proofOfDelivery: proofOfDeliverySchema.nullable(),
  exception: z
    .object({
      reason: z.enum(EXCEPTION_REASONS),
      label: z.string().max(RESPONSE_TEXT_MAX.address),
      note: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
    })
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
