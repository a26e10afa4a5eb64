import type { PartnerPositionInput } from '@logisaathi/domain';
import { isFinalStatus } from '@logisaathi/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { partnerVehicles } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { findDelivery } from '../deliveries/deliveries-repository';
import { requireVehicle } from '../partners/find-partner';
import { checkFixAlone, parseFixTimestamp, REJECTION_MESSAGES } from '../tracking/position-rules';
import { ingestPositionFor } from '../tracking/ingest-position';
import { jobContext } from './drive-job';
import type { PartnerJobsDeps } from './partner-jobs-deps';
import { listJobs } from '../partners/jobs-repository';

export interface PositionOutcome {
  /** Whether the fix also joined an active job's live tracking ('stored'), or why not. */
  tracking: 'stored' | 'duplicate' | 'rejected' | 'no_job';
  message: string | null;
}

/**
 * POST /partners/position: the driver page's fix, every 20 s while online. It keeps the vehicle fresh for
 * offers (newest fix by device time only), and when the vehicle carries an unfinished job the same fix goes
 * through live tracking's ingestion, so the shipper's map moves as with any driver.
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
  const alone = checkFixAlone(fix, now, new Date(0));
  if (alone) throw new AppError('unprocessable', REJECTION_MESSAGES[alone]);
  await deps.db
    .update(partnerVehicles)
    .set({ lastLat: fix.lat, lastLon: fix.lon, lastPositionAt: recordedAt })
    .where(
      and(
        eq(partnerVehicles.id, vehicle.id),
        or(isNull(partnerVehicles.lastPositionAt), lt(partnerVehicles.lastPositionAt, recordedAt)),
      ),
    );
  // Every unfinished job of this vehicle gets the fix: a truck's day may hold several (truck-day.ts), and the
  // shipper of the one on board must see it move whichever job was accepted first.
  const jobs = await listJobs(deps.db, partnerId, 50);
  let answer: PositionOutcome = { tracking: 'no_job', message: null };
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
      answer = { tracking: outcome.kind, message: outcome.kind === 'rejected' ? outcome.message : null };
      answerOnBoard = onBoard;
    }
  }
  return answer;
}
