// Freeze bench (issue 20, high): one request must never stall the server for everyone. Starts the real server
// on a scratch PostgreSQL database, posts a truck with a 200 KB pickup location (expects 400), stores a truck
// with 200 KB texts directly in the database as legacy data would be, then lists /api/shared-trucks while
// timing /api/health concurrently. Goal: every /api/health under 100 ms meanwhile.
// Run: npm run bench:freeze (needs PostgreSQL at BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { createScratchDatabase, DEFAULT_ADMIN_URL, freePort, waitForHealth } from '../support/scratch';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const ROOT = path.resolve(import.meta.dirname, '../..');
const GOAL_MS = 100;
const BIG_TEXT = 'Okhla Phase 2 '.repeat(15_000); // about 200 KB
const LISTS = 20;
const HEALTH_INTERVAL_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

async function timed(
  url: string,
  init?: RequestInit,
): Promise<{ ms: number; status: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url, init);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, bytes: body.byteLength };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-freeze-'));
  const database = await createScratchDatabase(ADMIN_URL, 'ls_bench_freeze');
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        LOG_LEVEL: 'warn',
        DEMO_DATA: 'true',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(base, server);

    const signUp = async (name: string) => {
      const register = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: 'User',
          email: `freeze-${name}-${Date.now()}@example.in`,
          password: 'secret123',
          company: 'Bench Traders',
          phone: '9876543210',
          businessType: 'wholesale',
        }),
      });
      return (await register.json()) as { token: string; user: { id: string } };
    };
    // The attacker offers the truck; another business lists the pool and sees it.
    const attacker = await signUp('attacker');
    const { token } = await signUp('viewer');
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const tomorrow = istDateString(new Date(Date.now() + MS_PER_DAY));

    const posted = await timed(`${base}/api/shared-trucks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${attacker.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        companyName: 'Sharma Transport',
        truckType: 'Tata 407',
        capacity: 2,
        pickupLocation: BIG_TEXT,
        deliveryLocation: 'Sector 18, Noida',
        departureDate: tomorrow,
        departureTime: '15-18',
        costPerKm: 20,
        contactPerson: 'Ravi Sharma',
        contactPhone: '9876543210',
      }),
    });
    console.log(
      `POST /api/shared-trucks with a ${BIG_TEXT.length.toLocaleString('en-IN')}-character pickup: ${posted.status} in ${posted.ms.toFixed(1)} ms${posted.status === 400 ? ' (refused, as expected)' : ' (EXPECTED 400)'}`,
    );

    // Legacy data: what an older version accepted, stored straight into the table.
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(
      `INSERT INTO pool_trucks (owner_id, company_name, truck_type, capacity_tons, capacity_kg, capacity_m3,
         pickup_location, pickup_place, pickup_lat, pickup_lon, delivery_location, delivery_place, delivery_lat,
         delivery_lon, departure_date, departure_slot, cost_per_km_inr, contact_person, contact_phone,
         additional_notes, max_detour_km, route_km, expires_at)
       VALUES ($1, $2, 'Tata 407', 2, 2000, 14, $2, 'Okhla', 28.53, 77.27, $2, 'Noida', 28.57, 77.32, $3, '15-18',
         20, $2, '9876543210', $2, 10, 15, now() + interval '2 days')`,
      [attacker.user.id, BIG_TEXT, tomorrow],
    );
    await client.end();
    console.log(
      `stored one legacy truck with four ${BIG_TEXT.length.toLocaleString('en-IN')}-character texts`,
    );

    const health: number[] = [];
    let listing = true;
    const prober = (async () => {
      while (listing) {
        health.push((await timed(`${base}/api/health`)).ms);
        await sleep(HEALTH_INTERVAL_MS);
      }
    })();
    const lists: number[] = [];
    let listBytes = 0;
    for (let i = 0; i < LISTS; i += 1) {
      const res = await timed(`${base}/api/shared-trucks`, { headers: auth });
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      lists.push(res.ms);
      listBytes = res.bytes;
    }
    listing = false;
    await prober;

    const h = [...health].sort((a, b) => a - b);
    const l = [...lists].sort((a, b) => a - b);
    console.log(
      `GET /api/shared-trucks x${LISTS}: median ${percentile(l, 50).toFixed(1)} ms, max ${(l.at(-1) ?? 0).toFixed(1)} ms, ${listBytes.toLocaleString('en-IN')} bytes`,
    );
    console.log(
      `GET /api/health meanwhile x${h.length}: median ${percentile(h, 50).toFixed(1)} ms, p99 ${percentile(h, 99).toFixed(1)} ms, max ${(h.at(-1) ?? 0).toFixed(1)} ms (goal: every one under ${GOAL_MS} ms: ${(h.at(-1) ?? 0) < GOAL_MS ? 'met' : 'NOT met'})`,
    );
  } finally {
    server?.kill('SIGTERM');
    await new Promise((r) => (server && server.exitCode === null ? server.once('exit', r) : r(null)));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
