import { istToday, pickupTiming, SLOT_MESSAGES, TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';
import { and, eq, exists, lte } from 'drizzle-orm';
import { unfinishedDeliveries } from '../deliveries/reads-for-other-modules';
import {
  claimLateAlert,
  unalertedJobOfDelivery,
  unalertedJobsOfDeliveries,
} from '../partners/jobs-repository';
import { userKey } from '../../lib/live-events';
import { raiseAlert } from '../alerts/raise-alert';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { serverText } from '../../lib/texts';

/** The shipper's alert when its truck has not picked up by the end of the booked slot. */
export const latePickupMessage = (deliveryId: string, slot: string) =>
  serverText('delivery.latePickup', {
    id: deliveryId,
    slot: isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot,
  });

/**
 * Slot discipline's late side (slot-discipline.ts), in the dispatch sweep: a partner job whose slot has ended
 * with the goods still waiting raises one alert for the shipper (claimed by a conditional UPDATE, so two
 * processes never alert twice) and tells the partner on its live stream.
 */
export async function alertLatePickups(deps: PartnerJobsDeps, now: Date): Promise<number> {
  const scheduled = await deps.db
    .select({
      id: unfinishedDeliveries.id,
      userId: unfinishedDeliveries.userId,
      deliveryId: unfinishedDeliveries.deliveryId,
      pickupDate: unfinishedDeliveries.pickupDate,
      timeSlot: unfinishedDeliveries.timeSlot,
    })
    .from(unfinishedDeliveries)
    .where(
      and(
        eq(unfinishedDeliveries.status, 'Scheduled'),
        lte(unfinishedDeliveries.pickupDate, istToday(now)),
        exists(unalertedJobOfDelivery(deps.db, unfinishedDeliveries.id)),
      ),
    );
  const late = new Map(
    scheduled
      .filter((d) => pickupTiming(d.pickupDate, d.timeSlot, now) === 'late')
      .map((d) => [d.id as string, d]),
  );
  const jobs = await unalertedJobsOfDeliveries(
    deps.db,
    [...late.values()].map((d) => d.id),
  );
  let alerted = 0;
  for (const job of jobs) {
    const delivery = late.get(job.deliveryRowId);
    if (!delivery) continue;
    const claimed = await deps.db.transaction(async (tx) => {
      if (!(await claimLateAlert(tx, job.id, now))) return false;
      await raiseAlert(tx, delivery.userId, {
        type: 'warning',
        title: SLOT_MESSAGES.lateTitle,
        message: latePickupMessage(delivery.deliveryId, delivery.timeSlot),
        status: 'active',
        priority: 'high',
        shipmentId: delivery.deliveryId,
      });
      return true;
    });
    if (!claimed) continue;
    alerted += 1;
    await deps.events.publish(userKey(job.partnerId), 'job', { jobId: job.id });
  }
  return alerted;
}
