import type { DbOrTx } from '../../db/client';
import { notifyCatalogueChange, type CatalogueCache } from './catalogue-cache';
import { listingColumns } from './listing-fields';
import type { PlaceGeocoder } from './place-geocoder';
import type { WarehouseListing } from './schemas';
import { toWarehouseDto } from './warehouse-dto';
import { insertWarehouses } from './warehouses-repository';

/** An operator lists their own space. New listings start unrated; only bookings' reviews will change that. */
export async function createWarehouse(
  db: DbOrTx,
  catalogue: CatalogueCache,
  geocode: PlaceGeocoder,
  ownerId: string,
  listing: WarehouseListing,
) {
  const columns = await listingColumns(listing, geocode);
  const [row] = await insertWarehouses(db, [{ ...columns, ownerId, isDemo: false, rating: 0, reviews: 0 }]);
  if (!row) throw new Error('insert returned no row');
  await notifyCatalogueChange(db, 'listing', row.id);
  catalogue.noteChange('listing', row.id);
  return toWarehouseDto(row, { bookedSqFt: 0, road: null, viewerId: ownerId });
}
