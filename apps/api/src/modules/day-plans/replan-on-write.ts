import type { DeliveryRowId } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { deliveries } from '../deliveries/tables';
import { refreshDayPlan } from './refresh-day-plan';

/**
 * A fleet's day is re-planned when one of its jobs changes: a job accepted, picked up (it then stays on the
 * vehicle that carries it) or moved by hand (move-plan-job.ts). Reads (the day plan, the job list) only show the
 * stored plan, so opening a screen never moves a job to another vehicle. Runs after the write has committed; a
 * planning failure is logged and leaves the previous plan, it never undoes the write.
 */
export async function replanJobDay(
  db: Db,
  log: FastifyBaseLogger,
  partnerId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<void> {
  try {
    const [delivery] = await db
      .select({ pickupDate: deliveries.pickupDate })
      .from(deliveries)
      .where(eq(deliveries.id, deliveryRowId));
    if (delivery) await refreshDayPlan(db, partnerId, delivery.pickupDate, now);
  } catch (err) {
    log.error({ err }, 'day plan refresh failed');
  }
}
