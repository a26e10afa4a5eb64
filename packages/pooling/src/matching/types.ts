export interface LatLon {
  lat: number;
  lon: number;
}

/** Road (or estimated) travel between two points; injected so the API can use its router or estimator. */
export type TravelEstimator = (from: LatLon, to: LatLon) => { distanceKm: number; durationMin: number };

/**
 * One stop of a truck's planned route. Times are minutes on one clock shared by the truck and the shipment
 * (for example minutes since the Unix epoch); `earliestMin` is when service may start (the planned time),
 * `latestMin` the deadline the stop must keep after any insertion.
 */
export interface TruckStop {
  location: LatLon;
  earliestMin?: number;
  latestMin?: number;
  serviceMin?: number;
  /** Load change at this stop: positive when goods are loaded, negative when unloaded. */
  loadChangeKg?: number;
  loadChangeM3?: number;
}

export interface TruckPlan {
  id: string;
  /** Ordered stops; the first is where the truck starts (its position or yard) and stays first. */
  stops: readonly TruckStop[];
  departureMin: number;
  capacityKg: number;
  capacityM3: number;
  /** Load on board when leaving the first stop. */
  currentLoadKg: number;
  currentLoadM3: number;
  /** What the truck offers, e.g. 'refrigerated', 'fragile'. */
  capabilities: readonly string[];
  /** Largest extra distance the operator accepts for one pooled shipment. */
  maxDetourKm: number;
}

export interface DimensionsCm {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface TimeWindow {
  earliestMin: number;
  latestMin: number;
}

export interface ShipmentCandidate {
  id: string;
  pickup: LatLon;
  drop: LatLon;
  weightKg: number;
  dimensionsCm: DimensionsCm;
  /** Number of identical packages; defaults to 1. */
  packageCount?: number;
  pickupWindow: TimeWindow;
  dropWindow: TimeWindow;
  /** Truck capabilities the shipment needs, e.g. 'refrigerated', 'fragile'. */
  requirements: readonly string[];
  pickupServiceMin?: number;
  dropServiceMin?: number;
}

export interface MatchResult {
  truckId: string;
  shipmentId: string;
  /** All hard constraints hold: a feasible insertion exists within the detour limit and requirements are met. */
  compatible: boolean;
  /** Pickup goes after stop index `pickupAfter`, drop after stop index `dropAfter` (original indices); -1 if none. */
  pickupAfter: number;
  dropAfter: number;
  detourKm: number;
  detourMin: number;
  withinDetourLimit: boolean;
  /** Minutes the shipment's window [pickup earliest, drop latest] overlaps the truck's planned span. */
  timeWindowOverlapMin: number;
  timeFeasible: boolean;
  capacityFits: boolean;
  requirementsMet: boolean;
  missingRequirements: string[];
  /** 0..100, higher is better; compatible matches always outrank incompatible ones in `rankTrucks`. */
  score: number;
  pickupEtaMin: number;
  dropEtaMin: number;
}
