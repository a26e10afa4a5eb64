import { POSITION_STALE_MS, slotWindow } from '@logisaathi/domain';
import { liveDay, type LiveJob } from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import type { VehicleRow } from '../partners/partners-repository';
import { heldJobsOfVehicles, type JobRow } from '../partners/jobs-repository';

export interface JobTimes {
  pickupAtMs: number;
  doneAtMs: number;
  /** 'live': replayed from the truck's fresh position; 'plan': the times fixed when the job was accepted. */
  basis: 'live' | 'plan';
}

/**
 * When the assigned truck picks up and unloads one job, as the shipper is shown it (issue 31). While the truck
 * reports a sound, fresh position (newer than POSITION_STALE_MS, not flagged) its whole unfinished day is
 * replayed from there (`liveDay`): the ETA follows the truck, and a truck late on an earlier job makes this one
 * late too. Without such a position the plan fixed at acceptance stands. Null when neither exists (a job
 * accepted before plans were stored, with the truck silent).
 */
export async function jobTimes(
  db: DbOrTx,
  job: JobRow,
  vehicle: Pick<VehicleRow, 'id' | 'lastLat' | 'lastLon' | 'lastPositionAt' | 'lastPositionFlag'>,
  now: Date,
): Promise<JobTimes | null> {
  const planned =
    job.plannedPickupAt && job.plannedDoneAt
      ? {
          pickupAtMs: job.plannedPickupAt.getTime(),
          doneAtMs: job.plannedDoneAt.getTime(),
          basis: 'plan' as const,
        }
      : null;
  const fresh =
    vehicle.lastLat !== null &&
    vehicle.lastLon !== null &&
    vehicle.lastPositionAt !== null &&
    vehicle.lastPositionFlag === null &&
    now.getTime() - vehicle.lastPositionAt.getTime() <= POSITION_STALE_MS;
  if (!fresh) return planned;
  const rows = await heldJobsOfVehicles(db, [vehicle.id]);
  const jobs: LiveJob[] = rows.map((r) => {
    const slot = slotWindow(r.date, r.slot);
    const window = { startMs: slot.start.getTime(), endMs: slot.end.getTime() };
    return {
      id: r.id,
      pickup: { lat: r.pickupLat, lon: r.pickupLon },
      drop: { lat: r.dropLat, lon: r.dropLon },
      // A job accepted before plans were stored keeps its place in the day by its slot.
      pickupAtMs: r.plannedPickupAt?.getTime() ?? window.startMs,
      doneAtMs: r.plannedDoneAt?.getTime() ?? window.endMs,
      onBoard: r.status !== 'Scheduled',
      window,
      earlyAllowed: r.earlyAgreedAt !== null,
    };
  });
  const times = liveDay({ lat: vehicle.lastLat as number, lon: vehicle.lastLon as number }, jobs, {
    nowMs: now.getTime(),
  }).get(job.id);
  if (!times || times.pickupAtMs === null) return planned;
  return { pickupAtMs: times.pickupAtMs, doneAtMs: times.doneAtMs, basis: 'live' };
}
