import { and, asc, count, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { partnerDocuments, partnerDrivers, partners, partnerVehicles, tripRatings } from './tables';

export type PartnerRow = typeof partners.$inferSelect;
export type VehicleRow = typeof partnerVehicles.$inferSelect;
export type NewVehicleRow = typeof partnerVehicles.$inferInsert;
export type DriverRow = typeof partnerDrivers.$inferSelect;
export type NewDriverRow = typeof partnerDrivers.$inferInsert;
export type PartnerDocumentRow = typeof partnerDocuments.$inferSelect;

export async function insertPartner(db: DbOrTx, row: typeof partners.$inferInsert): Promise<void> {
  await db.insert(partners).values(row);
}

export async function findPartner(db: DbOrTx, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1);
  return row;
}

/** The partner's row locked for the caller's transaction (FOR UPDATE), or undefined for no such partner. */
export async function lockPartner(db: DbOrTx, userId: string): Promise<PartnerRow | undefined> {
  const [row] = await db.select().from(partners).where(eq(partners.userId, userId)).limit(1).for('update');
  return row;
}

export async function updatePartner(
  db: DbOrTx,
  userId: string,
  patch: Partial<typeof partners.$inferInsert>,
): Promise<PartnerRow> {
  const [row] = await db.update(partners).set(patch).where(eq(partners.userId, userId)).returning();
  if (!row) throw new Error('partner row missing');
  return row;
}

export async function listVehicles(db: DbOrTx, partnerId: string): Promise<VehicleRow[]> {
  return db
    .select()
    .from(partnerVehicles)
    .where(eq(partnerVehicles.partnerId, partnerId))
    .orderBy(asc(partnerVehicles.createdAt), asc(partnerVehicles.id));
}

/** Only the partner's own vehicle: another partner's id finds nothing (404 to the caller). */
export async function findVehicle(
  db: DbOrTx,
  partnerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow | undefined> {
  const query = db
    .select()
    .from(partnerVehicles)
    .where(and(eq(partnerVehicles.id, id), eq(partnerVehicles.partnerId, partnerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A vehicle by its id alone, whoever's it is (dispatch, the shipper's view of its truck); for update if asked. */
export async function findVehicleById(
  db: DbOrTx,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<VehicleRow | undefined> {
  const query = db.select().from(partnerVehicles).where(eq(partnerVehicles.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The vehicles of the partner that the driver is paired with now (a driver's scope of the fleet). */
export async function vehicleIdsOfDriver(db: DbOrTx, partnerId: string, driverId: string): Promise<string[]> {
  const rows = await db
    .select({ id: partnerVehicles.id })
    .from(partnerVehicles)
    .where(and(eq(partnerVehicles.partnerId, partnerId), eq(partnerVehicles.currentDriverId, driverId)));
  return rows.map((r) => r.id);
}

export async function insertVehicle(db: DbOrTx, row: NewVehicleRow): Promise<VehicleRow> {
  const [created] = await db.insert(partnerVehicles).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateVehicle(
  db: DbOrTx,
  id: string,
  patch: Partial<NewVehicleRow>,
): Promise<VehicleRow> {
  const [row] = await db
    .update(partnerVehicles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(partnerVehicles.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

/** Every vehicle of the partner goes offline (a suspended account is dispatched nothing). */
export async function takeFleetOffline(db: DbOrTx, partnerId: string): Promise<void> {
  await db.update(partnerVehicles).set({ online: false }).where(eq(partnerVehicles.partnerId, partnerId));
}

/**
 * Records a vehicle's reported position. A flagged fix is always recorded (it takes the vehicle out of dispatch);
 * so is any fix after one; a sound fix otherwise only when it is newer than the one stored.
 */
export async function recordVehiclePosition(
  db: DbOrTx,
  vehicleId: string,
  fix: { lat: number; lon: number; recordedAt: Date; flag: string | null },
): Promise<void> {
  await db
    .update(partnerVehicles)
    .set({ lastLat: fix.lat, lastLon: fix.lon, lastPositionAt: fix.recordedAt, lastPositionFlag: fix.flag })
    .where(
      and(
        eq(partnerVehicles.id, vehicleId),
        fix.flag
          ? undefined
          : or(
              isNull(partnerVehicles.lastPositionAt),
              lt(partnerVehicles.lastPositionAt, fix.recordedAt),
              isNotNull(partnerVehicles.lastPositionFlag),
            ),
      ),
    );
}

export async function deleteVehicleRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(partnerVehicles).where(eq(partnerVehicles.id, id));
}

export async function countVehicles(db: DbOrTx, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerVehicles)
    .where(eq(partnerVehicles.partnerId, partnerId));
  return Number(row?.n ?? 0);
}

export async function listDrivers(db: DbOrTx, partnerId: string): Promise<DriverRow[]> {
  return db
    .select()
    .from(partnerDrivers)
    .where(eq(partnerDrivers.partnerId, partnerId))
    .orderBy(asc(partnerDrivers.createdAt), asc(partnerDrivers.id));
}

export async function findDriver(
  db: DbOrTx,
  partnerId: string,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DriverRow | undefined> {
  const query = db
    .select()
    .from(partnerDrivers)
    .where(and(eq(partnerDrivers.id, id), eq(partnerDrivers.partnerId, partnerId)))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A driver by its id alone, whoever's it is (the shipper's view of its trip, dispatch). */
export async function findDriverById(db: DbOrTx, id: string): Promise<DriverRow | undefined> {
  const [row] = await db.select().from(partnerDrivers).where(eq(partnerDrivers.id, id)).limit(1);
  return row;
}

export async function listDriversByIds(db: DbOrTx, ids: readonly string[]): Promise<DriverRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(partnerDrivers)
    .where(inArray(partnerDrivers.id, [...ids]));
}

export async function insertDriver(db: DbOrTx, row: NewDriverRow): Promise<DriverRow> {
  const [created] = await db.insert(partnerDrivers).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateDriver(db: DbOrTx, id: string, patch: Partial<NewDriverRow>): Promise<DriverRow> {
  const [row] = await db.update(partnerDrivers).set(patch).where(eq(partnerDrivers.id, id)).returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export async function deleteDriverRow(db: DbOrTx, id: string): Promise<void> {
  await db.delete(partnerDrivers).where(eq(partnerDrivers.id, id));
}

export async function countDrivers(db: DbOrTx, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerDrivers)
    .where(eq(partnerDrivers.partnerId, partnerId));
  return Number(row?.n ?? 0);
}

export async function listPartnerDocuments(db: DbOrTx, partnerId: string): Promise<PartnerDocumentRow[]> {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId))
    .orderBy(asc(partnerDocuments.uploadedAt));
}

/** A driver's uploads (the driving licence), oldest first: licenceProblem reads them. */
export async function listVehicleDocuments(db: DbOrTx, vehicleId: string): Promise<PartnerDocumentRow[]> {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.vehicleId, vehicleId))
    .orderBy(asc(partnerDocuments.uploadedAt));
}

export async function listDriverDocuments(db: DbOrTx, driverId: string): Promise<PartnerDocumentRow[]> {
  return db
    .select()
    .from(partnerDocuments)
    .where(eq(partnerDocuments.driverId, driverId))
    .orderBy(asc(partnerDocuments.uploadedAt));
}

/** Files kept for one vehicle or one driver (renewals included), for the per-owner document limit. */
export async function countOwnerDocuments(
  db: DbOrTx,
  owner: { vehicleId: string } | { driverId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partnerDocuments)
    .where(
      'vehicleId' in owner
        ? eq(partnerDocuments.vehicleId, owner.vehicleId)
        : eq(partnerDocuments.driverId, owner.driverId),
    );
  return Number(row?.n ?? 0);
}

/** Several documents in one statement (the demo fleet's, approved from the start). */
export async function insertPartnerDocuments(
  db: DbOrTx,
  rows: Array<typeof partnerDocuments.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await db.insert(partnerDocuments).values(rows);
}

/** Whether the demo fleet's partner account exists. */
export async function hasDemoPartner(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ id: partners.userId })
    .from(partners)
    .where(eq(partners.isDemo, true))
    .limit(1);
  return row !== undefined;
}

export async function insertPartnerDocument(
  db: DbOrTx,
  row: typeof partnerDocuments.$inferInsert,
): Promise<PartnerDocumentRow> {
  const [created] = await db.insert(partnerDocuments).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findPartnerDocument(
  db: DbOrTx,
  partnerId: string,
  id: string,
): Promise<PartnerDocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(partnerDocuments)
    .where(and(eq(partnerDocuments.id, id), eq(partnerDocuments.partnerId, partnerId)))
    .limit(1);
  return row;
}

/** Average trip rating and count per vehicle (shippers rating trips). */
export async function vehicleRatings(
  db: DbOrTx,
  vehicleIds: string[],
): Promise<Map<string, { sum: number; count: number }>> {
  const out = new Map<string, { sum: number; count: number }>();
  if (vehicleIds.length === 0) return out;
  const rows = await db
    .select({
      vehicleId: tripRatings.vehicleId,
      sum: sql<number>`sum(${tripRatings.score})::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(tripRatings)
    .where(
      and(
        inArray(tripRatings.vehicleId, vehicleIds),
        eq(tripRatings.direction, 'trip'),
        isNotNull(tripRatings.vehicleId),
      ),
    )
    .groupBy(tripRatings.vehicleId);
  for (const r of rows) if (r.vehicleId) out.set(r.vehicleId, { sum: Number(r.sum), count: Number(r.n) });
  return out;
}

/** Ratings received by a partner ('trip') or a shipper ('shipper'). */
export async function ratingTotals(
  db: DbOrTx,
  column: 'partner' | 'shipper',
  id: string,
): Promise<{ sum: number; count: number }> {
  const direction = column === 'partner' ? 'trip' : 'shipper';
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${tripRatings.score}), 0)::int`, n: sql<number>`count(*)::int` })
    .from(tripRatings)
    .where(
      and(
        eq(column === 'partner' ? tripRatings.partnerId : tripRatings.shipperId, id),
        eq(tripRatings.direction, direction),
      ),
    );
  return { sum: Number(row?.sum ?? 0), count: Number(row?.n ?? 0) };
}

export function summary(totals: { sum: number; count: number } | undefined): {
  average: number | null;
  count: number;
} {
  if (!totals || totals.count === 0) return { average: null, count: 0 };
  return { average: Math.round((totals.sum / totals.count) * 10) / 10, count: totals.count };
}

/** Bytes of the vehicle and driver documents a truck partner keeps (the account's storage quota counts them). */
export async function partnerDocumentBytes(db: DbOrTx, partnerId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string | number | null>`coalesce(sum(${partnerDocuments.sizeBytes}), 0)` })
    .from(partnerDocuments)
    .where(eq(partnerDocuments.partnerId, partnerId));
  return Number(row?.bytes ?? 0);
}
