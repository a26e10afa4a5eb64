// Tables of the shared-trucks module. Owned by that module; exported from index.ts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryRowId } from '@logisaathi/domain';
import type { TruckPlanJson } from '@logisaathi/pooling';
import { deliveries } from '../deliveries/tables';
import { partnerVehicles } from '../partners/tables';
import { users } from '../users/tables';

/**
 * Trucks offered to the shared pool ('Add Your Truck to Pool', spec sections 3 and 5), and the demo trucks of a
 * first start (isDemo, no owner). Capacity in kg and m3; money in whole rupees. An entry leaves the pool at the
 * end of its slot (expiresAt, spec section 4 'Truck match expiry'): status becomes 'expired'.
 */
export const poolTrucks = pgTable(
  'pool_trucks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null for demo trucks. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The partner's vehicle this pool entry offers (null for demo trucks and entries made before partners). */
    partnerVehicleId: uuid('partner_vehicle_id').references(() => partnerVehicles.id, {
      onDelete: 'set null',
    }),
    companyName: text('company_name').notNull(),
    truckType: text('truck_type').notNull(),
    capacityTons: real('capacity_tons').notNull(),
    capacityKg: integer('capacity_kg').notNull(),
    capacityM3: doublePrecision('capacity_m3').notNull(),
    /** Weight and volume held by pending and accepted slot requests (kept under the row lock). */
    reservedKg: doublePrecision('reserved_kg').notNull().default(0),
    reservedM3: doublePrecision('reserved_m3').notNull().default(0),
    pickupLocation: text('pickup_location').notNull(),
    pickupPlace: text('pickup_place').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLon: doublePrecision('pickup_lon').notNull(),
    deliveryLocation: text('delivery_location').notNull(),
    deliveryPlace: text('delivery_place').notNull(),
    deliveryLat: doublePrecision('delivery_lat').notNull(),
    deliveryLon: doublePrecision('delivery_lon').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureSlot: text('departure_slot').notNull(),
    costPerKmInr: integer('cost_per_km_inr').notNull(),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    additionalNotes: text('additional_notes'),
    /** What the truck offers to shipments with requirements, e.g. 'refrigerated', 'covered'. */
    capabilities: text('capabilities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxDetourKm: doublePrecision('max_detour_km').notNull(),
    /** Direct road distance origin -> destination, km. */
    routeKm: doublePrecision('route_km').notNull(),
    /** Known for demo transporters; null means no rating yet (the card shows the spec default). */
    rating: real('rating'),
    completedDeliveries: integer('completed_deliveries'),
    /** The consolidation planner's last plan for this truck (packages/pooling, consolidation/). */
    plan: jsonb('plan').$type<TruckPlanJson>(),
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pool_trucks_active_idx').on(t.status, t.expiresAt),
    index('pool_trucks_owner_idx').on(t.ownerId),
    check('pool_trucks_reserved_within_capacity', sql`${t.reservedKg} <= ${t.capacityKg} + 0.001`),
  ],
);

/**
 * A business's request for a slot on a pool truck. Pending and accepted requests hold capacity on the truck;
 * declined, cancelled and expired ones release it.
 */
export const poolTruckRequests = pgTable(
  'pool_truck_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    truckId: uuid('truck_id')
      .notNull()
      .references(() => poolTrucks.id, { onDelete: 'cascade' }),
    requesterId: uuid('requester_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The delivery's row id (deliveries.id), not its public 'LS…' code. */
    deliveryRowId: uuid('delivery_id')
      .$type<DeliveryRowId>()
      .references(() => deliveries.id, { onDelete: 'set null' }),
    weightKg: doublePrecision('weight_kg').notNull(),
    volumeM3: doublePrecision('volume_m3').notNull().default(0),
    pickupLabel: text('pickup_label').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLon: doublePrecision('pickup_lon').notNull(),
    dropLabel: text('drop_label').notNull(),
    dropLat: doublePrecision('drop_lat').notNull(),
    dropLon: doublePrecision('drop_lon').notNull(),
    /** What this shipment would cost alone (spec section 9), rupees. */
    standaloneInr: integer('standalone_inr').notNull(),
    /** The quoted pooled price at request time, rupees. */
    quotedInr: integer('quoted_inr').notNull(),
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pool_truck_requests_truck_idx').on(t.truckId, t.status),
    index('pool_truck_requests_requester_idx').on(t.requesterId, t.createdAt),
    index('pool_truck_requests_delivery_idx').on(t.deliveryRowId),
    check('pool_truck_requests_weight_positive', sql`${t.weightKg} > 0`),
  ],
);

/** One row: when the consolidation plan was last computed (a stale plan is recomputed on the next read). */
export const poolPlanState = pgTable('pool_plan_state', {
  id: integer('id').primaryKey(),
  plannedAt: timestamp('planned_at', { withTimezone: true }).notNull(),
  elapsedMs: integer('elapsed_ms').notNull().default(0),
  plannedShipments: integer('planned_shipments').notNull().default(0),
});
