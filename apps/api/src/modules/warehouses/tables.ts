// Tables of the warehouses module. Owned by that module; exported from index.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Spec section 3 'Warehouse'. Availability is never stored: it derives from bookings (see
 * modules/warehouses/availability.ts). Prices are integer rupees per sq ft: per day and per 30-day month.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for demo listings, which nobody can edit through the API. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    isDemo: boolean('is_demo').notNull().default(false),
    name: text('name').notNull(),
    /** Area shown on the card, e.g. 'Okhla Phase II'. */
    location: text('location').notNull(),
    address: text('address').notNull(),
    pincode: text('pincode').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    type: text('type').notNull(),
    operatorName: text('operator_name').notNull(),
    operatorPhone: text('operator_phone'),
    openingHours: text('opening_hours').notNull(),
    /** What the space holds, in the operator's words (e.g. '90 pallet positions, 3 t/m² floor'). */
    capacity: text('capacity').notNull(),
    lastMile: text('last_mile').notNull(),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    totalSpaceSqFt: integer('total_space_sq_ft').notNull(),
    pricePerDayInr: integer('price_per_day_inr').notNull(),
    pricePerMonthInr: integer('price_per_month_inr').notNull(),
    rating: real('rating').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouses_owner_idx').on(t.ownerId),
    check('warehouses_total_space_positive', sql`${t.totalSpaceSqFt} > 0`),
  ],
);

/**
 * A reservation of `spaceSqFt` for the IST calendar days [startDate, endDate): endDate is exclusive, so a
 * 7-day booking from 10 March ends on 17 March. Cancelled rows stay for the user's history and free their space.
 */
export const warehouseBookings = pgTable(
  'warehouse_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Short code shown to people (alerts, My Bookings), e.g. 'WB-7K2P9Q'. */
    reference: text('reference').notNull(),
    warehouseId: uuid('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    spaceSqFt: integer('space_sq_ft').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    durationDays: integer('duration_days').notNull(),
    packageType: text('package_type').notNull(),
    specialRequirements: text('special_requirements')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    priceInr: integer('price_inr').notNull(),
    /** Which rate produced priceInr: 'daily' or 'monthly'. */
    pricingBasis: text('pricing_basis').notNull(),
    /** 'confirmed' or 'cancelled'; Upcoming/Active/Completed are read from the dates. */
    status: text('status').notNull().default('confirmed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('warehouse_bookings_reference_key').on(t.reference),
    index('warehouse_bookings_user_idx').on(t.userId, t.createdAt),
    // Occupancy reads ask 'confirmed bookings of warehouse W that overlap [s, e)'.
    index('warehouse_bookings_occupancy_idx')
      .on(t.warehouseId, t.endDate)
      .where(sql`${t.status} = 'confirmed'`),
    // The catalogue's 7-day availability reads every confirmed booking still running from today on.
    index('warehouse_bookings_running_idx')
      .on(t.endDate)
      .where(sql`${t.status} = 'confirmed'`),
    check('warehouse_bookings_dates', sql`${t.endDate} > ${t.startDate}`),
    check('warehouse_bookings_space_positive', sql`${t.spaceSqFt} > 0`),
  ],
);
