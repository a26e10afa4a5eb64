/* Answers of /api/micro-warehouses (spec section 3 'Warehouse' plus location, operator, distance; bookings). */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { STORED_PACKAGE_TYPES, WAREHOUSE_AVAILABILITIES, WAREHOUSE_TYPES } from '../catalogue';
import { okData } from './envelope';

export const warehouseSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  name: z.string().max(RESPONSE_TEXT_MAX.name),
  location: z.string().max(RESPONSE_TEXT_MAX.address),
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  pincode: z.string().max(RESPONSE_TEXT_MAX.code),
  lat: z.number(),
  lon: z.number(),
  distance: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  distanceKm: z.number().nullable(),
  driveMinutes: z.number().nullable(),
  type: z.enum(WAREHOUSE_TYPES),
  availability: z.enum(WAREHOUSE_AVAILABILITIES),
  rating: z.number(),
  reviews: z.number().int(),
  capacity: z.string().max(RESPONSE_TEXT_MAX.name),
  lastMile: z.string().max(RESPONSE_TEXT_MAX.text),
  availableSpace: z.number(),
  totalSpace: z.number(),
  features: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  pricePerDay: z.number(),
  pricePerMonth: z.number(),
  operator: z.object({
    name: z.string().max(RESPONSE_TEXT_MAX.name),
    phone: z.string().max(RESPONSE_TEXT_MAX.phone).nullable(),
  }),
  openingHours: z.string().max(RESPONSE_TEXT_MAX.text),
  isDemo: z.boolean(),
  isOwn: z.boolean(),
});
export type Warehouse = z.output<typeof warehouseSchema>;

export const catalogueCountsSchema = z.object({
  all: z.number().int(),
  Premium: z.number().int(),
  Standard: z.number().int(),
  Economy: z.number().int(),
  availableNow: z.number().int(),
});
export type CatalogueCounts = z.output<typeof catalogueCountsSchema>;

export const originSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  label: z.string().max(RESPONSE_TEXT_MAX.address),
  source: z.enum(['coordinates', 'search', 'latest-pickup']),
});
export type Origin = z.output<typeof originSchema>;

export const warehouseSearchResultSchema = z.object({
  warehouses: z.array(warehouseSchema),
  counts: catalogueCountsSchema,
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  origin: originSchema.nullable(),
  notice: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
});
export type WarehouseSearchResult = z.output<typeof warehouseSearchResultSchema>;

export const PRICING_BASES = ['daily', 'monthly'] as const;

export const bookingQuoteSchema = z.object({
  warehouseId: z.string().max(RESPONSE_TEXT_MAX.id),
  startDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  lastDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  duration: z.number().int(),
  availableSpace: z.number(),
  totalSpace: z.number(),
  spaceRequired: z.number().nullable(),
  fits: z.boolean().nullable(),
  pricePerDay: z.number(),
  pricePerMonth: z.number(),
  price: z
    .object({
      priceInr: z.number(),
      basis: z.enum(PRICING_BASES),
      dailyTotalInr: z.number(),
      monthlyTotalInr: z.number(),
      billedMonths: z.number().int(),
    })
    .nullable(),
});
export type BookingQuote = z.output<typeof bookingQuoteSchema>;

export const BOOKING_STATUSES = ['Upcoming', 'Active', 'Completed', 'Cancelled'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const warehouseBookingViewSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  reference: z.string().max(RESPONSE_TEXT_MAX.code),
  warehouse: z.object({
    id: z.string().max(RESPONSE_TEXT_MAX.id),
    name: z.string().max(RESPONSE_TEXT_MAX.name),
    location: z.string().max(RESPONSE_TEXT_MAX.address),
    address: z.string().max(RESPONSE_TEXT_MAX.address),
    isDemo: z.boolean(),
  }),
  spaceRequired: z.number(),
  duration: z.number().int(),
  startDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  lastDate: z.string().max(RESPONSE_TEXT_MAX.instant),
  packageType: z.enum(STORED_PACKAGE_TYPES),
  specialRequirements: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  priceInr: z.number(),
  pricingBasis: z.enum(PRICING_BASES),
  status: z.enum(BOOKING_STATUSES),
  canCancel: z.boolean(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  cancelledAt: z.string().max(RESPONSE_TEXT_MAX.instant).nullable(),
});
export type WarehouseBookingView = z.output<typeof warehouseBookingViewSchema>;

export const warehouseSearchResponseSchema = okData(warehouseSearchResultSchema);
export const warehouseDetailResponseSchema = okData(
  z.object({
    warehouse: warehouseSchema,
    origin: originSchema.nullable(),
    notice: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  }),
);
export const warehouseResponseSchema = okData(z.object({ warehouse: warehouseSchema }));
export const bookingQuoteResponseSchema = okData(z.object({ quote: bookingQuoteSchema }));
export const bookingListResponseSchema = okData(z.object({ bookings: z.array(warehouseBookingViewSchema) }));
export const bookingResponseSchema = okData(z.object({ booking: warehouseBookingViewSchema }));
