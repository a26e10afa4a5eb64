/* Answers of /api/micro-warehouses (spec section 3 'Warehouse' plus location, operator, distance; bookings). */
import { z } from 'zod';
import { STORED_PACKAGE_TYPES, WAREHOUSE_AVAILABILITIES, WAREHOUSE_TYPES } from '../catalogue';
import { okData } from './envelope';

export const warehouseSchema = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  address: z.string(),
  pincode: z.string(),
  lat: z.number(),
  lon: z.number(),
  distance: z.string().nullable(),
  distanceKm: z.number().nullable(),
  driveMinutes: z.number().nullable(),
  type: z.enum(WAREHOUSE_TYPES),
  availability: z.enum(WAREHOUSE_AVAILABILITIES),
  rating: z.number(),
  reviews: z.number().int(),
  capacity: z.string(),
  lastMile: z.string(),
  availableSpace: z.number(),
  totalSpace: z.number(),
  features: z.array(z.string()),
  pricePerDay: z.number(),
  pricePerMonth: z.number(),
  operator: z.object({ name: z.string(), phone: z.string().nullable() }),
  openingHours: z.string(),
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
  label: z.string(),
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
  notice: z.string().nullable(),
});
export type WarehouseSearchResult = z.output<typeof warehouseSearchResultSchema>;

export const PRICING_BASES = ['daily', 'monthly'] as const;

export const bookingQuoteSchema = z.object({
  warehouseId: z.string(),
  startDate: z.string(),
  lastDate: z.string(),
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
  id: z.string(),
  reference: z.string(),
  warehouse: z.object({
    id: z.string(),
    name: z.string(),
    location: z.string(),
    address: z.string(),
    isDemo: z.boolean(),
  }),
  spaceRequired: z.number(),
  duration: z.number().int(),
  startDate: z.string(),
  lastDate: z.string(),
  packageType: z.enum(STORED_PACKAGE_TYPES),
  specialRequirements: z.array(z.string()),
  priceInr: z.number(),
  pricingBasis: z.enum(PRICING_BASES),
  status: z.enum(BOOKING_STATUSES),
  canCancel: z.boolean(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});
export type WarehouseBookingView = z.output<typeof warehouseBookingViewSchema>;

export const warehouseSearchResponseSchema = okData(warehouseSearchResultSchema);
export const warehouseDetailResponseSchema = okData(
  z.object({ warehouse: warehouseSchema, origin: originSchema.nullable(), notice: z.string().nullable() }),
);
export const warehouseResponseSchema = okData(z.object({ warehouse: warehouseSchema }));
export const bookingQuoteResponseSchema = okData(z.object({ quote: bookingQuoteSchema }));
export const bookingListResponseSchema = okData(z.object({ bookings: z.array(warehouseBookingViewSchema) }));
export const bookingResponseSchema = okData(z.object({ booking: warehouseBookingViewSchema }));
