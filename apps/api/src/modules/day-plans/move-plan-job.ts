import {
  DAY_PLAN_MESSAGES,
  hasFeatures,
  isFinalStatus,
  requiredFeatures,
  type DayPlan,
  type DayPlanMoveInput,
} from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { isRowId } from '../../lib/row-id';
import { findVehicle } from '../partners/partners-repository';
import { lockPartner, upsertPin } from './day-plans-repository';
import { requirePlanDate, readDayPlan } from './get-day-plan';
import {
  bodyFits,
  isOnBoard,
  loadDayInputs,
  planDay,
  storeDayPlan,
  type MoveAssignment,
} from './refresh-day-plan';
import { findJobForPartner } from '../partners/jobs-repository';
import { findDelivery } from '../deliveries/deliveries-repository';

/**
 * POST /partners/day-plan/moves: a job goes to another of the partner's vehicles by hand and stays there when the
 * day is re-planned. Refused (409, nothing saved) for a job already on board, or a vehicle that cannot carry it in
 * its slot given the rest of that vehicle's day.
 */
export async function movePlanJob(
  db: Db,
  moveAssignment: MoveAssignment,
  partnerId: string,
  input: Required<DayPlanMoveInput>,
  now: Date,
): Promise<DayPlan> {
  const date = await db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const job = isRowId(input.jobId) ? await findJobForPartner(tx, partnerId, input.jobId) : undefined;
    if (!job) throw AppError.notFound('Job not found');
    const vehicle = isRowId(input.vehicleId) ? await findVehicle(tx, partnerId, input.vehicleId) : undefined;
    if (!vehicle) throw AppError.notFound('Vehicle not found');
    const delivery = await findDelivery(tx, job.deliveryRowId, null);
    if (!delivery || isFinalStatus(delivery.status))
      throw new AppError('conflict', DAY_PLAN_MESSAGES.finished);
    if (isOnBoard(delivery.status)) throw new AppError('conflict', DAY_PLAN_MESSAGES.picked);
    requirePlanDate(delivery.pickupDate, now);
    const inputs = await loadDayInputs(tx, partnerId, delivery.pickupDate);
    const dayJob = inputs?.jobs.find((j) => j.job.id === job.id);
    if (!inputs || !dayJob) throw AppError.notFound('Job not found');
    const needs = requiredFeatures(delivery.packageType, delivery.specialInstructions);
    if (
      !bodyFits(vehicle, dayJob) ||
      delivery.weightKg > vehicle.payloadKg ||
      !hasFeatures(vehicle.features, needs)
    )
      throw new AppError('conflict', DAY_PLAN_MESSAGES.cannotCarry);
    const problems = inputs.documentProblems.get(vehicle.id) ?? [];
    if (problems.length > 0 && dayJob.job.vehicleId !== vehicle.id)
      throw new AppError('conflict', DAY_PLAN_MESSAGES.documents(problems));
    const plan = await planDay(inputs, delivery.pickupDate, now, new Map([[job.id, vehicle.id]]));
    if (plan.unplanned.some((u) => u.jobId === job.id))
      throw new AppError('conflict', DAY_PLAN_MESSAGES.cannotCarry);
    await upsertPin(tx, job.id, vehicle.id, now);
    inputs.pins.set(job.id, { jobId: job.id, vehicleId: vehicle.id, pinnedAt: now });
    await storeDayPlan(tx, moveAssignment, inputs, delivery.pickupDate, plan, now);
    return delivery.pickupDate;
  });
  return readDayPlan(db, partnerId, date);
}
