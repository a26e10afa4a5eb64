/*
 * Request schemas of the tracking endpoints. They belong with the other contracts in packages/domain once the
 * lead moves them (this module may not edit that package); the web mirrors the shapes in
 * apps/web/src/features/tracking/api/types.ts.
 */
import { z } from 'zod';
import { boundedText, MOBILE_TEXT_MAX } from '@logisaathi/domain';
import { REJECTION_MESSAGES } from './position-rules';

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
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ' '))
    .refine((v) => /^[A-Z0-9]{4,12}$/.test(v.replace(/[\s-]/g, '')), VEHICLE_MESSAGE),
});
export type AssignDriverInput = z.infer<typeof assignDriverBody>;

export const driverStatusBody = z.object({
  status: z.enum(DRIVER_STATUSES, {
    error: 'Status must be Picked Up, In Transit, Out for Delivery, Delivered or Failed',
  }),
  code: boundedText(10).optional(),
  reason: boundedText(500, 'Reason must be at most 500 characters').optional(),
});
export type DriverStatusInput = z.infer<typeof driverStatusBody>;

/** Year 9999 in unix milliseconds. */
const TIMESTAMP_MAX = 253_402_300_799_999;

const optionalNumber = (max: number) => z.number().min(0).max(max).nullable().optional();

/** The driver page's fix: Geolocation API values, speed already in km/h. */
export const browserFixBody = z.object({
  lat: z
    .number({ error: 'Latitude must be a number' })
    .min(-90, REJECTION_MESSAGES.coordinates)
    .max(90, REJECTION_MESSAGES.coordinates),
  lon: z
    .number({ error: 'Longitude must be a number' })
    .min(-180, REJECTION_MESSAGES.coordinates)
    .max(180, REJECTION_MESSAGES.coordinates),
  /**
   * Unix milliseconds (Geolocation API), unix seconds, or ISO 8601 with an offset. Default: now. The number's
   * range only keeps it a real instant; how far from now a fix may be is position-rules' judgement.
   */
  timestamp: z.union([z.number().min(0).max(TIMESTAMP_MAX), z.string().max(40)]).optional(),
  speedKmh: optionalNumber(400),
  bearingDeg: optionalNumber(360),
  accuracyM: optionalNumber(100_000),
});
export type BrowserFixInput = z.infer<typeof browserFixBody>;

/** One OsmAnd parameter: a value, or a few when a tracker repeats the name. */
const osmandValue = z.union([z.string().max(200), z.array(z.string().max(200)).max(4)]).optional();
const OSMAND_NAMES = [
  'id',
  'deviceid',
  'lat',
  'lon',
  'location',
  'timestamp',
  'speed',
  'bearing',
  'heading',
  'accuracy',
  'altitude',
  'batt',
] as const;

/** OsmAnd protocol parameters, as strings from the query string or a form body; other names are dropped. */
export const osmandParams = z.object(
  Object.fromEntries(OSMAND_NAMES.map((name) => [name, osmandValue])) as Record<
    (typeof OSMAND_NAMES)[number],
    typeof osmandValue
  >,
);
