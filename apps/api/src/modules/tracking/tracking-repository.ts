import type { DeliveryRowId } from '@logisaathi/domain';
import { and, asc, desc, eq, gt, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryTracking, driverAssignments, trackingPositions } from './tables';
import { findDelivery, type DeliveryRow } from '../deliveries/deliveries-repository';
import { executeRows } from '../../db/execute-rows';
import { findJobByDelivery } from '../partners/jobs-repository';
import { isAnySuspended } from '../users/users-repository';

export type TrackingRow = typeof deliveryTracking.$inferSelect;
export type AssignmentRow = typeof driverAssignments.$inferSelect;
export type PositionRow = typeof trackingPositions.$inferSelect;

/** The trail the dashboard draws: the newest this many fixes (at one fix per 20 s, over five hours). */
export const TRAIL_MAX_POINTS = 1000;

export async function findTracking(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<TrackingRow | undefined> {
  const [row] = await db
    .select()
    .from(deliveryTracking)
    .where(eq(deliveryTracking.deliveryRowId, deliveryRowId))
    .limit(1);
  return row;
}

/** The consignee's delivery code of a delivery, or undefined before its tracking exists. */
export async function findConsigneeCode(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<string | undefined> {
  const [row] = await db
    .select({ code: deliveryTracking.deliveryCode })
    .from(deliveryTracking)
    .where(eq(deliveryTracking.deliveryRowId, deliveryRowId))
    .limit(1);
  return row?.code;
}

export async function findTrackingByPublicCode(
  db: DbOrTx,
  publicCode: string,
): Promise<{ tracking: TrackingRow; delivery: DeliveryRow } | undefined> {
  const [tracking] = await db
    .select()
    .from(deliveryTracking)
    .where(eq(deliveryTracking.publicCode, publicCode))
    .limit(1);
  return tracking && withDelivery(db, { tracking });
}

/** A tracking read completed with its delivery's row (the deliveries module's), or undefined if it has gone. */
async function withDelivery<T extends { tracking: TrackingRow }>(
  db: DbOrTx,
  found: T,
): Promise<(T & { delivery: DeliveryRow }) | undefined> {
  const delivery = await findDelivery(db, found.tracking.deliveryRowId, null);
  return delivery && { ...found, delivery };
}

/** Creates the delivery's tracking row once; later calls keep the existing codes. */
export async function ensureTracking(
  db: DbOrTx,
  values: { deliveryRowId: DeliveryRowId; publicCode: string; deliveryCode: string },
): Promise<TrackingRow> {
  await db
    .insert(deliveryTracking)
    .values(values)
    .onConflictDoNothing({ target: deliveryTracking.deliveryRowId });
  const row = await findTracking(db, values.deliveryRowId);
  if (!row) throw new Error('tracking row vanished inside its transaction');
  return row;
}

export async function findActiveAssignment(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<AssignmentRow | undefined> {
  const [row] = await db
    .select()
    .from(driverAssignments)
    .where(and(eq(driverAssignments.deliveryRowId, deliveryRowId), isNull(driverAssignments.revokedAt)))
    .limit(1);
  return row;
}

/**
 * Whether the delivery a column of another module's query names (its row id) has a live driver of the business's
 * own: a condition for that query (dispatch's 'still finding a truck').
 */
export const hasLiveAssignment = (deliveryRowId: AnyColumn): SQL =>
  sql`exists (select 1 from ${driverAssignments} where ${driverAssignments.deliveryRowId} = ${deliveryRowId} and ${driverAssignments.revokedAt} is null)`;

/** Puts an assignment on another vehicle (and driver, when given): a fleet's day plan moved its job. */
export async function moveAssignment(
  db: DbOrTx,
  assignmentId: string,
  to: { vehicleNumber: string; driverName?: string; driverPhone?: string },
): Promise<void> {
  await db.update(driverAssignments).set(to).where(eq(driverAssignments.id, assignmentId));
}

/** Revokes the live assignment, if any; returns how many were revoked. */
export async function revokeAssignments(db: DbOrTx, deliveryRowId: DeliveryRowId, at: Date): Promise<number> {
  const rows = await db
    .update(driverAssignments)
    .set({ revokedAt: at })
    .where(and(eq(driverAssignments.deliveryRowId, deliveryRowId), isNull(driverAssignments.revokedAt)))
    .returning({ id: driverAssignments.id });
  return rows.length;
}

export async function insertAssignment(
  db: DbOrTx,
  values: typeof driverAssignments.$inferInsert,
): Promise<AssignmentRow> {
  const [row] = await db.insert(driverAssignments).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export interface TokenContext {
  assignment: AssignmentRow;
  tracking: TrackingRow;
  delivery: DeliveryRow;
}

/** The same context by assignment id (a partner's job knows its assignment; no link token involved). */
export async function findByAssignmentId(
  db: DbOrTx,
  assignmentId: string,
): Promise<TokenContext | undefined> {
  const [row] = await db
    .select({ assignment: driverAssignments, tracking: deliveryTracking })
    .from(driverAssignments)
    .innerJoin(deliveryTracking, eq(deliveryTracking.deliveryRowId, driverAssignments.deliveryRowId))
    .where(eq(driverAssignments.id, assignmentId))
    .limit(1);
  return row && withDelivery(db, row);
}

/** Everything a driver request needs (the delivery's row read through its module). Revoked assignments are returned too (caller decides). */
export async function findByTokenHash(db: DbOrTx, tokenHash: string): Promise<TokenContext | undefined> {
  const [row] = await db
    .select({ assignment: driverAssignments, tracking: deliveryTracking })
    .from(driverAssignments)
    .innerJoin(deliveryTracking, eq(deliveryTracking.deliveryRowId, driverAssignments.deliveryRowId))
    .where(eq(driverAssignments.tokenHash, tokenHash))
    .limit(1);
  return row && withDelivery(db, row);
}

/** The fixes just before and just after `at` in device time: the neighbours a late fix is checked against. */
export async function findNeighbourFixes(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
  at: Date,
): Promise<{ before: PositionRow | undefined; after: PositionRow | undefined }> {
  const [[before], [after]] = await Promise.all([
    db
      .select()
      .from(trackingPositions)
      .where(and(eq(trackingPositions.deliveryRowId, deliveryRowId), lt(trackingPositions.recordedAt, at)))
      .orderBy(desc(trackingPositions.recordedAt))
      .limit(1),
    db
      .select()
      .from(trackingPositions)
      .where(and(eq(trackingPositions.deliveryRowId, deliveryRowId), gt(trackingPositions.recordedAt, at)))
      .orderBy(asc(trackingPositions.recordedAt))
      .limit(1),
  ]);
  return { before, after };
}

export interface NewFix {
  deliveryRowId: DeliveryRowId;
  assignmentId: string;
  lat: number;
  lon: number;
  recordedAt: Date;
  speedKmh: number | null;
  bearingDeg: number | null;
  accuracyM: number | null;
  source: 'browser' | 'osmand';
}

/**
 * Stores a fix and, when it is the newest by device time, makes it the delivery's latest position: one
 * statement, so the trail and the latest position never disagree. A second copy of a fix (same delivery and
 * device time, e.g. a tracker retrying after a lost answer) is ignored.
 *
 * The statement commits with synchronous_commit off (for this transaction only): it does not wait for the WAL
 * flush, which is most of a write's latency (about 4 ms of 5 here) and the first thing to queue under a
 * thousand trucks. The cost: if the PostgreSQL server itself crashes, fixes acknowledged in the last fraction
 * of a second may be missing from the trail (never corrupt, never half-written). Positions are telemetry that
 * the next fix supersedes within seconds; status changes and everything else keep full durability.
 */
export async function storeFix(db: DbOrTx, fix: NewFix): Promise<{ isStored: boolean; isLatest: boolean }> {
  const at = fix.recordedAt.toISOString();
  const result = await db.execute<{ stored: number; latest: number }>(sql`
    with durability as (
      select set_config('synchronous_commit', 'off', true) as v
    ), ins as (
      insert into tracking_positions
        (delivery_row_id, assignment_id, lat, lon, recorded_at, speed_kmh, bearing_deg, accuracy_m, source)
      values (${fix.deliveryRowId}, ${fix.assignmentId}, ${fix.lat}, ${fix.lon}, ${at}, ${fix.speedKmh},
              ${fix.bearingDeg}, ${fix.accuracyM}, ${fix.source})
      on conflict (delivery_row_id, recorded_at) do nothing
      returning 1
    ), upd as (
      update delivery_tracking
         set last_lat = ${fix.lat}, last_lon = ${fix.lon}, last_recorded_at = ${at},
             last_speed_kmh = ${fix.speedKmh}, last_bearing_deg = ${fix.bearingDeg}
       where delivery_row_id = ${fix.deliveryRowId}
         and exists (select 1 from ins)
         and (last_recorded_at is null or last_recorded_at < ${at})
      returning 1
    )
    select (select count(*) from ins)::int as stored, (select count(*) from upd)::int as latest,
           (select v from durability) as durability
  `);
  const rows = executeRows<{ stored: number; latest: number }>(result);
  const row = rows[0];
  return { isStored: Number(row?.stored ?? 0) > 0, isLatest: Number(row?.latest ?? 0) > 0 };
}

/** The newest TRAIL_MAX_POINTS fixes, oldest first, as [lat, lon] for the map. */
export async function findTrail(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<Array<[number, number]>> {
  const rows = await db
    .select({ lat: trackingPositions.lat, lon: trackingPositions.lon })
    .from(trackingPositions)
    .where(eq(trackingPositions.deliveryRowId, deliveryRowId))
    .orderBy(desc(trackingPositions.recordedAt))
    .limit(TRAIL_MAX_POINTS);
  return rows.reverse().map((r) => [r.lat, r.lon]);
}

/**
 * Records a wrong delivery code; the fifth in a row locks the code until `lockUntil`. Returns the new count.
 * One statement, so concurrent guesses from several processes still count every attempt.
 */
export async function recordCodeFailure(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
  maxFailures: number,
  lockUntil: Date,
): Promise<number> {
  const [row] = await db
    .update(deliveryTracking)
    .set({
      codeFailures: sql`case when ${deliveryTracking.codeFailures} + 1 >= ${maxFailures} then 0 else ${deliveryTracking.codeFailures} + 1 end`,
      codeLockedUntil: sql`case when ${deliveryTracking.codeFailures} + 1 >= ${maxFailures} then ${lockUntil.toISOString()}::timestamptz else ${deliveryTracking.codeLockedUntil} end`,
    })
    .where(eq(deliveryTracking.deliveryRowId, deliveryRowId))
    .returning({ failures: deliveryTracking.codeFailures });
  return row?.failures ?? 0;
}

export async function resetCodeFailures(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<void> {
  await db
    .update(deliveryTracking)
    .set({ codeFailures: 0, codeLockedUntil: null })
    .where(eq(deliveryTracking.deliveryRowId, deliveryRowId));
}

/**
 * Whether the account a driver link acts for is suspended (issue 33): the truck partner whose job the assignment
 * is, else the business that owns the delivery (`ownerId`) and assigned its own driver. Read live on every use, so
 * a restore brings the same link back; nothing is revoked.
 */
export async function isCarrierSuspended(
  db: DbOrTx,
  assignment: { id: string; deliveryRowId: DeliveryRowId },
  ownerId: string,
): Promise<boolean> {
  const job = await findJobByDelivery(db, assignment.deliveryRowId);
  const carrierId = job?.assignmentId === assignment.id ? job.partnerId : ownerId;
  return isAnySuspended(db, [carrierId]);
}

/** The vehicle that carries (or carried) a delivery: its latest driver assignment, live or not. */
export async function findLatestVehicleNumber(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<string | null> {
  const [row] = await db
    .select({ vehicleNumber: driverAssignments.vehicleNumber })
    .from(driverAssignments)
    .where(eq(driverAssignments.deliveryRowId, deliveryRowId))
    .orderBy(desc(driverAssignments.createdAt))
    .limit(1);
  return row?.vehicleNumber ?? null;
}
