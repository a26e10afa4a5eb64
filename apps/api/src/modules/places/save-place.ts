import { PLACE_MESSAGES, PLACES_MAX_PER_USER, type PlacePayload } from '@logisaathi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { countPlaceRows, insertPlaceRow, updatePlaceRow, type PlaceRow } from './places-repository';

export const placeNotFound = () => new AppError('not_found', PLACE_MESSAGES.notFound);

/**
 * POST /places. A business keeps at most PLACES_MAX_PER_USER places; the count and the insert run under a
 * transaction-scoped advisory lock on the user, so two saves at once cannot pass the limit together.
 */
export async function addPlace(db: Db, userId: string, input: PlacePayload, now: Date): Promise<PlaceRow> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`places:${userId}`}))`);
    if ((await countPlaceRows(tx, userId)) >= PLACES_MAX_PER_USER)
      throw new AppError('conflict', PLACE_MESSAGES.tooMany);
    return insertPlaceRow(tx, userId, input, now);
  });
}

/** PUT /places/{id}: another user's place, or none, answers 404. */
export async function editPlace(
  db: Db,
  userId: string,
  id: string,
  input: PlacePayload,
  now: Date,
): Promise<PlaceRow> {
  const row = await updatePlaceRow(db, userId, id, input, now);
  if (!row) throw placeNotFound();
  return row;
}
