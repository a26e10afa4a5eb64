import { EMPTY_MEMORY, type ConversationMemory } from '@logisaathi/assistant';

/**
 * Chat memory per sign-in session (so 'aur uska status?' can refer to the previous answer). It lives in this
 * process only, on purpose: it is a few ids per session, worth nothing after the session, and keeping it out of
 * the database means no chat text or shipment ids are persisted. The cost is that with several API processes a
 * follow-up that lands on another process starts fresh; the engine then answers it as a new question.
 *
 * Bounded both ways: an idle conversation expires after `ttlMs`, and at most `maxEntries` conversations are
 * kept, least recently used evicted first (a Map iterates in insertion order and every touch re-inserts).
 */
export interface ConversationStore {
  get(key: string, nowMs?: number): ConversationMemory;
  set(key: string, memory: ConversationMemory, nowMs?: number): void;
  readonly size: number;
}

export interface ConversationStoreOptions {
  ttlMs?: number;
  maxEntries?: number;
}

/** Idle time after which a conversation is forgotten: longer than a coffee break, shorter than a workday. */
export const CONVERSATION_TTL_MS = 30 * 60_000;
/** Entries are a few hundred bytes, so this caps the store at a few megabytes. */
export const CONVERSATION_MAX_ENTRIES = 10_000;

/** The key of one conversation: the user and the sign-in (refresh-token family) it happens in. */
export function conversationKey(userId: string, sessionFamily: string): string {
  return `${userId}:${sessionFamily}`;
}

export function createConversationStore({
  ttlMs = CONVERSATION_TTL_MS,
  maxEntries = CONVERSATION_MAX_ENTRIES,
}: ConversationStoreOptions = {}): ConversationStore {
  const entries = new Map<string, { memory: ConversationMemory; expiresAtMs: number }>();
  return {
    get(key, nowMs = Date.now()) {
      const entry = entries.get(key);
      if (!entry) return EMPTY_MEMORY;
      if (entry.expiresAtMs <= nowMs) {
        entries.delete(key);
        return EMPTY_MEMORY;
      }
      return entry.memory;
    },
    set(key, memory, nowMs = Date.now()) {
      entries.delete(key);
      entries.set(key, { memory, expiresAtMs: nowMs + ttlMs });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
