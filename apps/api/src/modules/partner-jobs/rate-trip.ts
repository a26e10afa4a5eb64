import { RATING_MESSAGES, type ShipperRatingInput, type TripRatingInput } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import { findDelivery } from '../deliveries/deliveries-repository';
import { insertRating, type JobRow } from '../partners/jobs-repository';

type Scored = { score: number; tags: string[]; comment?: string | undefined };

/**
 * One rating per direction per trip, once the delivery is Delivered: the shipper rates the partner's trip
 * (POST /deliveries/{id}/rating), the partner rates the shipper (POST /partners/jobs/{id}/rating). A second
 * rating answers 409 (the unique index decides a double tap).
 */
export async function rateTrip(
  db: Db,
  job: JobRow,
  direction: 'trip' | 'shipper',
  input: Scored & (TripRatingInput | ShipperRatingInput),
): Promise<void> {
  const delivery = await findDelivery(db, job.deliveryRowId, null);
  if (!delivery || delivery.status !== 'Delivered')
    throw new AppError('conflict', RATING_MESSAGES.notDelivered);
  try {
    await insertRating(db, {
      jobId: job.id,
      direction,
      partnerId: job.partnerId,
      vehicleId: job.vehicleId,
      shipperId: delivery.userId,
      score: input.score,
      tags: input.tags,
      comment: input.comment ?? null,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('conflict', RATING_MESSAGES.already);
    throw err;
  }
}
