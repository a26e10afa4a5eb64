import {
  addDaysToIsoDate,
  buildWeeklyStatement,
  formatRegistrationNumber,
  istDateTime,
  istWeekStart,
  type EarningTrip,
  type WeeklyStatement,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { getPartnerLedger } from '../payments/partner-ledger';
import { findJobsDeliveriesAndVehicles, listCompletedJobs } from '../partners/jobs-repository';
import { areaOf } from '../places/area-of';

/**
 * The weekly statement (Monday to Sunday, IST) of a partner's delivered trips: each trip's fare, commission and
 * net as agreed when the offer was accepted (a later commission change does not rewrite past trips).
 */
export async function getWeeklyStatement(
  db: DbOrTx,
  partnerId: string,
  week: string | undefined,
  now: Date,
): Promise<WeeklyStatement> {
  const weekStart = week ?? istWeekStart(now);
  const from = istDateTime(weekStart, 0);
  const to = istDateTime(addDaysToIsoDate(weekStart, 7), 0);
  const jobs = await listCompletedJobs(db, partnerId, from, to);
  if (jobs.length === 0) return buildWeeklyStatement(weekStart, []);
  const { deliveryOf, vehicleOf } = await findJobsDeliveriesAndVehicles(db, jobs);
  const trips: EarningTrip[] = [];
  for (const job of jobs) {
    const delivery = deliveryOf(job);
    const vehicle = vehicleOf(job);
    if (!delivery || !vehicle || !job.completedAt || delivery.status !== 'Delivered') continue;
    trips.push({
      jobId: job.id,
      deliveryId: delivery.deliveryId,
      completedAt: job.completedAt.toISOString(),
      pickupArea: areaOf(delivery.pickupPlace),
      dropArea: areaOf(delivery.deliveryPlace),
      roadKm: Math.round(delivery.distanceKm * 10) / 10,
      vehicleRegistration: formatRegistrationNumber(vehicle.registrationNumber),
      farePaise: job.farePaise,
      commissionPercent: job.commissionPercent,
      commissionPaise: job.commissionPaise,
      netPaise: job.netPaise,
    });
  }
  return buildWeeklyStatement(weekStart, trips);
}

/** The week's statement and the partner's account with the operator (earned, paid out, owed). */
export async function getWeeklyStatementWithLedger(
  db: DbOrTx,
  partnerId: string,
  week: string | undefined,
  now: Date,
) {
  const statement = await getWeeklyStatement(db, partnerId, week, now);
  const ledger = await getPartnerLedger(
    db,
    partnerId,
    istDateTime(statement.weekStart, 0),
    istDateTime(addDaysToIsoDate(statement.weekStart, 7), 0),
  );
  return { statement, ledger };
}
