// Tables of the truck partners (issue 14), owned by modules/partners: the other modules reach them through its
// repositories (partners-repository, jobs-repository, fleet-repository, ...). A delivery's dispatch state beyond its
// offers is dispatch's (dispatch/tables.ts).
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
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DeliveryRowId, Paise } from '@logisaathi/domain';
import { deliveries } from '../deliveries/tables';
import { driverAssignments } from '../tracking/tables';
import { users } from '../users/tables';

/** A partner account's carrier profile (one row per user whose role is 'partner'). */
export const partners = pgTable('partners', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'owner_driver' | 'fleet_operator'. */
  kind: text('kind').notNull(),
  businessName: text('business_name').notNull(),
  homeArea: text('home_area'),
  homeLat: doublePrecision('home_lat'),
  homeLon: doublePrecision('home_lon'),
  /** IST wall-clock 'HH:MM'. */
  workStart: text('work_start'),
  workEnd: text('work_end'),
  /** The demo fleet's account: its vehicles accept and drive offers by simulation. */
  isDemo: boolean('is_demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const partnerDrivers = pgTable(
  'partner_drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    licenceNumber: text('licence_number'),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    /** Highest expiry-alert stage already sent for the licence (see expiryAlertStage). */
    licenceAlertStage: text('licence_alert_stage'),
    /** The owner-driver's own record. */
    isAccountHolder: boolean('is_account_holder').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_drivers_partner_idx').on(t.partnerId)],
);

export const partnerVehicles = pgTable(
  'partner_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    /** Canonical key ('DL01LAB1234'): unique across all partners. */
    registrationNumber: text('registration_number').notNull(),
    bodyType: text('body_type').notNull(),
    payloadKg: integer('payload_kg').notNull(),
    lengthCm: integer('length_cm').notNull(),
    widthCm: integer('width_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    features: jsonb('features').$type<string[]>().notNull(),
    permits: jsonb('permits').$type<string[]>().notNull(),
    isDemo: boolean('is_demo').notNull().default(false),
    /** The driver paired for the current shift. */
    currentDriverId: uuid('current_driver_id').references(() => partnerDrivers.id, { onDelete: 'set null' }),
    online: boolean('online').notNull().default(false),
    lastLat: doublePrecision('last_lat'),
    lastLon: doublePrecision('last_lon'),
    lastPositionAt: timestamp('last_position_at', { withTimezone: true }),
    /**
     * When an operator approved the vehicle's RC: from then on the registration number is held by this vehicle
     * (unique among verified vehicles) and cannot change. Unverified vehicles hold nothing.
     */
    registrationVerifiedAt: timestamp('registration_verified_at', { withTimezone: true }),
    /**
     * Why the last reported position makes no sense (domain position-sense.ts: 'future', 'stale', 'too_fast',
     * 'outside_area'), or null. A flagged position is kept for the record and never used for dispatch.
     */
    lastPositionFlag: text('last_position_flag'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A registration number is held only once verified (an approved RC): made-up numbers lock nobody out.
    uniqueIndex('partner_vehicles_verified_registration_key')
      .on(t.registrationNumber)
      .where(sql`${t.registrationVerifiedAt} is not null`),
    index('partner_vehicles_registration_idx').on(t.registrationNumber),
    // A driver drives one vehicle at a time.
    uniqueIndex('partner_vehicles_current_driver_key')
      .on(t.currentDriverId)
      .where(sql`${t.currentDriverId} is not null`),
    index('partner_vehicles_partner_idx').on(t.partnerId),
    index('partner_vehicles_online_idx').on(t.online),
  ],
);

/** RC, insurance, PUC and permit of a vehicle, or the licence of a driver, with its expiry date. */
export const partnerDocuments = pgTable(
  'partner_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => partnerDrivers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Highest expiry-alert stage already sent (each stage once). */
    alertStage: text('alert_stage'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** 'pending' until an operator approves or rejects it (issue 33); a new upload is a new pending row. */
    reviewStatus: text('review_status').notNull().default('pending'),
    /** Why it was rejected (shown to the partner). */
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by'),
  },
  (t) => [
    index('partner_documents_review_idx').on(t.reviewStatus, t.uploadedAt),
    index('partner_documents_vehicle_idx').on(t.vehicleId),
    index('partner_documents_driver_idx').on(t.driverId),
    index('partner_documents_expiry_idx').on(t.expiresOn),
  ],
);

/**
 * One counter that every change to what the document rules read (a document's kind, expiry, review state or owner;
 * a document added or removed) moves on; no row reads as 0. Database triggers keep it (migration 0030), so no
 * write path can forget; dispatch's fleet read keeps the documents' facts per API process while it stands
 * (dispatch/document-facts.ts).
 */
export const partnerDocumentsVersion = pgTable('partner_documents_version', {
  /** Always true: the table holds one row. */
  id: boolean('id').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** A trip's fare split (domain `FareSplit`), as an offer quotes it and its job keeps it. */
function fareSplitColumns() {
  return {
    farePaise: integer('fare_paise').$type<Paise>().notNull(),
    commissionPercent: real('commission_percent').notNull(),
    commissionPaise: integer('commission_paise').$type<Paise>().notNull(),
    netPaise: integer('net_paise').$type<Paise>().notNull(),
  };
}

/** A delivery offered to one vehicle, open until expiresAt. */
export const partnerOffers = pgTable(
  'partner_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    /** open | accepted | declined | expired | taken | withdrawn */
    status: text('status').notNull().default('open'),
    ...fareSplitColumns(),
    toPickupKm: doublePrecision('to_pickup_km'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    declineNote: text('decline_note'),
  },
  (t) => [
    index('partner_offers_partner_status_idx').on(t.partnerId, t.status),
    index('partner_offers_delivery_idx').on(t.deliveryRowId),
    // Dispatch reads each candidate vehicle's acceptance rate from its answered offers.
    index('partner_offers_vehicle_status_idx').on(t.vehicleId, t.status),
    // One open offer of a delivery per vehicle.
    uniqueIndex('partner_offers_open_key')
      .on(t.deliveryRowId, t.vehicleId)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** An accepted offer: the partner's job. At most one per delivery, enforced by the unique index. */
export const partnerJobs = pgTable(
  'partner_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .notNull()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    offerId: uuid('offer_id').references(() => partnerOffers.id, { onDelete: 'set null' }),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id')
      .notNull()
      .references(() => partnerVehicles.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => partnerDrivers.id, { onDelete: 'set null' }),
    /** The tracking assignment created on acceptance: positions, the delivery code and the status flow. */
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => driverAssignments.id, { onDelete: 'cascade' }),
    ...fareSplitColumns(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the delivery reaches Delivered (or Failed by an exception). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    exceptionReason: text('exception_reason'),
    exceptionNote: text('exception_note'),
    exceptionAt: timestamp('exception_at', { withTimezone: true }),
    /**
     * The truck's plan for this job, fixed when it was accepted into the truck's day (packages/dispatch
     * truck-day.ts): when it is at the pickup and when it has unloaded. Null on jobs accepted before issue 31
     * (they block their whole slot).
     */
    plannedPickupAt: timestamp('planned_pickup_at', { withTimezone: true }),
    plannedDoneAt: timestamp('planned_done_at', { withTimezone: true }),
    /** Set once the shipper has been alerted that the pickup is running late (slot ended, not picked up). */
    lateAlertedAt: timestamp('late_alerted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('partner_jobs_delivery_key').on(t.deliveryRowId),
    index('partner_jobs_partner_idx').on(t.partnerId, t.acceptedAt),
    index('partner_jobs_vehicle_idx').on(t.vehicleId),
  ],
);

export interface PodPhoto {
  storageKey: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/**
 * The proof of a delivery carried by a partner. It is the shipper's record of its own delivery, so it belongs to
 * the delivery (it goes when the delivery, or the shipper's account, goes) and outlives the partner's account:
 * the job link turns null when the partner closes it (migration 0018). What the shipper was told about the trip
 * (vehicle registration and type, driver's name) is kept here as it was at delivery, as on the delivery's own
 * driver assignment; the partner's contact details, documents, fares and ratings are not copied and go with it.
 * The files (signature, photos) live under `proofs/` and are removed with the proof, never with the partner.
 */
export const proofsOfDelivery = pgTable(
  'proofs_of_delivery',
  {
    deliveryRowId: uuid('delivery_row_id')
      .$type<DeliveryRowId>()
      .primaryKey()
      .references(() => deliveries.id, { onDelete: 'cascade' }),
    /** Null once the partner's account is closed. */
    jobId: uuid('job_id').references(() => partnerJobs.id, { onDelete: 'set null' }),
    receiverName: text('receiver_name').notNull(),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    /** Metres from the delivery's drop point when the proof was taken (null: proofs from before issue 30). */
    distanceFromDropM: integer('distance_from_drop_m'),
    /** 'far_from_drop' or 'outside_area' (domain checkProofPosition): shown to the shipper with the proof. */
    positionFlag: text('position_flag'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    signatureKey: text('signature_key').notNull(),
    signatureSha256: text('signature_sha256').notNull(),
    photos: jsonb('photos').$type<PodPhoto[]>().notNull(),
    /** Canonical key ('DL01LAB1234') of the vehicle that delivered. */
    vehicleRegistration: text('vehicle_registration').notNull(),
    vehicleBodyType: text('vehicle_body_type').notNull(),
    driverName: text('driver_name').notNull(),
  },
  (t) => [uniqueIndex('proofs_of_delivery_job_key').on(t.jobId)],
);

/** Ratings both ways: 'trip' (shipper rates the partner's trip) and 'shipper' (partner rates the shipper). */
export const tripRatings = pgTable(
  'trip_ratings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => partnerJobs.id, { onDelete: 'cascade' }),
    direction: text('direction').notNull(),
    partnerId: uuid('partner_id')
      .notNull()
      .references(() => partners.userId, { onDelete: 'cascade' }),
    vehicleId: uuid('vehicle_id').references(() => partnerVehicles.id, { onDelete: 'set null' }),
    shipperId: uuid('shipper_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    score: integer('score').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('trip_ratings_job_direction_key').on(t.jobId, t.direction),
    index('trip_ratings_partner_idx').on(t.partnerId, t.direction),
    index('trip_ratings_shipper_idx').on(t.shipperId, t.direction),
    index('trip_ratings_vehicle_idx').on(t.vehicleId, t.direction),
  ],
);
