import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { poolTruckRequests, poolTrucks } from './tables';

/*
 * This module's part of a user's data export (the shared trucks and slot requests), collected by
 * account/collect-user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys)
 * are never selected; rows of other users appear only as the facts the user's own records are about, never with
 * who made them.
 */

/** The user's trucks; the consolidation plan is left out, as it names other businesses' shipments. */
export async function readOwnTrucks(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(poolTrucks)
    .where(eq(poolTrucks.ownerId, userId))
    .orderBy(asc(poolTrucks.createdAt));
  return rows.map(({ plan: _plan, ...truck }) => truck);
}

/**
 * Slot requests other businesses made on the user's trucks: how much space, at what price, in what state; not who
 * asked nor where their goods go (that is the requester's data, shown to the owner only while it is useful).
 */
export async function readRequestsOnOwnTrucks(db: DbOrTx, truckIds: string[]) {
  if (truckIds.length === 0) return [];
  return db
    .select({
      id: poolTruckRequests.id,
      truckId: poolTruckRequests.truckId,
      weightKg: poolTruckRequests.weightKg,
      volumeM3: poolTruckRequests.volumeM3,
      quotedInr: poolTruckRequests.quotedInr,
      status: poolTruckRequests.status,
      createdAt: poolTruckRequests.createdAt,
      respondedAt: poolTruckRequests.respondedAt,
    })
    .from(poolTruckRequests)
    .where(inArray(poolTruckRequests.truckId, truckIds))
    .orderBy(asc(poolTruckRequests.createdAt));
}

export async function readOwnRequests(db: DbOrTx, userId: string) {
  return db
    .select({
      request: poolTruckRequests,
      truck: {
        companyName: poolTrucks.companyName,
        pickupLocation: poolTrucks.pickupLocation,
        deliveryLocation: poolTrucks.deliveryLocation,
        departureDate: poolTrucks.departureDate,
        departureSlot: poolTrucks.departureSlot,
      },
    })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(eq(poolTruckRequests.requesterId, userId))
    .orderBy(asc(poolTruckRequests.createdAt));
}
