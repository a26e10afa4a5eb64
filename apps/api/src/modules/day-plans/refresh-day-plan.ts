/*
 * Plans a partner's IST day with packages/dispatch's planFleetDay (on a planning worker thread) and stores the result. The plan is fingerprinted
 * by its inputs (the day's live jobs, which are on board and where, which are pinned, the fleet's capacity).
 * Writes plan the day (replan-on-write.ts: a job accepted or picked up; move-plan-job.ts: a job moved by hand);
 * `refreshDayPlan` skips the work when the fingerprint is unchanged. Reads never plan: they show the stored plan.
 */
import {
  packageFitsBody,
  type FleetDayPlan,
  type FleetVehicle,
  type PlanJob,
  type VehicleFeature,
} from '@logisaathi/dispatch';
import {
  formatRegistrationNumber,
  isFinalStatus,
  istDateTime,
  istToday,
  JOB_PROGRESS_STATUSES,
  requiredFeatures,
  slotWindow,
  vehicleCompliance,
} from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { runPlanning } from '../../lib/planning-workers/pool';
import {
  findPartner,
  listDriversByIds,
  listPartnerDocuments,
  listVehicles,
  type VehicleRow,
} from '../partners/partners-repository';
import { updateJob } from '../partners/jobs-repository';
import {
  findDayPlan,
  listDayJobs,
  listPins,
  lockPartner,
  saveDayPlan,
  type PinRow,
} from './day-plans-repository';

/** A fleet without working hours starts its day at 08:00 IST. */
const DEFAULT_WORK_START = '08:00';
/** A position older than this is not where the truck is now (the partners issue's 10-minute rule). */
const FRESH_POSITION_MS = 10 * 60_000;

type DayJob = Awaited<ReturnType<typeof listDayJobs>>[number];

export const isOnBoard = (status: string) => (JOB_PROGRESS_STATUSES as readonly string[]).includes(status);

export interface DayInputs {
  partner: NonNullable<Awaited<ReturnType<typeof findPartner>>>;
  vehicles: VehicleRow[];
  jobs: DayJob[];
  pins: Map<string, PinRow>;
  /** Document problems per vehicle on the plan's day; a vehicle with any takes no new jobs. */
  documentProblems: Map<string, string[]>;
}

export async function loadDayInputs(db: DbOrTx, partnerId: string, date: string): Promise<DayInputs | null> {
  const partner = await findPartner(db, partnerId);
  if (!partner) return null;
  const [vehicles, all] = await Promise.all([listVehicles(db, partnerId), listDayJobs(db, partnerId, date)]);
  const jobs = all.filter((j) => !isFinalStatus(j.delivery.status));
  const pins = new Map(
    (
      await listPins(
        db,
        jobs.map((j) => j.job.id),
      )
    ).map((p) => [p.jobId, p]),
  );
  const documents = await listPartnerDocuments(db, partnerId);
  const day = istDateTime(date, 0);
  const documentProblems = new Map(
    vehicles.map((v) => [
      v.id,
      vehicleCompliance(
        documents.filter((d) => d.vehicleId === v.id),
        day,
      ).problems,
    ]),
  );
  return { partner, vehicles, jobs, pins, documentProblems };
}

/** What the plan depends on; the current vehicle of a job not yet on board is the plan's output, not an input. */
function inputKey(inputs: DayInputs): string {
  const jobs = inputs.jobs
    .map(({ job, delivery }) =>
      [
        job.id,
        isOnBoard(delivery.status) ? `onboard:${job.vehicleId}` : '',
        inputs.pins.get(job.id)?.vehicleId ?? '',
      ].join(':'),
    )
    .sort();
  const vehicles = inputs.vehicles
    .map(
      (v) =>
        `${v.id}:${v.payloadKg}:${v.lengthCm}x${v.widthCm}x${v.heightCm}:${[...v.features].sort().join('+')}`,
    )
    .sort();
  return `${jobs.join(',')}|${vehicles.join(',')}`;
}

export function toPlanJob(dayJob: DayJob, pinnedTo: string | undefined): PlanJob {
  const { job, delivery } = dayJob;
  const window = slotWindow(delivery.pickupDate, delivery.timeSlot);
  return {
    id: job.id,
    pickup: { lat: delivery.pickupLat, lon: delivery.pickupLon },
    drop: { lat: delivery.deliveryLat, lon: delivery.deliveryLon },
    weightKg: delivery.weightKg,
    // Domain and engine share the feature keys a job can require (covered, refrigerated).
    requiredFeatures: requiredFeatures(
      delivery.packageType,
      delivery.specialInstructions,
    ) as VehicleFeature[],
    window: { startMs: window.start.getTime(), endMs: window.end.getTime() },
    ...(isOnBoard(delivery.status) ? { pickedUpBy: job.vehicleId } : {}),
    ...(pinnedTo !== undefined && !isOnBoard(delivery.status) ? { pinnedTo } : {}),
  };
}

/** The body size rule of dispatch eligibility: the planner itself only knows payload and features. */
export function bodyFits(vehicle: VehicleRow, { delivery }: DayJob): boolean {
  return packageFitsBody(
    { lengthCm: delivery.lengthCm ?? 0, widthCm: delivery.widthCm ?? 0, heightCm: delivery.heightCm ?? 0 },
    { lengthCm: vehicle.lengthCm, widthCm: vehicle.widthCm, heightCm: vehicle.heightCm },
  );
}

/** Plans the day with planFleetDay on a planning worker thread (lib/planning-workers), off the event loop. */
export async function planDay(
  inputs: DayInputs,
  date: string,
  now: Date,
  pinsOverride?: Map<string, string>,
): Promise<FleetDayPlan> {
  const { partner, vehicles } = inputs;
  const [hh, mm] = (partner.workStart ?? DEFAULT_WORK_START).split(':').map(Number);
  const shiftStart = istDateTime(date, hh ?? 8, mm ?? 0).getTime();
  const isToday = istToday(now) === date;
  const firstPickup = inputs.jobs[0]?.delivery;
  const home =
    partner.homeLat !== null && partner.homeLon !== null
      ? { lat: partner.homeLat, lon: partner.homeLon }
      : firstPickup
        ? { lat: firstPickup.pickupLat, lon: firstPickup.pickupLon }
        : { lat: 28.6139, lon: 77.209 };
  const fleet: FleetVehicle[] = vehicles.map((v) => {
    const fresh =
      isToday &&
      v.lastPositionFlag === null &&
      v.lastLat !== null &&
      v.lastLon !== null &&
      v.lastPositionAt !== null
        ? now.getTime() - v.lastPositionAt.getTime() <= FRESH_POSITION_MS
        : false;
    return {
      id: v.id,
      start: fresh ? { lat: v.lastLat!, lon: v.lastLon! } : home,
      availableFromMs: isToday ? Math.max(shiftStart, now.getTime()) : shiftStart,
      payloadKg: v.payloadKg,
      features: v.features as VehicleFeature[],
    };
  });
  const jobs = inputs.jobs.map((j) =>
    toPlanJob(j, pinsOverride?.get(j.job.id) ?? inputs.pins.get(j.job.id)?.vehicleId),
  );
  // planFleetDay checks payload and features, not body size. A package that does not fit some bodies (rare: an
  // oversize load in a mixed fleet) gets a per-job feature that only the vehicles its body fits carry.
  const extra = new Map<string, VehicleFeature[]>();
  inputs.jobs.forEach((j, i) => {
    const fitting = vehicles.filter((v) => bodyFits(v, j));
    if (fitting.length === vehicles.length) return;
    const key = `fits:${j.job.id}` as VehicleFeature;
    jobs[i] = { ...jobs[i]!, requiredFeatures: [...jobs[i]!.requiredFeatures, key] };
    for (const v of fitting) extra.set(v.id, [...(extra.get(v.id) ?? []), key]);
  });
  return runPlanning({
    kind: 'fleet-day',
    input: {
      vehicles: fleet.map((v) => ({ ...v, features: [...v.features, ...(extra.get(v.id) ?? [])] })),
      jobs,
      seed: 1,
    },
  });
}

/**
 * Puts a job's driver assignment on the vehicle (and driver) a plan moved the job to: modules/tracking's
 * `moveAssignment`, handed down by the callers (tracking sits on this module's layer).
 */
export type MoveAssignment = (
  tx: DbOrTx,
  assignmentId: string,
  to: { vehicleNumber: string; driverName?: string; driverPhone?: string },
) => Promise<void>;

/**
 * Stores a computed plan. A job not yet on board follows its planned vehicle: the job row, its driver (the
 * vehicle's current driver) and the tracking assignment the shipper sees are updated.
 */
export async function storeDayPlan(
  tx: DbOrTx,
  moveAssignment: MoveAssignment,
  inputs: DayInputs,
  date: string,
  plan: FleetDayPlan,
  now: Date,
): Promise<void> {
  const jobs = new Map(inputs.jobs.map((j) => [j.job.id, j]));
  const vehicles = new Map(inputs.vehicles.map((v) => [v.id, v]));
  const stops = plan.routes.flatMap((route) =>
    route.stops.map((stop, i) => ({
      jobId: stop.jobId,
      kind: stop.kind,
      partnerId: inputs.partner.userId,
      planDate: date,
      vehicleId: route.vehicleId,
      seq: i + 1,
      arriveAt: new Date(stop.arriveAtMs),
      startAt: new Date(stop.startAtMs),
      leaveAt: new Date(stop.leaveAtMs),
      loadKgAfter: stop.loadKgAfter,
    })),
  );
  const driverIds = inputs.vehicles.flatMap((v) => (v.currentDriverId ? [v.currentDriverId] : []));
  const drivers = await listDriversByIds(tx, driverIds);
  for (const route of plan.routes) {
    const vehicle = vehicles.get(route.vehicleId)!;
    const driver = drivers.find((d) => d.id === vehicle.currentDriverId);
    for (const stop of route.stops) {
      const dayJob = jobs.get(stop.jobId);
      if (!dayJob || stop.kind !== 'pickup' || dayJob.job.vehicleId === vehicle.id) continue;
      await updateJob(tx, dayJob.job.id, { vehicleId: vehicle.id, driverId: driver?.id ?? null });
      await moveAssignment(tx, dayJob.job.assignmentId, {
        vehicleNumber: formatRegistrationNumber(vehicle.registrationNumber),
        ...(driver ? { driverName: driver.name, driverPhone: driver.phone } : {}),
      });
      dayJob.job.vehicleId = vehicle.id;
    }
  }
  await saveDayPlan(
    tx,
    {
      partnerId: inputs.partner.userId,
      planDate: date,
      inputKey: inputKey(inputs),
      totalKm: plan.totalKm,
      vehicleKm: Object.fromEntries(plan.routes.map((r) => [r.vehicleId, r.km])),
      unplanned: plan.unplanned,
      plannedAt: now,
    },
    stops,
  );
}

/** How often a day is solved again when its inputs changed while it was being solved. */
const PLAN_ATTEMPTS = 3;

/**
 * Re-plans the day when its inputs changed since the stored plan (or there is none). The solve runs with no
 * transaction open (a transaction held across it would hold embedded PGlite's only connection, and every other
 * request with it, for the whole solve); the plan is stored under the partner's lock only if the inputs still
 * read the same, else the day is solved again, the last time under the lock.
 */
export async function refreshDayPlan(
  db: Db,
  moveAssignment: MoveAssignment,
  partnerId: string,
  date: string,
  now: Date,
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const read = await loadDayInputs(db, partnerId, date);
    if (!read) return;
    const key = inputKey(read);
    const stored = await findDayPlan(db, partnerId, date);
    if (stored?.inputKey === key) return;
    const plan = await planDay(read, date, now);
    const done = await db.transaction(async (tx) => {
      await lockPartner(tx, partnerId);
      const inputs = await loadDayInputs(tx, partnerId, date);
      if (!inputs) return true;
      const current = inputKey(inputs);
      const again = await findDayPlan(tx, partnerId, date);
      if (again?.inputKey === current) return true;
      if (current !== key && attempt < PLAN_ATTEMPTS) return false;
      await storeDayPlan(
        tx,
        moveAssignment,
        inputs,
        date,
        current === key ? plan : await planDay(inputs, date, now),
        now,
      );
      return true;
    });
    if (done) return;
  }
}
