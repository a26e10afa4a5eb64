/*
 * The fleet as dispatch and the operations console read it: many vehicles at once, one query per kind of fact
 * (dispatch/dispatch-fleet.ts adapts the rows to the engine; its batch round reads thousands of vehicles).
 */
import { and, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { isAnyOfUuids, uuidArray } from '../../db/uuid-array';
import { unfinishedDeliveries } from '../deliveries/reads-for-other-modules';
import {
  partnerDocuments,
  partnerDocumentsVersion,
  partnerDrivers,
  partners,
  partnerVehicles,
  tripRatings,
} from './tables';

/**
 * The vehicle columns the fleet's read takes: the engine's facts and what an offer needs, no more (a round reads
 * thousands of rows, and on PGlite every column of every row costs its own decoding).
 */
const FLEET_VEHICLE = {
  id: partnerVehicles.id,
  partnerId: partnerVehicles.partnerId,
  registrationNumber: partnerVehicles.registrationNumber,
  bodyType: partnerVehicles.bodyType,
  payloadKg: partnerVehicles.payloadKg,
  lengthCm: partnerVehicles.lengthCm,
  widthCm: partnerVehicles.widthCm,
  heightCm: partnerVehicles.heightCm,
  features: partnerVehicles.features,
  currentDriverId: partnerVehicles.currentDriverId,
  online: partnerVehicles.online,
  lastLat: partnerVehicles.lastLat,
  lastLon: partnerVehicles.lastLon,
  lastPositionAt: partnerVehicles.lastPositionAt,
  isDemo: partnerVehicles.isDemo,
};

/**
 * The vehicles that may be dispatched from where they are: online, a position newer than `freshSince` that makes
 * sense (domain position-sense.ts: a flagged one never is), a paired driver; with their partner's working hours
 * and home. Their documents' facts are read apart (`documentFactsOf`), and kept between reads while
 * `documentFactsVersion` stands.
 */
export async function listDispatchableVehicles(db: DbOrTx, freshSince: Date, onlyIds?: readonly string[]) {
  return db
    .select({
      vehicle: FLEET_VEHICLE,
      workStart: partners.workStart,
      workEnd: partners.workEnd,
      homeLat: partners.homeLat,
      homeLon: partners.homeLon,
    })
    .from(partnerVehicles)
    .innerJoin(partners, eq(partners.userId, partnerVehicles.partnerId))
    .innerJoin(partnerDrivers, eq(partnerDrivers.id, partnerVehicles.currentDriverId))
    .where(
      and(
        eq(partnerVehicles.online, true),
        isNotNull(partnerVehicles.lastLat),
        isNotNull(partnerVehicles.lastLon),
        isNull(partnerVehicles.lastPositionFlag),
        gte(partnerVehicles.lastPositionAt, freshSince),
        onlyIds ? isAnyOfUuids(partnerVehicles.id, onlyIds) : undefined,
      ),
    );
}

/** The counter every change to the documents' facts moves on (migration 0030's triggers). */
export async function documentFactsVersion(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ version: partnerDocumentsVersion.version }).from(partnerDocumentsVersion);
  return row?.version ?? 0;
}

/**
 * The facts the document rules read, of the given vehicles' own documents and of the given drivers' (their
 * licences), as one text per owner: 'kind|expiresOn|reviewStatus' joined by ',' in a fixed order; an owner with no
 * document has no row. One row per owner instead of one per document keeps the read small, and the text is the
 * memo's key (dispatch-fleet.ts parses it).
 */
export async function documentFactsOf(
  db: DbOrTx,
  vehicleIds: readonly string[],
  driverIds: readonly string[],
): Promise<{ vehicles: OwnerFacts[]; drivers: OwnerFacts[] }> {
  return {
    vehicles: vehicleIds.length > 0 ? await factsBy(db, partnerDocuments.vehicleId, vehicleIds) : [],
    drivers: driverIds.length > 0 ? await factsBy(db, partnerDocuments.driverId, driverIds) : [],
  };
}

export interface OwnerFacts {
  ownerId: string;
  facts: string;
}

function factsBy(db: DbOrTx, owner: PgColumn, ids: readonly string[]): Promise<OwnerFacts[]> {
  return db
    .select({
      ownerId: sql<string>`${owner}`,
      facts: sql<string>`string_agg(
        ${partnerDocuments.kind} || '|' || ${partnerDocuments.expiresOn}::text || '|' || ${partnerDocuments.reviewStatus},
        ',' order by ${partnerDocuments.kind}, ${partnerDocuments.expiresOn}, ${partnerDocuments.reviewStatus})`,
    })
    .from(partnerDocuments)
    .where(isAnyOfUuids(owner, ids))
    .groupBy(owner);
}

/** The shippers' trip ratings of the given vehicles: count and average, one row per rated vehicle. */
export async function tripRatingStats(db: DbOrTx, vehicleIds: readonly string[]) {
  return db
    .select({
      vehicleId: tripRatings.vehicleId,
      count: sql<number>`count(*)::int`,
      avg: sql<number | null>`avg(${tripRatings.score})::float8`,
    })
    .from(tripRatings)
    .where(
      and(sql`${tripRatings.vehicleId} = any(${uuidArray(vehicleIds)})`, eq(tripRatings.direction, 'trip')),
    )
    .groupBy(tripRatings.vehicleId);
}

/** Whether any vehicle is online with a position newer than `freshSince` (the sweep's cheap test first). */
export async function anyVehicleOnline(db: DbOrTx, freshSince: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: partnerVehicles.id })
    .from(partnerVehicles)
    .where(and(eq(partnerVehicles.online, true), gte(partnerVehicles.lastPositionAt, freshSince)))
    .limit(1);
  return row !== undefined;
}

/**
 * The operator's fleet map (ops-dispatch.ts): vehicles online or carrying an unfinished job, with their partner's
 * business name, their driver's name and the code and status of each unfinished job's delivery (deliveries'
 * `unfinishedDeliveries`, joined in the subqueries).
 */
export async function listFleetForOps(db: DbOrTx, limit: number) {
  return db
    .select({
      vehicle: partnerVehicles,
      businessName: partners.businessName,
      driverName: partnerDrivers.name,
      jobs: sql<Array<{
        deliveryId: string;
        status: string;
      }> | null>`(select json_agg(json_build_object('deliveryId', ${unfinishedDeliveries.deliveryId}, 'status', ${unfinishedDeliveries.status})) from partner_jobs j join ${unfinishedDeliveries} on ${unfinishedDeliveries.id} = j.delivery_row_id where j.vehicle_id = ${partnerVehicles.id})`,
    })
    .from(partnerVehicles)
    .innerJoin(partners, eq(partners.userId, partnerVehicles.partnerId))
    .leftJoin(partnerDrivers, eq(partnerDrivers.id, partnerVehicles.currentDriverId))
    .where(
      or(
        eq(partnerVehicles.online, true),
        sql`exists (select 1 from partner_jobs j join ${unfinishedDeliveries} on ${unfinishedDeliveries.id} = j.delivery_row_id where j.vehicle_id = ${partnerVehicles.id})`,
      ),
    )
    .limit(limit);
}
