import type { DeliveryRowId } from '@logisaathi/domain';
import { asc, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveryTracking, driverAssignments, trackingPositions } from './tables';

/*
 * This module's part of a user's data export (the tracking of the user's deliveries), collected by
 * account/collect-user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys)
 * are never selected; rows of other users appear only as the facts the user's own records are about, never with
 * who made them.
 */

/** Tracking of the given deliveries (which the caller has already limited to the user's own). */
export async function readTracking(db: DbOrTx, deliveryRowIds: DeliveryRowId[]) {
  if (deliveryRowIds.length === 0) return { tracking: [], drivers: [], positions: [] };
  const [tracking, drivers, positions] = [
    await db.select().from(deliveryTracking).where(inArray(deliveryTracking.deliveryRowId, deliveryRowIds)),
    await db
      .select({
        id: driverAssignments.id,
        deliveryRowId: driverAssignments.deliveryRowId,
        driverName: driverAssignments.driverName,
        driverPhone: driverAssignments.driverPhone,
        vehicleNumber: driverAssignments.vehicleNumber,
        assignedAt: driverAssignments.createdAt,
        revokedAt: driverAssignments.revokedAt,
      })
      .from(driverAssignments)
      .where(inArray(driverAssignments.deliveryRowId, deliveryRowIds))
      .orderBy(asc(driverAssignments.createdAt)),
    await db
      .select({
        deliveryRowId: trackingPositions.deliveryRowId,
        recordedAt: trackingPositions.recordedAt,
        lat: trackingPositions.lat,
        lon: trackingPositions.lon,
        speedKmh: trackingPositions.speedKmh,
        bearingDeg: trackingPositions.bearingDeg,
        accuracyM: trackingPositions.accuracyM,
        source: trackingPositions.source,
      })
      .from(trackingPositions)
      .where(inArray(trackingPositions.deliveryRowId, deliveryRowIds))
      .orderBy(asc(trackingPositions.recordedAt)),
  ];
  return { tracking, drivers, positions };
}
