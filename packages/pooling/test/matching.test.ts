import { describe, expect, it } from 'vitest';
import {
  matchShipmentToTruck,
  rankTrucks,
  shipmentVolumeM3,
  type ShipmentCandidate,
  type TravelEstimator,
  type TruckPlan,
} from '../src';

// Points on a line of longitude 0 at "lat" = km, travel at 1 km per minute: easy to reason about.
const lineTravel: TravelEstimator = (a, b) => {
  const km = Math.abs(a.lat - b.lat);
  return { distanceKm: km, durationMin: km };
};
const at = (km: number) => ({ lat: km, lon: 0 });

function truck(overrides: Partial<TruckPlan> = {}): TruckPlan {
  return {
    id: 't1',
    stops: [{ location: at(0) }, { location: at(100), latestMin: 200 }],
    departureMin: 0,
    capacityKg: 1000,
    capacityM3: 10,
    currentLoadKg: 200,
    currentLoadM3: 2,
    capabilities: ['refrigerated'],
    maxDetourKm: 15,
    ...overrides,
  };
}

function shipment(overrides: Partial<ShipmentCandidate> = {}): ShipmentCandidate {
  return {
    id: 's1',
    pickup: at(20),
    drop: at(60),
    weightKg: 100,
    dimensionsCm: { lengthCm: 100, widthCm: 100, heightCm: 100 },
    pickupWindow: { earliestMin: 0, latestMin: 120 },
    dropWindow: { earliestMin: 0, latestMin: 180 },
    requirements: [],
    ...overrides,
  };
}

describe('matchShipmentToTruck', () => {
  it('inserts a shipment that lies on the way at zero detour', () => {
    const result = matchShipmentToTruck(truck(), shipment(), lineTravel);
    expect(result).toMatchObject({
      compatible: true,
      pickupAfter: 0,
      dropAfter: 0,
      timeFeasible: true,
      capacityFits: true,
    });
    expect(result.detourKm).toBeCloseTo(0, 9);
    expect(result.pickupEtaMin).toBe(20);
    expect(result.dropEtaMin).toBe(60);
    expect(result.score).toBeGreaterThan(80);
  });

  it('measures the detour of an off-route shipment against the limit', () => {
    // Drop at 110 km, 10 km past the truck's destination: cheapest is to finish the route there.
    const near = matchShipmentToTruck(truck({ maxDetourKm: 5 }), shipment({ drop: at(110) }), lineTravel);
    expect(near.detourKm).toBeCloseTo(10, 9);
    expect(near).toMatchObject({
      withinDetourLimit: false,
      compatible: false,
      timeFeasible: true,
      pickupAfter: 0,
      dropAfter: 1,
    });
    const lenient = matchShipmentToTruck(truck({ maxDetourKm: 10 }), shipment({ drop: at(110) }), lineTravel);
    expect(lenient.compatible).toBe(true);
  });

  it('chooses the cheapest of several insertion points', () => {
    const plan = truck({ stops: [{ location: at(0) }, { location: at(50) }, { location: at(100) }] });
    const result = matchShipmentToTruck(plan, shipment({ pickup: at(60), drop: at(70) }), lineTravel);
    expect(result).toMatchObject({ pickupAfter: 1, dropAfter: 1 });
    expect(result.detourKm).toBeCloseTo(0, 9);
  });

  it('rejects weight or volume that does not fit, but accepts an exact fit', () => {
    expect(matchShipmentToTruck(truck(), shipment({ weightKg: 801 }), lineTravel)).toMatchObject({
      capacityFits: false,
      compatible: false,
    });
    expect(matchShipmentToTruck(truck(), shipment({ weightKg: 800 }), lineTravel).compatible).toBe(true);
    // 2 m3 on board, 10 m3 truck: nine 1 m3 boxes do not fit, eight do.
    expect(matchShipmentToTruck(truck(), shipment({ packageCount: 9 }), lineTravel).capacityFits).toBe(false);
    expect(matchShipmentToTruck(truck(), shipment({ packageCount: 8 }), lineTravel).capacityFits).toBe(true);
  });

  it('uses free space only where the truck has it', () => {
    // 700 kg are loaded at km 50 and unloaded at the end: the shipment must ride before km 50.
    const plan = truck({
      stops: [{ location: at(0) }, { location: at(50), loadChangeKg: 700 }, { location: at(100) }],
    });
    expect(
      matchShipmentToTruck(plan, shipment({ pickup: at(10), drop: at(40), weightKg: 150 }), lineTravel)
        .compatible,
    ).toBe(true);
    const late = matchShipmentToTruck(
      plan,
      shipment({ pickup: at(60), drop: at(90), weightKg: 150 }),
      lineTravel,
    );
    // Riding past km 50 overloads the truck, so the only insertion is a trip out and back before km 50.
    expect(late).toMatchObject({ pickupAfter: 0, dropAfter: 0, withinDetourLimit: false, compatible: false });
    expect(late.detourKm).toBeCloseTo(80, 9);
  });

  it('respects the shipment windows and the deadlines of stops already planned', () => {
    // Pickup window closes before the truck can reach km 20.
    expect(
      matchShipmentToTruck(truck(), shipment({ pickupWindow: { earliestMin: 0, latestMin: 10 } }), lineTravel)
        .timeFeasible,
    ).toBe(false);
    // Waiting until the pickup opens at 150 makes the truck miss its own deadline of 200 at km 100.
    const waiting = shipment({
      pickupWindow: { earliestMin: 150, latestMin: 160 },
      dropWindow: { earliestMin: 0, latestMin: 300 },
    });
    expect(matchShipmentToTruck(truck(), waiting, lineTravel).timeFeasible).toBe(false);
    expect(
      matchShipmentToTruck(
        truck({ stops: [{ location: at(0) }, { location: at(100), latestMin: 240 }] }),
        waiting,
        lineTravel,
      ).timeFeasible,
    ).toBe(true);
  });

  it('requires every special requirement to be a truck capability', () => {
    const result = matchShipmentToTruck(
      truck(),
      shipment({ requirements: ['refrigerated', 'fragile'] }),
      lineTravel,
    );
    expect(result).toMatchObject({
      requirementsMet: false,
      missingRequirements: ['fragile'],
      compatible: false,
      timeFeasible: true,
    });
  });

  it('handles a truck with a single stop by appending the shipment', () => {
    const result = matchShipmentToTruck(
      truck({ stops: [{ location: at(20) }], maxDetourKm: 50 }),
      shipment(),
      lineTravel,
    );
    expect(result).toMatchObject({ compatible: true, pickupAfter: 0, dropAfter: 0 });
    expect(result.detourKm).toBeCloseTo(40, 9);
  });

  it('computes volume from centimetres', () => {
    expect(
      shipmentVolumeM3(
        shipment({ dimensionsCm: { lengthCm: 50, widthCm: 40, heightCm: 30 }, packageCount: 2 }),
      ),
    ).toBeCloseTo(0.12, 12);
  });
});

describe('rankTrucks', () => {
  it('puts compatible trucks first, then by score', () => {
    const trucks = [
      truck({ id: 'far', stops: [{ location: at(0) }, { location: at(30) }], maxDetourKm: 100 }),
      truck({ id: 'warm', capabilities: [] }),
      truck({ id: 'best' }),
    ];
    const ranked = rankTrucks(trucks, shipment({ requirements: ['refrigerated'] }), lineTravel);
    expect(ranked.map((result) => result.truckId)).toEqual(['best', 'far', 'warm']);
    expect(rankTrucks(trucks, shipment(), lineTravel, 1)).toHaveLength(1);
  });
});
