/*
 * Offers: what a partner sees BEFORE accepting a job. Only the pickup and drop AREAS (locality names), never the
 * exact address or the customer's phone; road distance, weight and size, slot, earning and when the offer lapses.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { STORED_PACKAGE_TYPES } from '../catalogue';
import { optionalTrimmed } from '../form-fields';
import { VEHICLE_BODY_TYPES } from './vehicle';

export const OFFER_STATUSES = ['open', 'accepted', 'declined', 'expired', 'taken', 'withdrawn'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_MESSAGES = {
  taken: 'This job has been taken',
  expired: 'This offer has expired',
  notOpen: 'This offer is no longer open',
  vehicleNotReady: 'This vehicle cannot take jobs right now',
  /** The truck-day rule (packages/dispatch truck-day.ts): the job does not fit the truck's planned day. */
  truckDayFull: 'This vehicle already has a job it could not also do in this slot',
} as const;

export const DECLINE_REASONS = [
  'too_far',
  'busy',
  'vehicle_unsuitable',
  'slot_not_possible',
  'earning_too_low',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, string> = {
  too_far: 'Pickup is too far',
  busy: 'Busy with another job',
  vehicle_unsuitable: 'Vehicle not suitable for this load',
  slot_not_possible: 'Cannot make the time slot',
  earning_too_low: 'Earning too low',
  other: 'Other reason',
};

/** Body of POST /api/partners/offers/{id}/decline. */
export const declineOfferInputSchema = z
  .object({
    reason: z.enum(DECLINE_REASONS, { error: 'Choose a reason' }),
    note: optionalTrimmed(300, 'Note must be at most 300 characters'),
  })
  .refine((v) => v.reason !== 'other' || (v.note?.length ?? 0) >= 3, {
    path: ['note'],
    message: 'Say briefly why you decline',
  });
export type DeclineOfferInput = z.input<typeof declineOfferInputSchema>;

export const moneySplitSchema = z.object({
  /** What the shipper pays for the trip, in paise. */
  farePaise: z.number().int(),
  commissionPercent: z.number(),
  commissionPaise: z.number().int(),
  /** What the partner earns, in paise. */
  netPaise: z.number().int(),
});
export type MoneySplit = z.infer<typeof moneySplitSchema>;

export const offerSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(OFFER_STATUSES),
  /** The public delivery id, e.g. 'DEL-…'. */
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  vehicle: z.object({
    id: z.string().max(RESPONSE_TEXT_MAX.id),
    registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
    bodyType: z.enum(VEHICLE_BODY_TYPES),
  }),
  /** Locality only ('Okhla Phase II, Delhi'), never the street address. */
  pickupArea: z.string().max(RESPONSE_TEXT_MAX.text),
  dropArea: z.string().max(RESPONSE_TEXT_MAX.text),
  /** Road distance pickup to drop in km (one decimal). */
  roadKm: z.number(),
  /** Road estimate from the vehicle's position to the pickup in km (one decimal); null without a position. */
  toPickupKm: z.number().nullable(),
  weightKg: z.number(),
  dimensionsCm: z
    .object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable() })
    .nullable(),
  packageType: z.enum(STORED_PACKAGE_TYPES),
  /** IST calendar day and slot ('9-12'). */
  pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  earning: moneySplitSchema,
  /** ISO instant; the Accept button counts down to it. */
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  /** The shipper's rating as partners gave it. */
  shipperRating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ offers: z.array(offerSchema) }),
});

/** Events on the partner's stream GET /api/partners/stream (server-sent events). */
export const PARTNER_STREAM_EVENTS = ['offer', 'offer-closed', 'job', 'trade', 'trade-closed'] as const;
export type PartnerStreamEvent = (typeof PARTNER_STREAM_EVENTS)[number];
