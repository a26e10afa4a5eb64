/*
 * Binding price quotes (DESIGN 'Places': a quote shown is a quote charged). POST /api/quotes prices a route
 * from what the price reads (the two places, the weight, and the slot whose start the route is planned for)
 * and the server keeps it for QUOTE_VALIDITY_MINUTES; POST /api/deliveries with its id charges exactly its
 * price, and answers 409 with a fresh quote when the quote is expired, unknown or no longer matches.
 */
import { z } from 'zod';
import { ADD_DELIVERY_MESSAGES, deliveryStep1Shape, weightKgSchema } from './add-delivery';
import { dateWithin } from './form-fields';
import { DATE_MAX_DAYS_AHEAD, ID_MAX_LENGTH, RESPONSE_TEXT_MAX, TEXT_MAX } from './limits';
import { CURRENCY } from './pricing';
import { GST_TREATMENTS } from './billing/tax';
import { TIME_SLOTS } from './time-slots';

/** How long a quote's price holds. */
export const QUOTE_VALIDITY_MINUTES = 15;

export const QUOTE_MESSAGES = {
  expired: 'Your price quote has expired. Please check the new price and confirm it.',
  changed: 'The delivery details changed since your price quote. Please check the new price and confirm it.',
  notFound: 'Your price quote was not found. Please check the new price and confirm it.',
  /** An edit of a delivery's addresses or weight sent without a quote for the new price. */
  editRequired: 'This change alters the price. Please check the new price and confirm it.',
  idInvalid: 'Quote id must be a valid id',
  pointInvalid: 'Coordinates must be a latitude from -90 to 90 and a longitude from -180 to 180',
} as const;

/** A pinned point (a saved place's pin); when given it is used instead of geocoding the address. */
export const geoPointSchema = z.object({
  lat: z
    .number({ error: QUOTE_MESSAGES.pointInvalid })
    .min(-90, QUOTE_MESSAGES.pointInvalid)
    .max(90, QUOTE_MESSAGES.pointInvalid),
  lon: z
    .number({ error: QUOTE_MESSAGES.pointInvalid })
    .min(-180, QUOTE_MESSAGES.pointInvalid)
    .max(180, QUOTE_MESSAGES.pointInvalid),
});
export type GeoPointInput = z.infer<typeof geoPointSchema>;

/** A quote id as sent back on a delivery (a UUID; anything else is refused before any lookup). */
export const quoteIdSchema = z.uuid({ error: QUOTE_MESSAGES.idInvalid }).max(ID_MAX_LENGTH);

/** The route's date (the slot's start is the departure the route is planned for). Read at check time. */
const quoteDate = dateWithin(
  () => new Date(),
  { daysBefore: 0, daysAhead: DATE_MAX_DAYS_AHEAD },
  {
    required: ADD_DELIVERY_MESSAGES.dateRequired,
    invalid: ADD_DELIVERY_MESSAGES.dateInvalid,
    outside: 'Delivery date must be from today to a year ahead',
  },
);

export const createQuoteSchema = z.object({
  pickupAddress: deliveryStep1Shape.pickupAddress,
  deliveryAddress: deliveryStep1Shape.deliveryAddress,
  pickupLocation: geoPointSchema.optional(),
  deliveryLocation: geoPointSchema.optional(),
  weight: weightKgSchema,
  deliveryDate: quoteDate,
  deliveryTime: z.enum(TIME_SLOTS, { error: ADD_DELIVERY_MESSAGES.slotInvalid }),
});
export type CreateQuoteInput = z.input<typeof createQuoteSchema>;
export type CreateQuoteRequest = z.output<typeof createQuoteSchema>;

const quotePlaceSchema = z.object({
  address: z.string().max(TEXT_MAX.address),
  placeName: z.string().max(TEXT_MAX.freeText),
  coordinates: z.object({ lat: z.number(), lon: z.number() }),
});

/** Whole rupees (spec section 9 rounds); the parts add up to regularCost. */
export const quotePriceSchema = z.object({
  baseCost: z.number().int(),
  distanceCost: z.number().int(),
  weightCost: z.number().int(),
  specialHandlingCost: z.number().int(),
  regularCost: z.number().int(),
  /** Charged in pooling mode or when a shared truck is booked (spec section 9). */
  pooledCost: z.number().int(),
  savings: z.number().int(),
  currency: z.literal(CURRENCY),
});

const quoteTaxLineSchema = z.object({
  chargedTaxPaise: z.number().int(),
  reverseChargeTaxPaise: z.number().int(),
  payablePaise: z.number().int(),
});

/**
 * The GST of the quoted prices, as the invoice will compute it (billing/tax.ts): the treatment for this shipper
 * (exempt when it has no GSTIN; reverse or forward charge by the operator's model) and, for the regular and the
 * pooled price, the tax on the invoice and the amount payable. The invoice total equals `payablePaise`.
 */
export const quoteTaxSchema = z.object({
  treatment: z.enum(GST_TREATMENTS),
  rateBp: z.number().int(),
  regular: quoteTaxLineSchema,
  pooled: quoteTaxLineSchema,
});
export type QuoteTax = z.infer<typeof quoteTaxSchema>;

export const quoteSchema = z.object({
  id: z.uuid().max(RESPONSE_TEXT_MAX.id),
  pickup: quotePlaceSchema,
  delivery: quotePlaceSchema,
  weightKg: z.number(),
  deliveryDate: z.string().max(10),
  deliveryTime: z.enum(TIME_SLOTS),
  /** km with one decimal: the figure the price is computed from. */
  distanceKm: z.number(),
  durationMin: z.number().int(),
  price: quotePriceSchema,
  tax: quoteTaxSchema,
  createdAt: z.iso.datetime({ offset: true }).max(RESPONSE_TEXT_MAX.instant),
  expiresAt: z.iso.datetime({ offset: true }).max(RESPONSE_TEXT_MAX.instant),
});
export type Quote = z.infer<typeof quoteSchema>;

export const createQuoteResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ quote: quoteSchema }),
});

/** The 409 a delivery gets when its quote cannot bind: the reason, and the fresh quote to confirm. */
export const quoteConflictResponseSchema = z.object({
  success: z.literal(false),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
  errors: z.array(
    z.object({ field: z.string().max(RESPONSE_TEXT_MAX.text), msg: z.string().max(RESPONSE_TEXT_MAX.text) }),
  ),
  quote: quoteSchema,
});
export type QuoteConflictResponse = z.infer<typeof quoteConflictResponseSchema>;

/**
 * An edit's 409: either its price needs confirming (the quote contract above) or the delivery cannot be
 * edited (no longer Scheduled, or changed meanwhile), which carries no quote.
 */
export const deliveryEditConflictResponseSchema = z.union([
  quoteConflictResponseSchema,
  quoteConflictResponseSchema.omit({ quote: true }),
]);

/** An address as a quote stores it: trimmed and single-spaced, its case kept for display. */
export function singleSpacedAddress(address: string): string {
  return address.trim().replace(/\s+/g, ' ');
}

/** Addresses compare as the geocoder reads them: trimmed, single-spaced, any case. */
export function normalizeQuoteAddress(address: string): string {
  return singleSpacedAddress(address).toLowerCase();
}
