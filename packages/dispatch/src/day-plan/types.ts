import type { HandlingTimes } from '../day-fit';
import type { LatLon, SlotWindow, TravelFn, VehicleFeature } from '../types';

export interface FleetVehicle {
  id: string;
  /** Where the vehicle starts the plan from: its yard at the start of the day, its position when re-planning. */
  start: LatLon;
  /** When it can leave `start` (shift start, or now when re-planning). */
  availableFromMs: number;
  payloadKg: number;
  features: readonly VehicleFeature[];
}

export interface PlanJob {
  id: string;
  pickup: LatLon;
  drop: LatLon;
  weightKg: number;
  requiredFeatures: readonly VehicleFeature[];
  /** Loaded at the pickup from the slot start, unloaded at the drop by the slot end. */
  window: SlotWindow;
  /** Already loaded on this vehicle: only the drop is left, and it stays on this vehicle. */
  pickedUpBy?: string;
  /** Moved to this vehicle by hand: the plan keeps it there. */
  pinnedTo?: string;
}

export interface FleetDayInput {
  vehicles: readonly FleetVehicle[];
  jobs: readonly PlanJob[];
  travel?: TravelFn;
  handling?: HandlingTimes;
  /** Solver budget per vehicle; the result depends only on the seed and the iteration cap. */
  solverIterations?: number;
  seed?: number;
}

export interface PlannedStop {
  jobId: string;
  kind: 'pickup' | 'drop';
  location: LatLon;
  /** When the truck gets there, when loading or unloading starts (after waiting for the slot), when it leaves. */
  arriveAtMs: number;
  startAtMs: number;
  leaveAtMs: number;
  /** Kg on board when it leaves the stop. */
  loadKgAfter: number;
}

export interface VehiclePlan {
  vehicleId: string;
  stops: PlannedStop[];
  /** Road km from the start through every stop (no return leg). */
  km: number;
}

export type UnplannedReason = 'no-vehicle-fits' | 'pinned-vehicle-cannot' | 'unknown-vehicle';

export interface FleetDayPlan {
  routes: VehiclePlan[];
  unplanned: Array<{ jobId: string; reason: UnplannedReason }>;
  totalKm: number;
}
