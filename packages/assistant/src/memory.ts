// Conversation memory for one chat session: a small immutable value the caller keeps between turns
// (the web app or API holds it; this package never stores anything). It lets follow-ups such as
// 'aur uska status?' or 'and for 20 kg?' reuse the previous shipment id or quote route.

import type { Entities, Intent, ReplyData, Understanding } from './types';

export interface RememberedQuote {
  weightKg: number | null;
  origin: string | null;
  destination: string | null;
}

export interface ConversationMemory {
  /** Last intent that was not greeting or fallback. */
  lastIntent: Intent | null;
  lastShipmentId: string | null;
  lastQuote: RememberedQuote | null;
}

export const EMPTY_MEMORY: ConversationMemory = { lastIntent: null, lastShipmentId: null, lastQuote: null };

function quoteOf(entities: Entities): RememberedQuote {
  return { weightKg: entities.weightKg, origin: entities.origin, destination: entities.destination };
}

/** The memory after this turn. `data` lets a track answer that found exactly one delivery remember its id. */
export function rememberTurn(
  memory: ConversationMemory,
  understanding: Understanding,
  data: ReplyData = {},
): ConversationMemory {
  const { intent, entities } = understanding;
  const onlyDelivery = data.deliveries?.length === 1 ? data.deliveries[0]?.deliveryId : undefined;
  const isSmallTalk = intent === 'greeting' || intent === 'fallback';
  return {
    lastIntent: isSmallTalk ? memory.lastIntent : intent,
    lastShipmentId: entities.shipmentId ?? onlyDelivery ?? memory.lastShipmentId,
    lastQuote: intent === 'quote' ? quoteOf(entities) : memory.lastQuote,
  };
}
