// The shape every language's reply texts follow. Texts are data (reply-texts-en.ts, -hi.ts, -hinglish.ts);
// compose-reply.ts picks and fills them. Product facts come from constants.ts so all three stay in step.

import type { DeliverySummary, Entities } from './types';

export interface PricedQuote {
  weightKg: number;
  origin: string;
  destination: string;
  distanceKm: number;
  priceInr: number;
  pooledPriceInr: number;
  savingsInr: number;
}

export interface ReplyTexts {
  greeting: string;
  msme: string;
  features: string;
  profile: string;
  delivery: string;
  price: string;
  warehouse: string;
  truck: string;
  alerts: string;
  contact: string;
  about: string;
  signup: string;
  login: string;
  fallback: string;
  deliveriesUnavailable: string;
  noDeliveries: string;
  shipmentNotFound: (shipmentId: string) => string;
  oneDelivery: (delivery: DeliverySummary) => string;
  deliveryList: (lines: readonly string[], moreCount: number) => string;
  deliveryLine: (delivery: DeliverySummary) => string;
  quoteNeedsDetails: (entities: Entities) => string;
  quotePriced: (quote: PricedQuote) => string;
  quoteLocationNotFound: (place: string | null) => string;
  quoteUnavailable: string;
}

/** 12.0 -> '12', 12.345 -> '12.3': distances and weights are shown with at most one decimal. */
export function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** ', 2025-06-14, slot 15-18' style tail; `slotWord` is the language's word for a time slot. */
export function whenText(delivery: DeliverySummary, slotWord: string): string {
  const parts = [delivery.date, delivery.slot === null ? null : `${slotWord} ${delivery.slot}`];
  return parts
    .filter((part): part is string => part !== null && part.length > 0)
    .map((part) => `, ${part}`)
    .join('');
}
