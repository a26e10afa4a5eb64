import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { warehouseBookings, warehouses } from './tables';

/*
 * This module's part of a user's data export (the warehouse bookings and listings), collected by
 * account/collect-user-data.ts. Secrets that are not the user's data (password hash, token hashes, storage keys)
 * are never selected; rows of other users appear only as the facts the user's own records are about, never with
 * who made them.
 */

export async function readBookings(db: DbOrTx, userId: string) {
  return db
    .select({
      booking: warehouseBookings,
      warehouse: { name: warehouses.name, location: warehouses.location, address: warehouses.address },
    })
    .from(warehouseBookings)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBookings.warehouseId))
    .where(eq(warehouseBookings.userId, userId))
    .orderBy(asc(warehouseBookings.createdAt));
}

export async function readOwnWarehouses(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(warehouses)
    .where(eq(warehouses.ownerId, userId))
    .orderBy(asc(warehouses.createdAt));
}

/** Bookings other businesses made on the user's listings: the booking's facts, not who booked. */
export async function readBookingsOnOwnWarehouses(db: DbOrTx, warehouseIds: string[]) {
  if (warehouseIds.length === 0) return [];
  return db
    .select({
      warehouseId: warehouseBookings.warehouseId,
      reference: warehouseBookings.reference,
      spaceSqFt: warehouseBookings.spaceSqFt,
      startDate: warehouseBookings.startDate,
      endDate: warehouseBookings.endDate,
      priceInr: warehouseBookings.priceInr,
      status: warehouseBookings.status,
      createdAt: warehouseBookings.createdAt,
      cancelledAt: warehouseBookings.cancelledAt,
    })
    .from(warehouseBookings)
    .where(inArray(warehouseBookings.warehouseId, warehouseIds))
    .orderBy(asc(warehouseBookings.createdAt));
}
