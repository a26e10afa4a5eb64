/*
 * The API's rows adapted to the plain-data inputs of packages/dispatch: the vehicles that could take a job now
 * (one query per kind of fact, whatever the fleet size) and a delivery as a dispatch job. The engine decides; this file only reads.
 */
import {
  isWithinWorkingHours,
  istParts,
  istToday,
  licenceProblem,
  minutesOfDay,
  POSITION_STALE_MS,
  requiredFeatures,
  slotWindow,
  vehicleCompliance,
  type DocumentOnFile,
} from '@logisaathi/domain';
import {
  VehicleIndex,
  type DispatchJob,
  type DispatchVehicle,
  type TruckDay,
  type VehicleFeature,
  type VehicleJob,
} from '@logisaathi/dispatch';
import type { DbOrTx } from '../../db/client';
import { type DeliveryRow } from '../deliveries/deliveries-repository';
import { listDispatchableVehicles, tripRatingStats } from '../partners/fleet-repository';
import { heldJobsOfVehicles, type HeldJob } from '../partners/jobs-repository';
import { offerAnswerStats } from '../partners/offers-repository';
import type { VehicleRow } from '../partners/partners-repository';
import { DocumentFactsCache } from './document-facts';

export interface DispatchFleet {
  /** Suitable-looking vehicles (online, fresh, driver paired, within working hours), filed by position. */
  index: VehicleIndex;
  /** What the offer rows and the partner's offer card need of each vehicle in the index. */
  rows: Map<string, FleetVehicleRow>;
}

export type FleetVehicleRow = Pick<
  VehicleRow,
  'id' | 'partnerId' | 'registrationNumber' | 'bodyType' | 'isDemo'
>;

/** Appends `value` to the list kept under `key`. */
function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Every vehicle that may be offered a job at `now`, adapted to the engine. One query per kind of fact, whatever
 * the fleet size, joined here by vehicle: the vehicles themselves (online, fresh, a paired driver), the facts of
 * their documents and their drivers' licences (`documentFacts`, a process's DocumentFactsCache: read again only
 * where the documents changed), then, for exactly those vehicles, their trip ratings (count and average), their
 * acceptance rates (accepted share of the offers answered or let lapse) and their unfinished jobs. The facts are
 * read by the vehicles' ids, after the vehicles: a vehicle never goes without the jobs it held when read.
 * `onlyIds`: just those vehicles, when they may be offered a job (a trade's re-check of its two trucks). Without
 * `documentFacts`, every vehicle's documents are read.
 */
export async function loadDispatchFleet(
  db: DbOrTx,
  now: Date,
  options: { onlyIds?: readonly string[]; documentFacts?: DocumentFactsCache } = {},
): Promise<DispatchFleet> {
  const rows = await listDispatchableVehicles(
    db,
    new Date(now.getTime() - POSITION_STALE_MS),
    options.onlyIds,
  );
  const index = new VehicleIndex();
  const byId = new Map<string, FleetVehicleRow>();
  const ist = istParts(now);
  const minute = ist.hour * 60 + ist.minute;
  // Outside their partner's working hours vehicles are left out before any of their facts is read.
  const working = rows.filter((row) => {
    if (!row.workStart || !row.workEnd) return true;
    const hours = { start: row.workStart, end: row.workEnd };
    return minutesOfDay(hours.start) === minutesOfDay(hours.end) || isWithinWorkingHours(hours, minute);
  });
  if (working.length === 0) return { index, rows: byId };
  const vehicleIds = working.map((r) => r.vehicle.id);

  const facts = await (options.documentFacts ?? new DocumentFactsCache()).read(
    db,
    vehicleIds,
    working.map((r) => r.vehicle.currentDriverId as string),
  );
  const ratings = await tripRatingStats(db, vehicleIds);
  const answers = await offerAnswerStats(db, vehicleIds);
  const jobs = await heldJobsOfVehicles(db, vehicleIds);

  const ratingOf = new Map(ratings.map((r) => [r.vehicleId as string, r]));
  const answersOf = new Map(answers.map((a) => [a.vehicleId, a]));
  const jobsOf = new Map<string, VehicleJob[]>();
  for (const job of jobs) push(jobsOf, job.vehicleId, toVehicleJob(job));

  const nowMs = now.getTime();
  const today = istToday(now);
  for (const row of working) {
    const { vehicle } = row;
    const documentsValid = documentsAllowJobs(
      facts.vehicle(vehicle.id),
      facts.licence(vehicle.currentDriverId as string),
      now,
      today,
    );
    const rating = ratingOf.get(vehicle.id);
    const answered = answersOf.get(vehicle.id);
    const dispatchVehicle: DispatchVehicle = {
      id: vehicle.id,
      online: vehicle.online,
      position: { lat: vehicle.lastLat as number, lon: vehicle.lastLon as number },
      positionAtMs: vehicle.lastPositionAt?.getTime() ?? 0,
      documentsValid,
      payloadKg: vehicle.payloadKg,
      body: { lengthCm: vehicle.lengthCm, widthCm: vehicle.widthCm, heightCm: vehicle.heightCm },
      features: vehicle.features.map(toEngineFeature),
      ratingAvg: rating?.avg === null || rating?.avg === undefined ? null : Number(rating.avg),
      ratingCount: rating ? Number(rating.count) : 0,
      acceptanceRate: answered ? Number(answered.accepted) / Number(answered.answered) : null,
      jobs: jobsOf.get(vehicle.id) ?? [],
      // Where the partner's day ends (the batch round may count the drive home: BatchCosts.homeKmWeight).
      ...(row.homeLat !== null && row.homeLon !== null
        ? { home: { lat: row.homeLat, lon: row.homeLon } }
        : {}),
    };
    index.upsert(dispatchVehicle, nowMs);
    byId.set(vehicle.id, vehicle);
  }
  return { index, rows: byId };
}

/**
 * The documents behind a vehicle's document facts, as partners/fleet-repository.ts `documentFactsOf` writes them
 * (kinds, dates and review states hold no '|' or ',').
 */
function parseFacts(facts: string | null): DocumentOnFile[] {
  if (!facts) return [];
  return facts.split(',').map((fact) => {
    const [kind, expiresOn, reviewStatus] = fact.split('|') as [string, string, string];
    return { kind, expiresOn, reviewStatus };
  });
}

/**
 * Whether a vehicle's documents and its driver's licence let it take jobs (domain `vehicleCompliance` and
 * `licenceProblem`), remembered by what was read: the documents' kinds, expiries and review states and the IST day
 * (the rules look at nothing else). Every round reads the same few facts of thousands of vehicles again, and the
 * rules' date arithmetic was most of the fleet read's own time.
 */
const validityOf = new Map<string, boolean>();
const VALIDITY_MEMO_MAX = 50_000;

function documentsAllowJobs(
  vehicleFacts: string | null,
  licenceFacts: string | null,
  now: Date,
  today: string,
): boolean {
  const key = `${today}#${vehicleFacts ?? ''}#${licenceFacts ?? ''}`;
  let valid = validityOf.get(key);
  if (valid === undefined) {
    valid =
      vehicleCompliance(parseFacts(vehicleFacts), now).canTakeJobs &&
      !licenceProblem(parseFacts(licenceFacts), now);
    if (validityOf.size >= VALIDITY_MEMO_MAX) validityOf.clear();
    validityOf.set(key, valid);
  }
  return valid;
}

/** The domain spells the feature 'tailLift'; the engine 'tail_lift'. */
function toEngineFeature(feature: string): VehicleFeature {
  return feature === 'tailLift' ? 'tail_lift' : (feature as VehicleFeature);
}

/**
 * A held job as the truck's day has it (packages/dispatch truck-day.ts): from its planned pickup to its planned
 * unloading; a job accepted before plans were stored blocks its whole slot.
 */
function toVehicleJob(job: HeldJob): VehicleJob {
  const window = slotWindow(job.date, job.slot);
  return {
    id: job.id,
    pickup: { lat: job.pickupLat, lon: job.pickupLon },
    drop: { lat: job.dropLat, lon: job.dropLon },
    pickupAtMs: job.plannedPickupAt?.getTime() ?? window.start.getTime(),
    doneAtMs: job.plannedDoneAt?.getTime() ?? window.end.getTime(),
  };
}

/**
 * One truck's day for the truck-day rule, read inside the accepting transaction after the vehicle row is locked:
 * its position and the unfinished jobs it holds with their planned times.
 */
export async function loadTruckDay(
  db: DbOrTx,
  vehicle: Pick<VehicleRow, 'id' | 'lastLat' | 'lastLon'>,
  fallback: { lat: number; lon: number },
): Promise<TruckDay> {
  const jobs = await heldJobsOfVehicles(db, [vehicle.id]);
  return {
    position:
      vehicle.lastLat !== null && vehicle.lastLon !== null
        ? { lat: vehicle.lastLat, lon: vehicle.lastLon }
        : fallback,
    jobs: jobs.map(toVehicleJob),
  };
}

export function toDispatchJob(delivery: DeliveryRow): DispatchJob {
  const window = slotWindow(delivery.pickupDate, delivery.timeSlot);
  return {
    id: delivery.id,
    pickup: { lat: delivery.pickupLat, lon: delivery.pickupLon },
    drop: { lat: delivery.deliveryLat, lon: delivery.deliveryLon },
    weightKg: delivery.weightKg,
    package: {
      lengthCm: delivery.lengthCm ?? 0,
      widthCm: delivery.widthCm ?? 0,
      heightCm: delivery.heightCm ?? 0,
    },
    requiredFeatures: requiredFeatures(delivery.packageType, delivery.specialInstructions).map(
      toEngineFeature,
    ),
    window: { startMs: window.start.getTime(), endMs: window.end.getTime() },
  };
}
