import { formatEwbNumber, formatRegistrationNumber, partBChange, type PartBChange } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryEwayBills } from './tables';
import { raiseAlert } from '../alerts/raise-alert';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findAssignedVehicle, type EwayBillFacts, type EwayBillRecord } from './eway-bills-repository';
import { serverText } from '../../lib/texts';

/**
 * The e-way bill's Part-B update that is due (issue 31): the bill has its number and the truck now carrying the
 * goods (a partner's, whichever way it was assigned, or the business's own driver's) is not the one the bill
 * names. Null when nothing is due. The shipper's page, the partner's job and the portal file all read this.
 */
export async function partBDue(
  db: DbOrTx,
  facts: EwayBillFacts,
  { delivery, bill }: EwayBillRecord,
): Promise<PartBChange | null> {
  if (!delivery.ewbNumber) return null;
  const vehicle = await findAssignedVehicle(db, facts, delivery.id);
  if (!vehicle || vehicle.vehicleNo === bill.billVehicleNo) return null;
  return partBChange({
    ewbNo: delivery.ewbNumber,
    vehicleNo: vehicle.vehicleNo,
    previousVehicleNo: bill.billVehicleNo,
    fromPlace: delivery.pickupPlace,
    fromStateCode: bill.fromStateCode,
    transDocNo: delivery.deliveryId,
    transDocDate: delivery.pickupDate,
  });
}

/** The same for a delivery read without its bill (null when it was booked without a goods invoice). */
export async function partBDueFor(
  db: DbOrTx,
  facts: EwayBillFacts,
  delivery: DeliveryRow,
): Promise<PartBChange | null> {
  if (!delivery.ewbNumber) return null;
  const [bill] = await db
    .select()
    .from(deliveryEwayBills)
    .where(eq(deliveryEwayBills.deliveryRowId, delivery.id))
    .limit(1);
  return bill ? partBDue(db, facts, { delivery, bill }) : null;
}

export const PART_B_TITLE = 'Update the e-way bill vehicle';
export const partBAlertMessage = (deliveryId: string, vehicle: string, ewb: string) =>
  serverText('delivery.partBDue', { id: deliveryId, vehicle, ewb });

/**
 * After a truck is put on a delivery (an accepted offer, a batch match, an operator's assignment, the business's
 * own driver), inside the same transaction: when the e-way bill now names another vehicle, the business is
 * told which Part-B update to make.
 */
export async function alertIfPartBDue(
  db: DbOrTx,
  facts: EwayBillFacts,
  delivery: DeliveryRow,
): Promise<void> {
  const due = await partBDueFor(db, facts, delivery);
  if (!due) return;
  await raiseAlert(db, delivery.userId, {
    type: 'warning',
    title: PART_B_TITLE,
    message: partBAlertMessage(
      delivery.deliveryId,
      formatRegistrationNumber(due.vehicleNo),
      formatEwbNumber(due.ewbNo),
    ),
    status: 'active',
    priority: 'high',
    shipmentId: delivery.deliveryId,
  });
}
