import { isFinalStatus, judgePosition } from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { etaInputFor } from './estimate-eta';
import { findDriverContext } from './find-driver-context';
import { checkFixAlone, REJECTION_MESSAGES, type Fix, type FixRejection } from './position-rules';
import type { TrackingDeps } from './tracking-deps';
import { deliveryKey } from '../../lib/live-events';
import { findNeighbourFixes, storeFix, type TokenContext } from './tracking-repository';

export interface IncomingFix extends Fix {
  speedKmh: number | null;
  bearingDeg: number | null;
  accuracyM: number | null;
}

export type IngestOutcome =
  | { kind: 'stored'; isLatest: boolean }
  | { kind: 'duplicate' }
  | { kind: 'rejected'; reason: FixRejection | 'finished'; message: string };

export const DELIVERY_FINISHED = 'This delivery is finished; positions are no longer recorded';

const rejected = (reason: FixRejection): IngestOutcome => ({
  kind: 'rejected',
  reason,
  message: REJECTION_MESSAGES[reason],
});

/**
 * One GPS fix from the driver page or a tracker app. Checks it (coordinates, not before the job, then the
 * domain's position rule: clock, speed against the fixes around it in time, service area; a fix that fails it is
 * refused and never enters the shipper's map), stores it in the trail once, and moves the truck only when it is the newest fix by
 * device time: a late fix joins the trail without dragging the truck back. Accepted fixes are published to the
 * delivery's live streams with the recomputed ETA.
 *
 * Throws 401 for an unknown or revoked token and 400 for coordinates out of range; plausibility refusals come
 * back as `rejected` so each protocol can answer in its own way.
 */
export async function ingestPosition(
  deps: TrackingDeps,
  args: { token: string; fix: IncomingFix; source: 'browser' | 'osmand'; now: Date },
): Promise<IngestOutcome> {
  const context = await findDriverContext(deps.db, args.token);
  return ingestPositionFor(deps, context, args);
}

/** The same for an already-resolved assignment (a partner's job, the demo fleet). */
export async function ingestPositionFor(
  deps: TrackingDeps,
  context: TokenContext,
  args: { fix: IncomingFix; source: 'browser' | 'osmand'; now: Date },
): Promise<IngestOutcome> {
  const { fix, now } = args;
  const { assignment, tracking, delivery } = context;
  const alone = checkFixAlone(fix, assignment.createdAt);
  if (alone === 'coordinates') throw AppError.validation('lat', REJECTION_MESSAGES.coordinates);
  if (isFinalStatus(delivery.status))
    return { kind: 'rejected', reason: 'finished', message: DELIVERY_FINISHED };
  if (alone) return rejected(alone);
  const early = judgePosition(fix, now);
  if (early === 'future') return rejected(early);

  const lastAt = tracking.lastRecordedAt;
  if (lastAt && lastAt.getTime() === fix.recordedAt.getTime()) return { kind: 'duplicate' };
  let neighbours: Array<Fix | undefined> = [];
  if (!lastAt || fix.recordedAt > lastAt) {
    if (lastAt && tracking.lastLat !== null && tracking.lastLon !== null) {
      neighbours = [{ lat: tracking.lastLat, lon: tracking.lastLon, recordedAt: lastAt }];
    }
  } else {
    const { before, after } = await findNeighbourFixes(deps.db, delivery.id, fix.recordedAt);
    neighbours = [before, after];
  }
  const flag = judgePosition(fix, now, { neighbours });
  if (flag) return rejected(flag);

  const { isStored, isLatest } = await storeFix(deps.db, {
    deliveryRowId: delivery.id,
    assignmentId: assignment.id,
    lat: fix.lat,
    lon: fix.lon,
    recordedAt: fix.recordedAt,
    speedKmh: fix.speedKmh,
    bearingDeg: fix.bearingDeg,
    accuracyM: fix.accuracyM,
    source: args.source,
  });
  if (!isStored) return { kind: 'duplicate' };

  const eta = isLatest ? await deps.estimateEta(etaInputFor(delivery, fix), now) : null;
  await deps.events.publish(deliveryKey(delivery.id), 'position', {
    lat: fix.lat,
    lon: fix.lon,
    recordedAt: fix.recordedAt.toISOString(),
    speedKmh: fix.speedKmh,
    bearingDeg: fix.bearingDeg,
    isLatest,
    eta,
  });
  return { kind: 'stored', isLatest };
}
