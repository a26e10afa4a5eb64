import { istToday } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { addDays, AVAILABILITY_WINDOW_DAYS } from './availability';
import { resolveOrigin, type OriginSources } from './resolve-origin';
import { roadDistance } from './road-distance';
import { WAREHOUSE_NOT_FOUND, type LocationQuery } from './schemas';
import { toWarehouseDto } from './warehouse-dto';
import { findWarehouseById, peakBookedByWarehouse } from './warehouses-repository';

export async function getWarehouse(
  db: DbOrTx,
  sources: OriginSources,
  userId: string,
  id: string,
  query: LocationQuery,
  now: Date,
) {
  const row = await findWarehouseById(db, id);
  if (!row) throw AppError.notFound(WAREHOUSE_NOT_FOUND);
  const today = istToday(now);
  const [peaks, { origin, notice }] = await Promise.all([
    peakBookedByWarehouse(db, today, addDays(today, AVAILABILITY_WINDOW_DAYS), [id]),
    resolveOrigin(db, sources, userId, query),
  ]);
  const road = origin ? roadDistance(origin, row, now) : null;
  return {
    warehouse: toWarehouseDto(row, { bookedSqFt: peaks.get(id) ?? 0, road, viewerId: userId }),
    origin,
    notice,
  };
}
