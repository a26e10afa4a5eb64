/**
 * Matching latency bench: rank one delivery against a pool of trucks.
 *   npx tsx bench/pooling/matching.ts [--trucks 5000] [--runs 200] [--seed N]
 * Trucks get 2-6 planned stops spread over Delhi NCR; the estimator is haversine x 1.3 at 22 km/h,
 * the same shape of call the API makes with its offline route estimator. Prints p50/p99 per ranking.
 */
import {
  createRandom,
  haversineTravel,
  rankTrucks,
  type ShipmentCandidate,
  type TruckPlan,
} from '@logisaathi/pooling';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

const truckCount = argument('trucks', 5000);
const runs = argument('runs', 200);
const random = createRandom(argument('seed', 1));
// Delhi NCR box, roughly Gurugram to Noida.
const point = () => ({ lat: 28.4 + random.next() * 0.35, lon: 76.95 + random.next() * 0.45 });
const travel = haversineTravel(22, 1.3);
const DAY_MIN = 24 * 60;

const trucks: TruckPlan[] = Array.from({ length: truckCount }, (_, index) => {
  const stopCount = 2 + random.int(5);
  const departureMin = random.int(DAY_MIN);
  return {
    id: `truck-${index}`,
    stops: Array.from({ length: stopCount }, (_, k) => ({
      location: point(),
      latestMin: k === 0 ? undefined : departureMin + 120 + random.int(600),
      serviceMin: 10,
      loadChangeKg: k === 0 ? 0 : -50,
    })),
    departureMin,
    capacityKg: 1000 + random.int(8) * 500,
    capacityM3: 8 + random.int(20),
    currentLoadKg: random.int(800),
    currentLoadM3: random.int(6),
    capabilities: random.next() < 0.2 ? ['refrigerated'] : random.next() < 0.5 ? ['fragile'] : [],
    maxDetourKm: 5 + random.int(20),
  };
});

function shipment(index: number): ShipmentCandidate {
  const earliestMin = random.int(DAY_MIN);
  return {
    id: `shipment-${index}`,
    pickup: point(),
    drop: point(),
    weightKg: 5 + random.int(300),
    dimensionsCm: {
      lengthCm: 20 + random.int(100),
      widthCm: 20 + random.int(80),
      heightCm: 20 + random.int(80),
    },
    pickupWindow: { earliestMin, latestMin: earliestMin + 240 },
    dropWindow: { earliestMin, latestMin: earliestMin + 600 },
    requirements: random.next() < 0.1 ? ['refrigerated'] : [],
    pickupServiceMin: 10,
    dropServiceMin: 10,
  };
}

for (let warm = 0; warm < 20; warm++) rankTrucks(trucks, shipment(-1), travel, 20);
const times: number[] = [];
let compatible = 0;
for (let run = 0; run < runs; run++) {
  const candidate = shipment(run);
  const started = performance.now();
  const ranked = rankTrucks(trucks, candidate, travel, 20);
  times.push(performance.now() - started);
  compatible += ranked.filter((result) => result.compatible).length;
}
times.sort((a, b) => a - b);
const percentile = (p: number) =>
  times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
console.log(
  `matching: ${truckCount} trucks, ${runs} rankings: p50 ${percentile(50).toFixed(2)} ms, p99 ${percentile(99).toFixed(2)} ms, ` +
    `max ${(times[times.length - 1] ?? 0).toFixed(2)} ms, mean compatible in top 20: ${(compatible / runs).toFixed(1)}`,
);
