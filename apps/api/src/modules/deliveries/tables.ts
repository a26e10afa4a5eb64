import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryRowId, DeliveryCode, KeyedText } from '@logisaathi/domain';
import { users } from '../users/tables';

/** One entry of a delivery's status trail; `at` is ISO 8601 UTC. */
export interface StatusHistoryEntry {
  status: string;
  at: string;
  note: string | null;
  /** The note's keyed sentence when the server wrote it as one (issue 36); `note` keeps its English. */
  noteKey?: KeyedText;
  /** On Delivered entries: proven by the consignee's delivery code, or marked delivered by the owner. */
  proof?: 'code' | 'owner';
}

/**
 * Spec section 3 'Delivery (server shape)', one row per delivery, flattened so the dashboard can aggregate in
 * SQL. Money in whole rupees; distance in km (one decimal); durations in minutes; weight in kg; sides in cm.
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').$type<DeliveryRowId>().primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Public shipment id ('LS' + 6), stored upper-case. */
    deliveryId: text('delivery_id').$type<DeliveryCode>().notNull(),

    customerName: text('customer_name').notNull(),
    customerPhone: text('customer_phone').notNull(),
    customerEmail: text('customer_email'),

    pickupAddress: text('pickup_address').notNull(),
    pickupContactPerson: text('pickup_contact_person'),
    pickupContactPhone: text('pickup_contact_phone'),
    pickupInstructions: text('pickup_instructions'),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLon: doublePrecision('pickup_lon').notNull(),
    /** The geocoder's name for the place it resolved. */
    pickupPlace: text('pickup_place').notNull(),

    deliveryAddress: text('delivery_address').notNull(),
    deliveryContactPerson: text('delivery_contact_person'),
    deliveryContactPhone: text('delivery_contact_phone'),
    deliveryInstructions: text('delivery_instructions'),
    deliveryLat: doublePrecision('delivery_lat').notNull(),
    deliveryLon: doublePrecision('delivery_lon').notNull(),
    deliveryPlace: text('delivery_place').notNull(),

    packageType: text('package_type').notNull(),
    packageName: text('package_name'),
    weightKg: doublePrecision('weight_kg').notNull(),
    lengthCm: doublePrecision('length_cm'),
    widthCm: doublePrecision('width_cm'),
    heightCm: doublePrecision('height_cm'),
    specialInstructions: text('special_instructions'),

    pickupDate: date('pickup_date', { mode: 'string' }).notNull(),
    deliveryDate: date('delivery_date', { mode: 'string' }).notNull(),
    timeSlot: text('time_slot').notNull(),

    baseCostInr: integer('base_cost_inr').notNull(),
    distanceCostInr: integer('distance_cost_inr').notNull(),
    weightCostInr: integer('weight_cost_inr').notNull(),
    specialHandlingCostInr: integer('special_handling_cost_inr').notNull(),
    /** The full (regular) price, before any pooling discount. */
    regularCostInr: integer('regular_cost_inr').notNull(),
    /** What the customer is charged: the pooled price in pooled or shared-truck mode, else the regular price. */
    totalCostInr: integer('total_cost_inr').notNull(),

    distanceKm: doublePrecision('distance_km').notNull(),
    durationMin: integer('duration_min').notNull(),
    routeGeometry: jsonb('route_geometry'),
    routeSource: text('route_source'),

    status: text('status').notNull().default('Scheduled'),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull(),
    mode: text('mode').notNull(),
    poolingPreferences: jsonb('pooling_preferences'),
    sharedTruckId: text('shared_truck_id'),

    /**
     * E-way bill (issue 16; details in delivery_eway_bills): whether the law needs one for these goods (null when
     * the delivery was booked without a goods invoice), its number and validity.
     */
    ewbRequired: boolean('ewb_required'),
    ewbNumber: text('ewb_number'),
    /** Last IST day the bill is valid; it expires at the midnight ending that day (ewb_expires_at). */
    ewbValidUntil: date('ewb_valid_until', { mode: 'string' }),
    ewbExpiresAt: timestamp('ewb_expires_at', { withTimezone: true }),

    /**
     * When the shipper agreed, from the delivery page, that the truck may pick up before the booked slot opens
     * (issue 31's slot rule, packages/domain slot-discipline.ts); null: pickup only inside the slot.
     */
    earlyPickupAgreedAt: timestamp('early_pickup_agreed_at', { withTimezone: true }),

    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deliveries_delivery_id_key').on(t.deliveryId),
    // The list (newest first per user) and every dashboard aggregate start from this index.
    index('deliveries_user_created_idx').on(t.userId, t.createdAt),
    // The partner dispatch sweep looks for regular deliveries still waiting for a truck every few seconds.
    index('deliveries_waiting_for_truck_idx')
      .on(t.pickupDate)
      .where(sql`${t.mode} = 'regular' and ${t.status} = 'Scheduled'`),
  ],
);

/**
 * A counter per user that every change to their deliveries moves on. Database triggers keep it (migration
 * 0002), so no write path can forget; API processes compare it to decide whether a cached list page is current.
 */
export const deliveryListVersions = pgTable('delivery_list_versions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
