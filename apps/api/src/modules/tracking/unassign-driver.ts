import type { DeliveryRowId } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { findDelivery } from '../deliveries/deliveries-repository';
import { DELIVERY_NOT_FOUND } from '../deliveries/find-delivery-for-user';
import { buildTrackingView } from './get-delivery-tracking';
import type { TrackingDto } from './tracking-dto';
import type { TrackingDeps } from './tracking-deps';
import { deliveryKey } from '../../lib/live-events';
import { revokeAssignments } from './tracking-repository';

export const NO_DRIVER = 'No driver is assigned to this delivery';

/** Takes the driver off the job: the link and device id stop working at once (401). Codes and trail stay. */
export async function unassignDriver(
  deps: TrackingDeps,
  userId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<TrackingDto> {
  const delivery = await deps.db.transaction(async (tx) => {
    const row = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!row) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if ((await revokeAssignments(tx, row.id, now)) === 0) throw AppError.notFound(NO_DRIVER);
    return row;
  });
  await deps.events.publish(deliveryKey(delivery.id), 'driver', { driver: null });
  return buildTrackingView(deps, delivery, now);
}
