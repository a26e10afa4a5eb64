import { isFinalStatus, type DeliveryRowId } from '@logisaathi/domain';
import { hasPartnerJob } from '../partners/jobs-repository';
import { notifyConsignee } from '../notifications/notify';
import { AppError } from '../../lib/app-error';
import { findDelivery } from '../deliveries/deliveries-repository';
import { DELIVERY_NOT_FOUND } from '../deliveries/find-delivery-for-user';
import { buildTrackingView } from './get-delivery-tracking';
import { driverPath, toDriverDto, type TrackingDto } from './tracking-dto';
import type { TrackingDeps } from './tracking-deps';
import { deliveryKey } from '../../lib/live-events';
import { ensureTracking, insertAssignment, revokeAssignments } from './tracking-repository';
import { issueConsignmentNote } from '../billing/issue-consignment-note';
import type { AssignDriverInput } from '@logisaathi/domain';
import { hashDriverToken, newDeliveryCode, newDriverToken, newPublicCode } from './tracking-secrets';
import { serverText } from '../../lib/texts';

export const PARTNER_CARRIES_DELIVERY =
  'A truck partner is carrying this delivery; its driver cannot be changed here.';

export interface AssignedDriver {
  tracking: TrackingDto;
  /** The secret, shown once: only its hash is stored. Reassign to get a new link. */
  driverToken: string;
  driverPath: string;
}

/**
 * Assigns (or reassigns) a driver. In one transaction under the delivery's row lock: revokes the previous
 * driver's link, creates the delivery's public tracking code and 4-digit delivery code on the first
 * assignment (later assignments keep them: the consignee already has them), and stores the new link's hash.
 */
export async function assignDriver(
  deps: TrackingDeps,
  userId: string,
  deliveryRowId: DeliveryRowId,
  input: AssignDriverInput,
  now: Date,
): Promise<AssignedDriver> {
  const token = newDriverToken();
  const { delivery, assignment } = await deps.db.transaction(async (tx) => {
    const row = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!row) throw AppError.notFound(DELIVERY_NOT_FOUND);
    if (isFinalStatus(row.status)) {
      throw new AppError('conflict', serverText('delivery.cannotAssignDriver', { status: row.status }));
    }
    // A truck partner's job holds the assignment: the partner's driver drives it through to the end.
    if (await hasPartnerJob(tx, row.id)) throw new AppError('conflict', PARTNER_CARRIES_DELIVERY);
    await revokeAssignments(tx, row.id, now);
    const tracking = await ensureTracking(tx, {
      deliveryRowId: row.id,
      publicCode: newPublicCode(),
      deliveryCode: newDeliveryCode(),
    });
    const created = await insertAssignment(tx, {
      deliveryRowId: row.id,
      driverName: input.name,
      driverPhone: input.phone,
      vehicleNumber: input.vehicleNumber,
      tokenHash: hashDriverToken(token),
      createdAt: now,
    });
    await issueConsignmentNote(tx, row.id, now);
    // The business assigned its own driver: no message to itself, the consignee's link and code (issue 34).
    await notifyConsignee(tx, {
      deliveryRowId: row.id,
      shipperId: row.userId,
      code: row.deliveryId,
      deliveryContactPhone: row.deliveryContactPhone,
      customerPhone: row.customerPhone,
      publicCode: tracking.publicCode,
      deliveryCode: tracking.deliveryCode,
    });
    return { delivery: row, assignment: created };
  });
  await deps.events.publish(deliveryKey(delivery.id), 'driver', { driver: toDriverDto(assignment) });
  return {
    tracking: await buildTrackingView(deps, delivery, now),
    driverToken: token,
    driverPath: driverPath(token),
  };
}
