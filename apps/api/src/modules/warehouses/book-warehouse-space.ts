import {
  formatRupees,
  istToday,
  spaceTooLargeMessage,
  WAREHOUSE_BOOKING_MESSAGES,
  warehouseBookingSchema,
} from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { raiseAlert } from '../alerts/raise-alert';
import { addDays, peakBookedSqFt } from './availability';
import { notifyCatalogueChange, type CatalogueCache } from './catalogue-cache';
import { formatDay, newBookingReference, validationFailure } from './booking-rules';
import { insertBooking, overlappingSpans } from './bookings-repository';
import { WAREHOUSE_NOT_FOUND, warehouseIdSchema } from './schemas';
import { toBookingDto } from './warehouse-dto';
import { storagePrice } from './warehouse-pricing';
import { lockWarehouse } from './warehouses-repository';
import { serverText } from '../../lib/texts';

/**
 * Books space for a date range. The warehouse row is locked (SELECT ... FOR UPDATE) before its free space is
 * read, so two bookings of one warehouse run one after the other and the second sees the first: the booked
 * space on any day can never exceed the total. The price is computed here, never taken from the client.
 */
export async function bookWarehouseSpace(
  db: Db,
  catalogue: CatalogueCache,
  userId: string,
  body: unknown,
  now: Date,
) {
  const { warehouseId: rawWarehouseId, ...form } = (body ?? {}) as Record<string, unknown>;
  const id = warehouseIdSchema.safeParse(rawWarehouseId);
  if (!id.success) throw AppError.notFound(WAREHOUSE_NOT_FOUND);
  const warehouseId = id.data;
  // Shape first, without holding a lock: most bad requests never reach the database.
  const shape = warehouseBookingSchema(now, Number.MAX_SAFE_INTEGER).safeParse(form);
  if (!shape.success) throw validationFailure(shape.error.issues);
  const input = shape.data;
  const endDate = addDays(input.startDate, input.duration);

  const booking = await db.transaction(async (tx) => {
    const warehouse = await lockWarehouse(tx, warehouseId);
    if (!warehouse) throw AppError.notFound(WAREHOUSE_NOT_FOUND);
    const spans = await overlappingSpans(tx, warehouseId, input.startDate, endDate);
    const available = Math.max(0, warehouse.totalSpaceSqFt - peakBookedSqFt(spans, input.startDate, endDate));
    if (input.spaceRequired > available) {
      const msg = available < 1 ? WAREHOUSE_BOOKING_MESSAGES.noSpace : spaceTooLargeMessage(available);
      throw new AppError('conflict', msg, [{ field: 'spaceRequired', msg }]);
    }
    const price = storagePrice(warehouse, input.spaceRequired, input.duration);
    const booking = await insertBooking(tx, {
      reference: newBookingReference(),
      warehouseId,
      userId,
      spaceSqFt: input.spaceRequired,
      startDate: input.startDate,
      endDate,
      durationDays: input.duration,
      packageType: input.packageType,
      specialRequirements: input.specialRequirements,
      priceInr: price.priceInr,
      pricingBasis: price.basis,
    });
    await raiseAlert(tx, userId, {
      type: 'success',
      title: 'Warehouse Space Booked',
      message: serverText('warehouse.booked', {
        ref: booking.reference,
        sqft: input.spaceRequired,
        name: warehouse.name,
        from: formatDay(input.startDate),
        days: input.duration,
        price: formatRupees(price.priceInr),
      }),
      status: 'active',
      priority: 'medium',
      route: warehouse.location,
    });
    await notifyCatalogueChange(tx, 'booking', warehouseId);
    const view = {
      id: warehouse.id,
      name: warehouse.name,
      location: warehouse.location,
      address: warehouse.address,
      isDemo: warehouse.isDemo,
    };
    return toBookingDto({ booking, warehouse: view }, istToday(now));
  });
  catalogue.noteChange('booking', warehouseId);
  return booking;
}
