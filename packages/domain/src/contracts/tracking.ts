/*
 * Answers of live tracking (apps/api/src/modules/tracking): the owner's view, the driver's job, the public link.
 * The owner sees everything; the driver the job; the public link status, ETA and a ~200 m position.
 */
import { z } from 'zod';
import { DELIVERY_STATUSES } from '../delivery-status';
import { boundedText } from '../form-fields';
import { MOBILE_TEXT_MAX } from '../auth';
import { registrationKey } from '../partners/registration-number';
import { okData, latLonSchema } from './envelope';

export const etaSchema = z.object({
  /** ISO 8601 */
  at: z.string(),
  remainingKm: z.number(),
  remainingMin: z.number(),
});
export type Eta = z.output<typeof etaSchema>;

export const truckPositionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  recordedAt: z.string(),
  speedKmh: z.number().nullable(),
  bearingDeg: z.number().nullable(),
});
export type TruckPosition = z.output<typeof truckPositionSchema>;

export const assignedDriverInfoSchema = z.object({
  name: z.string(),
  phone: z.string(),
  vehicleNumber: z.string(),
  assignedAt: z.string(),
});
export type AssignedDriverInfo = z.output<typeof assignedDriverInfoSchema>;

/** GET /api/deliveries/{id}/tracking and the stream's 'snapshot' event. */
export const trackingViewSchema = z.object({
  _id: z.string(),
  deliveryId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  driver: assignedDriverInfoSchema.nullable(),
  deliveryCode: z.string().nullable(),
  publicCode: z.string().nullable(),
  publicPath: z.string().nullable(),
  position: truckPositionSchema.nullable(),
  trail: z.array(z.tuple([z.number(), z.number()])),
  eta: etaSchema.nullable(),
});
export type TrackingView = z.output<typeof trackingViewSchema>;

export const assignedDriverSchema = z.object({
  tracking: trackingViewSchema,
  /** Shown once: the server keeps only a hash. */
  driverToken: z.string(),
  driverPath: z.string(),
});
export type AssignedDriver = z.output<typeof assignedDriverSchema>;

export const DRIVER_STATUSES = [
  'Picked Up',
  'In Transit',
  'Out for Delivery',
  'Delivered',
  'Failed',
] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

const VEHICLE_MESSAGE = 'Enter the vehicle number, e.g. DL 1L AB 1234';
/** 12 characters of plate plus the spaces and dashes people type between its parts. */
const VEHICLE_TEXT_MAX = 24;

/** Spec section 9 phone rule: digits only, a leading 91 dropped when longer than 10, exactly 10 digits. */
const mobile = z
  .string({ error: 'Enter 10-digit mobile number' })
  .max(MOBILE_TEXT_MAX, 'Enter 10-digit mobile number')
  .transform((v) => {
    const digits = v.replace(/\D/g, '');
    return digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
  })
  .pipe(z.string().regex(/^\d{10}$/, 'Enter 10-digit mobile number'));

export const assignDriverBody = z.object({
  name: boundedText(80, 'Driver name must be at most 80 characters', 'Driver name is required').min(
    2,
    'Driver name must be at least 2 characters',
  ),
  phone: mobile,
  vehicleNumber: z
    .string({ error: VEHICLE_MESSAGE })
    .max(VEHICLE_TEXT_MAX, VEHICLE_MESSAGE)
    // Stored as the partners' vehicles are (one normalisation); an own driver's plate may also be one the
    // registration rules do not read (4 to 12 letters and digits), kept compacted.
    .transform(registrationKey)
    .refine((v) => /^[A-Z0-9]{4,12}$/.test(v), VEHICLE_MESSAGE),
});
export type AssignDriverInput = z.infer<typeof assignDriverBody>;
export type AssignDriverBody = z.input<typeof assignDriverBody>;

export const driverStatusBody = z.object({
  status: z.enum(DRIVER_STATUSES, {
    error: 'Status must be Picked Up, In Transit, Out for Delivery, Delivered or Failed',
  }),
  code: boundedText(10).optional(),
  reason: boundedText(500, 'Reason must be at most 500 characters').optional(),
});
export type DriverStatusInput = z.infer<typeof driverStatusBody>;

const jobEndSchema = z.object({
  address: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
  instructions: z.string(),
  coordinates: latLonSchema,
});

/** GET /api/driver/{token} */
export const driverJobSchema = z.object({
  deliveryId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  nextStatuses: z.array(z.enum(DRIVER_STATUSES)),
  isFinished: z.boolean(),
  driver: z.object({ name: z.string(), vehicleNumber: z.string() }),
  pickup: jobEndSchema,
  drop: jobEndSchema,
  package: z.object({
    type: z.string(),
    name: z.string().nullable(),
    weightKg: z.number(),
    specialInstructions: z.string(),
  }),
  schedule: z.object({ deliveryDate: z.string(), timeSlot: z.string() }),
  positionIntervalS: z.number(),
});
export type DriverJob = z.output<typeof driverJobSchema>;

/** GET /api/public/track/{code} */
export const publicTrackingSchema = z.object({
  deliveryId: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  /** proof: how a Delivered entry was proven (the consignee's code, or marked delivered by the business). */
  history: z.array(
    z.object({ status: z.string(), at: z.string(), proof: z.enum(['code', 'owner']).optional() }),
  ),
  from: z.string(),
  to: z.string(),
  destination: latLonSchema,
  schedule: z.object({ deliveryDate: z.string(), timeSlot: z.string() }),
  position: latLonSchema.extend({ recordedAt: z.string() }).nullable(),
  eta: etaSchema.nullable(),
  vehicle: z.object({ number: z.string(), driverFirstName: z.string() }).nullable(),
  /** The carrier's account is suspended (issue 33): no position is shown until it is restored. */
  livePaused: z.boolean().optional(),
  codeHint: z.string(),
  expiresAt: z.string().nullable(),
});
export type PublicTracking = z.output<typeof publicTrackingSchema>;

export const trackingResponseSchema = okData(trackingViewSchema);
export const assignedDriverResponseSchema = okData(assignedDriverSchema);
export const driverJobResponseSchema = okData(z.object({ job: driverJobSchema }));
export const positionAcceptedResponseSchema = okData(
  z.object({ isDuplicate: z.boolean(), isLatest: z.boolean() }),
);
export const publicTrackingResponseSchema = okData(z.object({ tracking: publicTrackingSchema }));

/** The owner's stream: a 'position' event. */
export const positionEventSchema = truckPositionSchema.extend({
  isLatest: z.boolean(),
  eta: etaSchema.nullable(),
});
export type PositionEvent = z.output<typeof positionEventSchema>;

/** The owner's stream: a 'status' event. */
export const statusEventSchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  at: z.string(),
  note: z.string().nullable(),
});
export type StatusEvent = z.output<typeof statusEventSchema>;
