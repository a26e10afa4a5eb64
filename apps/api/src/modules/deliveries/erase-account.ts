import { and, eq, notInArray } from 'drizzle-orm';
import { FINAL_STATUSES, isTaxRecord, type DeliveryRowId } from '@logisaathi/domain';
import type { Tx } from '../../db/client';
import { isAnyOfUuids } from '../../db/uuid-array';
import { deliveries } from './tables';

/*
 * This module's part of closing an account (DELETE /users/me), called by account/delete-account.ts inside its
 * transaction. The closing account's deliveries themselves go with the user row (foreign keys cascade).
 */

/** Whether any of the given deliveries is still open (not in a final status). */
export async function hasUnfinishedDelivery(tx: Tx, deliveryRowIds: DeliveryRowId[]): Promise<boolean> {
  if (deliveryRowIds.length === 0) return false;
  const [open] = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(
      and(isAnyOfUuids(deliveries.id, deliveryRowIds), notInArray(deliveries.status, [...FINAL_STATUSES])),
    )
    .limit(1);
  return open !== undefined;
}

/**
 * The closing account's deliveries: every row id (their proofs' files are removed after commit), and those that
 * are tax records (rule in packages/domain/src/data-rights.ts) with the fields a kept record holds.
 */
export async function readClosingAccountDeliveries(tx: Tx, userId: string, now: Date) {
  const own = await tx
    .select({
      id: deliveries.id,
      deliveryId: deliveries.deliveryId,
      status: deliveries.status,
      timeSlot: deliveries.timeSlot,
      pickupPlace: deliveries.pickupPlace,
      deliveryPlace: deliveries.deliveryPlace,
      pickupDate: deliveries.pickupDate,
      deliveryDate: deliveries.deliveryDate,
      packageType: deliveries.packageType,
      weightKg: deliveries.weightKg,
      distanceKm: deliveries.distanceKm,
      mode: deliveries.mode,
      baseCostInr: deliveries.baseCostInr,
      distanceCostInr: deliveries.distanceCostInr,
      weightCostInr: deliveries.weightCostInr,
      specialHandlingCostInr: deliveries.specialHandlingCostInr,
      totalCostInr: deliveries.totalCostInr,
      bookedAt: deliveries.createdAt,
    })
    .from(deliveries)
    .where(eq(deliveries.userId, userId));
  return {
    rowIds: own.map((d) => d.id),
    taxRecords: own
      .filter((d) => isTaxRecord({ status: d.status, deliveryDate: d.deliveryDate, slot: d.timeSlot }, now))
      .map(({ status: _status, timeSlot: _slot, ...record }) => record),
  };
}
