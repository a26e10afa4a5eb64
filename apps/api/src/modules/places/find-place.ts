import type { DbOrTx } from '../../db/client';
import { findPlaceRow, type PlaceRow } from './places-repository';
import { placeNotFound } from './save-place';

/** GET /places/{id}: the caller's own place or 404. */
export async function requirePlace(db: DbOrTx, userId: string, id: string): Promise<PlaceRow> {
  const row = await findPlaceRow(db, userId, id);
  if (!row) throw placeNotFound();
  return row;
}
