import type { DeliveryRowId } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryEwayBills } from './tables';
import { AppError } from '../../lib/app-error';
import { vehicleUpdateFileFor } from './eway-bill-files';
import type { EwayBillFacts, EwayBillRecord } from './eway-bills-repository';
import { requireEwayBillRecord } from './eway-bill-view';

export const VEHICLE_CHANGED_AGAIN =
  'The assigned truck has changed since that file was made: download the vehicle update again';

/**
 * The business uploaded the Part-B file for `vehicleNo` (canonical): that truck is now the one on the bill.
 * Refused (409) when no update is due or the assigned truck has changed again since the file was made.
 */
export async function confirmVehicleUpdate(
  db: Db,
  facts: EwayBillFacts,
  userId: string,
  deliveryRowId: DeliveryRowId,
  vehicleNo: string,
  now: Date,
): Promise<EwayBillRecord> {
  return db.transaction(async (tx) => {
    const record = await requireEwayBillRecord(tx, userId, deliveryRowId, { forUpdate: true });
    const due = await vehicleUpdateFileFor(tx, facts, record);
    if (due.vehicleNo !== vehicleNo) throw new AppError('conflict', VEHICLE_CHANGED_AGAIN);
    const [bill] = await tx
      .update(deliveryEwayBills)
      .set({ billVehicleNo: vehicleNo, updatedAt: now })
      .where(eq(deliveryEwayBills.deliveryRowId, deliveryRowId))
      .returning();
    return { delivery: record.delivery, bill: bill ?? record.bill };
  });
}
