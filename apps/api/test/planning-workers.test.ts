import {
  matchBatch,
  planFleetDay,
  VehicleIndex,
  type DispatchJob,
  type DispatchVehicle,
  type PlanJob,
} from '@logisaathi/dispatch';
import { describe, expect, it } from 'vitest';
import { runPlanning } from '../src/lib/planning-workers/pool';
import { matchBatchOffThread } from '../src/modules/dispatch/batch-worker';

// Pool consolidation and fleet day plans run on a worker thread (the day-plan and shared-truck API tests go through
// it end to end); this file checks what the thread boundary itself must keep: the same plan as in process.
const HOUR = 3_600_000;
const day = Date.UTC(2026, 0, 5, 3, 0);
const job = (id: string, lat: number, lon: number, slot: number): PlanJob => ({
  id,
  pickup: { lat, lon },
  drop: { lat: lat + 0.05, lon: lon + 0.04 },
  weightKg: 300,
  requiredFeatures: [],
  window: { startMs: day + slot * 3 * HOUR, endMs: day + (slot + 1) * 3 * HOUR },
});
const input = {
  vehicles: [
    { id: 'a', start: { lat: 28.53, lon: 77.27 }, availableFromMs: day, payloadKg: 1000, features: [] },
    { id: 'b', start: { lat: 28.7, lon: 77.1 }, availableFromMs: day, payloadKg: 750, features: [] },
  ],
  jobs: [
    job('j1', 28.54, 77.28, 0),
    job('j2', 28.55, 77.26, 0),
    job('j3', 28.69, 77.12, 1),
    job('j4', 28.6, 77.2, 2),
  ],
  seed: 1,
};

describe('planning worker threads', () => {
  it('answers a fleet day plan with the plan the planner makes in process', async () => {
    const plan = await runPlanning({ kind: 'fleet-day', input });
    expect(plan).toEqual(planFleetDay(input));
    expect(plan.routes.flatMap((r) => r.stops.map((s) => s.jobId)).sort()).toEqual([
      'j1',
      'j1',
      'j2',
      'j2',
      'j3',
      'j3',
      'j4',
      'j4',
    ]);
  });

  it("answers a batch round's match, searched in shares on the threads, with the match made in process", async () => {
    const truck = (id: string, lat: number, lon: number): DispatchVehicle => ({
      id,
      online: true,
      position: { lat, lon },
      positionAtMs: day - 60_000,
      documentsValid: true,
      payloadKg: 1500,
      body: { lengthCm: 300, widthCm: 160, heightCm: 150 },
      features: ['covered'],
      ratingAvg: 4.5,
      ratingCount: 3,
      acceptanceRate: 0.8,
      jobs: [],
      home: { lat: 28.6, lon: 77.2 },
    });
    const index = new VehicleIndex();
    for (const v of [truck('a', 28.53, 77.27), truck('b', 28.7, 77.1), truck('c', 28.6, 77.2)])
      index.upsert(v, day - 2 * HOUR);
    // A few more trucks near each pickup, so the match has backups to offer.
    for (let i = 0; i < 12; i++) {
      const at = input.jobs[i % input.jobs.length] as PlanJob;
      index.upsert(
        truck(`n${i}`, at.pickup.lat + 0.01 * (1 + (i % 3)), at.pickup.lon - 0.01),
        day - 2 * HOUR,
      );
    }
    const jobs: DispatchJob[] = input.jobs.map((j) => ({
      ...j,
      package: { lengthCm: 80, widthCm: 60, heightCm: 50 },
    }));
    const options = {
      nowMs: day - 2 * HOUR,
      busy: new Set(['c']),
      excluded: new Map([['j2', new Set(['a'])]]),
      backups: { count: 2, marginKm: 6 },
    };
    // Threshold 0: every round goes to the threads.
    const offThread = await matchBatchOffThread(jobs, index, options, 0);
    const inProcess = matchBatch(jobs, index, options);
    expect(offThread).toEqual(inProcess);
    expect(offThread.pairs.length).toBeGreaterThanOrEqual(2);
    expect(offThread.pairs.some((pair) => pair.backups.length > 0)).toBe(true);
    expect(offThread.pairs.find((pair) => pair.jobId === 'j2')?.vehicleId).not.toBe('a');
  });
});
