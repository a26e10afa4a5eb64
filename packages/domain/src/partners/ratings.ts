/*
 * Ratings both ways after a delivery: the shipper rates the trip (and so the partner's vehicle), the partner
 * rates the shipper. Averages are shown with their counts.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from '../limits';
import { optionalTrimmed } from '../form-fields';

export const TRIP_RATING_TAGS = ['on_time', 'careful_handling', 'polite', 'late', 'damaged'] as const;
export type TripRatingTag = (typeof TRIP_RATING_TAGS)[number];
export const TRIP_RATING_TAG_LABELS: Record<TripRatingTag, string> = {
  on_time: 'On time',
  careful_handling: 'Careful handling',
  polite: 'Polite',
  late: 'Late',
  damaged: 'Damaged',
};

export const SHIPPER_RATING_TAGS = [
  'ready_on_time',
  'accurate_details',
  'polite',
  'long_wait',
  'wrong_details',
] as const;
export type ShipperRatingTag = (typeof SHIPPER_RATING_TAGS)[number];
export const SHIPPER_RATING_TAG_LABELS: Record<ShipperRatingTag, string> = {
  ready_on_time: 'Goods ready on time',
  accurate_details: 'Accurate details',
  polite: 'Polite',
  long_wait: 'Long wait',
  wrong_details: 'Wrong details',
};

const score = z
  .number({ error: 'Choose a rating from 1 to 5' })
  .int('Choose a rating from 1 to 5')
  .min(1, 'Choose a rating from 1 to 5')
  .max(5, 'Choose a rating from 1 to 5');

const tags = <T extends string>(values: readonly [T, ...T[]]) =>
  z
    .array(z.enum(values, { error: 'Choose tags from the list' }))
    .max(values.length)
    .default([])
    .transform((list) => [...new Set(list)]);

/** Body of POST /api/deliveries/{id}/rating (shipper rates the trip). */
export const tripRatingInputSchema = z.object({
  score,
  tags: tags(TRIP_RATING_TAGS),
  comment: optionalTrimmed(500, 'Comment must be at most 500 characters'),
});
export type TripRatingInput = z.input<typeof tripRatingInputSchema>;

/** Body of POST /api/partners/jobs/{id}/rating (partner rates the shipper). */
export const shipperRatingInputSchema = z.object({
  score,
  tags: tags(SHIPPER_RATING_TAGS),
  comment: optionalTrimmed(500, 'Comment must be at most 500 characters'),
});
export type ShipperRatingInput = z.input<typeof shipperRatingInputSchema>;

export const RATING_MESSAGES = {
  notDelivered: 'You can rate a trip once it has been delivered',
  already: 'You have already rated this trip',
} as const;

export const ratingSchema = z.object({
  score: z.number().int(),
  tags: z.array(z.string().max(RESPONSE_TEXT_MAX.text)),
  comment: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type Rating = z.infer<typeof ratingSchema>;

/** Average to one decimal, null without ratings. */
export function averageRating(scores: readonly number[]): { average: number | null; count: number } {
  if (scores.length === 0) return { average: null, count: 0 };
  const sum = scores.reduce((a, b) => a + b, 0);
  return { average: Math.round((sum / scores.length) * 10) / 10, count: scores.length };
}
