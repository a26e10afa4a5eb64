/**
 * Matching latency through the API: POST /api/shared-trucks/search against a pool of 5,000 trucks.
 *   npx tsx bench/pooling/match-http.ts [--trucks 5000] [--runs 200] [--seed N]
 * Starts the real server (embedded PGlite in a temporary DATA_DIR, no demo data) on a free loopback port,
 * fills the pool through POST /api/shared-trucks, then times searches one after another (end to end: HTTP,
 * auth, expiry check, plan freshness check, ranking, cards). Prints p50/p99.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { istDateString, MS_PER_DAY, TIME_SLOTS } from '@logisaathi/domain';
import { createRandom } from '@logisaathi/pooling';
import { freePort, waitForHealth } from '../support/scratch';

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}
const truckCount = argument('trucks', 5000);
const runs = argument('runs', 200);
const random = createRandom(argument('seed', 1));
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const PLACES = [
  'Okhla Industrial Area Phase 1',
  'Okhla Industrial Area Phase 2',
  'Bawana Industrial Area',
  'Narela Industrial Area',
  'Mayapuri Industrial Area',
  'Patparganj Industrial Area',
  'Kirti Nagar Industrial Area',
  'Sector 63, Noida',
  'Udyog Vihar Phase 4, Gurugram',
  'Sector 24, Faridabad',
  'Kundli Industrial Area, Sonipat',
  'IMT Manesar',
  'Wazirpur Industrial Area',
  'Naraina Industrial Area',
  'Mohan Cooperative Industrial Estate',
  'Sahibabad Industrial Area',
];
const TYPES = [
  ['Mini Truck', 1.5],
  ['Tata 407', 2.5],
  ['Tata 709', 6],
  ['Tata 1109', 10],
] as const;
const pick = <T>(list: readonly T[]): T => list[random.int(list.length)] as T;

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-'));
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
  cwd: ROOT,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    DEMO_DATA: 'false',
  },
  stdio: 'inherit',
});
const base = `http://127.0.0.1:${port}`;
try {
  await waitForHealth(base, child);
  const register = async (n: number) => {
    const res = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Bench',
        lastName: `User${n}`,
        email: `bench${n}.${Date.now()}@example.in`,
        password: 'secret123',
        company: `Bench Transport ${n}`,
        phone: '9876543210',
        businessType: 'services',
      }),
    });
    return ((await res.json()) as { token: string }).token;
  };
  const owners = await Promise.all([1, 2, 3, 4, 5].map(register));
  const shipper = await register(99);
  const today = Date.now();
  let added = 0;
  const addOne = async (i: number) => {
    const [truckType, capacity] = pick(TYPES);
    let drop = pick(PLACES);
    const pickup = pick(PLACES);
    while (drop === pickup) drop = pick(PLACES);
    const res = await fetch(`${base}/api/shared-trucks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owners[i % owners.length]}` },
      body: JSON.stringify({
        companyName: `Bench Transport ${i}`,
        truckType,
        capacity,
        pickupLocation: pickup,
        deliveryLocation: drop,
        departureDate: istDateString(new Date(today + (1 + random.int(5)) * MS_PER_DAY)),
        departureTime: pick(TIME_SLOTS),
        costPerKm: 20 + 5 * random.int(6),
        contactPerson: 'Bench Driver',
        contactPhone: '9811022334',
        additionalNotes: `truck ${i}`,
      }),
    });
    if (res.status === 201 || res.status === 200) added++;
  };
  for (let i = 0; i < truckCount; i += 50)
    await Promise.all(Array.from({ length: Math.min(50, truckCount - i) }, (_, k) => addOne(i + k)));
  console.log(`pool: ${added} trucks added`);
  const search = () =>
    fetch(`${base}/api/shared-trucks/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${shipper}` },
      body: JSON.stringify({
        pickup: pick(PLACES),
        drop: pick(PLACES),
        weightKg: 10 + random.int(300),
        date: istDateString(new Date(today + (1 + random.int(5)) * MS_PER_DAY)),
        limit: 20,
      }),
    });
  for (let warm = 0; warm < 10; warm++) await (await search()).arrayBuffer();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const res = await search();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`search failed: ${res.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const percentile = (p: number) =>
    times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN;
  console.log(
    `POST /api/shared-trucks/search, ${added} trucks, ${runs} searches: p50 ${percentile(50).toFixed(1)} ms, p99 ${percentile(99).toFixed(1)} ms, max ${(times[times.length - 1] ?? 0).toFixed(1)} ms`,
  );
} finally {
  child.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
