import { CHAT_INTENTS, CHAT_LANGUAGES } from '@logisaathi/domain';

/** The assistant's languages and intents are the chat contract's (packages/domain contact.ts). */
export const LANGUAGES = CHAT_LANGUAGES;
/** 'hi' is Hindi in Devanagari; 'hinglish' is Hindi (often mixed with English) typed in Latin script. */
export type Language = (typeof LANGUAGES)[number];

export const INTENTS = CHAT_INTENTS;
export type Intent = (typeof INTENTS)[number];

export interface Entities {
  /** Upper-cased LogiSaathi delivery id, e.g. 'LS7K2P9Q'. */
  shipmentId: string | null;
  weightKg: number | null;
  /** Place text as the user typed it; the API geocodes it. */
  origin: string | null;
  destination: string | null;
}

/** What the API must fetch before it can compose the reply. */
export type DataNeed = 'deliveries' | 'quote' | null;

export interface Understanding {
  message: string;
  language: Language;
  intent: Intent;
  entities: Entities;
  needs: DataNeed;
}

/** One of the user's deliveries, flattened by the API for the reply. */
export interface DeliverySummary {
  deliveryId: string;
  /** Status as stored, e.g. 'Scheduled', 'In Transit', 'Delivered'. */
  status: string;
  from: string;
  to: string;
  /** Time slot label such as '15-18'. */
  slot: string | null;
  /** Delivery date as the API wants it shown, e.g. '2025-06-14'. */
  date: string | null;
}

export type QuoteOutcome =
  | { kind: 'priced'; distanceKm: number; priceInr: number; pooledPriceInr: number; savingsInr: number }
  | { kind: 'missing-weight' }
  | { kind: 'missing-addresses' }
  /** `place` names the text that could not be resolved, when the API knows which one. */
  | { kind: 'location-not-found'; place: string | null }
  | { kind: 'unavailable' };

/** Data the API fetched for the understanding's `needs`. Absent fields mean "not fetched". */
export interface ReplyData {
  deliveries?: readonly DeliverySummary[];
  quote?: QuoteOutcome;
}

export interface AssistantReply {
  reply: string;
  intent: Intent;
  language: Language;
}
