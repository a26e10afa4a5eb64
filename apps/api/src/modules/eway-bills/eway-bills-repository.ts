import { parseRegistrationNumber, type DeliveryRowId } from '@logisaathi/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryEwayBills } from './tables';
import { findUserById } from '../users/users-repository';
import { findJobVehicleRegistration } from '../partners/jobs-repository';
import { findDelivery, type DeliveryRow } from '../deliveries/deliveries-repository';
import { isRowId } from '../../lib/row-id';
import type { EwayBillRow } from './goods-invoice-row';

export interface EwayBillRecord {
  delivery: DeliveryRow;
  bill: EwayBillRow;
}

/**
 * A user's delivery with its goods invoice, or undefined when the delivery is not theirs, does not exist or was
 * booked without an invoice. `forUpdate` locks both rows for the caller's transaction.
 */
export async function findEwayBillRecord(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
  userId: string,
  { forUpdate = false } = {},
): Promise<EwayBillRecord | undefined> {
  if (!isRowId(deliveryRowId)) return undefined;
  const delivery = await findDelivery(db, deliveryRowId, userId, { forUpdate });
  if (!delivery) return undefined;
  const query = db
    .select()
    .from(deliveryEwayBills)
    .where(eq(deliveryEwayBills.deliveryRowId, deliveryRowId))
    .limit(1);
  const [bill] = forUpdate ? await query.for('update') : await query;
  return bill ? { delivery, bill } : undefined;
}

/**
 * What e-way bills read of modules above them or beside them: the vehicle of the delivery's latest own-driver
 * assignment, as typed (modules/tracking), and its consignment note's number and IST date (modules/billing).
 * tracking/consignment-facts.ts composes them; the callers hand them down.
 */
export interface EwayBillFacts {
  ownDriverVehicle(db: DbOrTx, deliveryRowId: DeliveryRowId): Promise<string | null>;
  consignmentNoteOf(
    db: DbOrTx,
    deliveryRowId: DeliveryRowId,
  ): Promise<{ number: string; date: string } | null>;
}

/**
 * The truck carrying the delivery, canonical registration: the one a partner has put on it, otherwise the
 * vehicle of the shipper's own driver (latest assignment, normalised the same way).
 */
export async function findAssignedVehicle(
  db: DbOrTx,
  facts: EwayBillFacts,
  deliveryRowId: DeliveryRowId,
): Promise<{ vehicleNo: string } | null> {
  const partnerTruck = await findJobVehicleRegistration(db, deliveryRowId);
  if (partnerTruck !== undefined) return { vehicleNo: partnerTruck };
  const ownDriverVehicle = await facts.ownDriverVehicle(db, deliveryRowId);
  if (ownDriverVehicle === null) return null;
  // The own driver's vehicle as typed; the bill carries it in the canonical form, or none when it is no
  // registration number at all (the business then fills Part B on the portal).
  const parsed = parseRegistrationNumber(ownDriverVehicle);
  return parsed.ok ? { vehicleNo: parsed.canonical } : null;
}

/** The consignor as the e-way bill names it: the business's company and its GSTIN when it gave one. */
export async function findConsignor(
  db: DbOrTx,
  userId: string,
): Promise<{ company: string; gstin: string | null; name: string }> {
  const row = await findUserById(db, userId);
  if (!row) return { company: '', gstin: null, name: '' };
  return { company: row.company, gstin: row.gstin, name: `${row.firstName} ${row.lastName}`.trim() };
}

/** What the consignment documents take from a delivery's goods invoice (e-way bill details), when one was given. */
export async function findGoodsInvoice(db: DbOrTx, deliveryRowId: DeliveryRowId) {
  const [row] = await db
    .select({
      description: deliveryEwayBills.description,
      quantity: deliveryEwayBills.quantity,
      qtyUnit: deliveryEwayBills.qtyUnit,
      valuePaise: deliveryEwayBills.valuePaise,
      consigneeGstin: deliveryEwayBills.consigneeGstin,
    })
    .from(deliveryEwayBills)
    .where(eq(deliveryEwayBills.deliveryRowId, deliveryRowId))
    .limit(1);
  return row;
}
