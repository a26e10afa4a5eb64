import { deliveryStats, type DeliveryStatus } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { statsInputs } from './dashboard-repository';

/**
 * The dashboard's stat cards (spec section 2): every delivery of the user, counted by the status the dashboard
 * shows (a Scheduled one follows the time projection), payments over those not cancelled.
 */
export async function getStats(db: DbOrTx, userId: string, now: Date) {
  const rows = await statsInputs(db, userId);
  return {
    stats: deliveryStats(
      rows.map((r) => ({ ...r, status: r.status as DeliveryStatus })),
      now,
    ),
  };
}
