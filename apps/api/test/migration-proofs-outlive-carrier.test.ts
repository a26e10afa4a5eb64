/*
 * Migration 0018 on a database that already holds proofs of delivery: each proof moves from its partner's job onto
 * the delivery, with the vehicle and driver the shipper was told, and then outlives the partner's account.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDeliveryId } from '@logisaathi/domain';
import * as schema from '../src/db/schema/index';
import { partnerJobs, proofsOfDelivery, users } from '../src/db/schema/index';
import { executeRows } from '../src/db/execute-rows';
import { DB_KINDS, TEST_DATABASE_URL } from './test-config';

const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle', import.meta.url));
const BEFORE = '0018_pod_outlives_carrier';

/** The committed migrations up to, not including, `tag`: a database as it was before that release. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
  const cut = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries as Array<{ tag: string }>) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  }
  return dir;
}

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

type TestDb = Awaited<ReturnType<typeof emptyDatabase>>['db'];

/**
 * Inserts one row as the table was before the migration: only the columns named (camelCase keys, written
 * snake_case), never the schema's later columns, which the older table does not have yet.
 */
async function insertRow(
  db: TestDb,
  table: string,
  values: Record<string, unknown>,
): Promise<{ id: string }> {
  const columns = Object.keys(values);
  const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const encode = (v: unknown) =>
    v instanceof Date ? v.toISOString() : typeof v === 'object' && v !== null ? JSON.stringify(v) : v;
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((c) => sql.identifier(snake(c))),
      sql`, `,
    )}) values (${sql.join(
      columns.map((c) => sql`${encode(values[c])}`),
      sql`, `,
    )}) returning *`,
  );
  return executeRows<{ id: string }>(result)[0]!;
}

/** An empty database of the kind, and a way to bring it up to a migrations folder. */
async function emptyDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const client = new PGlite();
    const db = drizzlePglite({ client, schema });
    return {
      db,
      migrate: (folder: string) => migratePglite(db, { migrationsFolder: folder }),
      close: () => client.close(),
    };
  }
  const name = `ls_migration_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    migrate: (folder: string) => migratePg(db, { migrationsFolder: folder }),
    close: async () => {
      await pool.end();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/*
 * One kind is enough here: both run the same SQL file, and every run already applies 0018 to an empty PGlite (the
 * test template). Replaying all migrations on PGlite costs about 18 s, so the server is used when there is one.
 */
const KINDS = DB_KINDS.includes('postgres') ? (['postgres'] as const) : (['pglite'] as const);

describe.each(KINDS)('migration 0018 (proofs outlive the carrier) on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
  });

  it('moves an existing proof onto its delivery with the trip as told, and keeps it when the partner goes', async () => {
    const database = await emptyDatabase(kind);
    close = database.close;
    const { db } = database;
    await database.migrate(migrationsBefore(BEFORE));

    // A partner's delivered job with its proof, in the tables as they were before 0018.
    const person = {
      passwordHash: 'x',
      firstName: 'Suresh',
      lastName: 'Yadav',
      company: 'Yadav Roadways',
      phone: '9812345678',
      businessType: 'transport',
    };
    const shipper = await insertRow(db, 'users', {
      ...person,
      email: 'shipper@example.in',
      firstName: 'Meena',
    });
    const partner = await insertRow(db, 'users', { ...person, email: 'partner@example.in', role: 'partner' });
    await insertRow(db, 'partners', {
      userId: partner.id,
      kind: 'fleet_operator',
      businessName: 'Yadav Roadways',
    });
    const vehicle = await insertRow(db, 'partner_vehicles', {
      partnerId: partner.id,
      registrationNumber: 'HR26XY0001',
      bodyType: 'Tata 407',
      payloadKg: 2500,
      lengthCm: 400,
      widthCm: 200,
      heightCm: 200,
      features: [],
      permits: [],
    });
    const delivery = await insertRow(db, 'deliveries', {
      userId: shipper.id,
      deliveryId: generateDeliveryId(crypto.randomBytes(6)),
      customerName: 'Anil Mehta',
      customerPhone: '9811000111',
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 1',
      pickupLat: 28.53,
      pickupLon: 77.27,
      pickupPlace: 'Okhla',
      deliveryAddress: 'Sector 3, Bawana Industrial Area',
      deliveryLat: 28.8,
      deliveryLon: 77.04,
      deliveryPlace: 'Bawana',
      packageType: 'Electronics',
      weightKg: 150,
      pickupDate: '2026-11-20',
      deliveryDate: '2026-11-20',
      timeSlot: '12-15',
      baseCostInr: 150,
      distanceCostInr: 360,
      weightCostInr: 25,
      specialHandlingCostInr: 0,
      regularCostInr: 535,
      totalCostInr: 535,
      distanceKm: 30,
      durationMin: 60,
      status: 'Delivered',
      statusHistory: [],
      mode: 'regular',
    });
    const assignment = await insertRow(db, 'driver_assignments', {
      deliveryRowId: delivery.id,
      driverName: 'Ramesh Kumar',
      driverPhone: '9899001122',
      vehicleNumber: 'HR 26 XY 0001',
      tokenHash: 'mig018',
    });
    const job = await insertRow(db, 'partner_jobs', {
      deliveryRowId: delivery.id,
      partnerId: partner.id,
      vehicleId: vehicle.id,
      assignmentId: assignment.id,
      farePaise: 53_500,
      commissionPercent: 10,
      commissionPaise: 5_350,
      netPaise: 48_150,
      completedAt: new Date('2026-11-20T08:00:00Z'),
    });
    const photos = [
      { storageKey: `proofs/${job.id}/a/photo-1.jpg`, contentType: 'image/jpeg', sizeBytes: 9, sha256: 'b' },
    ];
    await db.execute(sql`
      insert into proofs_of_delivery
        (job_id, receiver_name, lat, lon, delivered_at, signature_key, signature_sha256, photos)
      values (${job.id}, 'Anil Mehta', 28.8, 77.04, '2026-11-20T08:00:00Z',
        ${`proofs/${job.id}/a/signature.png`}, 'a', ${JSON.stringify(photos)}::jsonb)`);

    await database.migrate(MIGRATIONS_DIR);

    const expected = {
      deliveryRowId: delivery.id,
      jobId: job.id,
      receiverName: 'Anil Mehta',
      signatureKey: `proofs/${job.id}/a/signature.png`,
      photos,
      vehicleRegistration: 'HR26XY0001',
      vehicleBodyType: 'Tata 407',
      driverName: 'Ramesh Kumar',
    };
    expect(await db.select().from(proofsOfDelivery)).toMatchObject([expected]);

    // The partner's account goes: the proof stays with the delivery, its job link null.
    await db.delete(users).where(eq(users.id, partner.id));
    expect(await db.select().from(partnerJobs)).toEqual([]);
    expect(await db.select().from(proofsOfDelivery)).toMatchObject([{ ...expected, jobId: null }]);
    // The shipper's account goes: the proof goes with its delivery.
    await db.delete(users).where(eq(users.id, shipper.id));
    expect(await db.select().from(proofsOfDelivery)).toEqual([]);
  });
});
