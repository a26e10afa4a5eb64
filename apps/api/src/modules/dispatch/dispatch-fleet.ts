/*
 * The API's rows adapted to the plain-data inputs of packages/dispatch: the vehicles that could take a job now
 * (one query, whatever the fleet size) and a delivery as a dispatch job. The engine decides; this file only reads.
 */
import {
  isWithinWorkingHours,
  istParts,
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
import { and, eq, gte, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { deliveries } from '../deliveries/tables';
import { partnerDrivers, partnerJobs, partners, partnerVehicles } from '../partners/tables';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { VehicleRow } from '../partners/partners-repository';

/** A job a vehicle holds, as the query returns it (json: dates stay 'YYYY-MM-DD' strings). */
interface HeldJob {
  id: string;
  pickupLat: number;
  pickupLon: number;
  dropLat: number;
  dropLon: number;
  date: string;
  slot: string;
  /** The plan fixed at acceptance (ISO), null on jobs accepted before plans were stored. */
  plannedPickupAt: string | null;
  plannedDoneAt: string | null;
}

export interface DispatchFleet {
  /** Suitable-looking vehicles (online, fresh, driver paired, within working hours), filed by position. */
  index: VehicleIndex;
  /** The stored row of each vehicle in the index, for the offer rows and the partner's offer card. */
  rows: Map<string, VehicleRow>;
}

const ENDED_STATUSES = ['Delivered', 'Failed', 'Cancelled'] as const;
const ENDED = sql.raw(`('Delivered', 'Failed', 'Cancelled')`);

/**
 * Every vehicle that may be offered a job at `now`, adapted to the engine, in ONE query: documents, licence,
 * rating (count and average of trip ratings), acceptance rate (accepted share of the offers it answered or let
 * lapse) and its unfinished jobs come as correlated sub-selects of the vehicle row.
 */
export async function loadDispatchFleet(db: DbOrTx, now: Date): Promise<DispatchFleet> {
  const rows = await db
    .select({
      vehicle: partnerVehicles,
      workStart: partners.workStart,
      workEnd: partners.workEnd,
      homeLat: partners.homeLat,
      homeLon: partners.homeLon,
      licence: sql<
        DocumentOnFile[] | null
      >`(select json_agg(json_build_object('kind', d.kind, 'expiresOn', d.expires_on, 'reviewStatus', d.review_status)) from partner_documents d where d.driver_id = ${partnerDrivers.id})`,
      documents: sql<
        DocumentOnFile[] | null
      >`(select json_agg(json_build_object('kind', d.kind, 'expiresOn', d.expires_on, 'reviewStatus', d.review_status)) from partner_documents d where d.vehicle_id = ${partnerVehicles.id})`,
      ratingCount: sql<number>`(select count(*)::int from trip_ratings r where r.vehicle_id = ${partnerVehicles.id} and r.direction = 'trip')`,
      ratingAvg: sql<
        number | null
      >`(select avg(r.score)::float8 from trip_ratings r where r.vehicle_id = ${partnerVehicles.id} and r.direction = 'trip')`,
      answered: sql<number>`(select count(*)::int from partner_offers o where o.vehicle_id = ${partnerVehicles.id} and o.status in ('accepted', 'declined', 'expired'))`,
      accepted: sql<number>`(select count(*)::int from partner_offers o where o.vehicle_id = ${partnerVehicles.id} and o.status = 'accepted')`,
      jobs: sql<
        HeldJob[] | null
      >`(select json_agg(json_build_object('id', j.id, 'pickupLat', d.pickup_lat, 'pickupLon', d.pickup_lon, 'dropLat', d.delivery_lat, 'dropLon', d.delivery_lon, 'date', d.pickup_date, 'slot', d.time_slot, 'plannedPickupAt', j.planned_pickup_at, 'plannedDoneAt', j.planned_done_at)) from partner_jobs j join deliveries d on d.id = j.delivery_row_id where j.vehicle_id = ${partnerVehicles.id} and d.status not in ${ENDED})`,
    })
    .from(partnerVehicles)
    .innerJoin(partners, eq(partners.userId, partnerVehicles.partnerId))
    .innerJoin(partnerDrivers, eq(partnerDrivers.id, partnerVehicles.currentDriverId))
    .where(
      and(
        eq(partnerVehicles.online, true),
        isNotNull(partnerVehicles.lastLat),
        isNotNull(partnerVehicles.lastLon),
        // A position that makes no sense (domain position-sense.ts) is never dispatched from.
        isNull(partnerVehicles.lastPositionFlag),
        gte(partnerVehicles.lastPositionAt, new Date(now.getTime() - POSITION_STALE_MS)),
      ),
    );
  const ist = istParts(now);
  const minute = ist.hour * 60 + ist.minute;
  const index = new VehicleIndex();
  const byId = new Map<string, VehicleRow>();
  const nowMs = now.getTime();
  for (const row of rows) {
    const { vehicle } = row;
    if (row.workStart && row.workEnd) {
      const hours = { start: row.workStart, end: row.workEnd };
      if (minutesOfDay(hours.start) !== minutesOfDay(hours.end) && !isWithinWorkingHours(hours, minute))
        continue;
    }
    const documentsValid =
      vehicleCompliance(row.documents ?? [], now).canTakeJobs && !licenceProblem(row.licence ?? [], now);
    const answered = Number(row.answered);
    const dispatchVehicle: DispatchVehicle = {
      id: vehicle.id,
      online: vehicle.online,
      position: { lat: vehicle.lastLat as number, lon: vehicle.lastLon as number },
      positionAtMs: vehicle.lastPositionAt?.getTime() ?? 0,
      documentsValid,
      payloadKg: vehicle.payloadKg,
      body: { lengthCm: vehicle.lengthCm, widthCm: vehicle.widthCm, heightCm: vehicle.heightCm },
      features: vehicle.features.map(toEngineFeature),
      ratingAvg: row.ratingAvg === null ? null : Number(row.ratingAvg),
      ratingCount: Number(row.ratingCount),
      acceptanceRate: answered === 0 ? null : Number(row.accepted) / answered,
      jobs: (row.jobs ?? []).map(toVehicleJob),
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
    pickupAtMs: job.plannedPickupAt ? Date.parse(job.plannedPickupAt) : window.start.getTime(),
    doneAtMs: job.plannedDoneAt ? Date.parse(job.plannedDoneAt) : window.end.getTime(),
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
  const rows = await db
    .select({
      id: partnerJobs.id,
      pickupLat: deliveries.pickupLat,
      pickupLon: deliveries.pickupLon,
      dropLat: deliveries.deliveryLat,
      dropLon: deliveries.deliveryLon,
      date: deliveries.pickupDate,
      slot: deliveries.timeSlot,
      plannedPickupAt: partnerJobs.plannedPickupAt,
      plannedDoneAt: partnerJobs.plannedDoneAt,
    })
    .from(partnerJobs)
    .innerJoin(deliveries, eq(deliveries.id, partnerJobs.deliveryRowId))
    .where(and(eq(partnerJobs.vehicleId, vehicle.id), notInArray(deliveries.status, [...ENDED_STATUSES])));
  return {
    position:
      vehicle.lastLat !== null && vehicle.lastLon !== null
        ? { lat: vehicle.lastLat, lon: vehicle.lastLon }
        : fallback,
    jobs: rows.map((r) =>
      toVehicleJob({
        ...r,
        plannedPickupAt: r.plannedPickupAt?.toISOString() ?? null,
        plannedDoneAt: r.plannedDoneAt?.toISOString() ?? null,
      }),
    ),
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
