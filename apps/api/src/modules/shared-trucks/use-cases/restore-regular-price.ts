import type { DeliveryRowId } from '@logisaathi/domain';
import type { DbOrTx } from '../../../db/client';
import { raiseAlert } from '../../alerts/raise-alert';
import { findDelivery, updateDelivery, type DeliveryRow } from '../../deliveries/deliveries-repository';
import { serverText, type ApiText } from '../../../lib/texts';

/**
 * A delivery booked onto a shared truck is charged the pooled price only while its slot request is pending or
 * accepted. When the request ends otherwise (declined, withdrawn, expired, or never made because the truck was
 * missing, unknown or a demo), the delivery goes back to regular mode at the regular price, and its owner is told.
 * Deliveries in pooling mode keep their pooled price (spec: pooling mode on); so do delivered and cancelled ones.
 */
export async function restoreRegularPrice(
  tx: DbOrTx,
  deliveryRowId: DeliveryRowId,
  why: ApiText,
  now: Date,
): Promise<DeliveryRow | null> {
  const delivery = await findDelivery(tx, deliveryRowId, null, { forUpdate: true });
  if (!delivery || delivery.mode !== 'shared-truck' || delivery.status !== 'Scheduled') return null;
  const updated = await updateDelivery(tx, delivery.id, {
    mode: 'regular',
    sharedTruckId: null,
    totalCostInr: delivery.regularCostInr,
    updatedAt: now,
  });
  await raiseAlert(tx, delivery.userId, {
    type: 'warning',
    title: 'Regular Price Applied',
    message: serverText('pool.regularPrice', { why, id: delivery.deliveryId, price: delivery.regularCostInr }),
    status: 'active',
    priority: 'medium',
    shipmentId: delivery.deliveryId,
  });
  return updated;
}
