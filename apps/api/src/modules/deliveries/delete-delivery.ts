import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { deleteDelivery, findDelivery } from './deliveries-repository';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';

/** Statuses whose delivery can still be removed: nothing has left the sender yet, or it was called off. */
const DELETABLE_STATUSES = new Set(['Scheduled', 'Cancelled']);

/** Removes a user's delivery unless it has been picked up (409): a shipment on the road keeps its record. */
export async function deleteUserDelivery(
  db: Db,
  userId: string,
  deliveryRowId: string,
): Promise<{ deliveryId: string }> {
  return db.transaction(async (tx) => {
    const row = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!row) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if (!DELETABLE_STATUSES.has(row.status)) {
      throw new AppError(
        'conflict',
        `This delivery is ${row.status} and can no longer be deleted. Only a Scheduled or Cancelled delivery can be deleted.`,
      );
    }
    await deleteDelivery(tx, row.id);
    return { deliveryId: row.deliveryId };
  });
}
