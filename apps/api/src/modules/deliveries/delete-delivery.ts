import type { DeliveryRowId } from '@logisaathi/domain';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteDelivery, findDelivery } from './deliveries-repository';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';
import { serverText } from '../../lib/texts';

export const PARTNER_ACCEPTED_DELETE =
  'A truck partner has accepted this delivery. Cancel it first, then delete it.';

/** Statuses whose delivery can still be removed: nothing has left the sender yet, or it was called off. */
const DELETABLE_STATUSES = new Set(['Scheduled', 'Cancelled']);

/**
 * Whether a truck partner has accepted the delivery (modules/partners, its jobs), handed down because partners sit
 * above deliveries. Read in the delete's transaction.
 */
export interface AcceptedJobs {
  hasAcceptedJob(tx: Tx, deliveryRowId: DeliveryRowId): Promise<boolean>;
}

/** Removes a user's delivery unless it has been picked up (409): a shipment on the road keeps its record. */
export async function deleteUserDelivery(
  db: Db,
  jobs: AcceptedJobs,
  userId: string,
  deliveryRowId: DeliveryRowId,
  /** Written in the same transaction (issue 37: the member who removed it), given the delivery's public code. */
  record?: (tx: Tx, deliveryId: string) => Promise<void>,
): Promise<{ deliveryId: string }> {
  return db.transaction(async (tx) => {
    const row = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!row) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if (!DELETABLE_STATUSES.has(row.status)) {
      throw new AppError('conflict', serverText('delivery.cannotDelete', { status: row.status }));
    }
    // A truck partner who accepted it must hear that it is off: cancel first (the partner's job shows Cancelled).
    if (row.status !== 'Cancelled') {
      if (await jobs.hasAcceptedJob(tx, row.id)) throw new AppError('conflict', PARTNER_ACCEPTED_DELETE);
    }
    await deleteDelivery(tx, row.id);
    await record?.(tx, row.deliveryId);
    return { deliveryId: row.deliveryId };
  });
}
