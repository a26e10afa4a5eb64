import { eq } from 'drizzle-orm';
import { ewayBillValidity, type DeliveryRowId } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { updateDelivery } from '../deliveries/deliveries-repository';
import { deliveryEwayBills } from './tables';
import { findAssignedVehicle, type EwayBillFacts, type EwayBillRecord } from './eway-bills-repository';
import { requireEwayBillRecord } from './eway-bill-view';

/**
 * Stores the number the portal gave for this delivery's bill, with its validity (one day per 200 km of our road
 * estimate, ending at midnight IST: packages/domain eway-bill/validity.ts). The truck assigned now is taken as
 * the one on the bill (the file carries it once a truck is assigned); a later change makes a Part-B update due.
 * Entering a corrected number re-arms the expiry alert.
 */
export async function recordEwbNumber(
  db: Db,
  facts: EwayBillFacts,
  userId: string,
  deliveryRowId: DeliveryRowId,
  input: { ewbNumber: string; generatedOn: string },
  now: Date,
): Promise<EwayBillRecord> {
  return db.transaction(async (tx) => {
    const record = await requireEwayBillRecord(tx, userId, deliveryRowId, { forUpdate: true });
    const validity = ewayBillValidity(input.generatedOn, record.delivery.distanceKm);
    const vehicle = await findAssignedVehicle(tx, facts, deliveryRowId);
    const delivery = await updateDelivery(tx, deliveryRowId, {
      ewbNumber: input.ewbNumber,
      ewbValidUntil: validity.lastDay,
      ewbExpiresAt: validity.expiresAt,
      updatedAt: now,
    });
    const [bill] = await tx
      .update(deliveryEwayBills)
      .set({
        generatedOn: input.generatedOn,
        billVehicleNo: vehicle?.vehicleNo ?? null,
        expiryAlertedAt: null,
        updatedAt: now,
      })
      .where(eq(deliveryEwayBills.deliveryRowId, deliveryRowId))
      .returning();
    return { delivery, bill: bill ?? record.bill };
  });
}
