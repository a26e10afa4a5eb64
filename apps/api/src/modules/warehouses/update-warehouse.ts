import { istToday } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, AVAILABILITY_WINDOW_DAYS, peakBookedSqFt } from './availability';
import { overlappingSpans } from './bookings-repository';
import { notifyCatalogueChange, type CatalogueCache } from './catalogue-cache';
import { listingColumns } from './listing-fields';
import type { PlaceGeocoder } from './place-geocoder';
import { WAREHOUSE_NOT_FOUND, type WarehouseListing } from './schemas';
import { toWarehouseDto } from './warehouse-dto';
import { lockWarehouse, peakBookedByWarehouse, updateWarehouseRow } from './warehouses-repository';
import { serverText } from '../../lib/texts';

export const NOT_YOUR_LISTING = 'You can only edit your own warehouse listings';
const FAR_FUTURE = '9999-12-31';

export function spaceBelowBookedMessage(bookedSqFt: number) {
  return serverText('warehouse.spaceBelowBooked', { sqft: bookedSqFt });
}

/**
 * Replaces an operator's listing. The row lock makes a shrink and a concurrent booking take turns, so shrinking
 * below what is already booked on any future day is refused rather than silently oversubscribing.
 */
export async function updateWarehouse(
  db: Db,
  catalogue: CatalogueCache,
  geocode: PlaceGeocoder,
  userId: string,
  id: string,
  listing: WarehouseListing,
  now: Date,
) {
  const columns = await listingColumns(listing, geocode);
  const today = istToday(now);
  const updated = await db.transaction(async (tx) => {
    const current = await lockWarehouse(tx, id);
    if (!current) throw AppError.notFound(WAREHOUSE_NOT_FOUND);
    if (current.ownerId !== userId) throw new AppError('forbidden', NOT_YOUR_LISTING);
    const booked = peakBookedSqFt(await overlappingSpans(tx, id, today, FAR_FUTURE), today, FAR_FUTURE);
    if (columns.totalSpaceSqFt < booked) {
      const msg = spaceBelowBookedMessage(booked);
      throw new AppError('conflict', msg, [{ field: 'totalSpace', msg }]);
    }
    const row = await updateWarehouseRow(tx, id, columns);
    const peaks = await peakBookedByWarehouse(tx, today, addDays(today, AVAILABILITY_WINDOW_DAYS), [id]);
    await notifyCatalogueChange(tx, 'listing', id);
    return toWarehouseDto(row, { bookedSqFt: peaks.get(id) ?? 0, road: null, viewerId: userId });
  });
  catalogue.noteChange('listing', id);
  return updated;
}
