/*
 * Request schemas of the tracking endpoints. They belong with the other contracts in packages/domain once the
 * lead moves them (this module may not edit that package); the web mirrors the shapes in
 * apps/web/src/features/tracking/api/types.ts.
 */
import { z } from 'zod';

export const DRIVER_STATUSES = [
  'Picked Up',
  'In Transit',
  'Out for Delivery',
  'Delivered',
  'Failed',
] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

const VEHICLE_MESSAGE = 'Enter the vehicle number, e.g. DL 1L AB 1234';

/** Spec section 9 phone rule: digits only, a leading 91 dropped when longer than 10, exactly 10 digits. */
const mobile = z
  .string({ error: 'Enter 10-digit mobile number' })
  .transform((v) => {
    const digits = v.replace(/\D/g, '');
    return digits.length > 10 && digits.startsWith('91') ? digits.slice(2) : digits;
  })
  .pipe(z.string().regex(/^\d{10}$/, 'Enter 10-digit mobile number'));

export const assignDriverBody = z.object({
  name: z
    .string({ error: 'Driver name is required' })
    .trim()
    .min(2, 'Driver name must be at least 2 characters')
    .max(80, 'Driver name must be at most 80 characters'),
  phone: mobile,
  vehicleNumber: z
    .string({ error: VEHICLE_MESSAGE })
    .transform((v) => v.trim().toUpperCase().replace(/\s+/g, ' '))
    .refine((v) => /^[A-Z0-9]{4,12}$/.test(v.replace(/[\s-]/g, '')), VEHICLE_MESSAGE),
});
export type AssignDriverInput = z.infer<typeof assignDriverBody>;

export const driverStatusBody = z.object({
  status: z.enum(DRIVER_STATUSES, {
    error: 'Status must be Picked Up, In Transit, Out for Delivery, Delivered or Failed',
  }),
  code: z.string().trim().max(10).optional(),
  reason: z.string().trim().max(500, 'Reason must be at most 500 characters').optional(),
});
export type DriverStatusInput = z.infer<typeof driverStatusBody>;

const optionalNumber = (max: number) => z.number().min(0).max(max).nullable().optional();

/** The driver page's fix: Geolocation API values, speed already in km/h. */
export const browserFixBody = z.object({
  lat: z.number({ error: 'Latitude must be a number' }),
  lon: z.number({ error: 'Longitude must be a number' }),
  /** Unix milliseconds (Geolocation API), unix seconds, or ISO 8601 with an offset. Default: now. */
  timestamp: z.union([z.number(), z.string()]).optional(),
  speedKmh: optionalNumber(400),
  bearingDeg: optionalNumber(360),
  accuracyM: optionalNumber(100_000),
});
export type BrowserFixInput = z.infer<typeof browserFixBody>;

/** OsmAnd protocol parameters, as strings from the query string or a form body. */
export const osmandParams = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
