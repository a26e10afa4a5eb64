/*
 * Request schemas of the warehouse API that the domain package does not (yet) hold: catalogue search, quote and
 * the operator's listing form. The booking form itself is the domain's warehouseBookingSchema.
 */
import { z } from 'zod';
import {
  boundedText,
  DATE_MAX_DAYS_AHEAD,
  DATE_WINDOW_KEY,
  declareRange,
  NUMBER_TEXT_MAX,
  WAREHOUSE_TYPES,
  warehouseBookingSchema,
} from '@logisaathi/domain';
import { isInNcr } from '@logisaathi/geo';
import { bodyCheckedByUseCase } from '../../lib/request-schemas';

export const WAREHOUSE_NOT_FOUND = 'Warehouse not found';
export const BOOKING_NOT_FOUND = 'Booking not found';

export const idParams = z.object({ id: z.uuid({ error: WAREHOUSE_NOT_FOUND }) });
export const bookingIdParams = z.object({ id: z.uuid({ error: BOOKING_NOT_FOUND }) });

export const SORT_OPTIONS = ['distance', 'price'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const PAGE_LIMIT_MAX = 100;
/** No catalogue has this many pages of 100. */
const PAGE_MAX = 10_000;

const optionalText = (max: number) =>
  boundedText(max)
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
    availableNow: z
      .enum(['true', 'false', '1', '0'], { error: 'availableNow must be true or false' })
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    sort: z.enum(SORT_OPTIONS, { error: 'Sort by distance or price' }).default('distance'),
    near: optionalText(200),
    ...coordinates,
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1),
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
  spaceRequired: z.string().max(NUMBER_TEXT_MAX).optional(),
  duration: z.string().max(NUMBER_TEXT_MAX).optional(),
  // Judged in the use-case by the booking schema's date rule (today up to DATE_MAX_DAYS_AHEAD).
  startDate: z
    .string()
    .max(10)
    .optional()
    .meta({ format: 'date', [DATE_WINDOW_KEY]: [0, DATE_MAX_DAYS_AHEAD] }),
});
export type QuoteQuery = z.output<typeof quoteQuerySchema>;

/** The largest listing (see warehouseListingSchema's totalSpace). */
export const WAREHOUSE_SPACE_MAX = 1_000_000;

/**
 * The booking body is checked against the warehouse's space inside the booking transaction (the booking schema
 * with the space free then); the route declares that schema with the largest space any listing can have.
 */
export const bookRequestSchema = bodyCheckedByUseCase(
  warehouseBookingSchema(new Date(), WAREHOUSE_SPACE_MAX).extend({ warehouseId: z.uuid() }),
  'Send the booking as a JSON object',
);
export const warehouseIdSchema = z.uuid({ error: WAREHOUSE_NOT_FOUND });

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
  boundedText(max, `Must be at most ${max} characters`, required).min(1, required).min(min, tooShort);

const wholeNumber = (message: string, min: number, max: number) =>
  declareRange(
    z.coerce.number({ error: message }).refine((v) => Number.isInteger(v) && v >= min && v <= max, message),
    min,
    max,
  );

/** An operator's listing (POST to create, PUT to replace). Coordinates are looked up from the address when absent. */
export const warehouseListingSchema = z
  .object({
    name: requiredText(2, 100, 'Warehouse name is required', 'Warehouse name must be at least 2 characters'),
    location: requiredText(2, 80, 'Area is required', 'Area must be at least 2 characters'),
    address: requiredText(10, 300, 'Address is required', 'Must be at least 10 characters'),
    pincode: z
      .string({ error: 'Pincode is required' })
      .trim()
      .max(6, 'Enter a valid 6-digit pincode')
      .regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit pincode'),
    lat: z.number().min(-90).max(90).optional(),
    lon: z.number().min(-180).max(180).optional(),
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
      .max(10, 'Enter a valid 10-digit mobile number')
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
      .array(boundedText(40, 'Features must be at most 40 characters').min(1, 'Feature cannot be empty'))
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
