import type { DeliveryRowId } from '@logisaathi/domain';
import { and, desc, eq, inArray, isNotNull, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uuidArray } from '../../db/uuid-array';
import { findDeliveries } from '../deliveries/deliveries-repository';
import { unfinishedDeliveries } from '../deliveries/reads-for-other-modules';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { partnerJobs, partners, partnerVehicles, proofsOfDelivery, tripRatings } from './tables';

export type JobRow = typeof partnerJobs.$inferSelect;
export type ProofRow = typeof proofsOfDelivery.$inferSelect;
export type RatingRow = typeof tripRatings.$inferSelect;
export type { PodPhoto } from './tables';

export async function insertJob(db: DbOrTx, row: typeof partnerJobs.$inferInsert): Promise<JobRow> {
  const [created] = await db.insert(partnerJobs).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findJobForPartner(
  db: DbOrTx,
  partnerId: string,
  jobId: string,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerJobs)
    .where(and(eq(partnerJobs.id, jobId), eq(partnerJobs.partnerId, partnerId)))
    .limit(1);
  return row;
}

export async function findJobByDelivery(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerJobs)
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId))
    .limit(1);
  return row;
}

export async function updateJob(
  db: DbOrTx,
  jobId: string,
  patch: Partial<typeof partnerJobs.$inferInsert>,
): Promise<void> {
  await db.update(partnerJobs).set(patch).where(eq(partnerJobs.id, jobId));
}

export async function listJobs(db: DbOrTx, partnerId: string, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(partnerJobs)
    .where(eq(partnerJobs.partnerId, partnerId))
    .orderBy(desc(partnerJobs.acceptedAt))
    .limit(limit);
}

export async function insertProof(db: DbOrTx, row: typeof proofsOfDelivery.$inferInsert): Promise<void> {
  await db.insert(proofsOfDelivery).values(row);
}

export async function findProofs(db: DbOrTx, jobIds: string[]): Promise<Map<string, ProofRow>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db.select().from(proofsOfDelivery).where(inArray(proofsOfDelivery.jobId, jobIds));
  return new Map(rows.flatMap((r) => (r.jobId ? [[r.jobId, r] as const] : [])));
}

/** A delivery's proof, kept after its partner's account (and job) is gone. */
export async function findProofOfDelivery(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<ProofRow | undefined> {
  const [row] = await db
    .select()
    .from(proofsOfDelivery)
    .where(eq(proofsOfDelivery.deliveryRowId, deliveryRowId))
    .limit(1);
  return row;
}

export async function findRatings(db: DbOrTx, jobIds: string[]): Promise<RatingRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(tripRatings).where(inArray(tripRatings.jobId, jobIds));
}

export async function insertRating(db: DbOrTx, row: typeof tripRatings.$inferInsert): Promise<RatingRow> {
  const [created] = await db.insert(tripRatings).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/**
 * The net (paise) of the partner's completed jobs without an exception whose delivery meets `deliveryCondition`
 * (given the job's delivery row id column, a condition over deliveries), all time.
 */
export async function sumCompletedNetPaise(
  db: DbOrTx,
  partnerId: string,
  deliveryCondition: (deliveryRowId: AnyColumn) => SQL,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${partnerJobs.netPaise}), 0)` })
    .from(partnerJobs)
    .where(
      and(
        eq(partnerJobs.partnerId, partnerId),
        isNotNull(partnerJobs.completedAt),
        isNull(partnerJobs.exceptionReason),
        deliveryCondition(partnerJobs.deliveryRowId),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The partner's jobs whose delivery meets `deliveryCondition` (given the job's delivery row id column, a condition
 * over deliveries).
 */
export async function listPartnerJobsWhere(
  db: DbOrTx,
  partnerId: string,
  deliveryCondition: (deliveryRowId: AnyColumn) => SQL,
): Promise<JobRow[]> {
  return db
    .select()
    .from(partnerJobs)
    .where(and(eq(partnerJobs.partnerId, partnerId), deliveryCondition(partnerJobs.deliveryRowId)));
}

/** Delivered trips of a partner completed in [from, to). */
export async function listCompletedJobs(
  db: DbOrTx,
  partnerId: string,
  from: Date,
  to: Date,
): Promise<JobRow[]> {
  return db
    .select()
    .from(partnerJobs)
    .where(
      and(
        eq(partnerJobs.partnerId, partnerId),
        sql`${partnerJobs.completedAt} >= ${from.toISOString()}`,
        sql`${partnerJobs.completedAt} < ${to.toISOString()}`,
        sql`${partnerJobs.exceptionReason} is null`,
      ),
    )
    .orderBy(partnerJobs.completedAt);
}

/** What a job or an offer refers to: one delivery, carried by one vehicle. */
interface DeliveryOnVehicle {
  deliveryRowId: DeliveryRowId;
  vehicleId: string;
}

/** The deliveries and vehicles the given jobs (or offers) refer to, read in two queries for the whole list. */
export async function findJobsDeliveriesAndVehicles(db: DbOrTx, jobs: readonly DeliveryOnVehicle[]) {
  const [rows, vehicles] = await Promise.all([
    findDeliveries(
      db,
      jobs.map((j) => j.deliveryRowId),
    ),
    db
      .select()
      .from(partnerVehicles)
      .where(
        inArray(
          partnerVehicles.id,
          jobs.map((j) => j.vehicleId),
        ),
      ),
  ]);
  return {
    deliveryOf: (job: DeliveryOnVehicle) => rows.find((d) => d.id === job.deliveryRowId),
    vehicleOf: (job: DeliveryOnVehicle) => vehicles.find((v) => v.id === job.vehicleId),
  };
}

/** The registration number (canonical) of the vehicle whose partner job carries the delivery, if any. */
export async function findJobVehicleRegistration(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<string | undefined> {
  const [row] = await db
    .select({ vehicleNo: partnerVehicles.registrationNumber })
    .from(partnerJobs)
    .innerJoin(partnerVehicles, eq(partnerVehicles.id, partnerJobs.vehicleId))
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId))
    .limit(1);
  return row?.vehicleNo;
}

/** Whether a truck partner holds a job for the delivery (modules/deliveries asks before a delete). */
export async function hasPartnerJob(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<boolean> {
  const [job] = await db
    .select({ id: partnerJobs.id })
    .from(partnerJobs)
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId))
    .limit(1);
  return job !== undefined;
}

/*
 * What dispatch reads of the offers and jobs (modules/dispatch): a query over deliveries names a delivery's job or
 * open offer through the subqueries below (the query stays one statement), and the batch round reads the fleet's
 * offers and jobs by the vehicles' ids, one query each, whatever the fleet size.
 */

/** The partner job of the delivery whose row id is `deliveryRowId` (a column of the outer query), for exists(). */
export function jobOfDelivery(db: DbOrTx, deliveryRowId: AnyColumn) {
  return db
    .select({ one: sql`1` })
    .from(partnerJobs)
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId));
}

/** As jobOfDelivery, only a job whose shipper has not been alerted of a late pickup. */
export function unalertedJobOfDelivery(db: DbOrTx, deliveryRowId: AnyColumn) {
  return db
    .select({ one: sql`1` })
    .from(partnerJobs)
    .where(and(eq(partnerJobs.deliveryRowId, deliveryRowId), isNull(partnerJobs.lateAlertedAt)));
}

/** A job as a truck's day holds it: which delivery, and the plan fixed when it was accepted. */
export interface OpenJobPlan {
  vehicleId: string;
  id: string;
  deliveryRowId: DeliveryRowId;
  plannedPickupAt: Date | null;
  plannedDoneAt: Date | null;
}

const OPEN_JOB_PLAN = {
  vehicleId: partnerJobs.vehicleId,
  id: partnerJobs.id,
  deliveryRowId: partnerJobs.deliveryRowId,
  plannedPickupAt: partnerJobs.plannedPickupAt,
  plannedDoneAt: partnerJobs.plannedDoneAt,
};

/**
 * The jobs of the given vehicles not yet completed. A job is completed when its delivery is Delivered or Failed,
 * so these are a superset of the jobs whose delivery is unfinished: the caller reads the deliveries' states.
 */
export async function openJobsOfVehicles(db: DbOrTx, vehicleIds: readonly string[]): Promise<OpenJobPlan[]> {
  return db.select(OPEN_JOB_PLAN).from(partnerJobs).where(openJobsOf(vehicleIds));
}

/** The given vehicles' jobs not yet completed. */
function openJobsOf(vehicleIds: readonly string[]): SQL | undefined {
  return and(sql`${partnerJobs.vehicleId} = any(${uuidArray(vehicleIds)})`, isNull(partnerJobs.completedAt));
}

/** A job a vehicle holds, with what its truck's day needs of the delivery (dates stay 'YYYY-MM-DD' strings). */
export interface HeldJob {
  vehicleId: string;
  id: string;
  pickupLat: number;
  pickupLon: number;
  dropLat: number;
  dropLon: number;
  date: string;
  slot: string;
  /** The delivery's status ('Scheduled' until the goods are on board) and the shipper's consent to an early pickup. */
  status: string;
  earlyAgreedAt: Date | null;
  /** The plan fixed at acceptance, null on jobs accepted before plans were stored. */
  plannedPickupAt: Date | null;
  plannedDoneAt: Date | null;
}

/**
 * The jobs the given vehicles hold: not completed, on a delivery that has not ended (deliveries'
 * `unfinishedDeliveries`: a delivery Cancelled before its job completed holds no truck). One query, whatever the
 * fleet size (the dispatch fleet's read, the truck day of an accepting transaction, a job's live ETA).
 */
export async function heldJobsOfVehicles(db: DbOrTx, vehicleIds: readonly string[]): Promise<HeldJob[]> {
  if (vehicleIds.length === 0) return [];
  return db
    .select({
      vehicleId: partnerJobs.vehicleId,
      id: partnerJobs.id,
      pickupLat: unfinishedDeliveries.pickupLat,
      pickupLon: unfinishedDeliveries.pickupLon,
      dropLat: unfinishedDeliveries.deliveryLat,
      dropLon: unfinishedDeliveries.deliveryLon,
      date: unfinishedDeliveries.pickupDate,
      slot: unfinishedDeliveries.timeSlot,
      status: unfinishedDeliveries.status,
      earlyAgreedAt: unfinishedDeliveries.earlyPickupAgreedAt,
      plannedPickupAt: partnerJobs.plannedPickupAt,
      plannedDoneAt: partnerJobs.plannedDoneAt,
    })
    .from(partnerJobs)
    .innerJoin(unfinishedDeliveries, eq(unfinishedDeliveries.id, partnerJobs.deliveryRowId))
    .where(openJobsOf(vehicleIds));
}

/** The jobs of the given deliveries whose shipper has not been alerted of a late pickup. */
export async function unalertedJobsOfDeliveries(db: DbOrTx, deliveryRowIds: readonly DeliveryRowId[]) {
  if (deliveryRowIds.length === 0) return [];
  return db
    .select()
    .from(partnerJobs)
    .where(
      and(
        sql`${partnerJobs.deliveryRowId} = any(${uuidArray(deliveryRowIds)})`,
        isNull(partnerJobs.lateAlertedAt),
      ),
    );
}

/** Claims the job's late-pickup alert: true for the one caller that set it, false when it was already set. */
export async function claimLateAlert(db: DbOrTx, jobId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(partnerJobs)
    .set({ lateAlertedAt: now })
    .where(and(eq(partnerJobs.id, jobId), isNull(partnerJobs.lateAlertedAt)))
    .returning({ id: partnerJobs.id });
  return rows.length > 0;
}

/**
 * Every job with its partner's business name, its exception (reason and note) and its late-pickup alert, as a
 * subquery for the operators' exceptions queue to join on delivery row ids (exceptions/ops-exceptions.ts).
 */
export const jobExceptions = new QueryBuilder()
  .select({
    deliveryRowId: partnerJobs.deliveryRowId,
    partnerId: partnerJobs.partnerId,
    businessName: partners.businessName,
    reason: partnerJobs.exceptionReason,
    note: partnerJobs.exceptionNote,
    lateAlertedAt: partnerJobs.lateAlertedAt,
  })
  .from(partnerJobs)
  .leftJoin(partners, eq(partners.userId, partnerJobs.partnerId))
  .as('job_exceptions');

/** Proofs of delivery with a position flag (far from the drop, outside the area), as a subquery for the same queue. */
export const flaggedProofs = new QueryBuilder()
  .select({
    deliveryRowId: proofsOfDelivery.deliveryRowId,
    deliveredAt: proofsOfDelivery.deliveredAt,
    distanceFromDropM: proofsOfDelivery.distanceFromDropM,
    positionFlag: proofsOfDelivery.positionFlag,
  })
  .from(proofsOfDelivery)
  .where(isNotNull(proofsOfDelivery.positionFlag))
  .as('flagged_proofs');

/** The jobs with the given ids (any partner), in no particular order; `forUpdate` locks their rows. */
export async function findJobsByIds(
  db: DbOrTx,
  ids: readonly string[],
  { forUpdate = false }: { forUpdate?: boolean } = {},
): Promise<JobRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(partnerJobs)
    .where(sql`${partnerJobs.id} = any(${uuidArray(ids)})`)
    .orderBy(partnerJobs.id);
  return forUpdate ? query.for('update') : query;
}
