import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresTestDatabase } from './helper';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './test-config';
import { tomorrowIst } from './tracking-support';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** The live processes whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return fs.readdirSync('/proc').flatMap((entry) => {
    if (!/^\d+$/.test(entry)) return [];
    try {
      const ppid = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1];
      return ppid === String(pid) ? [Number(entry)] : [];
    } catch {
      return [];
    }
  });
}

// API_WORKERS: the real entry point (`npm start`'s server.ts) as one primary and two worker processes sharing
// the port, PostgreSQL and Redis. Each request below goes on a new connection, so the workers take turns.
describe.skipIf(!TEST_DATABASE_URL || !TEST_REDIS_URL)('several API processes on one port', () => {
  let server: ChildProcess;
  let base = '';
  let dropDatabase = async () => {};
  let output = '';
  const call = (url: string, init: { method?: string; token?: string; body?: unknown } = {}) =>
    fetch(`${base}${url}`, {
      method: init.method ?? 'GET',
      headers: {
        connection: 'close',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });

  beforeAll(async () => {
    const database = await createPostgresTestDatabase();
    dropDatabase = database.drop;
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        API_WORKERS: '2',
        DATABASE_URL: database.url,
        REDIS_URL: TEST_REDIS_URL,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-workers-')),
        JWT_SECRET: crypto.randomBytes(32).toString('hex'),
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        AUTH_RATE_LIMIT_PER_EMAIL: '3',
        AUTH_RATE_LIMIT_PER_IP: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d) => (output += d));
    server.stderr?.on('data', (d) => (output += d));
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      if (Date.now() > deadline) throw new Error(`server did not start two workers:\n${output}`);
      try {
        if ((await call('/api/health')).ok && childrenOf(server.pid!).length === 2) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  });
  afterAll(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await dropDatabase();
  });

  it('serves one account across processes: sign-up, booking and list agree, and sign-in limits are counted together', async () => {
    const email = `workers.${crypto.randomBytes(4).toString('hex')}@example.in`;
    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: {
        firstName: 'Asha',
        lastName: 'Verma',
        email,
        password: 'secret123',
        company: 'Verma Traders',
        phone: '9876543210',
        businessType: 'wholesale',
      },
    });
    expect(registered.status).toBe(201);
    const { token } = (await registered.json()) as { token: string };
    const created = await call('/api/deliveries', {
      method: 'POST',
      token,
      body: {
        pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
        deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
        packageType: 'Electronics',
        weight: 12,
        deliveryDate: tomorrowIst(),
        deliveryTime: '12-15',
        customerName: 'Rohit Gupta',
        customerPhone: '9811122233',
        mode: 'regular',
      },
    });
    expect(created.status).toBe(201);
    const { deliveryId } = ((await created.json()) as { data: { delivery: { deliveryId: string } } }).data
      .delivery;
    for (let i = 0; i < 2; i += 1) {
      const list = await call('/api/deliveries', { token });
      expect(list.status).toBe(200);
      expect(JSON.stringify(await list.json())).toContain(deliveryId);
    }
    const wrong = () => call('/api/auth/login', { method: 'POST', body: { email, password: 'guess-guess' } });
    for (let i = 0; i < 5; i += 1) expect((await wrong()).status).toBe(401);
    expect((await wrong()).status).toBe(429);
  });

  it('stops every process on SIGTERM', async () => {
    const workers = childrenOf(server.pid!);
    expect(workers).toHaveLength(2);
    const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  });
});
