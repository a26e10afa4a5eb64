/*
 * The consolidation planner's inputs (trucks and riders) and its output, a truck's plan as stored with the truck
 * (apps/api keeps it in the pool_trucks.plan JSON column, typed by these interfaces).
 */
import type { LatLon, TimeWindow } from '../matching/types';

/** One stop of a truck's planned route, as the consolidation planner last planned it. */
export interface PlannedStop {
  kind: 'start' | 'pickup' | 'drop' | 'end';
  /** Rider key ('request:<id>' or 'delivery:<id>') for pickups and drops. */
  riderKey: string | null;
  label: string;
  lat: number;
  lon: number;
  /** Planned arrival, ISO 8601 UTC. */
  etaIso: string;
  /** Load on board after this stop, kg, and the change at this stop (kg, m3). */
  loadAfterKg: number;
  loadChangeKg: number;
  loadChangeM3: number;
  /** The rider's window at this stop, epoch minutes (absent at the start and end). */
  earliestMin: number | null;
  latestMin: number | null;
}

/** A shipment riding on the planned truck, with its standalone price for the cost split. */
export interface PlannedRider {
  key: string;
  kind: 'request' | 'pooled';
  /** The rider's business (user id): lets a user see which share is theirs. */
  userId: string;
  weightKg: number;
  standaloneInr: number;
}

export interface TruckPlanJson {
  stops: PlannedStop[];
  riders: PlannedRider[];
  plannedKm: number;
  peakLoadKg: number;
  plannedAtIso: string;
  /** 'solver' when solvePdptw sequenced the stops, 'insertion' when cheapest insertion did. */
  sequencedBy: 'solver' | 'insertion' | 'none';
}

export interface PlannerPlace extends LatLon {
  label: string;
}

export interface PlannerTruck {
  id: string;
  isDemo: boolean;
  origin: PlannerPlace;
  destination: PlannerPlace;
  departureMin: number;
  /** Latest minute the truck may reach its destination. */
  finishByMin: number;
  capacityKg: number;
  capacityM3: number;
  capabilities: readonly string[];
  maxDetourKm: number;
  costPerKmInr: number;
}

export interface PlannerRider {
  key: string;
  kind: PlannedRider['kind'];
  userId: string;
  pickup: PlannerPlace;
  drop: PlannerPlace;
  weightKg: number;
  volumeM3: number;
  pickupWindow: TimeWindow;
  dropWindow: TimeWindow;
  requirements: readonly string[];
  standaloneInr: number;
}

export interface PlanResult {
  plans: Map<string, TruckPlanJson>;
  /** Pooled delivery keys that got a truck. */
  assigned: Map<string, string>;
  elapsedMs: number;
}
