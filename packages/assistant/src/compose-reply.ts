// The second half of a chat turn: a short reply in the language and script of the question, filled with
// the data the API fetched for `needs`. Pure: same input, same text.

import { MAX_LISTED_DELIVERIES } from './constants';
import { ENGLISH_TEXTS } from './reply-texts-en';
import { HINDI_TEXTS } from './reply-texts-hi';
import { HINGLISH_TEXTS } from './reply-texts-hinglish';
import type { ReplyTexts } from './reply-texts';
import type {
  AssistantReply,
  DeliverySummary,
  Entities,
  Intent,
  Language,
  QuoteOutcome,
  ReplyData,
  Understanding,
} from './types';

const TEXTS: Readonly<Record<Language, ReplyTexts>> = {
  en: ENGLISH_TEXTS,
  hi: HINDI_TEXTS,
  hinglish: HINGLISH_TEXTS,
};

export interface ReplyInput {
  intent: Intent;
  language: Language;
  entities: Entities;
  data?: ReplyData;
}

function trackReply(
  texts: ReplyTexts,
  entities: Entities,
  deliveries: readonly DeliverySummary[] | undefined,
): string {
  if (deliveries === undefined) return texts.deliveriesUnavailable;
  if (entities.shipmentId !== null) {
    const wanted = entities.shipmentId.toUpperCase();
    const match = deliveries.find((delivery) => delivery.deliveryId.toUpperCase() === wanted);
    return match === undefined ? texts.shipmentNotFound(entities.shipmentId) : texts.oneDelivery(match);
  }
  const [first] = deliveries;
  if (first === undefined) return texts.noDeliveries;
  if (deliveries.length === 1) return texts.oneDelivery(first);
  const shown = deliveries.slice(0, MAX_LISTED_DELIVERIES);
  return texts.deliveryList(
    shown.map((delivery) => texts.deliveryLine(delivery)),
    deliveries.length - shown.length,
  );
}

function quoteReply(texts: ReplyTexts, entities: Entities, quote: QuoteOutcome | undefined): string {
  const { weightKg, origin, destination } = entities;
  if (weightKg === null || origin === null || destination === null) return texts.quoteNeedsDetails(entities);
  switch (quote?.kind) {
    case 'priced':
      return texts.quotePriced({ ...quote, weightKg, origin, destination });
    case 'location-not-found':
      return texts.quoteLocationNotFound(quote.place);
    case 'missing-weight':
      return texts.quoteNeedsDetails({ ...entities, weightKg: null });
    case 'missing-addresses':
      return texts.quoteNeedsDetails({ ...entities, origin: null, destination: null });
    default:
      return texts.quoteUnavailable;
  }
}

/** The reply text for an intent in a language, given the entities and the data fetched for it. */
export function reply({ intent, language, entities, data = {} }: ReplyInput): string {
  const texts = TEXTS[language];
  switch (intent) {
    case 'track':
      return trackReply(texts, entities, data.deliveries);
    case 'quote':
      return quoteReply(texts, entities, data.quote);
    default:
      return texts[intent];
  }
}

export function composeReply(understanding: Understanding, data: ReplyData = {}): AssistantReply {
  const { intent, language, entities } = understanding;
  return { reply: reply({ intent, language, entities, data }), intent, language };
}
