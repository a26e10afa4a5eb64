/*
 * Answers of live tracking (apps/api/src/modules/tracking): the owner's view, the driver's job, the public link.
 * The owner sees everything; the driver the job; the public link status, ETA and a ~200 m position.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { DELIVERY_STATUSES } from '../delivery-status';
import { boundedText } from '../form-fields';
import { MOBILE_TEXT_MAX } from '../auth';
import { registrationKey } from '../partners/registration-number';
import { okData, latLonSchema } from './envelope';

export const etaSchema = z.object({
  /** ISO 8601 */
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
  remainingKm: z.number(),
  remainingMin: z.number(),
});
export type Eta = z.output<typeof etaSchema>;

export const truckPositionSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  recordedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  speedKmh: z.number().nullable(),
  bearingDeg: z.number().nullable(),
});
export type TruckPosition = z.output<typeof truckPositionSchema>;

export const assignedDriverInfoSchema = z.object({
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  phone: z.string().max(RESPONSE_TEXT_MAX.phone),
  vehicleNumber: z.string().max(RESPONSE_TEXT_MAX.code),
  assignedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type AssignedDriverInfo = z.output<typeof assignedDriverInfoSchema>;

/** GET /api/deliveries/{id}/tracking and the stream's 'snapshot' event. */
export const trackingViewSchema = z.object({
  _id: z.string().max(RESPONSE_TEXT_MAX.id),
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(DELIVERY_STATUSES),
  driver: assignedDriverInfoSchema.nullable(),
  deliveryCode: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  publicCode: z.string().max(RESPONSE_TEXT_MAX.code).nullable(),
  publicPath: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  position: truckPositionSchema.nullable(),
  trail: z.array(z.tuple([z.number(), z.number()])),
  eta: etaSchema.nullable(),
});
export type TrackingView = z.output<typeof trackingViewSchema>;

export const assignedDriverSchema = z.object({
  tracking: trackingViewSchema,
  /** Shown once: the server keeps only a hash. */
  driverToken: z.string().max(RESPONSE_TEXT_MAX.text),
  driverPath: z.string().max(RESPONSE_TEXT_MAX.text),
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
  .pipe(
    z
      .string()
      .max(RESPONSE_TEXT_MAX.text)
      .regex(/^\d{10}$/, 'Enter 10-digit mobile number'),
  );

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
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  contactPerson: z.string().max(RESPONSE_TEXT_MAX.name),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone),
  instructions: z.string().max(RESPONSE_TEXT_MAX.text),
  coordinates: latLonSchema,
});

/** GET /api/driver/{token} */
export const driverJobSchema = z.object({
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(DELIVERY_STATUSES),
  nextStatuses: z.array(z.enum(DRIVER_STATUSES)),
  isFinished: z.boolean(),
  driver: z.object({
    name: z.string().max(RESPONSE_TEXT_MAX.name),
    vehicleNumber: z.string().max(RESPONSE_TEXT_MAX.code),
  }),
  pickup: jobEndSchema,
  drop: jobEndSchema,
  package: z.object({
    type: z.string().max(RESPONSE_TEXT_MAX.code),
    name: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
    weightKg: z.number(),
    specialInstructions: z.string().max(RESPONSE_TEXT_MAX.text),
  }),
  schedule: z.object({
    deliveryDate: z.string().max(RESPONSE_TEXT_MAX.instant),
    timeSlot: z.string().max(RESPONSE_TEXT_MAX.code),
  }),
  positionIntervalS: z.number(),
});
export type DriverJob = z.output<typeof driverJobSchema>;

/** GET /api/public/track/{code} */
export const publicTrackingSchema = z.object({
  deliveryId: z.string().max(RESPONSE_TEXT_MAX.id),
  status: z.enum(DELIVERY_STATUSES),
  /** proof: how a Delivered entry was proven (the consignee's code, or marked delivered by the business). */
  history: z.array(
    z.object({
      status: z.string().max(RESPONSE_TEXT_MAX.code),
      at: z.string().max(RESPONSE_TEXT_MAX.instant),
      proof: z.enum(['code', 'owner']).optional(),
    }),
  ),
  from: z.string().max(RESPONSE_TEXT_MAX.address),
  to: z.string().max(RESPONSE_TEXT_MAX.address),
  destination: latLonSchema,
  schedule: z.object({
    deliveryDate: z.string().max(RESPONSE_TEXT_MAX.instant),
    timeSlot: z.string().max(RESPONSE_TEXT_MAX.code),
  }),
  position: latLonSchema.extend({ recordedAt: z.string().max(RESPONSE_TEXT_MAX.instant) }).nullable(),
  eta: etaSchema.nullable(),
  vehicle: z
    .object({
      number: z.string().max(RESPONSE_TEXT_MAX.code),
      driverFirstName: z.string().max(RESPONSE_TEXT_MAX.name),
    })
    .nullable(),
  /** The carrier's account is suspended (issue 33): no position is shown until it is restored. */
  livePaused: z.boolean().optional(),
  codeHint: z.string().max(RESPONSE_TEXT_MAX.text),
  expiresAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
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
  at: z.string().max(RESPONSE_TEXT_MAX.instant),
  note: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
});
export type StatusEvent = z.output<typeof statusEventSchema>;
