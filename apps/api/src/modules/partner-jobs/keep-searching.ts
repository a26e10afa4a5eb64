import type { DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { setKeepSearching } from '../dispatch/delivery-dispatch-repository';
import { AppError } from '../../lib/app-error';
import { getDeliveryPartnerView } from './shipper-view';

/**
 * POST /deliveries/{id}/dispatch/keep-searching: after the timeout alert the shipper asks for offers to go on
 * until the slot. Own deliveries only (404); 409 unless the delivery is timed out and still without a truck.
 */
export async function keepSearching(
  db: DbOrTx,
  userId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<void> {
  const view = await getDeliveryPartnerView(db, userId, deliveryRowId);
  if (view.dispatch !== 'timed-out')
    throw new AppError('conflict', 'This delivery is not waiting for your choice');
  await setKeepSearching(db, deliveryRowId, now);
}
