import {
  formatRegistrationNumber,
  isFinalStatus,
  type DeliveryStatus,
  type Language,
} from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/texts';
import { placeLabel } from '../deliveries/delivery-alerts';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import { etaInputFor } from './estimate-eta';
import type { TrackingDeps } from './tracking-deps';
import { latestPosition } from './tracking-dto';
import { roundForPublic } from './position-rules';
import { findActiveAssignment, findTrackingByPublicCode, isCarrierSuspended } from './tracking-repository';
import { isPublicCodeShaped } from './tracking-secrets';

export const PUBLIC_LINK_TTL_MS = 48 * 3_600_000;
export const TRACKING_LINK_NOT_FOUND = 'Tracking link not found. Please check the link you received.';
export const TRACKING_LINK_EXPIRED =
  'This tracking link has expired. Tracking links stop working 48 hours after the delivery ends.';
export const CODE_HINT =
  'The sender has given you a 4-digit delivery code. Share it with the driver only when you receive your package.';

/** When the delivery reached its final status (the trail's last final entry), or null while it is open. */
function endedAt(delivery: DeliveryRow): Date | null {
  if (!isFinalStatus(delivery.status)) return null;
  const entry = [...delivery.statusHistory].reverse().find((e) => isFinalStatus(e.status));
  return entry ? new Date(entry.at) : delivery.updatedAt;
}

/**
 * The consignee's page behind /track/{publicCode}: status, ETA, the truck's position snapped to ~200 m, the
 * area names of both ends, the vehicle number and the driver's first name (to recognise the truck), and a hint
 * about the delivery code. While the carrier's account is suspended, no position (`livePaused`). No addresses, phone numbers, customer names, prices or the code itself. Answers 410
 * from 48 hours after the delivery ended (delivered, failed or cancelled).
 */
export async function getPublicTracking(deps: TrackingDeps, publicCode: string, now: Date) {
  const code = publicCode.trim().toUpperCase();
  const found = isPublicCodeShaped(code) ? await findTrackingByPublicCode(deps.db, code) : undefined;
  if (!found) throw AppError.notFound(TRACKING_LINK_NOT_FOUND);
  const { delivery, tracking } = found;
  const ended = endedAt(delivery);
  if (ended && now.getTime() - ended.getTime() > PUBLIC_LINK_TTL_MS)
    throw new AppError('gone', TRACKING_LINK_EXPIRED);

  const assignment = await findActiveAssignment(deps.db, delivery.id);
  // The carrier is suspended (issue 33): the status stays, the live position is withheld until it is restored.
  const livePaused = assignment ? await isCarrierSuspended(deps.db, assignment, delivery.userId) : false;
  const position = livePaused ? null : latestPosition(tracking);
  const eta = position ? await deps.estimateEta(etaInputFor(delivery, position), now) : null;
  return {
    deliveryId: delivery.deliveryId,
    status: delivery.status as DeliveryStatus,
    history: delivery.statusHistory.map((e) => ({
      status: e.status,
      at: e.at,
      ...(e.proof ? { proof: e.proof } : {}),
    })),
    from: placeLabel(delivery.pickupAddress, delivery.pickupPlace),
    to: placeLabel(delivery.deliveryAddress, delivery.deliveryPlace),
    destination: roundForPublic({ lat: delivery.deliveryLat, lon: delivery.deliveryLon }),
    schedule: { deliveryDate: delivery.deliveryDate, timeSlot: delivery.timeSlot },
    position: position ? { ...roundForPublic(position), recordedAt: position.recordedAt } : null,
    eta,
    vehicle: assignment
      ? {
          number: formatRegistrationNumber(assignment.vehicleNumber),
          driverFirstName: assignment.driverName.split(/\s+/)[0] ?? '',
        }
      : null,
    livePaused,
    codeHint: CODE_HINT,
    expiresAt: ended ? new Date(ended.getTime() + PUBLIC_LINK_TTL_MS).toISOString() : null,
  };
}
export type PublicTrackingDto = Awaited<ReturnType<typeof getPublicTracking>>;

/** The consignee's page in the language they read: the hint is the only sentence on it. */
export function publicTrackingIn(language: Language, tracking: PublicTrackingDto): PublicTrackingDto {
  return { ...tracking, codeHint: textIn(language, tracking.codeHint) };
}
