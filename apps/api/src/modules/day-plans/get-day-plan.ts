import {
  addDaysToIsoDate,
  DAY_PLAN_DAYS_AHEAD,
  DAY_PLAN_DAYS_BACK,
  formatRegistrationNumber,
  istToday,
  type DayPlan,
  type VehicleBodyType,
} from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { loadFleetStanding } from '../partners/fleet-standing';
import { listDriversByIds } from '../partners/partners-repository';
import { areaOf } from '../places/area-of';
import { findDayPlan, listPlanStops } from './day-plans-repository';
import { isOnBoard, loadDayInputs } from './refresh-day-plan';
import { serverText } from '../../lib/texts';

/** Day plans are kept for a week back and planned up to a month ahead. */
export function requirePlanDate(date: string, now: Date): void {
  const today = istToday(now);
  if (
    date < addDaysToIsoDate(today, -DAY_PLAN_DAYS_BACK) ||
    date > addDaysToIsoDate(today, DAY_PLAN_DAYS_AHEAD)
  )
    throw AppError.validation(
      'date',
      serverText('dayPlan.dateRange', { back: DAY_PLAN_DAYS_BACK, ahead: DAY_PLAN_DAYS_AHEAD }),
    );
}

/**
 * GET /partners/day-plan: the day's routes per vehicle as last planned. A read never re-plans (that would move
 * jobs between vehicles while a driver looks at them): accepting, picking up and moving a job do
 * (replan-on-write.ts, move-plan-job.ts).
 */
export async function getDayPlan(db: DbOrTx, partnerId: string, date: string, now: Date): Promise<DayPlan> {
  requirePlanDate(date, now);
  return readDayPlan(db, partnerId, date);
}

export async function readDayPlan(db: DbOrTx, partnerId: string, date: string): Promise<DayPlan> {
  const [inputs, stored, stops, standing] = await Promise.all([
    loadDayInputs(db, partnerId, date),
    findDayPlan(db, partnerId, date),
    listPlanStops(db, partnerId, [date]),
    loadFleetStanding(db, partnerId, new Date()),
  ]);
  if (!inputs) throw AppError.notFound('Partner not found');
  const driverIds = inputs.vehicles.flatMap((v) => (v.currentDriverId ? [v.currentDriverId] : []));
  const drivers = await listDriversByIds(db, driverIds);
  const jobs = new Map(inputs.jobs.map((j) => [j.job.id, j]));
  const routes = inputs.vehicles.map((v) => ({
    vehicleId: v.id,
    registrationDisplay: formatRegistrationNumber(v.registrationNumber),
    bodyType: v.bodyType as VehicleBodyType,
    payloadKg: v.payloadKg,
    driverName: drivers.find((d) => d.id === v.currentDriverId)?.name ?? null,
    km: Math.round((stored?.vehicleKm[v.id] ?? 0) * 10) / 10,
    stops: stops.flatMap((s) => {
      const dayJob = jobs.get(s.jobId);
      if (s.vehicleId !== v.id || !dayJob) return [];
      // No addresses for a job whose vehicle or driver is not verified now (issue 33).
      if (standing.problem(v.id, dayJob.job.driverId) !== null) return [];
      const d = dayJob.delivery;
      const pickup = s.kind === 'pickup';
      return [
        {
          jobId: s.jobId,
          deliveryId: d.deliveryId,
          kind: s.kind as 'pickup' | 'drop',
          area: areaOf(pickup ? d.pickupPlace : d.deliveryPlace),
          address: pickup ? d.pickupAddress : d.deliveryAddress,
          lat: pickup ? d.pickupLat : d.deliveryLat,
          lon: pickup ? d.pickupLon : d.deliveryLon,
          arriveAt: s.arriveAt.toISOString(),
          startAt: s.startAt.toISOString(),
          leaveAt: s.leaveAt.toISOString(),
          loadKgAfter: Math.round(s.loadKgAfter * 10) / 10,
          slot: d.timeSlot,
          pickedUp: isOnBoard(d.status),
          pinned: inputs.pins.has(s.jobId),
        },
      ];
    }),
  }));
  const reasons = new Map((stored?.unplanned ?? []).map((u) => [u.jobId, u.reason]));
  const unplanned = inputs.jobs.flatMap(({ job, delivery }) => {
    const reason = reasons.get(job.id);
    if (!reason) return [];
    return [
      {
        jobId: job.id,
        deliveryId: delivery.deliveryId,
        vehicleId: job.vehicleId,
        slot: delivery.timeSlot,
        reason: reason as DayPlan['unplanned'][number]['reason'],
      },
    ];
  });
  return {
    date,
    plannedAt: stored && inputs.jobs.length > 0 ? stored.plannedAt.toISOString() : null,
    totalKm: Math.round((stored?.totalKm ?? 0) * 10) / 10,
    routes,
    unplanned,
  };
}
