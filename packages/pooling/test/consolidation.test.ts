import { describe, expect, it } from 'vitest';
import {
  planConsolidation,
  STOP_SERVICE_MIN,
  type PlannerRider,
  type PlannerTruck,
  type TravelEstimator,
} from '../src';

// Points on a line of longitude 0 at "lat" = km, travel at 1 km per minute: easy to reason about.
const lineTravel: TravelEstimator = (a, b) => {
  const km = Math.abs(a.lat - b.lat);
  return { distanceKm: km, durationMin: km };
};
const at = (km: number) => ({ lat: km, lon: 0, label: `km ${km}` });
const NOW = new Date('2026-03-01T00:00:00Z');

function truck(overrides: Partial<PlannerTruck> = {}): PlannerTruck {
  return {
    id: 't1',
    isDemo: false,
    origin: at(0),
    destination: at(100),
    departureMin: 0,
    finishByMin: 1000,
    capacityKg: 1000,
    capacityM3: 10,
    capabilities: [],
    maxDetourKm: 20,
    costPerKmInr: 20,
    ...overrides,
  };
}

function rider(key: string, overrides: Partial<PlannerRider> = {}): PlannerRider {
  return {
    key,
    kind: 'pooled',
    userId: 'u1',
    pickup: at(20),
    drop: at(60),
    weightKg: 100,
    volumeM3: 1,
    pickupWindow: { earliestMin: 0, latestMin: 500 },
    dropWindow: { earliestMin: 0, latestMin: 900 },
    requirements: [],
    standaloneInr: 2000,
    ...overrides,
  };
}

describe('planConsolidation', () => {
  it('puts a waiting shipment on the truck whose route it lies on and walks the stops in order', () => {
    const result = planConsolidation({
      trucks: [truck()],
      firmRiders: new Map(),
      pooled: [rider('delivery:a')],
      travel: lineTravel,
      now: NOW,
    });
    expect(result.assigned.get('delivery:a')).toBe('t1');
    const plan = result.plans.get('t1');
    expect(plan?.stops.map((s) => s.kind)).toEqual(['start', 'pickup', 'drop', 'end']);
    expect(plan?.plannedKm).toBe(100);
    expect(plan?.peakLoadKg).toBe(100);
    // Arrives at km 20 after 20 minutes, loads for the service time, then drives 40 km to the drop.
    expect(plan?.stops[2]?.etaIso).toBe(new Date((20 + STOP_SERVICE_MIN + 40) * 60_000).toISOString());
    expect(plan?.plannedAtIso).toBe(NOW.toISOString());
  });

  it('keeps firm riders even where they do not fit the detour, and leaves demo trucks empty', () => {
    const firm = rider('request:f', { kind: 'request', pickup: at(150), drop: at(180) });
    const result = planConsolidation({
      trucks: [truck(), truck({ id: 'demo', isDemo: true })],
      firmRiders: new Map([['t1', [firm]]]),
      pooled: [rider('delivery:b', { pickup: at(10), drop: at(30) })],
      travel: lineTravel,
      now: NOW,
    });
    expect(result.plans.get('t1')?.riders.map((r) => r.key)).toContain('request:f');
    expect(result.plans.get('demo')?.riders).toEqual([]);
    expect(result.plans.get('demo')?.sequencedBy).toBe('none');
  });

  it('leaves a shipment waiting when no truck can take it', () => {
    const result = planConsolidation({
      trucks: [truck({ capacityKg: 50 })],
      firmRiders: new Map(),
      pooled: [rider('delivery:heavy')],
      travel: lineTravel,
      now: NOW,
    });
    expect(result.assigned.size).toBe(0);
    expect(result.plans.get('t1')?.stops.map((s) => s.kind)).toEqual(['start', 'end']);
  });
});
