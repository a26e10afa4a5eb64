/*
 * The fleet a dispatch round reads (dispatch-fleet.ts), on PGlite and PostgreSQL: each vehicle's documents verdict
 * comes from its documents and its driver's licence as they stand at that read, so a document that changes between
 * two rounds is seen by the next one (the verdict is remembered by the facts read, never by the vehicle, and the
 * facts are kept by the app only while the database's documents counter stands: document-facts.ts).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDispatchFleet } from '../src/modules/dispatch/dispatch-fleet';
import { documentFactsCacheOf } from '../src/modules/dispatch/document-facts';
import { documentFactsVersion } from '../src/modules/partners/fleet-repository';
import { partnerDocuments, partnerVehicles } from '../src/modules/partners/tables';
import { createTestApp, DB_KINDS, type TestApp } from './helper';
import { seedReadyPartners } from './partner-seed';
import { NEAR_OKHLA } from './tracking-support';

describe.each(DB_KINDS)('dispatch fleet on %s', (kind) => {
  let t: TestApp;
  let vehicleIds: string[];
  let driverIds: string[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    const partners = await seedReadyPartners(t, [NEAR_OKHLA, NEAR_OKHLA, NEAR_OKHLA]);
    const vehicles = await Promise.all(
      partners.map(async (p) => {
        const [row] = await t.database.db
          .select()
          .from(partnerVehicles)
          .where(eq(partnerVehicles.partnerId, p.id));
        return row!;
      }),
    );
    vehicleIds = vehicles.map((v) => v.id);
    driverIds = vehicles.map((v) => v.currentDriverId!);
  });
  afterAll(() => t.close());

  // Read as the rounds read it: with the app's kept facts.
  const documentsValid = async () => {
    const fleet = await loadDispatchFleet(t.database.db, new Date(), {
      documentFacts: documentFactsCacheOf(t.database.db),
    });
    return vehicleIds.map((id) => fleet.index.get(id)?.documentsValid);
  };

  it("sees a vehicle's document or its driver's licence change in the next read, and changing back", async () => {
    expect(await documentsValid()).toEqual([true, true, true]);
    const insurance = and(
      eq(partnerDocuments.vehicleId, vehicleIds[0]!),
      eq(partnerDocuments.kind, 'insurance'),
    );
    const licence = and(eq(partnerDocuments.driverId, driverIds[1]!), eq(partnerDocuments.kind, 'licence'));
    await t.database.db.update(partnerDocuments).set({ reviewStatus: 'pending' }).where(insurance);
    await t.database.db.update(partnerDocuments).set({ expiresOn: '2020-01-31' }).where(licence);
    expect(await documentsValid()).toEqual([false, false, true]);
    await t.database.db.update(partnerDocuments).set({ reviewStatus: 'approved' }).where(insurance);
    expect(await documentsValid()).toEqual([true, false, true]);
    // A second, newer licence approved: the latest approved expiry counts.
    const [old] = await t.database.db.select().from(partnerDocuments).where(licence);
    const { id: _id, ...copy } = old!;
    await t.database.db.insert(partnerDocuments).values({ ...copy, expiresOn: '2099-12-31' });
    expect(await documentsValid()).toEqual([true, true, true]);
    await t.database.db.delete(partnerDocuments).where(eq(partnerDocuments.vehicleId, vehicleIds[2]!));
    expect(await documentsValid()).toEqual([true, true, false]);
  });

  it('moves the documents counter on for what the rules read, not for an expiry alert or a review reason', async () => {
    const db = t.database.db;
    const own = eq(partnerDocuments.vehicleId, vehicleIds[1]!);
    const before = await documentFactsVersion(db);
    await db.update(partnerDocuments).set({ alertStage: '7d', reviewReason: 'blurred' }).where(own);
    expect(await documentFactsVersion(db)).toBe(before);
    await db.update(partnerDocuments).set({ reviewStatus: 'rejected' }).where(own);
    expect(await documentFactsVersion(db)).toBeGreaterThan(before);
    expect((await documentsValid())[1]).toBe(false);
    await db.update(partnerDocuments).set({ reviewStatus: 'approved' }).where(own);
    expect((await documentsValid())[1]).toBe(true);
  });
});
