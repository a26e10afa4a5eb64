import { istToday } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { formatDay } from './booking-rules';
import { notifyCatalogueChange, type CatalogueCache } from './catalogue-cache';
import { lockUserBooking, markBookingCancelled } from './bookings-repository';
import { BOOKING_NOT_FOUND } from './schemas';
import { toBookingDto } from './warehouse-dto';
import { serverText } from '../../lib/texts';

export const ALREADY_CANCELLED = 'This booking is already cancelled';
export const ALREADY_STARTED = 'This booking has already started and can no longer be cancelled';

/** Cancels one of the user's bookings before its first day (IST); its space is free again at once. */
export async function cancelBooking(
  db: Db,
  catalogue: CatalogueCache,
  userId: string,
  bookingId: string,
  now: Date,
) {
  const today = istToday(now);
  const cancelled = await db.transaction(async (tx) => {
    const found = await lockUserBooking(tx, userId, bookingId);
    if (!found) throw AppError.notFound(BOOKING_NOT_FOUND);
    if (found.booking.status === 'cancelled') throw new AppError('conflict', ALREADY_CANCELLED);
    if (today >= found.booking.startDate) throw new AppError('conflict', ALREADY_STARTED);
    const booking = await markBookingCancelled(tx, bookingId, now);
    await raiseAlert(tx, userId, {
      type: 'info',
      title: 'Warehouse Booking Cancelled',
      message: serverText('warehouse.bookingCancelled', {
        ref: booking.reference,
        sqft: booking.spaceSqFt,
        name: found.warehouse.name,
        from: formatDay(booking.startDate),
      }),
      status: 'completed',
      priority: 'low',
      route: found.warehouse.location,
    });
    await notifyCatalogueChange(tx, 'booking', booking.warehouseId);
    return toBookingDto({ booking, warehouse: found.warehouse }, today);
  });
  catalogue.noteChange('booking', cancelled.warehouse.id);
  return cancelled;
}
