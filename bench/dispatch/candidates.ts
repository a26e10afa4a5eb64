/**
 * Offer decision latency: with 5,000 online vehicles and 500 pending deliveries, how long choosing the candidates
 * for one delivery takes in process (spatial grid, cheap checks, day fit with road estimates, ranking, widening).
 *   npm run bench:dispatch-candidates [-- --vehicles 5000 --deliveries 500 --rounds 4 --seed 1]
 * Vehicles live near the gazetteer's industrial areas, a third of them already hold one to three jobs of the day;
 * deliveries are picked up in estates weighted by size. Each delivery is searched `rounds` times (after one
 * untimed warm-up pass); prints p50/p99/max per search. Goal: p99 < 20 ms.
 */
import { performance } from 'node:perf_hooks';
import { createRandom } from '@logisaathi/pooling';
import {
  findCandidates,
  roadTravel,
  VehicleIndex,
  type DispatchJob,
  type VehicleJob,
} from '@logisaathi/dispatch';
import { estatePoint, jitter, loadPlaces, makeFleet, makeLoad, pick } from './fixtures';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const vehicleCount = argument('vehicles', 5000);
const deliveryCount = argument('deliveries', 500);
const rounds = argument('rounds', 4);
const random = createRandom(argument('seed', 1));
const HOUR = 3_600_000;
const NOW = Date.parse('2026-12-02T03:00:00Z'); // 08:30 IST
const SLOTS = [9, 12, 15, 18].map((h) => NOW + (h - 8.5) * HOUR);

const places = loadPlaces();
const index = new VehicleIndex();
const fleet = makeFleet(vehicleCount, places, random);
for (const vehicle of fleet) {
  const jobs: VehicleJob[] = [];
  if (random.next() < 0.33) {
    for (let k = 0, n = 1 + random.int(3); k < n; k++) {
      const start = (SLOTS[k] as number) + random.next() * HOUR;
      jobs.push({
        id: `${vehicle.state.id}-${k}`,
        pickup: estatePoint(places, random).point,
        drop: jitter(pick(places.destinations, random), 1, random),
        pickupAtMs: start,
        doneAtMs: start + (0.8 + random.next()) * HOUR,
      });
    }
  }
  vehicle.state = {
    ...vehicle.state,
    online: true,
    documentsValid: true,
    position: jitter(vehicle.home, 3, random),
    positionAtMs: NOW - random.int(5 * 60_000),
    jobs,
  };
  index.upsert(vehicle.state);
}

const deliveries: DispatchJob[] = Array.from({ length: deliveryCount }, (_, i) => {
  const slotStart = pick(SLOTS, random);
  return {
    id: `d${i}`,
    pickup: estatePoint(places, random).point,
    drop: jitter(pick(places.destinations, random), 1, random),
    ...makeLoad(random),
    requiredFeatures: random.next() < 0.03 ? ['refrigerated'] : random.next() < 0.3 ? ['covered'] : [],
    window: { startMs: slotStart, endMs: slotStart + 3 * HOUR },
  };
});

const search = (job: DispatchJob) => findCandidates(job, index, { nowMs: NOW, travel: roadTravel });
for (const job of deliveries) search(job);

const times: number[] = [];
let candidates = 0;
let widened = 0;
for (let round = 0; round < rounds; round++) {
  for (const job of deliveries) {
    const start = performance.now();
    const result = search(job);
    times.push(performance.now() - start);
    candidates += result.candidates.length;
    if (result.radiusStep > 0) widened++;
  }
}
times.sort((a, b) => a - b);
const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] as number;
console.log(
  `candidate search: ${vehicleCount} online vehicles, ${deliveryCount} pending deliveries, ${times.length} searches`,
);
console.log(
  `  p50 ${q(0.5).toFixed(2)} ms   p99 ${q(0.99).toFixed(2)} ms   max ${(times[times.length - 1] as number).toFixed(2)} ms`,
);
console.log(
  `  mean candidates per delivery ${(candidates / times.length).toFixed(0)}, widened beyond 15 km ${((100 * widened) / times.length).toFixed(1)} %`,
);
console.log(`  goal p99 < 20 ms: ${q(0.99) < 20 ? 'met' : 'NOT met'}`);
