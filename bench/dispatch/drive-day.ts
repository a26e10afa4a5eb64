// The day's driving once dispatch is done: each truck's accepted jobs in planned order, with real drive times
// that vary around the estimates.
import { DEFAULT_HANDLING, roadTravel, type VehicleJob } from '@logisaathi/dispatch';
import { createRandom } from '@logisaathi/pooling';
import type { SimVehicle } from './fixtures';
import type { SimDelivery } from './simulate';

const MIN = 60_000;

/** A job a simulated truck accepted. */
export interface HeldJob extends VehicleJob {
  delivery: number;
  acceptedAtMs: number;
}

export interface DrivenDay {
  /** Empty km of the day, the drive home after each truck's last drop included. */
  deadheadKm: number;
  /** Of which the drives home. */
  homeKm: number;
  /**
   * Empty km charged to each delivery (NaN: not carried): the drive to its pickup, and for a truck's last delivery
   * of the day also the drive home from its drop.
   */
  emptyKmOf: Float64Array;
  loadedKm: number;
  deliveredInSlot: number;
}

/**
 * Drives each truck's jobs in planned (pickup) order from its home and back home after the last drop: leaves as late as the estimate allows for the
 * slot start (never before accepting the job or the start of work), each leg slower or faster than estimated by a
 * seeded log-normal factor (sigma 0.25); loads from the slot's start, handling times as the engine plans them.
 */
export function driveDay(
  fleet: readonly SimVehicle[],
  held: readonly HeldJob[][],
  deliveries: readonly SimDelivery[],
  workStartHour: number,
  seed: number,
): DrivenDay {
  const noise = createRandom(seed ^ 0x5eed);
  const factor = () =>
    Math.exp(0.25 * Math.sqrt(-2 * Math.log(1 - noise.next())) * Math.cos(2 * Math.PI * noise.next()));
  let deadheadKm = 0;
  let homeKm = 0;
  let loadedKm = 0;
  const emptyKmOf = new Float64Array(deliveries.length).fill(Number.NaN);
  let deliveredInSlot = 0;
  const handling = DEFAULT_HANDLING;
  fleet.forEach((sim, v) => {
    const jobs = [...(held[v] as HeldJob[])].sort((a, b) => a.pickupAtMs - b.pickupAtMs);
    let at = sim.home;
    let free = -Infinity;
    for (const job of jobs) {
      const delivery = deliveries[job.delivery] as SimDelivery;
      const { startMs, endMs } = delivery.job.window;
      const workStart = startOfWork(startMs, workStartHour);
      const empty = roadTravel(at, job.pickup, Math.max(free, workStart));
      const depart = Math.max(free, job.acceptedAtMs, workStart, startMs - empty.min * MIN);
      const arrive = depart + empty.min * factor() * MIN;
      const loadAt = Math.max(arrive, startMs);
      const carry = roadTravel(job.pickup, job.drop, loadAt);
      const done = loadAt + (handling.loadMin + carry.min * factor() + handling.unloadMin) * MIN;
      deadheadKm += empty.km;
      emptyKmOf[job.delivery] = empty.km;
      loadedKm += carry.km;
      if (done <= endMs) deliveredInSlot++;
      at = job.drop;
      free = done;
    }
    const last = jobs[jobs.length - 1];
    if (last) {
      const home = roadTravel(at, sim.home, free).km;
      homeKm += home;
      deadheadKm += home;
      emptyKmOf[last.delivery] = (emptyKmOf[last.delivery] as number) + home;
    }
  });
  return { deadheadKm, homeKm, loadedKm, deliveredInSlot, emptyKmOf };
}

/** The start of working hours (IST) on the day of an instant. */
export function startOfWork(ms: number, hour: number): number {
  const istMs = ms + 330 * MIN;
  const dayStart = istMs - (((istMs % 86_400_000) + 86_400_000) % 86_400_000);
  return dayStart - 330 * MIN + hour * 3_600_000;
}
