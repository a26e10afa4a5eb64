/*
 * The delivery as the server returns it (spec section 3 'Delivery (server shape)'), plus the status-update
 * request. Dates are ISO 8601 text; schedule.deliveryDate is the IST calendar day 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from './limits';
import { ewayBillSummarySchema } from './eway-bill/eway-bill-view';
import { boundedText } from './form-fields';
import { STORED_PACKAGE_TYPES } from './catalogue';
import { DELIVERY_MODES } from './create-delivery';
import { poolingPreferencesSchema } from './add-delivery';
import { DELIVERY_STATUSES, type StatusInput } from './delivery-status';

const contactSchema = z.object({
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  contactPerson: z.string().max(RESPONSE_TEXT_MAX.name),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone),
  instructions: z.string().max(RESPONSE_TEXT_MAX.text),
});

export const deliverySchema = z.object({
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  _id: z.string().max(RESPONSE_TEXT_MAX.id),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  customer: z.object({
    name: z.string().max(RESPONSE_TEXT_MAX.name),
    phone: z.string().max(RESPONSE_TEXT_MAX.phone),
    email: z.string().max(RESPONSE_TEXT_MAX.email),
  }),
  pickup: contactSchema,
  delivery: contactSchema,
  package: z.object({
    type: z.enum(STORED_PACKAGE_TYPES),
    name: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
    /** kg */
    weight: z.number(),
    /** cm; null when not given */
    dimensions: z
      .object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable() })
      .nullable(),
    specialInstructions: z.string().max(RESPONSE_TEXT_MAX.text),
  }),
  schedule: z.object({
    pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
    deliveryDate: z.string().max(RESPONSE_TEXT_MAX.instant),
    preferredTimeSlot: z.string().max(RESPONSE_TEXT_MAX.code),
  }),
  /** Whole rupees (spec section 9). */
  pricing: z.object({
    baseCost: z.number(),
    distanceCost: z.number(),
    weightCost: z.number(),
    specialHandlingCost: z.number(),
    totalCost: z.number(),
    currency: z.literal('INR'),
  }),
  /** distance in km (one decimal), estimatedTime in minutes. */
  route: z.object({ distance: z.number(), estimatedTime: z.number() }),
  status: z.object({ current: z.enum(DELIVERY_STATUSES) }),
  mode: z.enum(DELIVERY_MODES),
  poolingPreferences: poolingPreferencesSchema.nullable(),
  sharedTruckId: z.string().max(RESPONSE_TEXT_MAX.id).nullable().optional(),
  /** E-way bill (issue 16): null when booked without a goods invoice. */
  ewayBill: ewayBillSummarySchema.nullable().optional(),
});
export type Delivery = z.output<typeof deliverySchema>;

const serverEndSchema = contactSchema.extend({
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
  placeName: z.string().max(RESPONSE_TEXT_MAX.address),
});

/** One entry of the status trail; `proof` on Delivered entries (DELIVERED_PROOFS). */
export const statusHistoryEntrySchema = z.object({
  status: z.string().max(RESPONSE_TEXT_MAX.code),
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
  note: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  proof: z.enum(['code', 'owner']).optional(),
});

/**
 * The delivery as the API sends it (`toDeliveryDto`): the spec's shape plus what LogiSaathi adds (coordinates
 * and place names, pooled pricing, the route's source and line, the status trail). `route.geometry` is only on
 * single-delivery answers, not in lists.
 */
export const deliveryDtoSchema = z.object({
  ...deliverySchema.shape,
  updatedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  pickup: serverEndSchema,
  delivery: serverEndSchema,
  pricing: deliverySchema.shape.pricing.extend({
    regularCost: z.number(),
    pooledCost: z.number().nullable(),
    savings: z.number(),
    isPooledPrice: z.boolean(),
  }),
  route: deliverySchema.shape.route.extend({
    source: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
    geometry: z
      .array(z.tuple([z.number(), z.number()]))
      .nullable()
      .optional(),
  }),
  status: z.object({ current: z.enum(DELIVERY_STATUSES), history: z.array(statusHistoryEntrySchema) }),
  poolingPreferences: z
    .object({
      maxWaitTime: z.number(),
      flexiblePickup: z.boolean(),
      flexibleDelivery: z.boolean(),
      costSavingsTarget: z.number(),
      preferredTruckTypes: z.array(z.string().max(RESPONSE_TEXT_MAX.code)),
      specialRequirements: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
    })
    .nullable(),
});
export type DeliveryDto = z.output<typeof deliveryDtoSchema>;

export const deliveryResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ delivery: deliveryDtoSchema }),
});
export const deliveryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    deliveries: z.array(deliveryDtoSchema),
    pagination: z.object({ total: z.number().int(), limit: z.number().int(), offset: z.number().int() }),
  }),
});
export const deliveryDeletedResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    _id: z.string().max(RESPONSE_TEXT_MAX.id),
    deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  }),
});

export const DELIVERED_PROOF_MESSAGES = {
  proofRequired:
    "Delivered needs the consignee's 4-digit delivery code, or a reason for marking it delivered yourself",
  codeWrong: 'Wrong delivery code. Ask the consignee for the 4-digit code.',
  reasonTooShort: 'Give a reason of at least 3 characters for marking it delivered yourself',
} as const;

/**
 * Body of PUT /deliveries/{id}/status. Delivered must be proven: the consignee's delivery code (as the driver
 * would enter it), or an explicit 'marked delivered by owner' with a reason; the status trail records which.
 */
export const deliveryStatusUpdateSchema = z.object({
  status: z.enum(DELIVERY_STATUSES, { error: 'Status must be one of the delivery statuses' }),
  code: boundedText(10, 'The delivery code has 4 digits').optional(),
  markedByOwner: z.boolean().optional(),
  reason: boundedText(500, 'Reason must be at most 500 characters').optional(),
});

/** How a Delivered entry of the status trail was proven. */
export const DELIVERED_PROOFS = ['code', 'owner'] as const;
export type DeliveredProof = (typeof DELIVERED_PROOFS)[number];

/** What the status projection needs from a server delivery. */
export function deliveryStatusInput(delivery: Pick<Delivery, 'status' | 'schedule'>): StatusInput {
  return {
    status: delivery.status.current,
    deliveryDate: delivery.schedule.deliveryDate,
    slot: delivery.schedule.preferredTimeSlot,
  };
}
