/*
 * Migration 0018 on a database that already holds proofs of delivery: each proof moves from its partner's job onto
 * the delivery, with the vehicle and driver the shipper was told, and then outlives the partner's account.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDeliveryId } from '@logisaathi/domain';
import { partnerJobs, proofsOfDelivery } from '../src/modules/partners/tables';
import { users } from '../src/modules/users/tables';
import {
  emptyDatabase,
  insertRow,
  MIGRATION_KINDS,
  MIGRATIONS_DIR,
  migrationsBefore,
} from './migration-support';

const BEFORE = '0018_pod_outlives_carrier';

describe.each(MIGRATION_KINDS)('migration 0018 (proofs outlive the carrier) on %s', (kind) => {
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
