// Accept race (issue 15, benchmark 3): TWO API processes on one PostgreSQL database, 50 partners each holding an
// offer of the same delivery tap Accept at the same instant, half through each process; repeated 100 times.
// Prints how many repetitions stored exactly one assignment, the 409 answers, and any delivery assigned twice.
// Goal: exactly one assignment and 49 answers of 409 every time, no double assignment.
// Run: npm run bench:accept-race [-- --partners 50 --repetitions 100]
// Needs PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres); the bench creates
// its own database and drops it at the end.

import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { addDaysToIsoDate, istDateString, istToday, MS_PER_DAY } from '@logisaathi/domain';
import { createScratchDatabase, DEFAULT_ADMIN_URL, freePort, waitForHealth } from '../support/scratch';

const { values: args } = parseArgs({
  options: {
    partners: { type: 'string', default: '50' },
    repetitions: { type: 'string', default: '100' },
  },
});
const PARTNERS = Number(args.partners);
const REPETITIONS = Number(args.repetitions);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_ADMIN_URL;
const ROOT = path.resolve(import.meta.dirname, '../..');
const OKHLA = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020';
const BAWANA = 'Sector 3, Bawana Industrial Area, Delhi 110039';
const NEAR_OKHLA = { lat: 28.531, lon: 77.272 };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** Positions older than 10 minutes make a truck offline for dispatch: re-reported this often. */
const POSITION_REFRESH_MS = 4 * 60_000;

interface Partner {
  id: string;
  token: string;
  vehicleId: string;
  spot: { lat: number; lon: number };
}

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return JSON.parse(text) as T;
}

function registration(i: number): string {
  const rto = 10 + (i % 90);
  const letters = String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + (Math.floor(i / 26) % 26));
  return `HR ${rto} ${letters} ${String(1000 + i).padStart(4, '0')}`;
}

async function readyPartner(base: string, db: pg.Client, i: number): Promise<Partner> {
  const suffix = crypto.randomBytes(3).toString('hex');
  const registered = await call<{ token: string; user: { id: string } }>(
    base,
    'POST',
    '/api/partners/register',
    null,
    {
      firstName: 'Race',
      lastName: `Partner${i}`,
      email: `race${i}.${suffix}@example.in`,
      password: 'secret123',
      phone: '9812345678',
      kind: 'fleet_operator',
      businessName: `Race Roadways ${i}`,
    },
  );
  const token = registered.token;
  const inDays = (n: number) => addDaysToIsoDate(istToday(new Date()), n);
  const { data: added } = await call<{ data: { vehicle: { id: string } } }>(
    base,
    'POST',
    '/api/partners/vehicles',
    token,
    {
      registrationNumber: registration(i),
      bodyType: 'Tata 407',
      payloadKg: 2500,
      body: { lengthCm: 430, widthCm: 190, heightCm: 180 },
      features: ['covered'],
      permits: ['city'],
    },
  );
  const vehicleId = added.vehicle.id;
  for (const kind of ['rc', 'insurance', 'puc', 'permit']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('expiresOn', inDays(300));
    form.append('file', new Blob([PDF], { type: 'application/octet-stream' }), `${kind}.pdf`);
    await call(base, 'POST', `/api/partners/vehicles/${vehicleId}/documents`, token, form);
  }
  const { data: driver } = await call<{ data: { driver: { id: string } } }>(
    base,
    'POST',
    '/api/partners/drivers',
    token,
    {
      name: 'Ramesh Kumar',
      phone: '9899001122',
      licenceNumber: 'DL-0420110149646',
      licenceExpiresOn: inDays(400),
    },
  );
  const licence = new FormData();
  licence.append('kind', 'licence');
  licence.append('expiresOn', inDays(400));
  licence.append('file', new Blob([PDF], { type: 'application/octet-stream' }), 'licence.pdf');
  await call(base, 'POST', `/api/partners/drivers/${driver.driver.id}/documents`, token, licence);
  // A vehicle takes offers only with documents an operator approved (issue 33). This bench measures accepting,
  // not review (the ops-licence-review and ops API tests do): its scratch database marks them approved.
  await db.query(
    `update partner_documents set review_status = 'approved', reviewed_at = now() where partner_id = $1`,
    [registered.user.id],
  );
  await call(base, 'PUT', `/api/partners/vehicles/${vehicleId}/driver`, token, {
    driverId: driver.driver.id,
  });
  await call(base, 'PUT', `/api/partners/vehicles/${vehicleId}/availability`, token, { online: true });
  const spot = { lat: NEAR_OKHLA.lat + (i % 10) * 0.001, lon: NEAR_OKHLA.lon + Math.floor(i / 10) * 0.001 };
  await call(base, 'POST', '/api/partners/position', token, { vehicleId, ...spot });
  return { id: registered.user.id, token, vehicleId, spot };
}

function startServer(port: number, databaseUrl: string, dataDir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'false',
      AUTH_RATE_LIMIT_PER_IP: '100000',
      // Every partner must hold an offer of the same delivery: one wave of all of them.
      DISPATCH_POLICY: 'greedy',
      DISPATCH_WAVE_SIZE: String(PARTNERS),
      DISPATCH_AT_ONCE_WITHIN_H: '72',
      PARTNER_OFFER_TTL_MS: String(10 * 60_000),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-bench-race-'));
  const database = await createScratchDatabase(ADMIN_URL, 'ls_bench_race');
  const servers: ChildProcess[] = [];
  const db = new pg.Client({ connectionString: database.url });
  try {
    const bases: string[] = [];
    // One after the other: the first applies the migrations.
    for (let s = 0; s < 2; s += 1) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const server = startServer(port, database.url, dataDir);
      servers.push(server);
      await waitForHealth(base, server);
      bases.push(base);
    }
    const [a, b] = bases as [string, string];
    await db.connect();

    console.log(`setup: ${PARTNERS} partners with a ready vehicle near Okhla, one shipper...`);
    const partners: Partner[] = [];
    for (let i = 0; i < PARTNERS; i += 1) partners.push(await readyPartner(i % 2 ? b : a, db, i));
    const tokenOf = new Map(partners.map((p) => [p.id, p.token]));
    const shipper = await call<{ token: string }>(a, 'POST', '/api/auth/register', null, {
      firstName: 'Race',
      lastName: 'Shipper',
      email: `race.shipper.${crypto.randomBytes(3).toString('hex')}@example.in`,
      password: 'secret123',
      company: 'Race Traders',
      phone: '9811122233',
      businessType: 'wholesale',
    });
    let positionsAt = Date.now();

    let exactlyOne = 0;
    let conflicts = 0;
    let otherAnswers = 0;
    let doubleAssigned = 0;
    const started = Date.now();
    for (let rep = 0; rep < REPETITIONS; rep += 1) {
      if (Date.now() - positionsAt > POSITION_REFRESH_MS) {
        for (const p of partners)
          await call(a, 'POST', '/api/partners/position', p.token, { vehicleId: p.vehicleId, ...p.spot });
        positionsAt = Date.now();
      }
      const created = await call<{ data: { delivery: { _id: string } } }>(
        rep % 2 ? b : a,
        'POST',
        '/api/deliveries',
        shipper.token,
        {
          pickupAddress: OKHLA,
          deliveryAddress: BAWANA,
          packageType: 'Electronics',
          weight: 12,
          deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
          deliveryTime: '12-15',
          customerName: 'Rohit Gupta',
          customerPhone: '9811122233',
          mode: 'regular',
        },
      );
      const rowId = created.data.delivery._id;
      // The offers are made in the background: wait until every partner holds one.
      let offers: Array<{ id: string; partner_id: string }> = [];
      for (let tries = 0; offers.length < PARTNERS; tries += 1) {
        if (tries > 0) await new Promise((r) => setTimeout(r, 20));
        if (tries > 1000) throw new Error(`repetition ${rep}: only ${offers.length} offers were made`);
        offers = (
          await db.query<{ id: string; partner_id: string }>(
            `select id, partner_id from partner_offers where delivery_row_id = $1 and status = 'open'`,
            [rowId],
          )
        ).rows;
      }
      const answers = await Promise.all(
        offers.map((offer, i) =>
          fetch(`${i % 2 ? b : a}/api/partners/offers/${offer.id}/accept`, {
            method: 'POST',
            headers: { authorization: `Bearer ${tokenOf.get(offer.partner_id)}` },
          }).then(async (res) => ({ status: res.status, body: await res.text() })),
        ),
      );
      const ok = answers.filter((x) => x.status === 200).length;
      const taken = answers.filter(
        (x) => x.status === 409 && x.body.includes('This job has been taken'),
      ).length;
      conflicts += taken;
      otherAnswers += answers.length - ok - taken;
      const stored = await db.query<{ jobs: number; assignments: number }>(
        `select (select count(*)::int from partner_jobs where delivery_row_id = $1) as jobs,
                (select count(*)::int from driver_assignments where delivery_row_id = $1 and revoked_at is null) as assignments`,
        [rowId],
      );
      const row = stored.rows[0]!;
      if (ok === 1 && row.jobs === 1 && row.assignments === 1) exactlyOne += 1;
      if (row.jobs > 1 || row.assignments > 1 || ok > 1) doubleAssigned += 1;
      // Cancelled, so the winning truck is free in that slot again for the next repetition.
      await call(a, 'PUT', `/api/deliveries/${rowId}/status`, shipper.token, { status: 'Cancelled' });
    }
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `\naccept race: ${PARTNERS} partners, 2 API processes, PostgreSQL, ${REPETITIONS} repetitions (${seconds.toFixed(0)} s)`,
    );
    console.log(`  exactly one assignment       ${exactlyOne} / ${REPETITIONS}`);
    console.log(`  409 'This job has been taken' ${conflicts} (expected ${REPETITIONS * (PARTNERS - 1)})`);
    console.log(`  other answers                ${otherAnswers}`);
    console.log(`  double assignments           ${doubleAssigned}`);
    const met =
      exactlyOne === REPETITIONS && conflicts === REPETITIONS * (PARTNERS - 1) && doubleAssigned === 0;
    console.log(`  goal ${met ? 'met' : 'NOT met'}`);
    if (!met) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
