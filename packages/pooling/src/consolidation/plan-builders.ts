/*
 * Plan builders of the consolidation planner: a truck with its sequence of stops in the matching engine's form
 * (toTruckPlan), a rider as a shipment candidate (toShipment), and the stored plan with arrival times and loads
 * (describePlan). Pure.
 */
import type { LatLon, ShipmentCandidate, TravelEstimator, TruckPlan } from '../matching/types';
import { STOP_SERVICE_MIN } from './rules';
import type { PlannedStop, PlannerRider, PlannerTruck, TruckPlanJson } from './types';

/** A pickup or drop of one rider in a truck's sequence. */
export interface SeqStop {
  kind: 'pickup' | 'drop';
  rider: PlannerRider;
}

export const placeOf = (stop: SeqStop) => (stop.kind === 'pickup' ? stop.rider.pickup : stop.rider.drop);

/** The engine's view of a truck with its current sequence: start, the riders' stops, the destination. */
export function toTruckPlan(truck: PlannerTruck, seq: readonly SeqStop[]): TruckPlan {
  return {
    id: truck.id,
    departureMin: truck.departureMin,
    capacityKg: truck.capacityKg,
    capacityM3: truck.capacityM3,
    currentLoadKg: 0,
    currentLoadM3: 0,
    capabilities: truck.capabilities,
    maxDetourKm: truck.maxDetourKm,
    stops: [
      { location: truck.origin, earliestMin: truck.departureMin, serviceMin: 0 },
      ...seq.map((s) => {
        const window = s.kind === 'pickup' ? s.rider.pickupWindow : s.rider.dropWindow;
        const sign = s.kind === 'pickup' ? 1 : -1;
        return {
          location: placeOf(s),
          earliestMin: window.earliestMin,
          latestMin: window.latestMin,
          serviceMin: STOP_SERVICE_MIN,
          loadChangeKg: sign * s.rider.weightKg,
          loadChangeM3: sign * s.rider.volumeM3,
        };
      }),
      { location: truck.destination, latestMin: truck.finishByMin, serviceMin: 0 },
    ],
  };
}

export function toShipment(rider: PlannerRider): ShipmentCandidate {
  return {
    id: rider.key,
    pickup: rider.pickup,
    drop: rider.drop,
    weightKg: rider.weightKg,
    // The engine reads volume from dimensions: a 1 m x 1 m x V m box has V m3.
    dimensionsCm: { lengthCm: 100, widthCm: 100, heightCm: rider.volumeM3 * 100 },
    pickupWindow: rider.pickupWindow,
    dropWindow: rider.dropWindow,
    requirements: rider.requirements,
    pickupServiceMin: STOP_SERVICE_MIN,
    dropServiceMin: STOP_SERVICE_MIN,
  };
}

export function sequenceKm(truck: PlannerTruck, seq: readonly SeqStop[], travel: TravelEstimator): number {
  let km = 0;
  let at: LatLon = truck.origin;
  for (const stop of seq) {
    const next = placeOf(stop);
    km += travel(at, next).distanceKm;
    at = next;
  }
  return km + travel(at, truck.destination).distanceKm;
}

/** Inserts pickup after engine stop i and drop after engine stop j (engine stop 0 is the start). */
export function insertAt(
  seq: readonly SeqStop[],
  rider: PlannerRider,
  pickupAfter: number,
  dropAfter: number,
): SeqStop[] {
  const out = [...seq];
  // Engine index k (1-based over seq) maps to seq index k - 1; "after k" means seq position k.
  out.splice(dropAfter, 0, { kind: 'drop', rider });
  out.splice(pickupAfter, 0, { kind: 'pickup', rider });
  return out;
}

/** Walks the sequence: arrival times (waiting for windows), loads, km. */
export function describePlan(
  truck: PlannerTruck,
  seq: readonly SeqStop[],
  riders: readonly PlannerRider[],
  travel: TravelEstimator,
  now: Date,
  sequencedBy: TruckPlanJson['sequencedBy'],
): TruckPlanJson {
  const stops: PlannedStop[] = [];
  let t = truck.departureMin;
  let load = 0;
  let peak = 0;
  let km = 0;
  let at: LatLon = truck.origin;
  const iso = (minutes: number) => new Date(Math.round(minutes) * 60_000).toISOString();
  const ends = { loadAfterKg: 0, loadChangeKg: 0, loadChangeM3: 0, earliestMin: null, latestMin: null };
  stops.push({
    kind: 'start',
    riderKey: null,
    label: truck.origin.label,
    lat: truck.origin.lat,
    lon: truck.origin.lon,
    etaIso: iso(t),
    ...ends,
  });
  for (const stop of seq) {
    const place = placeOf(stop);
    const leg = travel(at, place);
    km += leg.distanceKm;
    const window = stop.kind === 'pickup' ? stop.rider.pickupWindow : stop.rider.dropWindow;
    t = Math.max(t + leg.durationMin, window.earliestMin);
    const sign = stop.kind === 'pickup' ? 1 : -1;
    load += sign * stop.rider.weightKg;
    peak = Math.max(peak, load);
    stops.push({
      kind: stop.kind,
      riderKey: stop.rider.key,
      label: place.label,
      lat: place.lat,
      lon: place.lon,
      etaIso: iso(t),
      loadAfterKg: Math.max(0, Math.round(load * 10) / 10),
      loadChangeKg: sign * stop.rider.weightKg,
      loadChangeM3: sign * stop.rider.volumeM3,
      earliestMin: window.earliestMin,
      latestMin: window.latestMin,
    });
    t += STOP_SERVICE_MIN;
    at = place;
  }
  const last = travel(at, truck.destination);
  km += last.distanceKm;
  t += last.durationMin;
  stops.push({
    kind: 'end',
    riderKey: null,
    label: truck.destination.label,
    lat: truck.destination.lat,
    lon: truck.destination.lon,
    etaIso: iso(t),
    ...ends,
  });
  return {
    stops,
    riders: riders.map((r) => ({
      key: r.key,
      kind: r.kind,
      userId: r.userId,
      weightKg: r.weightKg,
      standaloneInr: r.standaloneInr,
    })),
    plannedKm: Math.round(km * 10) / 10,
    peakLoadKg: Math.round(peak * 10) / 10,
    plannedAtIso: now.toISOString(),
    sequencedBy,
  };
}
