import { DEFAULT_HANDLING, type HandlingTimes } from './day-fit';
import { roadTravel } from './travel';
import type { LatLon, SlotWindow, TravelFn, VehicleJob } from './types';

/**
 * A truck's day replayed from where the truck is now (issue 31): the pickup and drop times the shipper is shown
 * follow the truck as it moves, not the plan fixed when the job was accepted.
 *
 * From its last reported position at `nowMs` the truck first unloads what it has on board (nearest planned
 * unloading first), then works through the jobs still to pick up in their planned order: it drives to the
 * pickup, waits for the slot to open unless the shipper agreed to an earlier pickup (slot discipline), loads,
 * carries and unloads. A truck running late for one job is late for every job after it; one ahead of its plan
 * is never shown picking up before the slot.
 */
export interface LiveJob extends VehicleJob {
  /** Picked up, not yet delivered: only the drive to the drop is left. */
  onBoard: boolean;
  window: SlotWindow;
  /** The shipper agreed to a pickup before the slot opens. */
  earlyAllowed: boolean;
}

export interface LiveTimes {
  /** When the truck loads at the pickup (null for goods already on board). */
  pickupAtMs: number | null;
  /** When it has unloaded at the drop. */
  doneAtMs: number;
}

const MIN = 60_000;

export function liveDay(
  position: LatLon,
  jobs: readonly LiveJob[],
  options: { nowMs: number; travel?: TravelFn; handling?: HandlingTimes },
): Map<string, LiveTimes> {
  const travel = options.travel ?? roadTravel;
  const handling = options.handling ?? DEFAULT_HANDLING;
  const onBoard = jobs.filter((j) => j.onBoard).sort((a, b) => a.doneAtMs - b.doneAtMs);
  const waiting = jobs.filter((j) => !j.onBoard).sort((a, b) => a.pickupAtMs - b.pickupAtMs);
  const times = new Map<string, LiveTimes>();
  let at = position;
  let t = options.nowMs;
  for (const job of onBoard) {
    t += travel(at, job.drop, t).min * MIN + handling.unloadMin * MIN;
    times.set(job.id, { pickupAtMs: null, doneAtMs: t });
    at = job.drop;
  }
  for (const job of waiting) {
    const arrive = t + travel(at, job.pickup, t).min * MIN;
    const pickupAtMs = job.earlyAllowed ? arrive : Math.max(arrive, job.window.startMs);
    const carry = travel(job.pickup, job.drop, pickupAtMs);
    t = pickupAtMs + (handling.loadMin + carry.min + handling.unloadMin) * MIN;
    times.set(job.id, { pickupAtMs, doneAtMs: t });
    at = job.drop;
  }
  return times;
}
