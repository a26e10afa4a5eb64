import { warehouseBookingSchema } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, peakBookedSqFt } from './availability';
import { validationFailure } from './booking-rules';
import { overlappingSpans } from './bookings-repository';
import { WAREHOUSE_NOT_FOUND, type QuoteQuery } from './schemas';
import { storagePrice } from './warehouse-pricing';
import { findWarehouseById } from './warehouses-repository';

/**
 * What the booking form shows before Confirm Booking: the space free on every day of the requested range and,
 * once a space is entered, the price the booking would be stored with. Read-only: the booking itself re-checks.
 */
export async function quoteBooking(db: DbOrTx, warehouseId: string, query: QuoteQuery, now: Date) {
  const warehouse = await findWarehouseById(db, warehouseId);
  if (!warehouse) throw AppError.notFound(WAREHOUSE_NOT_FOUND);
  const dates = warehouseBookingSchema(now, Number.MAX_SAFE_INTEGER)
    .pick({ duration: true, startDate: true })
    .safeParse({ duration: query.duration ?? '', startDate: query.startDate ?? '' });
  if (!dates.success) throw validationFailure(dates.error.issues);
  const { startDate, duration } = dates.data;
  const endDate = addDays(startDate, duration);
  const spans = await overlappingSpans(db, warehouseId, startDate, endDate);
  const availableSpace = Math.max(0, warehouse.totalSpaceSqFt - peakBookedSqFt(spans, startDate, endDate));

  const space = Number(query.spaceRequired);
  const hasSpace = query.spaceRequired !== undefined && Number.isInteger(space) && space >= 1;
  const price = hasSpace ? storagePrice(warehouse, space, duration) : null;
  return {
    warehouseId,
    startDate,
    lastDate: addDays(endDate, -1),
    duration,
    availableSpace,
    totalSpace: warehouse.totalSpaceSqFt,
    spaceRequired: hasSpace ? space : null,
    fits: hasSpace ? space <= availableSpace : null,
    pricePerDay: warehouse.pricePerDayInr,
    pricePerMonth: warehouse.pricePerMonthInr,
    price,
  };
}
