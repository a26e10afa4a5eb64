import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import type { PoolIntake } from '../../deliveries/book-delivery';
import type { PoolRefresher } from '../background/pool-refresher';
import { requestSlot } from './request-slot';
import { restoreRegularPrice } from './restore-regular-price';
import { isKeyedText, serverText } from '../../../lib/texts';

/**
 * The pool's side of a new booking (the PoolIntake that modules/deliveries is handed): a pooled delivery is
 * queued for planning onto a truck (in the background), and a delivery booked from a truck card (shared-truck
 * mode) asks that truck's owner for the slot. The delivery stands whatever the pool answers: a missing, unknown,
 * demo, full or expired truck puts it back in regular mode at the regular price, and its owner is alerted.
 */
export function createPoolIntake(db: Db, poolReplanner: Pick<PoolRefresher, 'request'>): PoolIntake {
  return {
    async take(row, userId, now, log) {
      if (row.mode === 'pooled') {
        poolReplanner.request();
        return row;
      }
      try {
        if (!row.sharedTruckId) throw new AppError('validation', 'No shared truck was chosen.');
        await requestSlot({ db }, userId, { truckId: row.sharedTruckId, deliveryId: row.id }, now);
        return row;
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        log.info({ deliveryId: row.deliveryId, reason: err.message }, 'pool did not take the delivery');
        // The refusal inside, without its full stop (a keyed one is kept as a key when it has none).
        const refusal = isKeyedText(err.text) && !err.message.endsWith('.') ? err.text : err.message.replace(/\.$/, '');
        const why = serverText('delivery.sharedTruckRefused', { why: refusal });
        const restored = await db.transaction((tx) => restoreRegularPrice(tx, row.id, why, now));
        return restored ?? row;
      }
    },
  };
}
