import type { DeliveryRowId } from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { findDeliveryForUser } from '../deliveries/find-delivery-for-user';
import { etaInputFor } from './estimate-eta';
import { latestPosition, toTrackingDto, type TrackingDto } from './tracking-dto';
import type { TrackingDeps } from './tracking-deps';
import { findActiveAssignment, findTracking, findTrail } from './tracking-repository';

/** The owner's live view of one delivery: driver, codes, latest position, trail and ETA. */
export async function getDeliveryTracking(
  deps: TrackingDeps,
  userId: string,
  deliveryRowId: DeliveryRowId,
  now: Date,
): Promise<TrackingDto> {
  const delivery = await findDeliveryForUser(deps.db, userId, deliveryRowId);
  return buildTrackingView(deps, delivery, now);
}

export async function buildTrackingView(
  deps: TrackingDeps,
  delivery: DeliveryRow,
  now: Date,
): Promise<TrackingDto> {
  const [tracking, assignment, trail] = await Promise.all([
    findTracking(deps.db, delivery.id),
    findActiveAssignment(deps.db, delivery.id),
    findTrail(deps.db, delivery.id),
  ]);
  const position = latestPosition(tracking);
  const eta = position ? await deps.estimateEta(etaInputFor(delivery, position), now) : null;
  return toTrackingDto({ delivery, tracking, assignment, trail, eta });
}
