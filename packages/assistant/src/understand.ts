// The first half of a chat turn: what the user asked, in which language, with which details, and what data
// the API must fetch. The API then fetches it and calls composeReply (compose-reply.ts).

import { classifyIntent } from './classify';
import { extractEntities } from './entities';
import { detectLanguage } from './language';
import { EMPTY_MEMORY, type ConversationMemory } from './memory';
import { tokenize } from './normalise';
import type { DataNeed, Entities, Intent, Understanding } from './types';

// Words that point back at the previous turn ('uska status', 'and for 20 kg?').
const FOLLOW_UP_WORDS: ReadonlySet<string> = new Set(
  'uska uski uske usko iska iski iske isko its it that same aur and also what about उसका उसकी उसके उसे इसका इसकी इसके इसे और वो वह'
    .split(' ')
    .map((word) => word.normalize('NFC')),
);

function isFollowUp(message: string): boolean {
  return tokenize(message).some((word) => FOLLOW_UP_WORDS.has(word));
}

function hasQuoteDetails(entities: Entities): boolean {
  return entities.weightKg !== null && entities.origin !== null && entities.destination !== null;
}

function dataNeed(intent: Intent, entities: Entities): DataNeed {
  if (intent === 'track') return 'deliveries';
  return intent === 'quote' && hasQuoteDetails(entities) ? 'quote' : null;
}

export function understand(message: string, memory: ConversationMemory = EMPTY_MEMORY): Understanding {
  const language = detectLanguage(message);
  let entities = extractEntities(message);
  let intent = classifyIntent(message, entities);
  const followsUp = isFollowUp(message);

  if (intent === 'fallback' && followsUp && memory.lastIntent !== null) intent = memory.lastIntent;

  // 'and for 20 kg?' after a quote: a new weight or new places, the rest from the previous quote.
  const namesQuoteDetail = entities.weightKg !== null || entities.origin !== null;
  const quoteFollowUp = ['fallback', 'price', 'quote'].includes(intent) && namesQuoteDetail;
  if (memory.lastIntent === 'quote' && memory.lastQuote !== null && quoteFollowUp) {
    intent = 'quote';
    entities = {
      ...entities,
      weightKg: entities.weightKg ?? memory.lastQuote.weightKg,
      origin: entities.origin ?? memory.lastQuote.origin,
      destination: entities.destination ?? memory.lastQuote.destination,
    };
  }

  if (intent === 'track' && entities.shipmentId === null && followsUp && memory.lastShipmentId !== null) {
    entities = { ...entities, shipmentId: memory.lastShipmentId };
  }

  return { message, language, intent, entities, needs: dataNeed(intent, entities) };
}
