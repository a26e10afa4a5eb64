import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryDispatch } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findDelivery, updateDelivery, type DeliveryRow } from './deliveries-repository';
import { deliveryColumns } from './create-delivery';
import type { DeliveryGeo } from './delivery-geo';
import { parseDeliveryEdit } from './delivery-request';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';
import { locateDelivery } from './locate-delivery';
import { geoWithSavedPlaces } from '../places/saved-place-geo';

const ONLY_SCHEDULED = 'Only a Scheduled delivery can be edited.';

function assertEditable(row: DeliveryRow) {
  if (row.status !== 'Scheduled')
    throw new AppError('conflict', `${ONLY_SCHEDULED} This one is ${row.status}.`);
}

/**
 * Edits a Scheduled delivery with a partial body. Changed addresses are geocoded and routed again; the price is
 * always recomputed from the route, weight and mode. The geo calls run before the transaction; inside it the row
 * is locked and must be unchanged since it was read, else the edit is refused (409) rather than overwriting a
 * status change or another edit made meanwhile.
 */
export async function updateUserDelivery(
  deps: { db: Db; geo: DeliveryGeo },
  userId: string,
  deliveryRowId: string,
  body: unknown,
  now: Date,
): Promise<DeliveryRow> {
  const before = await findDelivery(deps.db, deliveryRowId, userId);
  if (!before) throw AppError.notFound(DELIVERY_NOT_FOUND);
  assertEditable(before);
  const input = parseDeliveryEdit(before, body, now);
  const geo = await geoWithSavedPlaces(deps.db, deps.geo, userId, input);
  const located = await locateDelivery(
    geo,
    { ...input, weightKg: input.weight },
    {
      pickupAddress: before.pickupAddress,
      deliveryAddress: before.deliveryAddress,
      pickup: { lat: before.pickupLat, lon: before.pickupLon, name: before.pickupPlace },
      delivery: { lat: before.deliveryLat, lon: before.deliveryLon, name: before.deliveryPlace },
      route: {
        distanceKm: before.distanceKm,
        durationMin: before.durationMin,
        geometry: before.routeGeometry,
        source: before.routeSource,
      },
    },
  );
  return deps.db.transaction(async (tx) => {
    const current = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!current) throw AppError.notFound(DELIVERY_NOT_FOUND);
    assertEditable(current);
    if (current.updatedAt.getTime() !== before.updatedAt.getTime()) {
      throw new AppError(
        'conflict',
        'This delivery changed while you were editing it. Please reload and try again.',
      );
    }
    const columns = deliveryColumns(input, located);
    // A new slot starts dispatch afresh: a timeout of the old slot no longer holds.
    if (columns.pickupDate !== current.pickupDate || columns.timeSlot !== current.timeSlot)
      await tx.delete(deliveryDispatch).where(eq(deliveryDispatch.deliveryRowId, current.id));
    return updateDelivery(tx, current.id, { ...columns, updatedAt: now });
  });
}
