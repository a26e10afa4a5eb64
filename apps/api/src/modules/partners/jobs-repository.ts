import type { DeliveryRowId } from '@logisaathi/domain';
import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { notifyOffers } from '../notifications/notify';
import { findDeliveries } from '../deliveries/deliveries-repository';
import { partnerJobs, partnerOffers, partnerVehicles, proofsOfDelivery, tripRatings } from './tables';

export type OfferRow = typeof partnerOffers.$inferSelect;
export type JobRow = typeof partnerJobs.$inferSelect;
export type ProofRow = typeof proofsOfDelivery.$inferSelect;
export type RatingRow = typeof tripRatings.$inferSelect;

/** New open offers; a vehicle that already has an open offer of the delivery is skipped (unique index). */
export async function insertOffers(
  db: DbOrTx,
  rows: Array<typeof partnerOffers.$inferInsert>,
): Promise<OfferRow[]> {
  if (rows.length === 0) return [];
  // Each partner's message of its offer is written with the offer (issue 34).
  return db.transaction(async (tx) => {
    const offers = await tx.insert(partnerOffers).values(rows).onConflictDoNothing().returning();
    await notifyOffers(tx, offers);
    return offers;
  });
}

export async function findOfferForPartner(
  db: DbOrTx,
  partnerId: string,
  offerId: string,
  options: { forUpdate?: boolean } = {},
): Promise<OfferRow | undefined> {
  const query = db
    .select()
    .from(partnerOffers)
    .where(and(eq(partnerOffers.id, offerId), eq(partnerOffers.partnerId, partnerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function setOfferStatus(
  db: DbOrTx,
  offerId: string,
  patch: Partial<typeof partnerOffers.$inferInsert>,
): Promise<void> {
  await db.update(partnerOffers).set(patch).where(eq(partnerOffers.id, offerId));
}

/** Closes every other open offer of the delivery; returns them so their partners can be told. */
export async function closeOtherOffers(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
  status: 'taken' | 'withdrawn',
  now: Date,
): Promise<OfferRow[]> {
  return db
    .update(partnerOffers)
    .set({ status, respondedAt: now })
    .where(and(eq(partnerOffers.deliveryRowId, deliveryRowId), eq(partnerOffers.status, 'open')))
    .returning();
}

/** Open offers past their time: marked expired and returned. */
export async function expireOffers(db: DbOrTx, now: Date): Promise<OfferRow[]> {
  return db
    .update(partnerOffers)
    .set({ status: 'expired' })
    .where(and(eq(partnerOffers.status, 'open'), lte(partnerOffers.expiresAt, now)))
    .returning();
}

export async function listOpenOffers(db: DbOrTx, partnerId: string, now: Date): Promise<OfferRow[]> {
  return db
    .select()
    .from(partnerOffers)
    .where(
      and(
        eq(partnerOffers.partnerId, partnerId),
        eq(partnerOffers.status, 'open'),
        gt(partnerOffers.expiresAt, now),
      ),
    )
    .orderBy(partnerOffers.expiresAt);
}

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

/** Whether a truck partner holds a job for the delivery (modules/deliveries asks before a delete). */
export async function hasPartnerJob(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<boolean> {
  const [job] = await db
    .select({ id: partnerJobs.id })
    .from(partnerJobs)
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId))
    .limit(1);
  return job !== undefined;
}
