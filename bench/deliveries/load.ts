// Deliveries load bench: the real server on 127.0.0.1 against PostgreSQL, 20,000 deliveries across 200 users,
// then autocannon with 50 connections against GET /api/deliveries and POST /api/deliveries.
// Run: npx tsx bench/deliveries/load.ts
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
// creates its own database and drops it at the end. Goals: list p99 < 50 ms, create p99 < 100 ms, no errors.
// Tuning: BENCH_CONNECTIONS, BENCH_DURATION_S, BENCH_WARMUP_S (untimed load before each call, default 5; 0 for a
// cold start). BENCH_ONLY=list|create runs one call; BENCH_UNIQUE_ADDRESSES=1 gives every create new addresses;
// BENCH_CPU_PROF=DIR writes the server's V8 CPU profile there; BENCH_KEEP_DATABASE=1 keeps the seeded database for inspection (its URL is printed; drop it yourself).

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase, DEFAULT_ADMIN_URL, freePort, waitForHealth } from '../support/scratch';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { DELIVERY_STATUSES, generateDeliveryId, istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { deliveries } from '../../apps/api/src/db/schema/index';
import { priceDelivery } from '../../apps/api/src/modules/deliveries/price-delivery';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const USERS = 200;
const DELIVERIES_PER_USER = 100;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const GOALS = { list: 50, create: 100 };
/** BENCH_ONLY=list or create runs one of the two (a clean CPU profile of one call). */
const ONLY = process.env.BENCH_ONLY;

const PLACES = [
  {
    address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
    name: 'Okhla, Delhi NCR',
    lat: 28.53,
    lon: 77.271,
  },
  {
    address: 'Sector 3, Bawana Industrial Area, Delhi 110039',
    name: 'Bawana, Delhi NCR',
    lat: 28.798,
    lon: 77.036,
  },
  {
    address: 'Shed 7, Narela Industrial Area, Delhi 110040',
    name: 'Narela, Delhi NCR',
    lat: 28.852,
    lon: 77.092,
  },
  {
    address: 'C-41, Mayapuri Industrial Area Phase 1, Delhi 110064',
    name: 'Mayapuri, Delhi NCR',
    lat: 28.637,
    lon: 77.123,
  },
  {
    address: 'F-18, Patparganj Industrial Area, Delhi 110092',
    name: 'Patparganj, Delhi NCR',
    lat: 28.633,
    lon: 77.305,
  },
  {
    address: '14/2 Kirti Nagar Furniture Market, Delhi 110015',
    name: 'Kirti Nagar, Delhi NCR',
    lat: 28.65,
    lon: 77.142,
  },
];
const PACKAGE_TYPES = ['Furniture', 'Electronics', 'Clothing', 'Food Items', 'Fragile Items', 'Documents'];
const SLOTS = ['9-12', '12-15', '15-18', '18-21'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

async function registerUsers(base: string): Promise<Array<{ id: string; token: string }>> {
  const users: Array<{ id: string; token: string }> = [];
  let next = 0;
  // argon2 hashing is deliberately slow; a few at a time, all before the timed part.
  const worker = async () => {
    while (next < USERS) {
      const n = next++;
      const res = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: `User${n}`,
          email: `bench${n}.${crypto.randomBytes(3).toString('hex')}@example.in`,
          password: 'secret123',
          company: `Bench Traders ${n}`,
          phone: `98${String(10_000_000 + n).slice(-8)}`,
          businessType: 'wholesale',
        }),
      });
      if (res.status !== 201) throw new Error(`register ${n}: ${res.status} ${await res.text()}`);
      const body = (await res.json()) as { token: string; user: { id: string } };
      users.push({ id: body.user.id, token: body.token });
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return users;
}

/** 100 deliveries per user straight into the table, spread over the last 90 days, with realistic mixes. */
async function seed(url: string, users: Array<{ id: string }>) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  const db = drizzle({ client: pool });
  const now = Date.now();
  let batch: Array<typeof deliveries.$inferInsert> = [];
  let serial = 0;
  // 20,000 draws from 32^6 collide with about 19% probability (birthday bound); the API retries, the seed dedupes.
  const used = new Set<string>();
  const uniqueId = (): string => {
    for (;;) {
      const id = generateDeliveryId(crypto.randomBytes(6));
      if (!used.has(id)) {
        used.add(id);
        return id;
      }
    }
  };
  for (const user of users) {
    for (let i = 0; i < DELIVERIES_PER_USER; i += 1) {
      serial += 1;
      const from = pick(PLACES, serial);
      const to = pick(PLACES, serial * 7 + 3 === serial ? serial + 1 : serial * 7 + 3);
      const distanceKm = Math.round((5 + ((serial * 37) % 400) / 10) * 10) / 10;
      const weightKg = 1 + ((serial * 13) % 300) / 10;
      const mode = serial % 4 === 0 ? 'pooled' : 'regular';
      const createdAt = new Date(now - ((serial * 7919) % (90 * 24 * 60)) * 60_000);
      const status = pick(DELIVERY_STATUSES, serial * 3);
      const date = istDateString(new Date(createdAt.getTime() + MS_PER_DAY));
      batch.push({
        userId: user.id,
        deliveryId: uniqueId(),
        customerName: `Customer ${serial}`,
        customerPhone: `9${String(100_000_000 + serial).slice(-9)}`,
        pickupAddress: from.address,
        pickupLat: from.lat,
        pickupLon: from.lon,
        pickupPlace: from.name,
        deliveryAddress: to.address,
        deliveryLat: to.lat,
        deliveryLon: to.lon,
        deliveryPlace: to.name,
        packageType: pick(PACKAGE_TYPES, serial),
        weightKg,
        specialInstructions: serial % 3 === 0 ? 'Handle with care' : null,
        pickupDate: date,
        deliveryDate: date,
        timeSlot: pick(SLOTS, serial),
        ...priceDelivery(distanceKm, weightKg, mode),
        distanceKm,
        durationMin: Math.round((distanceKm / 22) * 60),
        routeGeometry: {
          type: 'LineString',
          coordinates: [
            [from.lon, from.lat],
            [to.lon, to.lat],
          ],
        },
        routeSource: 'bench-seed',
        status,
        statusHistory: [{ status, at: createdAt.toISOString(), note: null }],
        mode,
        createdAt,
        updatedAt: createdAt,
      });
      if (batch.length === 1000) {
        await db.insert(deliveries).values(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await db.insert(deliveries).values(batch);
  await pool.query('ANALYZE deliveries');
  const { rows } = await pool.query<{ n: string }>('select count(*) as n from deliveries');
  await pool.end();
  return Number(rows[0]?.n ?? 0);
}

/**
 * Create bodies cycle through six real addresses, as a business booking from its own units does. With
 * BENCH_UNIQUE_ADDRESSES=1 every request names a unit number never seen before, so no address is ever answered
 * from the geocoder's memory (the worst case for the create path).
 */
const UNIQUE_ADDRESSES = process.env.BENCH_UNIQUE_ADDRESSES === '1';

function createBody(i: number, date: string): string {
  const address = (place: (typeof PLACES)[number]) =>
    UNIQUE_ADDRESSES ? `Unit ${i + 1}, ${place.address}` : place.address;
  return JSON.stringify({
    pickupAddress: address(pick(PLACES, i)),
    deliveryAddress: address(pick(PLACES, i + 1 + (i % 4))),
    packageType: pick(PACKAGE_TYPES.slice(0, 5), i),
    weight: 2 + (i % 40),
    deliveryDate: date,
    deliveryTime: pick(SLOTS, i),
    customerName: `Bench Customer ${i}`,
    customerPhone: '9811022334',
    mode: i % 3 === 0 ? 'pooled' : 'regular',
    pricing: { totalCost: 1 },
  });
}

/** CPU time (user + system) the server process has used, in ms; Linux /proc, clock ticks of 10 ms. */
function serverCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** CPU time every PostgreSQL process on this machine has used, in ms (the server's backends do the bench's work). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** CPU time of this process (the load generator), in ms. */
const benchCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The list query's plan and execution time inside PostgreSQL, for one seeded user. */
async function explainList(url: string, userId: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS) SELECT *, count(*) OVER () FROM deliveries WHERE user_id = $1
       ORDER BY created_at DESC, id DESC LIMIT 100`,
      [userId],
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

interface Outcome {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  goalMs: number;
  serverCpuMsPerRequest: number;
  postgresCpuMsPerRequest: number;
  loadGeneratorCpuMsPerRequest: number;
}

async function run(
  name: string,
  goalMs: number,
  pid: number | undefined,
  opts: autocannon.Options,
): Promise<Outcome> {
  // Untimed first: every user's first list page is built and cached, and the JIT has compiled the hot paths.
  // The figures are the steady state a running server is in.
  if (WARMUP_S > 0) await autocannon({ connections: CONNECTIONS, duration: WARMUP_S, ...opts });
  const cpuBefore = serverCpuMs(pid);
  const postgresBefore = postgresCpuMs();
  const benchBefore = benchCpuMs();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  const cpuUsed = serverCpuMs(pid) - cpuBefore;
  const postgresUsed = postgresCpuMs() - postgresBefore;
  const benchUsed = benchCpuMs() - benchBefore;
  const perRequest = (ms: number) => ms / Math.max(1, result.requests.total);
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    name,
    requests: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    goalMs,
    serverCpuMsPerRequest: perRequest(cpuUsed),
    postgresCpuMsPerRequest: perRequest(postgresUsed),
    loadGeneratorCpuMsPerRequest: perRequest(benchUsed),
  };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const database = await createScratchDatabase(ADMIN_URL, 'ls_bench');
  const url = database.url;
  let server: ChildProcess | undefined;
  try {
    server = spawn(
      process.execPath,
      [
        ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
        '--import',
        'tsx',
        'apps/api/src/server.ts',
      ],
      {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: {
          ...process.env,
          DATABASE_URL: url,
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: dataDir,
          JWT_SECRET: crypto.randomBytes(32).toString('hex'),
          LOG_LEVEL: 'warn',
          DEMO_DATA: 'false',
          NODE_ENV: 'production',
          AUTH_RATE_LIMIT_PER_IP: '100000',
          AUTH_RATE_LIMIT_PER_EMAIL: '100000',
          API_RATE_LIMIT_PER_IP: '10000000',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await waitForHealth(base, server);
    console.log(`server on ${base}, database ${database.name}`);

    let t = performance.now();
    const users = await registerUsers(base);
    console.log(`registered ${users.length} users in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    t = performance.now();
    const total = await seed(url, users);
    console.log(`seeded ${total} deliveries in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const firstUser = users[0];
    if (firstUser) console.log(`list query plan for one user:\n${await explainList(url, firstUser.id)}`);

    const auth = users.map((u) => `Bearer ${u.token}`);
    const outcomes: Outcome[] = [];
    let listTurn = 0;
    if (ONLY !== 'create')
      outcomes.push(
        await run('GET /api/deliveries', GOALS.list, server.pid, {
          url: `${base}/api/deliveries`,
          requests: [
            {
              method: 'GET',
              setupRequest: (req) => ({
                ...req,
                headers: { ...req.headers, authorization: pick(auth, listTurn++) },
              }),
            },
          ],
        }),
      );

    const tomorrow = istDateString(new Date(Date.now() + MS_PER_DAY));
    const bodies = Array.from({ length: 500 }, (_, i) => createBody(i, tomorrow));
    let createTurn = 0;
    if (ONLY !== 'list')
      outcomes.push(
        await run('POST /api/deliveries', GOALS.create, server.pid, {
          url: `${base}/api/deliveries`,
          requests: [
            {
              method: 'POST',
              setupRequest: (req) => {
                const i = createTurn++;
                return {
                  ...req,
                  headers: {
                    ...req.headers,
                    'content-type': 'application/json',
                    authorization: pick(auth, i),
                  },
                  body: UNIQUE_ADDRESSES ? createBody(i, tomorrow) : pick(bodies, i),
                };
              },
            },
          ],
        }),
      );

    // Let requests still queued in the server finish before it is stopped.
    await new Promise((r) => setTimeout(r, 2000));
    console.log(
      `\n${CONNECTIONS} connections, ${DURATION_S} s each, ${total} deliveries in the table, ${os.cpus().length} CPUs`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.table(
      outcomes.map((o) => ({
        call: o.name,
        requests: o.requests,
        'req/s': Math.round(o.rps),
        'p50 ms': o.p50,
        'p99 ms': o.p99,
        errors: o.errors,
        'CPU ms/req: server': o.serverCpuMsPerRequest.toFixed(2),
        postgres: o.postgresCpuMsPerRequest.toFixed(2),
        'load gen': o.loadGeneratorCpuMsPerRequest.toFixed(2),
        goal: `p99 < ${o.goalMs} ms`,
        met: o.p99 < o.goalMs && o.errors === 0 ? 'yes' : 'NO',
      })),
    );
  } finally {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server?.once('exit', r));
    }
    if (process.env.BENCH_KEEP_DATABASE) console.log(`kept database ${database.url}`);
    else await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
