import { describe, expect, it } from 'vitest';
import { haversineKm } from '@logisaathi/geo';
import { createRandom } from '@logisaathi/pooling';
import {
  DEFAULT_CANDIDATE_CONFIG,
  evaluateVehicle,
  findCandidates,
  loadOf,
  packageFitsBody,
  roadTravel,
  staticMisfit,
  VehicleIndex,
  type DispatchVehicle,
  type VehicleFeature,
} from '../src/index';
import { HOUR, job, near, NINE_AM, NOW, simpleTravel, vehicle } from './helpers';

function indexOf(...vehicles: DispatchVehicle[]): VehicleIndex {
  const index = new VehicleIndex();
  for (const v of vehicles) index.upsert(v);
  return index;
}

const search = (index: VehicleIndex, j = job('j')) =>
  findCandidates(j, index, { nowMs: NOW, travel: simpleTravel });

describe('package size rule', () => {
  const body = { lengthCm: 300, widthCm: 160, heightCm: 150 };
  it('lets the footprint turn on the floor but never tips the package over', () => {
    expect(packageFitsBody({ lengthCm: 150, widthCm: 290, heightCm: 100 }, body)).toBe(true);
    expect(packageFitsBody({ lengthCm: 100, widthCm: 100, heightCm: 151 }, body)).toBe(false);
    expect(packageFitsBody({ lengthCm: 170, widthCm: 170, heightCm: 50 }, body)).toBe(false);
    expect(packageFitsBody({ lengthCm: 0, widthCm: 0, heightCm: 0 }, body)).toBe(true);
  });
});

describe('eligibility', () => {
  it('leaves out vehicles that are offline, silent, unlicensed, too small or lack a feature', () => {
    const index = indexOf(
      vehicle('ok'),
      vehicle('offline', { online: false }),
      vehicle('silent', { positionAtMs: NOW - 11 * 60_000 }),
      vehicle('papers', { documentsValid: false }),
      vehicle('light', { payloadKg: 150 }),
      vehicle('low', { body: { lengthCm: 300, widthCm: 160, heightCm: 50 } }),
      vehicle('open', { features: [] }),
    );
    const result = search(index, job('j', { requiredFeatures: ['covered'] }));
    expect(result.candidates.map((c) => c.vehicle.id)).toEqual(['ok']);
    expect(result.rejected).toEqual({
      offline: 1,
      'stale-position': 1,
      documents: 1,
      payload: 1,
      size: 1,
      features: 1,
    });
  });

  it('counts a refrigerated body as covered, but not the other way round', () => {
    const index = indexOf(vehicle('reefer', { features: ['refrigerated'] }), vehicle('covered'));
    expect(search(index, job('j', { requiredFeatures: ['covered'] })).candidates).toHaveLength(2);
    const cold = search(index, job('j', { requiredFeatures: ['refrigerated'] }));
    expect(cold.candidates.map((c) => c.vehicle.id)).toEqual(['reefer']);
  });

  it('keeps a truck that cannot fit the job between its other jobs out, and one with a gap in', () => {
    const busy = vehicle('busy', {
      jobs: [
        { id: 'x', pickup: near(1), drop: near(2), pickupAtMs: NINE_AM, doneAtMs: NINE_AM + 2.8 * HOUR },
      ],
    });
    const gap = vehicle('gap', {
      jobs: [{ id: 'y', pickup: near(1), drop: near(2), pickupAtMs: NINE_AM, doneAtMs: NINE_AM + HOUR }],
    });
    const result = search(indexOf(busy, gap));
    expect(result.candidates.map((c) => c.vehicle.id)).toEqual(['gap']);
    expect(result.rejected).toEqual({ busy: 1 });
    const fit = result.candidates[0]?.fit;
    expect(fit?.afterJobId).toBe('y');
    // It leaves the earlier drop 2 km north at 10:00 and loads when it gets there.
    expect(fit?.pickupAtMs).toBeCloseTo(NINE_AM + HOUR + simpleTravel(near(2), near(0), 0).min * 60_000, -1);
  });

  it('refuses a gap that would make the truck late for its next job', () => {
    const later = vehicle('later', {
      jobs: [
        {
          id: 'z',
          pickup: near(10),
          drop: near(12),
          pickupAtMs: NINE_AM + 1.5 * HOUR,
          doneAtMs: NINE_AM + 2 * HOUR,
        },
      ],
    });
    // The job (0 -> 10 km north, 30 min of handling + 26 min drive) ends at about 9:56, 0 km from the next pickup.
    expect(search(indexOf(later)).candidates).toHaveLength(1);
    const farDrop = job('far', { drop: near(-20) });
    expect(search(indexOf(later), farDrop).candidates).toHaveLength(0);
  });

  it('widens the radius step by step when nobody suitable is near', () => {
    const index = indexOf(
      vehicle('at20', { position: near(20 / 1.3) }),
      vehicle('at35', { position: near(35 / 1.3) }),
    );
    const first = search(index);
    expect(first.radiusKm).toBe(25);
    expect(first.radiusStep).toBe(1);
    expect(first.candidates.map((c) => c.vehicle.id)).toEqual(['at20']);
    expect(first.rejected).toEqual({});
    const beyond = findCandidates(job('j'), index, {
      nowMs: NOW,
      travel: simpleTravel,
      exclude: new Set(['at20']),
    });
    expect(beyond.radiusKm).toBe(40);
    expect(beyond.candidates.map((c) => c.vehicle.id)).toEqual(['at35']);
    const nobody = search(indexOf(vehicle('far', { position: near(50) })));
    expect(nobody).toMatchObject({ radiusKm: 40, radiusStep: 2, candidates: [] });
  });
});

describe('ranking', () => {
  it('ranks a truck whose previous job ends at the pickup above an idle truck a few km away', () => {
    const idle = vehicle('idle', { position: near(4) });
    const chained = vehicle('chained', {
      position: near(12),
      jobs: [
        {
          id: 'p',
          pickup: near(14),
          drop: near(0.2),
          pickupAtMs: NOW + HOUR,
          doneAtMs: NINE_AM - 0.1 * HOUR,
        },
      ],
    });
    const ranked = search(indexOf(idle, chained)).candidates;
    expect(ranked.map((c) => c.vehicle.id)).toEqual(['chained', 'idle']);
    expect(ranked[0]?.fit.deadheadKm).toBeLessThan(0.5);
  });

  it('lets rating and acceptance outweigh a small difference in distance but not a large one', () => {
    const good = { ratingAvg: 4.9, ratingCount: 80, acceptanceRate: 0.95 };
    const poor = { ratingAvg: 2.5, ratingCount: 40, acceptanceRate: 0.3 };
    const slightlyCloser = search(
      indexOf(
        vehicle('poor', { position: near(1), ...poor }),
        vehicle('good', { position: near(3), ...good }),
      ),
    );
    expect(slightlyCloser.candidates.map((c) => c.vehicle.id)).toEqual(['good', 'poor']);
    const muchCloser = search(
      indexOf(
        vehicle('poor', { position: near(1), ...poor }),
        vehicle('good', { position: near(10), ...good }),
      ),
    );
    expect(muchCloser.candidates.map((c) => c.vehicle.id)).toEqual(['poor', 'good']);
  });

  it('does not let one five-star trip beat a long record of 4.8', () => {
    const one = vehicle('one', { ratingAvg: 5, ratingCount: 1, acceptanceRate: 0.9 });
    const many = vehicle('many', { ratingAvg: 4.8, ratingCount: 60, acceptanceRate: 0.9 });
    expect(search(indexOf(one, many)).candidates.map((c) => c.vehicle.id)).toEqual(['many', 'one']);
  });
});

describe('spatial grid', () => {
  it('returns exactly the vehicles a full scan finds, on random fleets and road estimates', () => {
    const random = createRandom(7);
    const config = DEFAULT_CANDIDATE_CONFIG;
    for (let round = 0; round < 20; round++) {
      const index = new VehicleIndex(2 + random.int(8));
      const fleet: DispatchVehicle[] = [];
      for (let i = 0; i < 300; i++) {
        const v = vehicle(`v${i}`, {
          position: near(random.next() * 80 - 40, random.next() * 80 - 40),
          online: random.next() < 0.9,
          payloadKg: 100 + random.int(2000),
          jobs:
            random.next() < 0.3
              ? [
                  {
                    id: `j${i}`,
                    pickup: near(random.next() * 60 - 30, random.next() * 60 - 30),
                    drop: near(random.next() * 60 - 30, random.next() * 60 - 30),
                    pickupAtMs: NOW + random.next() * HOUR,
                    doneAtMs: NOW + (1 + random.next()) * HOUR,
                  },
                ]
              : [],
        });
        fleet.push(v);
        index.upsert(v);
      }
      // Moving a vehicle must leave no trace of its old cell.
      const moved = { ...(fleet[0] as DispatchVehicle), position: near(30, 30) };
      fleet[0] = moved;
      index.upsert(moved);
      const j = job('j', { pickup: near(random.next() * 40 - 20, random.next() * 40 - 20) });
      const found = findCandidates(j, index, { nowMs: NOW, travel: roadTravel });
      const expected = fleet
        .filter(
          (v) => 'fit' in evaluateVehicle(v, j, found.radiusKm, { nowMs: NOW, travel: roadTravel, config }),
        )
        .map((v) => v.id)
        .sort();
      expect(found.candidates.map((c) => c.vehicle.id).sort()).toEqual(expected);
    }
  });

  it('visits the vehicles near a point nearer first, each once, and stops when told', () => {
    const random = createRandom(11);
    let carried = 0;
    let refused = 0;
    for (let round = 0; round < 20; round++) {
      const cellKm = 2 + random.int(8);
      const index = new VehicleIndex(cellKm);
      const fleet: DispatchVehicle[] = [];
      for (let i = 0; i < 300; i++)
        fleet.push(
          vehicle(`v${i}`, {
            position: near(random.next() * 80 - 40, random.next() * 80 - 40),
            payloadKg: [750, 1500, 3500, 9000][random.int(4)] as number,
            features: ([[], ['covered'], ['refrigerated'], ['covered', 'tail_lift']] as VehicleFeature[][])[
              random.int(4)
            ] as VehicleFeature[],
            jobs:
              random.next() < 0.3
                ? [
                    {
                      id: `j${i}`,
                      pickup: near(0, 0),
                      drop: near(random.next() * 60 - 30, random.next() * 60 - 30),
                      pickupAtMs: NOW + HOUR,
                      doneAtMs: NOW + 2 * HOUR,
                    },
                  ]
                : [],
          }),
        );
      for (const v of fleet) index.upsert(v);
      const center = near(random.next() * 40 - 20, random.next() * 40 - 20);
      const radiusKm = 5 + random.next() * 30;
      const nearestKm = (v: DispatchVehicle) =>
        Math.min(...[v.position, ...v.jobs.map((j) => j.drop)].map((p) => haversineKm(center, p)));
      const visited: DispatchVehicle[] = [];
      index.visitNearest(center, radiusKm, (v) => {
        visited.push(v);
        return true;
      });
      // Exactly the vehicles a scan of the whole fleet finds within the radius (the grid skips only cells beyond it).
      const within = fleet
        .filter((v) => nearestKm(v) <= radiusKm)
        .map((v) => v.id)
        .sort();
      expect(visited.map((v) => v.id).sort()).toEqual(within);
      expect(
        index
          .near(center, radiusKm)
          .map((v) => v.id)
          .sort(),
      ).toEqual(within);
      const distances = visited.map(nearestKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
      let seen = 0;
      index.visitNearest(center, radiusKm, () => ++seen < 3);
      expect(seen).toBe(Math.min(3, visited.length));
      // Vehicles refused on the way are passed over; the others keep their order.
      const admit = (v: DispatchVehicle) => Number(v.id.slice(1)) % 3 !== 0;
      const admitted: DispatchVehicle[] = [];
      index.visitNearest(
        center,
        radiusKm,
        (v) => {
          admitted.push(v);
          return true;
        },
        { admit },
      );
      expect(admitted).toEqual(visited.filter(admit));
      // Vehicles that cannot carry the load are passed over as well: exactly those the job's static checks refuse
      // for payload or features (the job's package fits every body).
      const heavy = job('heavy', {
        pickup: center,
        weightKg: 1_000 + random.int(4_000),
        requiredFeatures: ([['covered'], ['refrigerated'], ['tail_lift'], []] as VehicleFeature[][])[
          random.int(4)
        ] as VehicleFeature[],
      });
      const carrying: DispatchVehicle[] = [];
      index.visitNearest(
        center,
        radiusKm,
        (v) => {
          carrying.push(v);
          return true;
        },
        { admit, load: loadOf(heavy) },
      );
      const misfitOptions = { nowMs: NOW, maxPositionAgeMs: DEFAULT_CANDIDATE_CONFIG.maxPositionAgeMs };
      expect(carrying).toEqual(
        visited.filter((v) => admit(v) && staticMisfit(v, heavy, misfitOptions) === null),
      );
      carried += carrying.length;
      refused += visited.filter(admit).length - carrying.length;
    }
    // Both kinds were met: trucks that carry the loads and trucks refused for them.
    expect(carried).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});
