// Tables of the tracking module (issue 9: live tracking). Owned by that module; exported from index.ts.
import { sql } from 'drizzle-orm';
import {
  bigserial,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';

/**
 * One row per tracked delivery, created at the first driver assignment and kept across reassignments so the
 * consignee's link and code stay valid. Holds the newest fix by device time (never moved backwards by a late,
 * out-of-order fix) so the live views read one row instead of scanning the trail.
 */
export const deliveryTracking = pgTable(
  'delivery_tracking',
  {
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** Capability in the public link /track/{publicCode}: 12 random base32 characters (60 bits). */
    publicCode: text('public_code').notNull(),
    /** 4 digits the business gives the consignee; the driver must enter it to mark Delivered. */
    deliveryCode: text('delivery_code').notNull(),
    /** Wrong codes in the current lock window; 5 lock the code for 15 minutes (10,000 codes, so guessing is slow). */
    codeFailures: integer('code_failures').notNull().default(0),
    codeLockedUntil: timestamp('code_locked_until', { withTimezone: true }),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    /** Device time of the newest fix. */
    lastRecordedAt: timestamp('last_recorded_at', { withTimezone: true }),
    lastSpeedKmh: doublePrecision('last_speed_kmh'),
    lastBearingDeg: doublePrecision('last_bearing_deg'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('delivery_tracking_public_code_key').on(t.publicCode)],
);

/**
 * A driver assigned to a delivery. The secret driver link token (32 random bytes) is stored only as its
 * SHA-256; reassigning or unassigning sets revokedAt, which turns the old link and device id away (401).
 */
export const driverAssignments = pgTable(
  'driver_assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    driverName: text('driver_name').notNull(),
    driverPhone: text('driver_phone').notNull(),
    vehicleNumber: text('vehicle_number').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('driver_assignments_token_hash_key').on(t.tokenHash),
    // At most one live driver per delivery.
    uniqueIndex('driver_assignments_active_key')
      .on(t.deliveryRowId)
      .where(sql`${t.revokedAt} is null`),
  ],
);

/** The trail: every accepted fix, de-duplicated by (delivery, device time). */
export const trackingPositions = pgTable(
  'tracking_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => driverAssignments.id, { onDelete: 'cascade' }),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Device time of the fix. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    speedKmh: doublePrecision('speed_kmh'),
    bearingDeg: doublePrecision('bearing_deg'),
    accuracyM: doublePrecision('accuracy_m'),
    /** 'browser' (driver page) or 'osmand' (GPS tracker app). */
    source: text('source').notNull(),
  },
  (t) => [
    uniqueIndex('tracking_positions_delivery_time_key').on(t.deliveryRowId, t.recordedAt),
    index('tracking_positions_assignment_idx').on(t.assignmentId),
  ],
);
