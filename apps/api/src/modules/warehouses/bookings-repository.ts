import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { warehouseBookings, warehouses } from './tables';
import type { BookedSpan } from './availability';

export type BookingRow = typeof warehouseBookings.$inferSelect;
export type NewBookingRow = typeof warehouseBookings.$inferInsert;

/** Confirmed bookings of one warehouse that share at least one day with [from, to). */
export async function overlappingSpans(
  db: DbOrTx,
  warehouseId: string,
  from: string,
  to: string,
): Promise<BookedSpan[]> {
  const b = warehouseBookings;
  return db
    .select({ startDate: b.startDate, endDate: b.endDate, spaceSqFt: b.spaceSqFt })
    .from(b)
    .where(
      and(
        eq(b.warehouseId, warehouseId),
        eq(b.status, 'confirmed'),
        sql`${b.endDate} > ${from}::date`,
        sql`${b.startDate} < ${to}::date`,
      ),
    );
}

export async function insertBooking(db: DbOrTx, row: NewBookingRow): Promise<BookingRow> {
  const [created] = await db.insert(warehouseBookings).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

const bookingWithWarehouse = {
  booking: warehouseBookings,
  warehouse: {
    id: warehouses.id,
    name: warehouses.name,
    location: warehouses.location,
    address: warehouses.address,
    isDemo: warehouses.isDemo,
  },
};
export type BookingWithWarehouse = {
  booking: BookingRow;
  warehouse: { id: string; name: string; location: string; address: string; isDemo: boolean };
};

export async function listUserBookings(db: DbOrTx, userId: string): Promise<BookingWithWarehouse[]> {
  return db
    .select(bookingWithWarehouse)
    .from(warehouseBookings)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBookings.warehouseId))
    .where(eq(warehouseBookings.userId, userId))
    .orderBy(desc(warehouseBookings.createdAt))
    .limit(500);
}

/** This user's booking, locked for the rest of the transaction; undefined when it is not theirs. */
export async function lockUserBooking(
  tx: DbOrTx,
  userId: string,
  id: string,
): Promise<BookingWithWarehouse | undefined> {
  const rows = await tx
    .select(bookingWithWarehouse)
    .from(warehouseBookings)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBookings.warehouseId))
    .where(and(eq(warehouseBookings.id, id), eq(warehouseBookings.userId, userId)))
    .for('update', { of: warehouseBookings })
    .limit(1);
  return rows[0];
}

export async function markBookingCancelled(db: DbOrTx, id: string, at: Date): Promise<BookingRow> {
  const [row] = await db
    .update(warehouseBookings)
    .set({ status: 'cancelled', cancelledAt: at })
    .where(eq(warehouseBookings.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}
