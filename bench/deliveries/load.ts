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
import pg from 'pg';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { ownCpuMs, postgresCpuMs, processCpuMs } from '../support/cpu';
import {
  BENCH_OPERATOR_ENV,
  createScratchDatabase,
  DEFAULT_ADMIN_URL,
  freePort,
  waitForHealth,
} from '../support/scratch';
import { createBody, pick, registerUsers, seed, UNIQUE_ADDRESSES } from './fixtures';

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 20);
const WARMUP_S = Number(process.env.BENCH_WARMUP_S ?? 5);
const GOALS = { list: 50, create: 100 };
/** BENCH_ONLY=list or create runs one of the two (a clean CPU profile of one call). */
const ONLY = process.env.BENCH_ONLY;

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
  const cpuBefore = processCpuMs(pid);
  const postgresBefore = postgresCpuMs();
  const benchBefore = ownCpuMs();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts });
  const cpuUsed = processCpuMs(pid) - cpuBefore;
  const postgresUsed = postgresCpuMs() - postgresBefore;
  const benchUsed = ownCpuMs() - benchBefore;
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
          PUBLIC_URL: base,
          DATA_DIR: dataDir,
          JWT_SECRET: crypto.randomBytes(32).toString('hex'),
          LOG_LEVEL: 'warn',
          DEMO_DATA: 'false',
          NODE_ENV: 'production',
          ...BENCH_OPERATOR_ENV,
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
