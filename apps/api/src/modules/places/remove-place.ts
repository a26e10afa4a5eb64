import type { Db } from '../../db/client';
import { deletePlaceRow } from './places-repository';
import { placeNotFound } from './save-place';

/** DELETE /places/{id}. Deliveries booked from the place keep their own copy of the address and pin. */
export async function removePlace(db: Db, userId: string, id: string): Promise<void> {
  if (!(await deletePlaceRow(db, userId, id))) throw placeNotFound();
}
