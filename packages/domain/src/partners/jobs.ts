/*
 * Jobs: an accepted offer. Now the partner sees the full stops in order, with navigation links, and the
 * customer's phone. Status moves through the driver flow (Picked Up, In Transit, Out for Delivery); Delivered
 * needs a proof of delivery with the consignee's 4-digit code; an exception ends the job as Failed.
 */
import { z } from 'zod';
import { partBUpdateSchema } from '../eway-bill/eway-bill-view';
import { STORED_PACKAGE_TYPES } from '../catalogue';
import { DELIVERY_STATUSES } from '../delivery-status';
import { optionalTrimmed, requiredTrimmed } from '../form-fields';
import { RESPONSE_TEXT_MAX, TEXT_MAX } from '../limits';
import { OPS_ANSWERS_MAX, opsAnswerSchema } from '../ops/exceptions';
import { moneySplitSchema } from './offers';
import { pooledRouteSchema } from './pooled-routes';
import { VEHICLE_BODY_TYPES } from './vehicle';

/** Statuses a partner sets one step at a time; Delivered and Failed have their own calls (proof, exception). */
export const JOB_PROGRESS_STATUSES = ['Picked Up', 'In Transit', 'Out for Delivery'] as const;
export type JobProgressStatus = (typeof JOB_PROGRESS_STATUSES)[number];

/** Body of POST /api/partners/jobs/{id}/status. */
export const jobStatusInputSchema = z.object({
  status: z.enum(JOB_PROGRESS_STATUSES, {
    error: 'Status must be Picked Up, In Transit or Out for Delivery',
  }),
});

export const EXCEPTION_REASONS = [
  'refused',
  'partial',
  'damaged',
  'address_not_found',
  'customer_unavailable',
] as const;
export type ExceptionReason = (typeof EXCEPTION_REASONS)[number];
export const EXCEPTION_REASON_LABELS: Record<ExceptionReason, string> = {
  refused: 'Consignee refused the delivery',
  partial: 'Only part of the goods could be delivered',
  damaged: 'Goods damaged',
  address_not_found: 'Address not found',
  customer_unavailable: 'Customer unavailable',
};

const latitude = z.number({ error: 'Latitude must be a number' }).min(-90).max(90);
const longitude = z.number({ error: 'Longitude must be a number' }).min(-180).max(180);

/** Body of POST /api/partners/jobs/{id}/exception: the delivery becomes Failed with this reason. */
export const jobExceptionInputSchema = z.object({
  reason: z.enum(EXCEPTION_REASONS, { error: 'Choose what went wrong' }),
  note: optionalTrimmed(500, 'Note must be at most 500 characters'),
  lat: latitude.optional(),
  lon: longitude.optional(),
});
export type JobExceptionInput = z.input<typeof jobExceptionInputSchema>;

/** Proof-of-delivery limits: a signature PNG and up to three photos, compressed in the browser. */
export const POD_PHOTO_MAX_COUNT = 3;
export const POD_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const POD_SIGNATURE_MAX_BYTES = 512 * 1024;

/**
 * Text fields of the multipart POST /api/partners/jobs/{id}/proof. Files: 'signature' (PNG, required) and
 * 'photos' (0-3 JPEG/PNG/WebP). Numbers arrive as text in multipart, so they are coerced.
 */
export const proofOfDeliveryFieldsSchema = z.object({
  receiverName: requiredTrimmed(
    "Receiver's name is required",
    TEXT_MAX.name,
    `Receiver's name must be at most ${TEXT_MAX.name} characters`,
  ),
  code: z
    .string({ error: 'Enter the 4-digit delivery code from the consignee' })
    .trim()
    .regex(/^\d{4}$/, 'Enter the 4-digit delivery code from the consignee'),
  lat: z.coerce.number({ error: 'Latitude must be a number' }).min(-90).max(90),
  lon: z.coerce.number({ error: 'Longitude must be a number' }).min(-180).max(180),
});
export type ProofOfDeliveryFields = z.input<typeof proofOfDeliveryFieldsSchema>;

export const proofOfDeliverySchema = z.object({
  receiverName: z.string().max(RESPONSE_TEXT_MAX.name),
  /** Server time of the delivery. */
  deliveredAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  lat: z.number(),
  lon: z.number(),
  /** Metres from the drop when it was taken (null for proofs from before this was recorded). */
  distanceFromDropM: z.number().int().nullable(),
  /**
   * Whether the position looks wrong (domain checkProofPosition): 'far_from_drop' (farther than
   * POD_FAR_FROM_DROP_KM) or 'outside_area'; the proof stands, the shipper is warned.
   */
  positionFlag: z.enum(['far_from_drop', 'outside_area']).nullable(),
  /** Paths under /api, readable by the job's partner and the delivery's shipper. */
  signatureUrl: z.string().max(RESPONSE_TEXT_MAX.url),
  photoUrls: z.array(z.string().max(RESPONSE_TEXT_MAX.url)),
  pdfUrl: z.string().max(RESPONSE_TEXT_MAX.url),
});
export type ProofOfDelivery = z.infer<typeof proofOfDeliverySchema>;

export const STOP_KINDS = ['pickup', 'drop'] as const;

export const jobStopSchema = z.object({
  kind: z.enum(STOP_KINDS),
  order: z.number().int(),
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  area: z.string().max(RESPONSE_TEXT_MAX.address),
  contactPerson: z.string().max(RESPONSE_TEXT_MAX.name),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone),
  instructions: z.string().max(RESPONSE_TEXT_MAX.text),
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  /** 'geo:' link for the phone's map app; null without coordinates. */
  geoUrl: z.string().max(RESPONSE_TEXT_MAX.url).nullable(),
  /** OpenStreetMap directions link. */
  directionsUrl: z.string().max(RESPONSE_TEXT_MAX.url),
});
export type JobStop = z.infer<typeof jobStopSchema>;

export const jobSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(DELIVERY_STATUSES),
  /** What the partner may set next through the status call. */
  nextStatuses: z.array(z.enum(JOB_PROGRESS_STATUSES)),
  vehicle: z.object({
    id: z.string().max(RESPONSE_TEXT_MAX.id),
    registrationDisplay: z.string().max(RESPONSE_TEXT_MAX.code),
    bodyType: z.enum(VEHICLE_BODY_TYPES),
  }),
  driver: z
    .object({ id: z.string().max(RESPONSE_TEXT_MAX.id), name: z.string().max(RESPONSE_TEXT_MAX.name) })
    .nullable(),
  stops: z.array(jobStopSchema),
  customer: z.object({
    name: z.string().max(RESPONSE_TEXT_MAX.name),
    phone: z.string().max(RESPONSE_TEXT_MAX.phone),
  }),
  package: z.object({
    type: z.enum(STORED_PACKAGE_TYPES),
    name: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
    weightKg: z.number(),
    dimensionsCm: z
      .object({ length: z.number().nullable(), width: z.number().nullable(), height: z.number().nullable() })
      .nullable(),
    specialInstructions: z.string().max(RESPONSE_TEXT_MAX.text),
  }),
  pickupDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  slot: z.string().max(RESPONSE_TEXT_MAX.code),
  roadKm: z.number(),
  earning: moneySplitSchema,
  acceptedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  completedAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
  proofOfDelivery: proofOfDeliverySchema.nullable(),
  exception: z
    .object({
      reason: z.enum(EXCEPTION_REASONS),
      label: z.string().max(RESPONSE_TEXT_MAX.address),
      note: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
      at: z.string().max(RESPONSE_TEXT_MAX.instant),
    })
    .nullable(),
  /** The partner's rating of the shipper, once given. */
  shipperRatingGiven: z.boolean(),
  /** LogiSaathi operations' answers to exceptions on this job (issue 33), newest first. */
  opsAnswers: z.array(opsAnswerSchema).max(OPS_ANSWERS_MAX).optional(),
  /**
   * The e-way bill the driver must carry (issue 16), once the shipper entered its number; partB: the bill names
   * another vehicle than this job's truck, and the business must update its Part-B with these details (issue 31).
   */
  ewayBill: z
    .object({
      number: z.string().max(RESPONSE_TEXT_MAX.code),
      validUntilDay: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
      partB: partBUpdateSchema.nullable(),
    })
    .nullable(),
  /**
   * Why Picked Up would be refused now (slot-discipline.ts): the slot has not opened and the shipper has not
   * agreed to an earlier pickup, or the e-way bill number is missing. Null when the goods may be picked up.
   */
  pickupBlocked: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  /**
   * Where the fleet's day plan puts the job on its vehicle's route: 1-based stop positions (no pickup position
   * once the goods are on board) and planned start times. Null when the day plan could not place it.
   */
  planned: z
    .object({
      pickupSeq: z.number().int().nullable(),
      dropSeq: z.number().int(),
      pickupAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
      dropAt: z.string().max(RESPONSE_TEXT_MAX.instant),
    })
    .nullable(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobResponseSchema = z.object({ success: z.literal(true), data: z.object({ job: jobSchema }) });
/**
 * GET /api/partners/jobs: today's and upcoming jobs in the order of the day plans (date, vehicle, first stop),
 * then the last 20 finished ones.
 */
export const jobListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    active: z.array(jobSchema),
    finished: z.array(jobSchema),
    /** Shared-pool trips of the partner's vehicles with the pooled deliveries planned on them. */
    pooled: z.array(pooledRouteSchema),
  }),
});

/** 'geo:28.53,77.27?q=28.53,77.27(Okhla)' - opens the phone's map app at the stop. */
export function geoLink(lat: number, lon: number, label: string): string {
  const point = `${lat.toFixed(6)},${lon.toFixed(6)}`;
  const safe = label.replace(/[()]/g, ' ').trim();
  return `geo:${point}?q=${point}(${encodeURIComponent(safe)})`;
}

/** OpenStreetMap car directions to a stop, from a point when one is known, else from the map's own start. */
export function osmDirectionsLink(
  to: { lat: number; lon: number } | { query: string },
  from?: { lat: number; lon: number },
): string {
  const fromText = from ? `${from.lat.toFixed(6)},${from.lon.toFixed(6)}` : '';
  if ('query' in to) {
    return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&from=${encodeURIComponent(fromText)}&to=${encodeURIComponent(to.query)}`;
  }
  const toText = `${to.lat.toFixed(6)},${to.lon.toFixed(6)}`;
  return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=${encodeURIComponent(`${fromText};${toText}`)}`;
}
