import {
  composeReply,
  rememberTurn,
  understand,
  type AssistantReply,
  type ReplyData,
  type Understanding,
} from '@logisaathi/assistant';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { conversationKey, type ConversationStore } from './conversation-store';
import { loadChatDeliveries } from './load-chat-deliveries';
import { withSavedPlaceLabels } from '../places/place-label-geo';
import { quoteChatRoute, type ChatGeo } from './quote-chat-route';

export interface ChatDeps {
  db: DbOrTx;
  geo: ChatGeo | undefined;
  conversations: ConversationStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

export interface ChatSession {
  userId: string;
  /** Refresh-token family: a new sign-in starts a new conversation, a token refresh keeps it. */
  sessionFamily: string;
}

/**
 * Fetches what the understanding needs. A failure here degrades the answer ('couldn't load your deliveries',
 * 'couldn't work out the price') instead of failing the chat: an absent field tells composeReply so.
 */
async function fetchReplyData(
  deps: ChatDeps,
  userId: string,
  understanding: Understanding,
): Promise<ReplyData> {
  try {
    if (understanding.needs === 'deliveries') {
      return { deliveries: await loadChatDeliveries(deps.db, userId, understanding.entities.shipmentId) };
    }
    if (understanding.needs === 'quote') {
      // A saved place named by its label is quoted from its pin (issue 18).
      const geo = deps.geo && withSavedPlaceLabels(deps.db, deps.geo, userId);
      return { quote: await quoteChatRoute(geo, understanding.entities) };
    }
  } catch (err) {
    deps.log.warn({ err, need: understanding.needs }, 'chat data unavailable');
  }
  return {};
}

/** One chat turn: understand the message in the light of the conversation so far, fetch, answer, remember. */
export async function answerChatMessage(
  deps: ChatDeps,
  session: ChatSession,
  message: string,
): Promise<AssistantReply> {
  const key = conversationKey(session.userId, session.sessionFamily);
  const memory = deps.conversations.get(key);
  const understanding = understand(message, memory);
  const data = await fetchReplyData(deps, session.userId, understanding);
  deps.conversations.set(key, rememberTurn(memory, understanding, data));
  return composeReply(understanding, data);
}
