// Live tracking ingest bench (issue 9): the real server on 127.0.0.1 against PostgreSQL, 1,000 simulated trucks
// each posting an OsmAnd fix every 5 s for 2 minutes, with 200 open event streams (one per delivery, owners'
// dashboards). Reports ingest throughput, ingest latency percentiles, fan-out delay (fix posted -> event read
// on the stream) and whether any fix was lost (stored in the trail, and delivered to every open stream).
// Run: npx tsx bench/tracking/ingest.ts [--duration 120] [--trucks 1000] [--streams 200] [--interval 5]
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench
// creates its own database and drops it at the end. Goal: ingest p99 < 100 ms, no position lost.

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createScratchDatabase, DEFAULT_ADMIN_URL, freePort, waitForHealth } from '../support/scratch';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '120' },
    trucks: { type: 'string', default: '1000' },
    streams: { type: 'string', default: '200' },
    interval: { type: 'string', default: '5' },
  },
});
const DURATION_S = Number(args.duration);
const TRUCKS = Number(args.trucks);
const STREAMS = Math.min(Number(args.streams), TRUCKS);
const INTERVAL_S = Number(args.interval);
const USERS = 20;
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const GOAL_P99_MS = 100;
const ROOT = path.resolve(import.meta.dirname, '../..');

const PLACES = [
  { address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020', lat: 28.53, lon: 77.271 },
  { address: 'Sector 3, Bawana Industrial Area, Delhi 110039', lat: 28.798, lon: 77.036 },
  { address: 'Shed 7, Narela Industrial Area, Delhi 110040', lat: 28.852, lon: 77.092 },
  { address: 'C-41, Mayapuri Industrial Area Phase 1, Delhi 110064', lat: 28.637, lon: 77.123 },
  { address: 'F-18, Patparganj Industrial Area, Delhi 110092', lat: 28.633, lon: 77.305 },
  { address: '14/2 Kirti Nagar Furniture Market, Delhi 110015', lat: 28.65, lon: 77.142 },
];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, work: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await work(items[i] as T, i);
      }
    }),
  );
  return out;
}

/** Node's http client with keep-alive: far cheaper per request than fetch, so the client is not the bottleneck. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
function httpGet(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
function processCpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

async function json<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface Truck {
  rowId: string;
  token: string;
  ownerToken: string;
  from: { lat: number; lon: number };
  to: { lat: number; lon: number };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-tracking-'));
  const database = await createScratchDatabase(ADMIN_URL, 'ls_bench_tracking');
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
        DEMO_DATA: 'false',
        AUTH_RATE_LIMIT_PER_IP: '10000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await waitForHealth(base, server);

    console.log(`setup: ${USERS} users, ${TRUCKS} deliveries with drivers...`);
    const users = await pool(
      Array.from({ length: USERS }, (_, i) => i),
      4,
      async (n) => {
        const body = await json<{ token: string }>(
          await fetch(`${base}/api/auth/register`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              firstName: 'Bench',
              lastName: `Owner${n}`,
              email: `bench.tracking${n}.${crypto.randomBytes(3).toString('hex')}@example.in`,
              password: 'secret123',
              company: `Bench Fleet ${n}`,
              phone: `98${String(10_000_000 + n).slice(-8)}`,
              businessType: 'wholesale',
            }),
          }),
          'register',
        );
        return body.token;
      },
    );
    const deliveryDate = istDateString(new Date(Date.now() + MS_PER_DAY));
    const trucks = await pool(
      Array.from({ length: TRUCKS }, (_, i) => i),
      16,
      async (i): Promise<Truck> => {
        const ownerToken = users[i % USERS] as string;
        const from = PLACES[i % PLACES.length]!;
        const to = PLACES[(i + 1 + (i % 3)) % PLACES.length]!;
        const auth = { authorization: `Bearer ${ownerToken}`, 'content-type': 'application/json' };
        const created = await json<{ data: { delivery: { _id: string } } }>(
          await fetch(`${base}/api/deliveries`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              pickupAddress: from.address,
              deliveryAddress: to.address,
              packageType: 'Electronics',
              weight: 10 + (i % 50),
              deliveryDate,
              deliveryTime: '12-15',
              customerName: 'Bench Consignee',
              customerPhone: '9811122233',
              mode: 'regular',
            }),
          }),
          'create delivery',
        );
        const rowId = created.data.delivery._id;
        const assigned = await json<{ data: { driverToken: string } }>(
          await fetch(`${base}/api/deliveries/${rowId}/driver`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({
              name: `Driver ${i}`,
              phone: '9899001122',
              vehicleNumber: `DL1LA${String(1000 + i)}`,
            }),
          }),
          'assign driver',
        );
        return { rowId, token: assigned.data.driverToken, ownerToken, from, to };
      },
    );

    // Fix send times by delivery and device time, so each stream event can be matched to its post.
    const sentAt = new Map<string, number>();
    const fanOut: number[] = [];
    const expectedOnStreams = new Map<string, number>();
    const receivedOnStreams = new Map<string, number>();
    const controllers: AbortController[] = [];
    let streamErrors = 0;

    console.log(`opening ${STREAMS} event streams...`);
    await pool(trucks.slice(0, STREAMS), 50, async (truck) => {
      const controller = new AbortController();
      controllers.push(controller);
      const res = await fetch(`${base}/api/deliveries/${truck.rowId}/events`, {
        headers: { authorization: `Bearer ${truck.ownerToken}` },
        signal: controller.signal,
      });
      if (!res.ok || !res.body) throw new Error(`stream ${res.status}`);
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let gotSnapshot: () => void = () => {};
      const snapshot = new Promise<void>((r) => (gotSnapshot = r));
      void (async () => {
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) return;
            buffer += value;
            let cut: number;
            while ((cut = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, cut);
              buffer = buffer.slice(cut + 2);
              if (block.startsWith('event: snapshot')) gotSnapshot();
              if (!block.startsWith('event: position')) continue;
              const now = performance.now();
              const data = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as { recordedAt: string };
              const key = `${truck.rowId}|${data.recordedAt}`;
              const sent = sentAt.get(key);
              if (sent !== undefined) fanOut.push(now - sent);
              receivedOnStreams.set(truck.rowId, (receivedOnStreams.get(truck.rowId) ?? 0) + 1);
            }
          }
        } catch {
          if (!controller.signal.aborted) streamErrors += 1;
        }
      })();
      await snapshot;
    });

    console.log(`driving ${TRUCKS} trucks, one fix every ${INTERVAL_S} s each, for ${DURATION_S} s...`);
    const latencies: number[] = [];
    let ok = 0;
    const failures = new Map<number, number>();
    const streamed = new Set(trucks.slice(0, STREAMS).map((t) => t.rowId));
    const serverCpuBefore = processCpuSeconds(server.pid);
    const clientCpuBefore = process.cpuUsage();
    const start = performance.now();
    const endAt = start + DURATION_S * 1000;
    const KMH = 30;
    await Promise.all(
      trucks.map(async (truck, i) => {
        await sleep(((i * 7919) % (INTERVAL_S * 1000)) + 1);
        let step = 0;
        while (performance.now() < endAt) {
          const tickStart = performance.now();
          // Along the straight line from pickup to drop at 30 km/h.
          const km = (KMH * step * INTERVAL_S) / 3600;
          const total = Math.hypot(truck.to.lat - truck.from.lat, truck.to.lon - truck.from.lon) * 111;
          const f = Math.min(1, km / total);
          const lat = truck.from.lat + (truck.to.lat - truck.from.lat) * f;
          const lon = truck.from.lon + (truck.to.lon - truck.from.lon) * f;
          const recordedAt = new Date().toISOString();
          const key = `${truck.rowId}|${recordedAt}`;
          sentAt.set(key, tickStart);
          const url = `${base}/api/tracking/osmand?id=${truck.token}&lat=${lat.toFixed(6)}&lon=${lon.toFixed(6)}&timestamp=${recordedAt}&speed=${(KMH / 1.852).toFixed(1)}`;
          try {
            const status = await httpGet(url);
            latencies.push(performance.now() - tickStart);
            if (status === 200) {
              ok += 1;
              if (streamed.has(truck.rowId))
                expectedOnStreams.set(truck.rowId, (expectedOnStreams.get(truck.rowId) ?? 0) + 1);
            } else failures.set(status, (failures.get(status) ?? 0) + 1);
          } catch {
            failures.set(0, (failures.get(0) ?? 0) + 1);
          }
          step += 1;
          const wait = tickStart + INTERVAL_S * 1000 - performance.now();
          if (wait > 0) await sleep(wait);
        }
      }),
    );
    const elapsedS = (performance.now() - start) / 1000;
    const serverCpu = processCpuSeconds(server.pid) - serverCpuBefore;
    const clientCpuUs = process.cpuUsage(clientCpuBefore);
    const clientCpu = (clientCpuUs.user + clientCpuUs.system) / 1e6;
    await sleep(2000);
    for (const c of controllers) c.abort();

    const check = new pg.Client({ connectionString: database.url });
    await check.connect();
    const stored = Number((await check.query('select count(*)::int as n from tracking_positions')).rows[0].n);
    await check.end();

    let lostOnStreams = 0;
    for (const [rowId, expected] of expectedOnStreams)
      lostOnStreams += Math.max(0, expected - (receivedOnStreams.get(rowId) ?? 0));
    latencies.sort((a, b) => a - b);
    fanOut.sort((a, b) => a - b);
    const p99 = percentile(latencies, 99);
    console.log('\nLive tracking ingest bench');
    console.log(
      `  trucks ${TRUCKS}, fix every ${INTERVAL_S} s, ${DURATION_S} s, ${STREAMS} open event streams, server on PostgreSQL`,
    );
    console.log(
      `  fixes posted        ${latencies.length} (${ok} answered 200, failures ${JSON.stringify(Object.fromEntries(failures))})`,
    );
    console.log(`  throughput          ${(latencies.length / elapsedS).toFixed(1)} fixes/s`);
    console.log(
      `  ingest latency      p50 ${ms(percentile(latencies, 50))}, p95 ${ms(percentile(latencies, 95))}, p99 ${ms(p99)}, max ${ms(latencies.at(-1) ?? 0)}`,
    );
    console.log(
      `  fan-out delay       p50 ${ms(percentile(fanOut, 50))}, p95 ${ms(percentile(fanOut, 95))}, p99 ${ms(percentile(fanOut, 99))}, max ${ms(fanOut.at(-1) ?? 0)} (${fanOut.length} events)`,
    );
    console.log(
      `  CPU used            server ${((serverCpu / elapsedS) * 100).toFixed(0)}% of a core, bench client ${((clientCpu / elapsedS) * 100).toFixed(0)}% (machine has ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)})`,
    );
    console.log(`  stored in trail     ${stored} of ${ok} accepted (${ok - stored} lost)`);
    console.log(
      `  lost on streams     ${lostOnStreams} of ${[...expectedOnStreams.values()].reduce((a, b) => a + b, 0)} (stream errors ${streamErrors})`,
    );
    const isPass = p99 < GOAL_P99_MS && stored === ok && lostOnStreams === 0 && failures.size === 0;
    console.log(`  goal (p99 < ${GOAL_P99_MS} ms, nothing lost): ${isPass ? 'PASS' : 'FAIL'}`);
    process.exitCode = isPass ? 0 : 1;
  } finally {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, sleep(10_000)]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
