import type { DeliveryRowId } from '@logisaathi/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { findPickupDate } from '../deliveries/deliveries-repository';
import { refreshDayPlan, type MoveAssignment } from './refresh-day-plan';

/**
 * A fleet's day is re-planned when one of its jobs changes: a job accepted, picked up (it then stays on the
 * vehicle that carries it) or moved by hand (move-plan-job.ts). Reads (the day plan, the job list) only show the
 * stored plan, so opening a screen never moves a job to another vehicle. Runs after the write has committed; a
 * planning failure is logged and leaves the previous plan, it never undoes the write.
 */
export async function replanJobDay(
  db: Db,
  moveAssignment: MoveAssignment,
  log: FastifyBaseLogger,
  partnerId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<void> {
  try {
    const pickupDate = await findPickupDate(db, deliveryRowId);
    if (pickupDate !== undefined) await refreshDayPlan(db, moveAssignment, partnerId, pickupDate, now);
  } catch (err) {
    log.error({ err }, 'day plan refresh failed');
  }
}
