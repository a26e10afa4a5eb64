import { isDeliveryIdShaped, normalizeDeliveryId, type DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isDeliveryRowId } from '../../lib/row-id';
import { findDelivery, findDeliveryByPublicId, type DeliveryRow } from './deliveries-repository';

export const DELIVERY_NOT_FOUND = 'Delivery not found';
/** Spec section 8 'Track by ID'. */
export const SHIPMENT_NOT_FOUND = 'Shipment not found';

/** A delivery row id from a request; a malformed one names no delivery, so it is the same 404. */
export function deliveryRowIdOrNotFound(id: string): DeliveryRowId {
  if (!isDeliveryRowId(id)) throw AppError.notFound(DELIVERY_NOT_FOUND);
  return id;
}

/**
 * A user's delivery by row id. Someone else's delivery, a deleted one and a malformed id all answer the same
 * 404, so ids reveal nothing about other businesses.
 */
export async function findDeliveryForUser(
  db: DbOrTx,
  userId: string,
  deliveryRowId: string,
): Promise<DeliveryRow> {
  const row = await findDelivery(db, deliveryRowIdOrNotFound(deliveryRowId), userId);
  if (!row) throw AppError.notFound(DELIVERY_NOT_FOUND);
  return row;
}

/** Track by ID: the public id in any letter case and with stray spaces, only among the user's own deliveries. */
export async function findDeliveryByDeliveryId(
  db: DbOrTx,
  userId: string,
  typedId: string,
): Promise<DeliveryRow> {
  const deliveryId = normalizeDeliveryId(typedId);
  const row = isDeliveryIdShaped(deliveryId)
    ? await findDeliveryByPublicId(db, deliveryId, userId)
    : undefined;
  if (!row) throw AppError.notFound(SHIPMENT_NOT_FOUND);
  return row;
}
