/*
 * Request schemas of the warehouse API that the domain package does not (yet) hold: catalogue search, quote and
 * the operator's listing form. The booking form itself is the domain's warehouseBookingSchema.
 */
import { z } from 'zod';
import { WAREHOUSE_TYPES } from '@logisaathi/domain';
import { isInNcr } from '@logisaathi/geo';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';
export const BOOKING_NOT_FOUND = 'Booking not found';

export const idParams = z.object({ id: z.uuid({ error: WAREHOUSE_NOT_FOUND }) });
export const bookingIdParams = z.object({ id: z.uuid({ error: BOOKING_NOT_FOUND }) });

export const SORT_OPTIONS = ['distance', 'price'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const PAGE_LIMIT_MAX = 100;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Both coordinates or neither; a point outside Delhi NCR gives no distances rather than absurd ones. */
const coordinates = {
  lat: z.coerce.number({ error: 'Enter a valid latitude' }).min(-90).max(90).optional(),
  lon: z.coerce.number({ error: 'Enter a valid longitude' }).min(-180).max(180).optional(),
};

export const searchQuerySchema = z
  .object({
    q: optionalText(100),
    type: z.enum(WAREHOUSE_TYPES, { error: 'Choose Premium, Standard or Economy' }).optional(),
    availableNow: z.stringbool().optional(),
    sort: z.enum(SORT_OPTIONS, { error: 'Sort by distance or price' }).default('distance'),
    near: optionalText(200),
    ...coordinates,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(24),
  })
  .refine((v) => (v.lat === undefined) === (v.lon === undefined), {
    message: 'Send both lat and lon',
    path: ['lat'],
  });
export type SearchQuery = z.output<typeof searchQuerySchema>;

export const locationQuerySchema = z
  .object({ near: optionalText(200), ...coordinates })
  .refine((v) => (v.lat === undefined) === (v.lon === undefined), {
    message: 'Send both lat and lon',
    path: ['lat'],
  });
export type LocationQuery = z.output<typeof locationQuerySchema>;

/** Quote inputs arrive as query text; the booking schema's own rules apply inside the use-case. */
export const quoteQuerySchema = z.object({
  spaceRequired: z.string().optional(),
  duration: z.string().optional(),
  startDate: z.string().optional(),
});
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

/** The booking body is checked against the warehouse's space inside the booking transaction. */
export const bookRequestSchema = z.object({ warehouseId: z.uuid({ error: WAREHOUSE_NOT_FOUND }) }).loose();

/** Features operators commonly list; free text is allowed too. */
export const WAREHOUSE_FEATURES = [
  'CCTV',
  '24x7 access',
  'Loading dock',
  'Temperature control',
  'Fire NOC',
  'Security guard',
  'Racking',
  'Forklift',
  'Power backup',
  'Pest control',
  'Insured storage',
  'GST invoice',
] as const;

const requiredText = (min: number, max: number, required: string, tooShort: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(min, tooShort)
    .max(max, `Must be at most ${max} characters`);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).refine((v) => Number.isInteger(v) && v >= min && v <= max, message);

/** An operator's listing (POST to create, PUT to replace). Coordinates are looked up from the address when absent. */
export const warehouseListingSchema = z
  .object({
    name: requiredText(2, 100, 'Warehouse name is required', 'Warehouse name must be at least 2 characters'),
    location: requiredText(2, 80, 'Area is required', 'Area must be at least 2 characters'),
    address: requiredText(10, 300, 'Address is required', 'Must be at least 10 characters'),
    pincode: z
      .string({ error: 'Pincode is required' })
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit pincode'),
    lat: z.number().optional(),
    lon: z.number().optional(),
    type: z.enum(WAREHOUSE_TYPES, { error: 'Warehouse type is required' }),
    operatorName: requiredText(
      2,
      100,
      'Operator name is required',
      'Operator name must be at least 2 characters',
    ),
    operatorPhone: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'Enter a valid 10-digit mobile number')
      .optional(),
    openingHours: requiredText(
      2,
      100,
      'Opening hours are required',
      'Opening hours must be at least 2 characters',
    ),
    capacity: requiredText(2, 120, 'Capacity is required', 'Capacity must be at least 2 characters'),
    lastMile: requiredText(
      2,
      160,
      'Last-mile reach is required',
      'Last-mile reach must be at least 2 characters',
    ),
    features: z
      .array(
        z.string().trim().min(1, 'Feature cannot be empty').max(40, 'Features must be at most 40 characters'),
      )
      .max(20, 'At most 20 features')
      .default(() => []),
    totalSpace: wholeNumber(
      'Total space must be a whole number between 100 and 1000000 sq ft',
      100,
      1_000_000,
    ),
    pricePerDay: wholeNumber(
      'Price per day must be a whole number of rupees between 1 and 1000 per sq ft',
      1,
      1000,
    ),
    pricePerMonth: wholeNumber(
      'Price per month must be a whole number of rupees between 1 and 30000 per sq ft',
      1,
      30_000,
    ),
  })
  .refine((v) => (v.lat === undefined) === (v.lon === undefined), {
    message: 'Send both lat and lon',
    path: ['lat'],
  })
  .refine((v) => v.lat === undefined || v.lon === undefined || isInNcr(v.lat, v.lon), {
    message: 'The warehouse must be in Delhi NCR',
    path: ['lat'],
  })
  .refine((v) => v.pricePerMonth <= v.pricePerDay * 30, {
    message: 'Price per month cannot exceed 30 days at the daily price',
    path: ['pricePerMonth'],
  });
export type WarehouseListing = z.output<typeof warehouseListingSchema>;
