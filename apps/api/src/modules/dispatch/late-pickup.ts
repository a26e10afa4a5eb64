import { istToday, pickupTiming, SLOT_MESSAGES, TIME_SLOT_LABELS, isTimeSlot } from '@logisaathi/domain';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { unfinishedDeliveries } from '../deliveries/deliveries-repository';
import { partnerJobs } from '../partners/tables';
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
  const waiting = await deps.db
    .select({
      job: partnerJobs,
      delivery: {
        userId: unfinishedDeliveries.userId,
        deliveryId: unfinishedDeliveries.deliveryId,
        pickupDate: unfinishedDeliveries.pickupDate,
        timeSlot: unfinishedDeliveries.timeSlot,
      },
    })
    .from(partnerJobs)
    .innerJoin(unfinishedDeliveries, eq(unfinishedDeliveries.id, partnerJobs.deliveryRowId))
    .where(
      and(
        eq(unfinishedDeliveries.status, 'Scheduled'),
        isNull(partnerJobs.lateAlertedAt),
        lte(unfinishedDeliveries.pickupDate, istToday(now)),
      ),
    );
  let alerted = 0;
  for (const { job, delivery } of waiting) {
    if (pickupTiming(delivery.pickupDate, delivery.timeSlot, now) !== 'late') continue;
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(partnerJobs)
        .set({ lateAlertedAt: now })
        .where(and(eq(partnerJobs.id, job.id), isNull(partnerJobs.lateAlertedAt)))
        .returning({ id: partnerJobs.id });
      if (rows.length === 0) return false;
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
