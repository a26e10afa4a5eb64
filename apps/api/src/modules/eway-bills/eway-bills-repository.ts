import type { DeliveryRowId } from '@logisaathi/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  deliveries,
  deliveryEwayBills,
  partnerJobs,
  partners,
  partnerVehicles,
  users,
} from '../../db/schema/index';
import { type DeliveryRow } from '../deliveries/deliveries-repository';
import { isRowId } from '../../lib/row-id';
import type { EwayBillRow } from '../deliveries/goods-invoice-row';

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
  const query = db
    .select({ delivery: deliveries, bill: deliveryEwayBills })
    .from(deliveries)
    .innerJoin(deliveryEwayBills, eq(deliveryEwayBills.deliveryRowId, deliveries.id))
    .where(and(eq(deliveries.id, deliveryRowId), eq(deliveries.userId, userId)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/** The truck a partner has put on the delivery (canonical registration) and the partner's business name. */
export async function findAssignedVehicle(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<{ vehicleNo: string; transporterName: string } | null> {
  const [row] = await db
    .select({ vehicleNo: partnerVehicles.registrationNumber, transporterName: partners.businessName })
    .from(partnerJobs)
    .innerJoin(partnerVehicles, eq(partnerVehicles.id, partnerJobs.vehicleId))
    .innerJoin(partners, eq(partners.userId, partnerJobs.partnerId))
    .where(eq(partnerJobs.deliveryRowId, deliveryRowId))
    .limit(1);
  return row ?? null;
}

/** The consignor as the e-way bill names it: the business's company and its GSTIN when it gave one. */
export async function findConsignor(
  db: DbOrTx,
  userId: string,
): Promise<{ company: string; gstin: string | null; name: string }> {
  const [row] = await db
    .select({ company: users.company, gstin: users.gstin, first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return { company: '', gstin: null, name: '' };
  return { company: row.company, gstin: row.gstin, name: `${row.first} ${row.last}`.trim() };
}
