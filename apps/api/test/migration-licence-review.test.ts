/*
 * Migration 0027 (issue 33) on a database that already holds partners: each demo-fleet driver gets an approved
 * licence document (the demo fleet's own demo file), and a vehicle online with a driver whose licence nobody
 * approved goes offline; an approved driver's vehicle stays online.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import {
  emptyDatabase,
  insertRow,
  MIGRATION_KINDS,
  MIGRATIONS_DIR,
  migrationsBefore,
} from './migration-support';

const BEFORE = '0027_licence_review';

describe.each(MIGRATION_KINDS)('migration 0027 (licence review) on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
  });

  it("approves the demo drivers' licences and takes unverified drivers' vehicles offline", async () => {
    const database = await emptyDatabase(kind);
    close = database.close;
    const { db } = database;
    await database.migrate(migrationsBefore(BEFORE));

    const person = { passwordHash: 'x', lastName: 'Fleet', phone: '9812345678', businessType: 'services' };
    const file = {
      fileName: 'doc.pdf',
      contentType: 'application/pdf',
      sizeBytes: 100,
      sha256: 'a'.repeat(64),
      storageKey: 'partner-documents/demo/demo-document.pdf',
    };
    /** A partner with one online vehicle and its driver; `licence` is the driver's licence review, if any. */
    const partnerWith = async (name: string, isDemo: boolean, licence: 'approved' | 'pending' | null) => {
      const user = await insertRow(db, 'users', {
        ...person,
        email: `${name}@example.in`,
        firstName: name,
        company: name,
        role: 'partner',
      });
      await insertRow(db, 'partners', {
        userId: user.id,
        kind: 'fleet_operator',
        businessName: name,
        isDemo,
      });
      const driver = await insertRow(db, 'partner_drivers', {
        partnerId: user.id,
        name: `${name} Driver`,
        phone: '9899001122',
        licenceExpiresOn: '2099-01-01',
      });
      const vehicle = await insertRow(db, 'partner_vehicles', {
        partnerId: user.id,
        registrationNumber: `DL1LDM${name.length}00${isDemo ? 1 : 2}`,
        bodyType: 'Tata 407',
        payloadKg: 2500,
        lengthCm: 430,
        widthCm: 190,
        heightCm: 180,
        features: [],
        permits: ['city'],
        isDemo,
        online: true,
        currentDriverId: driver.id,
      });
      await insertRow(db, 'partner_documents', {
        partnerId: user.id,
        vehicleId: vehicle.id,
        kind: 'rc',
        expiresOn: '2099-01-01',
        reviewStatus: 'approved',
        ...file,
      });
      if (licence)
        await insertRow(db, 'partner_documents', {
          partnerId: user.id,
          driverId: driver.id,
          kind: 'licence',
          expiresOn: '2099-01-01',
          reviewStatus: licence,
          ...file,
        });
      return { driver, vehicle };
    };
    const demo = await partnerWith('demo', true, null);
    const approved = await partnerWith('approved', false, 'approved');
    const waiting = await partnerWith('waiting', false, 'pending');

    await database.migrate(MIGRATIONS_DIR);

    const licences = executeRows<{ driver_id: string; review_status: string; storage_key: string }>(
      await db.execute(
        sql`select driver_id, review_status, storage_key from partner_documents where kind = 'licence' order by uploaded_at`,
      ),
    );
    expect(licences.filter((l) => l.driver_id === demo.driver.id)).toEqual([
      { driver_id: demo.driver.id, review_status: 'approved', storage_key: file.storageKey },
    ]);
    expect(licences).toHaveLength(3);
    const online = executeRows<{ id: string; online: boolean }>(
      await db.execute(sql`select id, online from partner_vehicles`),
    );
    const isOnline = (id: string) => online.find((v) => v.id === id)?.online;
    expect(isOnline(demo.vehicle.id)).toBe(true);
    expect(isOnline(approved.vehicle.id)).toBe(true);
    expect(isOnline(waiting.vehicle.id)).toBe(false);
  });
});
