/*
 * The demo fleet's vehicles, offers and jobs (modules/demo-fleet simulates their drivers): the demo partner's rows
 * are ordinary partner rows, marked by the vehicles' `isDemo`.
 */
import { and, eq, gt, isNull, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { JobRow } from './jobs-repository';
import type { OfferRow } from './offers-repository';
import type { VehicleRow } from './partners-repository';
import { partnerJobs, partnerOffers, partnerVehicles } from './tables';

/** Open offers to demo vehicles, made before `madeBefore` and not lapsed at `now`, the nearest vehicle first. */
export async function listDueDemoOffers(db: DbOrTx, now: Date, madeBefore: Date): Promise<OfferRow[]> {
  const rows = await db
    .select({ offer: partnerOffers })
    .from(partnerOffers)
    .innerJoin(partnerVehicles, eq(partnerVehicles.id, partnerOffers.vehicleId))
    .where(
      and(
        eq(partnerVehicles.isDemo, true),
        eq(partnerOffers.status, 'open'),
        gt(partnerOffers.expiresAt, now),
        lte(partnerOffers.createdAt, madeBefore),
      ),
    )
    .orderBy(partnerOffers.toPickupKm);
  return rows.map((r) => r.offer);
}

/** The demo vehicles' jobs not yet completed, each with its vehicle. */
export async function listOpenDemoJobs(db: DbOrTx): Promise<Array<{ job: JobRow; vehicle: VehicleRow }>> {
  return db
    .select({ job: partnerJobs, vehicle: partnerVehicles })
    .from(partnerJobs)
    .innerJoin(partnerVehicles, eq(partnerVehicles.id, partnerJobs.vehicleId))
    .where(and(eq(partnerVehicles.isDemo, true), isNull(partnerJobs.completedAt)));
}

/** A demo vehicle's simulated position (no plausibility check: the simulation drives it). */
export async function moveDemoVehicle(
  db: DbOrTx,
  vehicleId: string,
  at: { lat: number; lon: number },
  now: Date,
): Promise<void> {
  await db
    .update(partnerVehicles)
    .set({ lastLat: at.lat, lastLon: at.lon, lastPositionAt: now })
    .where(eq(partnerVehicles.id, vehicleId));
}

/** Parked demo vehicles online keep reporting where they are, like a phone left online. */
export async function refreshParkedDemoVehicles(db: DbOrTx, now: Date): Promise<void> {
  await db
    .update(partnerVehicles)
    .set({ lastPositionAt: now })
    .where(and(eq(partnerVehicles.isDemo, true), eq(partnerVehicles.online, true)));
}
