import type { DbOrTx } from '../../db/client';
import {
  countDeliveries,
  listDeliveries,
  type DeliveryListRow,
  type ListFilter,
} from './deliveries-repository';

/** A page of the user's deliveries, newest first, with the total that matches the filter. */
export async function listUserDeliveries(
  db: DbOrTx,
  userId: string,
  filter: ListFilter,
): Promise<{ rows: DeliveryListRow[]; total: number }> {
  const rows = await listDeliveries(db, userId, filter);
  // A short first page is the whole list: no second query needed (the usual case for the dashboard).
  const total =
    filter.offset === 0 && rows.length < filter.limit
      ? rows.length
      : await countDeliveries(db, userId, filter.status);
  return { rows, total };
}
