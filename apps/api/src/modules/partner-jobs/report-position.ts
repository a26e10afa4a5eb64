import type { PartnerPositionInput, PositionFlag } from '@logisaathi/domain';
import {
  isFinalStatus,
  judgePosition,
  MAX_POSITION_AGE_MS,
  POSITION_FLAG_MESSAGES,
} from '@logisaathi/domain';
import { AppError } from '../../lib/app-error';
import { findDelivery } from '../deliveries/deliveries-repository';
import { requireVehicle } from '../partners/find-partner';
import { recordVehiclePosition } from '../partners/partners-repository';
import { checkFixAlone, parseFixTimestamp, REJECTION_MESSAGES } from '../tracking/position-rules';
import { ingestPositionFor } from '../tracking/ingest-position';
import { jobContext } from './drive-job';
import type { PartnerJobsDeps } from '../dispatch/partner-jobs-deps';
import { listJobs } from '../partners/jobs-repository';

export interface PositionOutcome {
  /** Whether the fix also joined an active job's live tracking ('stored'), or why not. */
  tracking: 'stored' | 'duplicate' | 'rejected' | 'no_job';
  message: string | null;
  /** Why the position makes no sense (domain position-sense.ts); it is kept flagged, not used for dispatch. */
  flag: PositionFlag | null;
}

/**
 * POST /partners/position: the driver page's fix, every 20 s while online. It keeps the vehicle fresh for
 * offers (newest fix by device time only), and when the vehicle carries an unfinished job the same fix goes
 * through live tracking's ingestion, so the shipper's map moves as with any driver.
 *
 * The domain's position rule judges it first (clock within minutes of the server's, plausible speed from the
 * vehicle's last sound fix, inside the service area). A fix that fails is stored on the vehicle flagged: the
 * vehicle is left out of dispatch until a sound fix arrives (dispatch-fleet.ts), and the fix does not reach any
 * delivery's map. The answer says why (200: the phone should keep reporting).
 */
export async function reportPosition(
  deps: PartnerJobsDeps,
  partnerId: string,
  input: PartnerPositionInput,
  now: Date,
): Promise<PositionOutcome> {
  const vehicle = await requireVehicle(deps.db, partnerId, input.vehicleId);
  const recordedAt = parseFixTimestamp(input.timestamp, now);
  if (!recordedAt) throw AppError.validation('timestamp', 'timestamp must be unix time in milliseconds');
  const fix = {
    lat: input.lat,
    lon: input.lon,
    recordedAt,
    speedKmh: input.speedKmh ?? null,
    bearingDeg: input.bearingDeg ?? null,
    accuracyM: input.accuracyM ?? null,
  };
  const alone = checkFixAlone(fix, new Date(0));
  if (alone) throw new AppError('unprocessable', REJECTION_MESSAGES[alone]);
  const previous =
    vehicle.lastLat !== null &&
    vehicle.lastLon !== null &&
    vehicle.lastPositionAt &&
    !vehicle.lastPositionFlag
      ? { lat: vehicle.lastLat, lon: vehicle.lastLon, recordedAt: vehicle.lastPositionAt }
      : null;
  const flag = judgePosition(fix, now, { neighbours: [previous], maxAgeMs: MAX_POSITION_AGE_MS });
  // A flagged fix is always recorded (it takes the vehicle out of dispatch); so is any fix after one.
  await recordVehiclePosition(deps.db, vehicle.id, { lat: fix.lat, lon: fix.lon, recordedAt, flag });
  if (flag) {
    deps.log.warn({ vehicleId: vehicle.id, flag }, 'partner position flagged');
    return { tracking: 'rejected', message: POSITION_FLAG_MESSAGES[flag], flag };
  }
  // Every unfinished job of this vehicle gets the fix: a truck's day may hold several (truck-day.ts), and the
  // shipper of the one on board must see it move whichever job was accepted first.
  const jobs = await listJobs(deps.db, partnerId, 50);
  let answer: PositionOutcome = { tracking: 'no_job', message: null, flag: null };
  let answerOnBoard = false;
  for (const job of jobs.filter((j) => j.vehicleId === vehicle.id && !j.completedAt)) {
    const delivery = await findDelivery(deps.db, job.deliveryRowId, null);
    if (!delivery || isFinalStatus(delivery.status)) continue;
    const outcome = await ingestPositionFor(deps, await jobContext(deps, job), {
      fix,
      source: 'browser',
      now,
    });
    const onBoard = delivery.status !== 'Scheduled';
    if (answer.tracking === 'no_job' || (onBoard && !answerOnBoard)) {
      answer = {
        tracking: outcome.kind,
        message: outcome.kind === 'rejected' ? outcome.message : null,
        flag: null,
      };
      answerOnBoard = onBoard;
    }
  }
  return answer;
}
