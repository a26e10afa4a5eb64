import type { DeliveryRowId } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { deliveryDispatch } from './tables';

/** Timed out (dispatch-timeout.ts) and the shipper has not chosen to keep searching. */
export async function isTimedOut(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<boolean> {
  const [row] = await db
    .select({ keep: deliveryDispatch.keepSearching })
    .from(deliveryDispatch)
    .where(eq(deliveryDispatch.deliveryRowId, deliveryRowId))
    .limit(1);
  return row !== undefined && !row.keep;
}

/** The shipper of a timed-out delivery chose to keep searching: offers go on until the slot. */
export async function setKeepSearching(db: DbOrTx, deliveryRowId: DeliveryRowId, now: Date): Promise<void> {
  await db
    .update(deliveryDispatch)
    .set({ keepSearching: true, updatedAt: now })
    .where(eq(deliveryDispatch.deliveryRowId, deliveryRowId));
}

/**
 * A new slot starts dispatch afresh: a timeout of the old slot no longer holds. modules/deliveries calls this
 * in the edit's transaction through its `SlotChanged` port (app.ts hands it down).
 */
export async function restartDispatch(tx: DbOrTx, deliveryRowId: DeliveryRowId): Promise<void> {
  await tx.delete(deliveryDispatch).where(eq(deliveryDispatch.deliveryRowId, deliveryRowId));
}

/** The dispatch state of each given delivery that has one (timed out, kept searching), in one query. */
export async function dispatchStatesOf(
  db: DbOrTx,
  deliveryRowIds: readonly DeliveryRowId[],
): Promise<Map<string, { timedOutAt: Date; keepSearching: boolean }>> {
  if (deliveryRowIds.length === 0) return new Map();
  const rows = await db
    .select({
      deliveryRowId: deliveryDispatch.deliveryRowId,
      timedOutAt: deliveryDispatch.timedOutAt,
      keepSearching: deliveryDispatch.keepSearching,
    })
    .from(deliveryDispatch)
    .where(isAnyOfUuids(deliveryDispatch.deliveryRowId, deliveryRowIds));
  return new Map(rows.map(({ deliveryRowId, ...state }) => [deliveryRowId as string, state]));
}
