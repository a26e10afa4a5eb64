import type { LatLon, MatchResult, ShipmentCandidate, TravelEstimator, TruckPlan } from './types';

/**
 * Marketplace matching: cheapest feasible insertion of a shipment's pickup and drop into a truck's planned
 * route, the classic pickup-and-delivery insertion check (Savelsbergh 1992): service start times are pushed
 * forward through the route, and a backward pass gives each stop's latest feasible start, so each position
 * pair is checked in O(1) after O(stops) travel estimates per truck. Capacity is checked in kg and m3 along
 * the segment the shipment rides.
 */
export function shipmentVolumeM3(shipment: ShipmentCandidate): number {
  const { lengthCm, widthCm, heightCm } = shipment.dimensionsCm;
  return (
    ((Math.max(0, lengthCm) * Math.max(0, widthCm) * Math.max(0, heightCm)) / 1e6) *
    (shipment.packageCount ?? 1)
  );
}

/** Reused per-call buffers: ranking thousands of trucks must not allocate per truck (GC pauses drive p99). */
let scratchSize = 0;
let scratch = allocateScratch(16);
function allocateScratch(size: number) {
  scratchSize = size;
  const buffer = () => new Float64Array(size);
  return {
    loadKg: buffer(),
    loadM3: buffer(),
    start: buffer(),
    latest: buffer(),
    legKm: buffer(),
    legMin: buffer(),
    toPickupKm: buffer(),
    toPickupMin: buffer(),
    fromPickupKm: buffer(),
    fromPickupMin: buffer(),
    toDropKm: buffer(),
    toDropMin: buffer(),
    fromDropKm: buffer(),
    fromDropMin: buffer(),
  };
}

/** Weights of the soft score; they sum to 100. */
const SCORE_DETOUR = 50;
const SCORE_TIME = 30;
const SCORE_SPACE = 20;

export function matchShipmentToTruck(
  truck: TruckPlan,
  shipment: ShipmentCandidate,
  travel: TravelEstimator,
): MatchResult {
  const stops = truck.stops;
  const m = stops.length;
  const weightKg = shipment.weightKg;
  const volumeM3 = shipmentVolumeM3(shipment);
  const missingRequirements = shipment.requirements.filter((need) => !truck.capabilities.includes(need));
  const requirementsMet = missingRequirements.length === 0;

  // Forward pass: loads after each stop and planned service start times; backward pass: latest starts.
  if (m > scratchSize) scratch = allocateScratch(Math.max(m, 2 * scratchSize));
  const { loadKg, loadM3, start, latest, legKm, legMin } = scratch;
  const {
    toPickupKm,
    toPickupMin,
    fromPickupKm,
    fromPickupMin,
    toDropKm,
    toDropMin,
    fromDropKm,
    fromDropMin,
  } = scratch;
  let capacityFits = false;
  for (let k = 0; k < m; k++) {
    const stop = stops[k] as NonNullable<(typeof stops)[number]>;
    loadKg[k] =
      (k === 0 ? truck.currentLoadKg : (loadKg[k - 1] as number)) + (k === 0 ? 0 : (stop.loadChangeKg ?? 0));
    loadM3[k] =
      (k === 0 ? truck.currentLoadM3 : (loadM3[k - 1] as number)) + (k === 0 ? 0 : (stop.loadChangeM3 ?? 0));
    if (
      (loadKg[k] as number) + weightKg <= truck.capacityKg &&
      (loadM3[k] as number) + volumeM3 <= truck.capacityM3
    )
      capacityFits = true;
    if (k === 0) {
      start[0] = Math.max(truck.departureMin, stop.earliestMin ?? -Infinity);
    } else {
      const previous = stops[k - 1] as NonNullable<(typeof stops)[number]>;
      const leg = travel(previous.location, stop.location);
      legKm[k - 1] = leg.distanceKm;
      legMin[k - 1] = leg.durationMin;
      start[k] = Math.max(
        stop.earliestMin ?? -Infinity,
        (start[k - 1] as number) + (previous.serviceMin ?? 0) + leg.durationMin,
      );
    }
  }
  for (let k = m - 1; k >= 0; k--) {
    const stop = stops[k] as NonNullable<(typeof stops)[number]>;
    const own = stop.latestMin ?? Infinity;
    latest[k] =
      k === m - 1
        ? own
        : Math.min(own, (latest[k + 1] as number) - (stop.serviceMin ?? 0) - (legMin[k] as number));
  }

  // Travel from every stop to pickup/drop and back, plus pickup -> drop: O(stops) estimates per truck.
  for (let k = 0; k < m; k++) {
    const location = (stops[k] as NonNullable<(typeof stops)[number]>).location;
    const toP = travel(location, shipment.pickup);
    toPickupKm[k] = toP.distanceKm;
    toPickupMin[k] = toP.durationMin;
    const toD = travel(location, shipment.drop);
    toDropKm[k] = toD.distanceKm;
    toDropMin[k] = toD.durationMin;
    if (k > 0) {
      const fromP = travel(shipment.pickup, location);
      fromPickupKm[k] = fromP.distanceKm;
      fromPickupMin[k] = fromP.durationMin;
      const fromD = travel(shipment.drop, location);
      fromDropKm[k] = fromD.distanceKm;
      fromDropMin[k] = fromD.durationMin;
    }
  }
  const direct = travel(shipment.pickup, shipment.drop);
  const pickupService = shipment.pickupServiceMin ?? 0;
  const dropService = shipment.dropServiceMin ?? 0;
  const { earliestMin: pe, latestMin: pl } = shipment.pickupWindow;
  const { earliestMin: de, latestMin: dl } = shipment.dropWindow;

  let bestKm = Infinity;
  let bestMin = Infinity;
  let bestI = -1;
  let bestJ = -1;
  let bestPickupEta = Number.NaN;
  let bestDropEta = Number.NaN;
  for (let i = 0; i < m; i++) {
    if (
      (loadKg[i] as number) + weightKg > truck.capacityKg ||
      (loadM3[i] as number) + volumeM3 > truck.capacityM3
    )
      continue;
    const stopI = stops[i] as NonNullable<(typeof stops)[number]>;
    const toPKm = toPickupKm[i] as number;
    const toPMin = toPickupMin[i] as number;
    const tp = Math.max(pe, (start[i] as number) + (stopI.serviceMin ?? 0) + toPMin);
    if (tp > pl) continue;
    const hasNext = i + 1 < m;
    const removedKm = hasNext ? (legKm[i] as number) : 0;
    const removedMin = hasNext ? (legMin[i] as number) : 0;
    // Drop straight after the pickup.
    const td = Math.max(de, tp + pickupService + direct.durationMin);
    if (td <= dl) {
      let feasible = true;
      let addKm = toPKm + direct.distanceKm - removedKm;
      let addMin = toPMin + direct.durationMin - removedMin;
      if (hasNext) {
        const backMin = fromDropMin[i + 1] as number;
        const next = stops[i + 1] as NonNullable<(typeof stops)[number]>;
        feasible =
          Math.max(next.earliestMin ?? -Infinity, td + dropService + backMin) <= (latest[i + 1] as number);
        addKm += fromDropKm[i + 1] as number;
        addMin += backMin;
      }
      if (feasible && addKm < bestKm) {
        bestKm = addKm;
        bestMin = addMin;
        bestI = i;
        bestJ = i;
        bestPickupEta = tp;
        bestDropEta = td;
      }
    }
    if (!hasNext) continue;
    // Drop later: push start times forward stop by stop.
    const pickupKm = toPKm + (fromPickupKm[i + 1] as number) - removedKm;
    const pickupMin = toPMin + (fromPickupMin[i + 1] as number) - removedMin;
    let t = Math.max(
      stops[i + 1]?.earliestMin ?? -Infinity,
      tp + pickupService + (fromPickupMin[i + 1] as number),
    );
    for (let j = i + 1; j < m && t <= (latest[j] as number); j++) {
      if (
        (loadKg[j] as number) + weightKg > truck.capacityKg ||
        (loadM3[j] as number) + volumeM3 > truck.capacityM3
      )
        break;
      const stopJ = stops[j] as NonNullable<(typeof stops)[number]>;
      const tdj = Math.max(de, t + (stopJ.serviceMin ?? 0) + (toDropMin[j] as number));
      if (tdj <= dl) {
        let feasible = true;
        let addKm = pickupKm + (toDropKm[j] as number);
        let addMin = pickupMin + (toDropMin[j] as number);
        if (j + 1 < m) {
          const backMin = fromDropMin[j + 1] as number;
          const next = stops[j + 1] as NonNullable<(typeof stops)[number]>;
          feasible =
            Math.max(next.earliestMin ?? -Infinity, tdj + dropService + backMin) <= (latest[j + 1] as number);
          addKm += (fromDropKm[j + 1] as number) - (legKm[j] as number);
          addMin += backMin - (legMin[j] as number);
        }
        if (feasible && addKm < bestKm) {
          bestKm = addKm;
          bestMin = addMin;
          bestI = i;
          bestJ = j;
          bestPickupEta = tp;
          bestDropEta = tdj;
        }
      }
      if (j + 1 >= m) break;
      t = Math.max(
        stops[j + 1]?.earliestMin ?? -Infinity,
        t + (stopJ.serviceMin ?? 0) + (legMin[j] as number),
      );
    }
  }

  const timeFeasible = bestI >= 0;
  const detourKm = timeFeasible ? Math.max(0, bestKm) : Infinity;
  const detourMin = timeFeasible ? Math.max(0, bestMin) : Infinity;
  const withinDetourLimit = detourKm <= truck.maxDetourKm;
  const spanStart = start[0] as number;
  const spanEnd = Math.max(spanStart, (start[m - 1] as number) + (stops[m - 1]?.serviceMin ?? 0));
  const timeWindowOverlapMin = Math.max(0, Math.min(spanEnd, dl) - Math.max(spanStart, pe));
  const shipmentSpan = Math.max(1, dl - pe);
  let freeShareKg = 1;
  for (let k = 0; k < m; k++)
    freeShareKg = Math.min(
      freeShareKg,
      (truck.capacityKg - (loadKg[k] as number)) / Math.max(1, truck.capacityKg),
    );
  const detourScore =
    timeFeasible && truck.maxDetourKm > 0 ? Math.max(0, 1 - detourKm / truck.maxDetourKm) : 0;
  const timeScore = Math.min(1, timeWindowOverlapMin / shipmentSpan);
  const spaceScore = capacityFits ? Math.max(0, Math.min(1, freeShareKg)) : 0;
  const score = Math.round(SCORE_DETOUR * detourScore + SCORE_TIME * timeScore + SCORE_SPACE * spaceScore);
  return {
    truckId: truck.id,
    shipmentId: shipment.id,
    compatible: timeFeasible && withinDetourLimit && capacityFits && requirementsMet,
    pickupAfter: bestI,
    dropAfter: bestJ,
    detourKm,
    detourMin,
    withinDetourLimit,
    timeWindowOverlapMin,
    timeFeasible,
    capacityFits,
    requirementsMet,
    missingRequirements,
    score,
    pickupEtaMin: bestPickupEta,
    dropEtaMin: bestDropEta,
  };
}

/** Ranks a pool of trucks for one shipment: compatible first, then higher score, then shorter detour. */
export function rankTrucks(
  trucks: readonly TruckPlan[],
  shipment: ShipmentCandidate,
  travel: TravelEstimator,
  limit = trucks.length,
): MatchResult[] {
  const results = trucks.map((truck) => matchShipmentToTruck(truck, shipment, travel));
  results.sort(
    (a, b) => Number(b.compatible) - Number(a.compatible) || b.score - a.score || a.detourKm - b.detourKm,
  );
  return results.slice(0, limit);
}

/** Straight-line (haversine) travel at a fixed average speed: a fallback estimator and a test double. */
export function haversineTravel(averageSpeedKmh: number, roadFactor = 1): TravelEstimator {
  const toRad = Math.PI / 180;
  return (from: LatLon, to: LatLon) => {
    const dLat = (to.lat - from.lat) * toRad;
    const dLon = (to.lon - from.lon) * toRad;
    const a =
      Math.sin(dLat / 2) ** 2 +
      Math.cos(from.lat * toRad) * Math.cos(to.lat * toRad) * Math.sin(dLon / 2) ** 2;
    const distanceKm = 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a))) * roadFactor;
    return { distanceKm, durationMin: (distanceKm / averageSpeedKmh) * 60 };
  };
}
