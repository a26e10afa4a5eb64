import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerDayPlans, partnerDayPlanStops, partnerJobPins } from './tables';
import { findDeliveries, type DeliveryRow } from '../deliveries/deliveries-repository';
import { hasPickupDate } from '../deliveries/reads-for-other-modules';
import { listPartnerJobsWhere, type JobRow } from '../partners/jobs-repository';
import { lockPartner as lockPartnerRow } from '../partners/partners-repository';

export type DayPlanRow = typeof partnerDayPlans.$inferSelect;
export type PlanStopRow = typeof partnerDayPlanStops.$inferSelect;
export type PinRow = typeof partnerJobPins.$inferSelect;

/** Serialises re-planning of one partner's days across requests and API processes. */
export async function lockPartner(db: DbOrTx, partnerId: string): Promise<void> {
  await lockPartnerRow(db, partnerId);
}

/** The partner's jobs with their deliveries picked up on an IST date. */
export async function listDayJobs(
  db: DbOrTx,
  partnerId: string,
  date: string,
): Promise<Array<{ job: JobRow; delivery: DeliveryRow }>> {
  const jobs = await listPartnerJobsWhere(db, partnerId, (deliveryRowId) =>
    hasPickupDate(deliveryRowId, date),
  );
  // The day's deliveries in one read of their own module (a day holds tens of jobs, not the partner's history).
  const deliveryOf = new Map(
    (
      await findDeliveries(
        db,
        jobs.map((j) => j.deliveryRowId),
      )
    ).map((d) => [d.id as string, d]),
  );
  return jobs.flatMap((job) => {
    const delivery = deliveryOf.get(job.deliveryRowId);
    return delivery ? [{ job, delivery }] : [];
  });
}

export async function listPins(db: DbOrTx, jobIds: string[]): Promise<PinRow[]> {
  if (jobIds.length === 0) return [];
  return db.select().from(partnerJobPins).where(inArray(partnerJobPins.jobId, jobIds));
}

export async function upsertPin(db: DbOrTx, jobId: string, vehicleId: string, now: Date): Promise<void> {
  await db
    .insert(partnerJobPins)
    .values({ jobId, vehicleId, pinnedAt: now })
    .onConflictDoUpdate({ target: partnerJobPins.jobId, set: { vehicleId, pinnedAt: now } });
}

export async function findDayPlan(
  db: DbOrTx,
  partnerId: string,
  date: string,
): Promise<DayPlanRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerDayPlans)
    .where(and(eq(partnerDayPlans.partnerId, partnerId), eq(partnerDayPlans.planDate, date)))
    .limit(1);
  return row;
}

export async function listPlanStops(db: DbOrTx, partnerId: string, dates: string[]): Promise<PlanStopRow[]> {
  if (dates.length === 0) return [];
  return db
    .select()
    .from(partnerDayPlanStops)
    .where(and(eq(partnerDayPlanStops.partnerId, partnerId), inArray(partnerDayPlanStops.planDate, dates)))
    .orderBy(partnerDayPlanStops.vehicleId, partnerDayPlanStops.seq);
}

/** Replaces the stored plan of a day: the plan row and all its stops. */
export async function saveDayPlan(
  db: DbOrTx,
  plan: typeof partnerDayPlans.$inferInsert,
  stops: Array<typeof partnerDayPlanStops.$inferInsert>,
): Promise<void> {
  await db
    .delete(partnerDayPlanStops)
    .where(
      and(eq(partnerDayPlanStops.partnerId, plan.partnerId), eq(partnerDayPlanStops.planDate, plan.planDate)),
    );
  if (stops.length > 0) await db.insert(partnerDayPlanStops).values(stops);
  await db
    .insert(partnerDayPlans)
    .values(plan)
    .onConflictDoUpdate({
      target: [partnerDayPlans.partnerId, partnerDayPlans.planDate],
      set: {
        inputKey: plan.inputKey,
        totalKm: plan.totalKm,
        vehicleKm: plan.vehicleKm,
        unplanned: plan.unplanned,
        plannedAt: plan.plannedAt,
      },
    });
}
