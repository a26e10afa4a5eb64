// @logisaathi/assistant: the chat assistant's intent engine (English, Hindi in Devanagari, Hinglish).
// Pure TypeScript, no I/O. One chat turn in the API:
//   const understanding = understand(message, memory);      // language, intent, entities, needs
//   const data = needs === 'deliveries' ? { deliveries } : needs === 'quote' ? { quote } : {};  // API fetches
//   const { reply, intent, language } = composeReply(understanding, data);
//   memory = rememberTurn(memory, understanding, data);     // kept per chat session by the caller
export { classifyIntent, scoreIntents, MIN_INTENT_SCORE, type IntentScores } from './classify';
export { composeReply, reply, type ReplyInput } from './compose-reply';
export { extractEntities, extractRoute, extractShipmentId, extractWeightKg } from './entities';
export { detectLanguage, languageEvidence, type LanguageEvidence } from './language';
export { EMPTY_MEMORY, rememberTurn, type ConversationMemory, type RememberedQuote } from './memory';
export { understand } from './understand';
export {
  INTENTS,
  LANGUAGES,
  type AssistantReply,
  type DataNeed,
  type DeliverySummary,
  type Entities,
  type Intent,
  type Language,
  type QuoteOutcome,
  type ReplyData,
  type Understanding,
} from './types';
