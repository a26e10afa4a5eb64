/*
 * Turns stored rows (trucks, slot requests, pooled deliveries) into the planner's and engine's inputs: places,
 * time windows in epoch minutes, volumes and requirements.
 */
import {
  DEFAULT_MAX_WAIT_HOURS,
  isTimeSlot,
  matchEndTime,
  slotWindow,
  type TimeSlot,
} from '@logisaathi/domain';
import type { TimeWindow, PlannerRider, PlannerTruck } from '@logisaathi/pooling';
import type { DeliveryRow } from '../../deliveries/deliveries-repository';
import { FLEXIBLE_WINDOW_HOURS, shipmentNeeds, TRIP_FINISH_HOURS_AFTER_SLOT } from './pool-rules';
import type { PooledDeliveryRow } from '../repositories/pooled-deliveries-repository';
import type { RequestRow } from '../repositories/requests-repository';
import type { TruckRow } from '../repositories/trucks-repository';

const toMin = (date: Date) => date.getTime() / 60_000;
const HOUR_MIN = 60;

/** The truck's slot: it leaves between slot start and slot end, and finishes within a few hours after. */
export function truckWindows(truck: Pick<TruckRow, 'departureDate' | 'departureSlot'>) {
  const { start, end } = slotWindow(truck.departureDate, truck.departureSlot);
  return {
    departureMin: toMin(start),
    slotEndMin: toMin(end),
    finishByMin: toMin(end) + TRIP_FINISH_HOURS_AFTER_SLOT * HOUR_MIN,
  };
}

/** When a truck entry leaves the pool (spec section 4: the end hour of its slot on its date). */
export function truckExpiresAt(departureDate: string, slot: TimeSlot): Date {
  const end = matchEndTime({ date: departureDate, slot });
  if (!end) throw new RangeError(`no end time for ${departureDate} ${slot}`);
  return end;
}

export function toPlannerTruck(row: TruckRow): PlannerTruck {
  const w = truckWindows(row);
  return {
    id: row.id,
    isDemo: row.isDemo,
    origin: { lat: row.pickupLat, lon: row.pickupLon, label: row.pickupPlace },
    destination: { lat: row.deliveryLat, lon: row.deliveryLon, label: row.deliveryPlace },
    departureMin: w.departureMin,
    finishByMin: w.finishByMin,
    capacityKg: row.capacityKg,
    capacityM3: row.capacityM3,
    capabilities: row.capabilities,
    maxDetourKm: row.maxDetourKm,
    costPerKmInr: row.costPerKmInr,
  };
}

/** A slot request rides within its truck's windows. */
export function requestRider(request: RequestRow, truck: TruckRow): PlannerRider {
  const w = truckWindows(truck);
  const window: TimeWindow = { earliestMin: w.departureMin, latestMin: w.finishByMin };
  return {
    key: `request:${request.id}`,
    kind: 'request',
    userId: request.requesterId,
    pickup: { lat: request.pickupLat, lon: request.pickupLon, label: request.pickupLabel },
    drop: { lat: request.dropLat, lon: request.dropLon, label: request.dropLabel },
    weightKg: request.weightKg,
    volumeM3: request.volumeM3,
    pickupWindow: window,
    dropWindow: window,
    requirements: [],
    standaloneInr: request.standaloneInr,
  };
}

interface PoolingPrefs {
  maxWaitTime?: number;
  flexiblePickup?: boolean;
  flexibleDelivery?: boolean;
  specialRequirements?: string[];
}

function prefsOf(row: Pick<DeliveryRow, 'poolingPreferences'>): PoolingPrefs {
  const raw = row.poolingPreferences;
  return raw && typeof raw === 'object' ? (raw as PoolingPrefs) : {};
}

export function deliveryVolumeM3(row: Pick<DeliveryRow, 'lengthCm' | 'widthCm' | 'heightCm'>): number {
  const { lengthCm, widthCm, heightCm } = row;
  if (!lengthCm || !widthCm || !heightCm) return 0;
  return (lengthCm * widthCm * heightCm) / 1e6;
}

/**
 * A delivery's windows: pick up from the start of its slot (3 h earlier with a flexible pickup) until the slot
 * ends, drop inside the slot (up to 3 h later with a flexible delivery).
 */
export function deliveryWindows(row: Pick<DeliveryRow, 'deliveryDate' | 'timeSlot' | 'poolingPreferences'>) {
  const prefs = prefsOf(row);
  const slot = isTimeSlot(row.timeSlot) ? row.timeSlot : null;
  const { start, end } = slotWindow(row.deliveryDate, slot);
  const flex = FLEXIBLE_WINDOW_HOURS * HOUR_MIN;
  return {
    pickupWindow: { earliestMin: toMin(start) - (prefs.flexiblePickup ? flex : 0), latestMin: toMin(end) },
    dropWindow: { earliestMin: toMin(start), latestMin: toMin(end) + (prefs.flexibleDelivery ? flex : 0) },
  };
}

/** Pooled deliveries wait for a truck until their max wait time (default 24 h) after they were scheduled. */
export function waitsUntil(row: Pick<DeliveryRow, 'createdAt' | 'poolingPreferences'>): Date {
  const hours = Number(prefsOf(row).maxWaitTime) || DEFAULT_MAX_WAIT_HOURS;
  return new Date(row.createdAt.getTime() + hours * 3_600_000);
}

export function deliveryRequirements(
  row: Pick<DeliveryRow, 'poolingPreferences' | 'specialInstructions'>,
): string[] {
  return shipmentNeeds([...(prefsOf(row).specialRequirements ?? []), row.specialInstructions]);
}

export function deliveryRider(row: PooledDeliveryRow): PlannerRider {
  return {
    key: `delivery:${row.id}`,
    kind: 'pooled',
    userId: row.userId,
    pickup: { lat: row.pickupLat, lon: row.pickupLon, label: row.pickupPlace },
    drop: { lat: row.deliveryLat, lon: row.deliveryLon, label: row.deliveryPlace },
    weightKg: row.weightKg,
    volumeM3: deliveryVolumeM3(row),
    ...deliveryWindows(row),
    requirements: deliveryRequirements(row),
    standaloneInr: row.regularCostInr,
  };
}
