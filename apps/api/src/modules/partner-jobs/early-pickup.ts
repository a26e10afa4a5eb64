import { canAgreeEarlyPickup, SLOT_MESSAGES, type DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { findJobByDelivery } from '../partners/jobs-repository';
import { AppError } from '../../lib/app-error';
import { userKey } from '../../lib/live-events';
import { findDelivery, updateDelivery } from '../deliveries/deliveries-repository';
import { DELIVERY_NOT_FOUND } from '../deliveries/find-delivery-for-user';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';

/**
 * POST /deliveries/{id}/early-pickup: the shipper agrees that the truck may pick up before the booked slot opens
 * (slot-discipline.ts). Own deliveries only (404); 409 once the slot has opened or the goods are on board.
 * Agreeing twice is harmless (the first consent stands). The assigned partner hears of it on its live stream.
 */
export async function agreeEarlyPickup(
  deps: Pick<PartnerJobsDeps, 'db' | 'events'>,
  userId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<void> {
  const held = await deps.db.transaction(async (tx: DbOrTx) => {
    const delivery = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!delivery) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if (delivery.earlyPickupAgreedAt) return null;
    if (delivery.status !== 'Scheduled') throw new AppError('conflict', SLOT_MESSAGES.earlyTooLate);
    if (!canAgreeEarlyPickup(delivery.pickupDate, delivery.timeSlot, delivery.status, now))
      throw new AppError('conflict', SLOT_MESSAGES.earlyNotNeeded);
    await updateDelivery(tx, delivery.id, { earlyPickupAgreedAt: now });
    const job = await findJobByDelivery(tx, delivery.id);
    return job ? { id: job.id, partnerId: job.partnerId } : null;
  });
  if (held) await deps.events.publish(userKey(held.partnerId), 'job', { jobId: held.id });
}
