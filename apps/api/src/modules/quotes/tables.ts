import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../users/tables';

/**
 * Price quotes (modules/quotes): what the price was computed from, normalised, and the price itself, held for
 * 15 minutes so a delivery created with the quote's id is charged exactly what the user was shown. Money in
 * whole rupees like `deliveries` (the spec's prices round to rupees); distance in km with one decimal.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As typed, trimmed and single-spaced; compared with `normalizeQuoteAddress`. */
    pickupAddress: text('pickup_address').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLon: doublePrecision('pickup_lon').notNull(),
    pickupPlace: text('pickup_place').notNull(),
    deliveryAddress: text('delivery_address').notNull(),
    deliveryLat: doublePrecision('delivery_lat').notNull(),
    deliveryLon: doublePrecision('delivery_lon').notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),

    distanceKm: doublePrecision('distance_km').notNull(),
    durationMin: integer('duration_min').notNull(),
    routeGeometry: jsonb('route_geometry'),
    routeSource: text('route_source'),

    baseCostInr: integer('base_cost_inr').notNull(),
    distanceCostInr: integer('distance_cost_inr').notNull(),
    weightCostInr: integer('weight_cost_inr').notNull(),
    specialHandlingCostInr: integer('special_handling_cost_inr').notNull(),
    regularCostInr: integer('regular_cost_inr').notNull(),
    pooledCostInr: integer('pooled_cost_inr').notNull(),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // Lookups are by id; the owner index serves account deletion and export, the expiry index the sweep.
  (t) => [index('quotes_user_idx').on(t.userId), index('quotes_expires_idx').on(t.expiresAt)],
);
