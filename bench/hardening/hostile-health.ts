// Hostile-run health bench (issue 30): /api/health latency while the suite's hostile-input run (every operation
// of the API document, each role and no token, every mutation of apps/api/test/hostile-operations.ts) is sent
// to a real server. Starts the server on embedded PGlite in a scratch data folder, sends the run with
// HOSTILE_CONCURRENCY requests in flight, and polls /api/health every 10 ms meanwhile. Prints the run's size,
// its status counts (any 5xx is listed), health p50, p99 and max, and the probes that got no answer (the probes
// keep a connection of their own). Goal: health under 100 ms p99.
// Run: npm run bench:hostile-health

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { hostileRequests, type HostileRequest } from '../../apps/api/test/hostile-operations';
import type { OpenApiDoc } from '../../apps/api/test/request-schemas';
import { apiBundle, buildApi } from '../../apps/api/test/api-build';
import { operatorAuth, operatorsTemplate } from '../../e2e/support/operators';
import { freePort, waitForHealth } from '../support/scratch';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONCURRENCY = 8;
const HEALTH_INTERVAL_MS = 10;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0;

/** The health probes' own kept-alive connection, apart from the hostile requests' pool. */
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET on the probes' connection; resolves to the status once the body is read. */
function healthProbe(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: probeAgent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-hostile-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server: ChildProcess | null = null;
  try {
    // An operator, made as `npm run ops:create-operator` makes one (bundled), in the database the server starts as.
    await buildApi();
    const template = await operatorsTemplate();
    fs.cpSync(template.pgDir, path.join(dataDir, 'pg'), { recursive: true });
    const [operator] = template.operators;
    if (!operator) throw new Error('no operator');
    server = spawn(process.execPath, [apiBundle('server')], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'error',
        DEMO_DATA: 'false',
        PAYMENT_PROVIDER: 'gateway',
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_EMAIL: '1000000',
        AI_RATE_LIMIT_PER_IP: '1000000',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    // On a busy machine the first start can take more than waitForHealth's minute.
    for (let tries = 0; ; tries++) {
      try {
        await waitForHealth(base, server);
        break;
      } catch (err) {
        if (tries >= 4 || server.exitCode !== null) throw err;
      }
    }
    const signUp = async (role: 'shipper' | 'partner') => {
      const res = await fetch(`${base}/api/${role === 'partner' ? 'partners' : 'auth'}/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Bench',
          lastName: role === 'partner' ? 'Partner' : 'Shipper',
          email: `bench-${role}-${Date.now()}@example.in`,
          password: 'bench-password-1',
          phone: '9876543210',
          ...(role === 'partner'
            ? { kind: 'fleet_operator', businessName: 'Bench Roadways' }
            : { company: 'Bench Traders', businessType: 'manufacturing' }),
        }),
      });
      const body = (await res.json()) as { token?: string };
      if (!body.token) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(body)}`);
      return { authorization: `Bearer ${body.token}` };
    };
    const roles: Record<string, Record<string, string>> = {
      'no token': {},
      shipper: await signUp('shipper'),
      partner: await signUp('partner'),
      ops: await operatorAuth(base, operator),
    };
    const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApiDoc;
    const requests = hostileRequests(doc).filter((r) => !/\/auth\/logout|\/users\/me$/.test(r.operation.url));
    const jobs: Array<{ role: string; request: HostileRequest }> = [];
    for (const request of requests) {
      for (const role of Object.keys(roles)) {
        if (request.operation.isStream && !request.operation.url.includes(':')) continue;
        jobs.push({ role, request });
      }
    }

    const health: number[] = [];
    // Probes that got no answer (a reset connection, the server gone): counted and printed, never dropped.
    const healthFailures: string[] = [];
    let isRunning = true;
    const poller = (async () => {
      while (isRunning) {
        const start = performance.now();
        // On a connection of its own: the hostile requests' pooled connections, which the server may close after
        // a refusal (413, 431), must not fail a probe that the server would have answered.
        await healthProbe(`${base}/api/health`).then(
          (status) => {
            if (status === 200) health.push(performance.now() - start);
            else healthFailures.push(`HTTP ${status}`);
          },
          (err: unknown) => healthFailures.push(String(err)),
        );
        await sleep(HEALTH_INTERVAL_MS);
      }
    })();
    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < jobs.length) {
          const { role, request } = jobs[next++]!;
          const res = await fetch(`${base}${request.url}`, {
            method: request.method,
            headers: { ...roles[role], ...request.headers },
            ...(request.body === undefined
              ? {}
              : { body: typeof request.body === 'string' ? request.body : new Uint8Array(request.body) }),
          }).catch(() => null);
          await res?.arrayBuffer().catch(() => undefined);
          const status = res?.status ?? 0;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500)
            serverErrors.push(`${role} ${request.method} ${request.operation.url} [${request.mutation}]`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    isRunning = false;
    await poller;
    const sorted = [...health].sort((a, b) => a - b);
    console.log(`hostile requests: ${jobs.length} (${requests.length} per role) in ${seconds.toFixed(1)} s`);
    console.log(
      `statuses: ${[...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    console.log(
      `5xx: ${serverErrors.length}${serverErrors.length ? `\n  ${serverErrors.slice(0, 20).join('\n  ')}` : ''}`,
    );
    console.log(
      `/api/health during the run: ${health.length} samples, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
    );
    console.log(
      `/api/health probes without an answer: ${healthFailures.length}${healthFailures.length ? ` (${[...new Set(healthFailures)].join('; ')})` : ''}`,
    );
    if (serverErrors.length > 0 || healthFailures.length > 0) process.exitCode = 1;
  } finally {
    probeAgent.destroy();
    server?.kill('SIGTERM');
    await sleep(500);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
