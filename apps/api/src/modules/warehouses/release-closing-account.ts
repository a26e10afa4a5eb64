import { and, asc, eq, gt, inArray, ne } from 'drizzle-orm';
import { istToday } from '@logisaathi/domain';
import type { Tx } from '../../db/client';
import { warehouseBookings, warehouses } from './tables';
import { raiseAlert } from '../alerts/raise-alert';
import { formatDay } from './booking-rules';
import { notifyCatalogueChange } from './catalogue-cache';
import { serverText } from '../../lib/texts';

/**
 * Before an account is deleted (account/delete-account.ts), inside its transaction: leave other businesses'
 * warehouse records consistent.
 * - Its bookings that have not ended go with it, which frees their space; each listing's operator is told.
 * - Its listings leave the catalogue: other businesses' bookings there that have not ended are cancelled and the
 *   bookers are told; the listings are deleted (a listing's row would otherwise outlive its owner).
 * Every touched listing is announced so each process's catalogue re-reads it.
 */
export async function releaseClosingAccountFromWarehouses(tx: Tx, userId: string, now: Date): Promise<void> {
  const today = istToday(now);
  const ownBookings = await tx
    .select({ booking: warehouseBookings, warehouse: warehouses })
    .from(warehouseBookings)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBookings.warehouseId))
    .where(
      and(
        eq(warehouseBookings.userId, userId),
        eq(warehouseBookings.status, 'confirmed'),
        gt(warehouseBookings.endDate, today),
      ),
    )
    .orderBy(asc(warehouseBookings.createdAt));
  for (const { booking, warehouse } of ownBookings) {
    if (warehouse.ownerId && warehouse.ownerId !== userId) {
      await raiseAlert(tx, warehouse.ownerId, {
        type: 'info',
        title: 'Warehouse Booking Cancelled',
        message: serverText('warehouse.customerClosed', {
          ref: booking.reference,
          sqft: booking.spaceSqFt,
          name: warehouse.name,
          from: formatDay(booking.startDate),
        }),
        status: 'completed',
        priority: 'medium',
        route: warehouse.location,
      });
    }
    await notifyCatalogueChange(tx, 'booking', warehouse.id);
  }

  const listings = await tx
    .select()
    .from(warehouses)
    .where(eq(warehouses.ownerId, userId))
    .orderBy(asc(warehouses.id))
    .for('update');
  if (listings.length === 0) return;
  const listingIds = listings.map((w) => w.id);
  const cancelled = await tx
    .update(warehouseBookings)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(
      and(
        inArray(warehouseBookings.warehouseId, listingIds),
        ne(warehouseBookings.userId, userId),
        eq(warehouseBookings.status, 'confirmed'),
        gt(warehouseBookings.endDate, today),
      ),
    )
    .returning();
  for (const booking of cancelled) {
    const warehouse = listings.find((w) => w.id === booking.warehouseId);
    if (!warehouse) continue;
    await raiseAlert(tx, booking.userId, {
      type: 'warning',
      title: 'Warehouse Booking Cancelled',
      message: serverText('warehouse.operatorClosed', {
        ref: booking.reference,
        sqft: booking.spaceSqFt,
        name: warehouse.name,
        from: formatDay(booking.startDate),
      }),
      status: 'completed',
      priority: 'high',
      route: warehouse.location,
    });
  }
  await tx.delete(warehouses).where(inArray(warehouses.id, listingIds));
  for (const id of listingIds) await notifyCatalogueChange(tx, 'listing', id);
}
