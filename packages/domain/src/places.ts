/*
 * Saved places (issue 18): a business's address book. Each place has a label, the full address, an optional
 * contact, and a pin the user placed on the map; the pin is what routing and pricing use when the place is
 * picked, so it must lie where a DIGIPIN exists (India's box, 2.5-38.5 N, 63.5-99.5 E).
 */
import { z } from 'zod';
import { MOBILE_TEXT_MAX, normalizePhone } from './auth';
import { boundedText, declareRange, requiredTrimmed } from './form-fields';
import { ADDRESS_MIN_LENGTH, ID_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX } from './limits';

/** One business keeps at most this many places: an address book, not a customer database. */
export const PLACES_MAX_PER_USER = 200;
export const PLACE_LABEL_MAX = 80;
export const PLACE_BOUNDS = { minLat: 2.5, maxLat: 38.5, minLon: 63.5, maxLon: 99.5 } as const;

export const PLACE_MESSAGES = {
  labelRequired: 'Label is required',
  labelTooLong: `Label must be at most ${PLACE_LABEL_MAX} characters`,
  addressRequired: 'Address is required',
  addressTooShort: `Address must be at least ${ADDRESS_MIN_LENGTH} characters`,
  addressTooLong: `Address must be at most ${TEXT_MAX.address} characters`,
  contactNameTooLong: `Contact name must be at most ${TEXT_MAX.name} characters`,
  phoneInvalid: 'Enter a valid 10-digit mobile number',
  pinRequired: 'Place the pin on the map',
  pinOutside: 'The pin must be in India',
  tooMany: `You can save at most ${PLACES_MAX_PER_USER} places`,
  notFound: 'Place not found',
} as const;

function coordinate(min: number, max: number) {
  return declareRange(
    z
      .number({ error: PLACE_MESSAGES.pinRequired })
      .refine((v) => Number.isFinite(v), PLACE_MESSAGES.pinRequired)
      .refine((v) => v >= min && v <= max, PLACE_MESSAGES.pinOutside),
    min,
    max,
  );
}

const optionalPhone = z
  .string({ error: PLACE_MESSAGES.phoneInvalid })
  .max(MOBILE_TEXT_MAX, PLACE_MESSAGES.phoneInvalid)
  .optional()
  .nullable()
  .transform((v) => (v ? normalizePhone(v) : ''))
  .refine((v) => v === '' || /^\d{10}$/.test(v), PLACE_MESSAGES.phoneInvalid)
  .transform((v) => v || null);

/** Body of POST /api/places and PUT /api/places/{id}; the web form uses it too. */
export const placeInputSchema = z.object({
  label: requiredTrimmed(PLACE_MESSAGES.labelRequired, PLACE_LABEL_MAX, PLACE_MESSAGES.labelTooLong),
  address: requiredTrimmed(
    PLACE_MESSAGES.addressRequired,
    TEXT_MAX.address,
    PLACE_MESSAGES.addressTooLong,
  ).refine((v) => v.length >= ADDRESS_MIN_LENGTH, PLACE_MESSAGES.addressTooShort),
  contactName: boundedText(TEXT_MAX.name, PLACE_MESSAGES.contactNameTooLong)
    .optional()
    .nullable()
    .transform((v) => v || null),
  contactPhone: optionalPhone,
  lat: coordinate(PLACE_BOUNDS.minLat, PLACE_BOUNDS.maxLat),
  lon: coordinate(PLACE_BOUNDS.minLon, PLACE_BOUNDS.maxLon),
});
export type PlaceInput = z.input<typeof placeInputSchema>;
export type PlacePayload = z.output<typeof placeInputSchema>;

export const placeSchema = z.object({
  id: z.string().max(RESPONSE_TEXT_MAX.id),
  label: z.string().max(RESPONSE_TEXT_MAX.address),
  address: z.string().max(RESPONSE_TEXT_MAX.address),
  contactName: z.string().max(RESPONSE_TEXT_MAX.name).nullable(),
  contactPhone: z.string().max(RESPONSE_TEXT_MAX.phone).nullable(),
  lat: z.number(),
  lon: z.number(),
  /** `XXX-XXX-XXXX`, derived from the pin. */
  digipin: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  /** The nearest gazetteer locality, for display ('Okhla Industrial Area Phase 2, Delhi'); null when none is near. */
  near: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  createdAt: z.string().max(RESPONSE_TEXT_MAX.instant),
  updatedAt: z.string().max(RESPONSE_TEXT_MAX.instant),
});
export type Place = z.infer<typeof placeSchema>;

export const placeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ place: placeSchema }),
});
export const placeListResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ places: z.array(placeSchema) }),
});

/** GET /api/places/locate?lat=&lon=: what a pin is near, and its DIGIPIN, while the user drags it. */
export const pinQuerySchema = z.object({
  lat: declareRange(
    z.coerce
      .number({ error: PLACE_MESSAGES.pinRequired })
      .min(PLACE_BOUNDS.minLat, PLACE_MESSAGES.pinOutside)
      .max(PLACE_BOUNDS.maxLat, PLACE_MESSAGES.pinOutside),
    PLACE_BOUNDS.minLat,
    PLACE_BOUNDS.maxLat,
  ),
  lon: declareRange(
    z.coerce
      .number({ error: PLACE_MESSAGES.pinRequired })
      .min(PLACE_BOUNDS.minLon, PLACE_MESSAGES.pinOutside)
      .max(PLACE_BOUNDS.maxLon, PLACE_MESSAGES.pinOutside),
    PLACE_BOUNDS.minLon,
    PLACE_BOUNDS.maxLon,
  ),
});
export const pinResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    digipin: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
    near: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  }),
});

/**
 * A delivery's pickup or drop taken from a saved place: the server looks the place up among the caller's own
 * and routes from its pin (a client's coordinates are never trusted).
 */
export const deliveryPlaceRefsShape = {
  pickupPlaceId: boundedText(ID_MAX_LENGTH, 'Place id must be at most 64 characters')
    .optional()
    .nullable()
    .transform((v) => v || undefined),
  deliveryPlaceId: boundedText(ID_MAX_LENGTH, 'Place id must be at most 64 characters')
    .optional()
    .nullable()
    .transform((v) => v || undefined),
};
export const deliveryPlaceRefsSchema = z.object(deliveryPlaceRefsShape);
export type DeliveryPlaceRefs = z.output<typeof deliveryPlaceRefsSchema>;

/** Below this confidence the geocoder is unsure where the address is. */
export const PIN_CONFIRM_BELOW_CONFIDENCE = 0.6;
export type GeocodePrecision = 'exact' | 'locality' | 'pincode' | 'district';

/**
 * True when a geocoder answer is too coarse to price from without the user's say: an unsure match, or only a
 * pincode's or district's centre. The wizard then asks the user to confirm the pin on the map.
 */
export function needsPinConfirmation(answer: {
  confidence: number;
  precision?: GeocodePrecision | null;
}): boolean {
  return (
    answer.confidence < PIN_CONFIRM_BELOW_CONFIDENCE ||
    answer.precision === 'pincode' ||
    answer.precision === 'district'
  );
}

/** GET /api/places/resolve?q=: where an address lands, how sure that is, and its DIGIPIN. */
export const resolveQuerySchema = z.object({
  q: requiredTrimmed(PLACE_MESSAGES.addressRequired, TEXT_MAX.address, PLACE_MESSAGES.addressTooLong),
});
export const resolvedAddressSchema = z.object({
  lat: z.number(),
  lon: z.number(),
  displayName: z.string().max(RESPONSE_TEXT_MAX.address),
  confidence: z.number(),
  precision: z.enum(['exact', 'locality', 'pincode', 'district']).nullable(),
  needsConfirmation: z.boolean(),
  digipin: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
  near: z.string().max(RESPONSE_TEXT_MAX.text).nullable(),
});
export type ResolvedAddress = z.infer<typeof resolvedAddressSchema>;
export const resolveResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ resolved: resolvedAddressSchema.nullable() }),
});
export type DeliveryPlaceRefsInput = z.input<typeof deliveryPlaceRefsSchema>;
