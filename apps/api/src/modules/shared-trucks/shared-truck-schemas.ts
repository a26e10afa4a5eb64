import { z } from 'zod';
import {
  boundedText,
  DATE_MAX_DAYS_AHEAD,
  ID_MAX_LENGTH,
  optionalDateWithin,
  TEXT_MAX,
  TIME_SLOTS,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
} from '@logisaathi/domain';
import { MAX_CARDS } from './model/pool-rules';

const weight = z
  .number({ error: `Weight must be a number of at least ${WEIGHT_MIN_KG} kg` })
  .min(WEIGHT_MIN_KG, `Weight must be at least ${WEIGHT_MIN_KG} kg`)
  .max(WEIGHT_MAX_KG, `Weight must be at most ${WEIGHT_MAX_KG} kg`);
const volume = z
  .number({ error: 'Volume must be a number of cubic metres' })
  .min(0, 'Volume cannot be negative')
  .max(100, 'Volume must be at most 100 m³');
const point = z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) });
const place = boundedText(TEXT_MAX.address, `Location must be at most ${TEXT_MAX.address} characters`);
const id = z.string().trim().min(1).max(ID_MAX_LENGTH);
/** Searching from yesterday (a late-night search) up to the furthest date a delivery may be booked for. */
const searchDate = optionalDateWithin(
  () => new Date(),
  { daysBefore: 1, daysAhead: DATE_MAX_DAYS_AHEAD },
  { invalid: 'Enter a valid date', outside: 'Date must be within a year from today' },
);

/**
 * POST /shared-trucks/search: a delivery of the user ({deliveryId}) or a route ({pickup, drop, weightKg, date?,
 * slot?}). The add-delivery wizard's field names (pickupAddress, deliveryAddress, weight, deliveryDate,
 * deliveryTime) are accepted as aliases so its smart-matching step can send its form as it is.
 */
export const searchBodySchema = z
  .object({
    deliveryId: id.optional(),
    pickup: place.optional(),
    drop: place.optional(),
    pickupAddress: place.optional(),
    deliveryAddress: place.optional(),
    pickupLocation: point.optional(),
    deliveryLocation: point.optional(),
    weightKg: weight.optional(),
    weight: weight.optional(),
    volumeM3: volume.optional(),
    date: searchDate,
    deliveryDate: searchDate,
    slot: z.enum(TIME_SLOTS, { error: 'Please select a time slot' }).optional(),
    deliveryTime: z
      .union([z.enum(TIME_SLOTS), z.literal('')], { error: 'Please select a time slot' })
      .optional(),
    requirements: z.array(boundedText(100)).max(20).optional(),
    limit: z.number().int().min(1).max(MAX_CARDS).optional(),
  })
  .transform((b, ctx) => {
    const pickup = b.pickup || b.pickupAddress || '';
    const drop = b.drop || b.deliveryAddress || '';
    if (!b.deliveryId) {
      if (!pickup) ctx.addIssue({ code: 'custom', path: ['pickup'], message: 'Pickup location is required' });
      if (!drop) ctx.addIssue({ code: 'custom', path: ['drop'], message: 'Delivery location is required' });
    }
    return {
      deliveryId: b.deliveryId,
      pickup,
      drop,
      pickupPoint: b.pickupLocation,
      dropPoint: b.deliveryLocation,
      weightKg: b.weightKg ?? b.weight,
      volumeM3: b.volumeM3,
      date: b.date || b.deliveryDate || undefined,
      slot: b.slot || b.deliveryTime || undefined,
      requirements: b.requirements ?? [],
      limit: b.limit,
    };
  });
export type SearchBody = z.output<typeof searchBodySchema>;

export const poolQuerySchema = z.object({
  deliveryId: id.optional(),
});

/**
 * POST /shared-trucks/request. A slot is requested for one of the requester's own pooled deliveries, and holds
 * that delivery's weight and volume: a request cannot reserve space for goods nobody booked.
 */
export const requestBodySchema = z.object({
  truckId: z.string({ error: 'Truck is required' }).trim().min(1, 'Truck is required').max(ID_MAX_LENGTH),
  deliveryId: z
    .string({ error: 'Choose one of your pooled deliveries for this slot' })
    .trim()
    .min(1, 'Choose one of your pooled deliveries for this slot')
    .max(ID_MAX_LENGTH),
});
export type RequestBody = z.output<typeof requestBodySchema>;

export { idParams } from '../../lib/request-schemas';
