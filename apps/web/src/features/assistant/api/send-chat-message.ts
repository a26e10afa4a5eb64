import { useMutation } from '@tanstack/react-query';
import { CHAT_REPLY_DELAY_MS, type chatResponseSchema } from '@logisaathi/domain';
import { api, type Answer } from '@/lib/api-client';

export type ChatReply = Answer<typeof chatResponseSchema>['data'];

/** POST /api/chat: the server understands the message, looks up the user's own data and answers. */
export const sendChatMessage = (message: string) =>
  api.post<typeof chatResponseSchema>('/api/chat', { message }).then((r) => r.data);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Settles no earlier than `ms` after the call, with the work's own outcome. The request starts at once, so a
 * slow answer is not delayed further; a fast one still waits, because the reply delay is part of the
 * specified experience (spec section 9: chat reply delay 700 ms) and reads as the assistant 'typing'.
 */
export async function settleNoEarlierThan<T>(work: Promise<T>, ms: number): Promise<T> {
  const [outcome] = await Promise.allSettled([work, wait(ms)]);
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}

export function useSendChatMessage() {
  return useMutation({
    mutationFn: (message: string) => settleNoEarlierThan(sendChatMessage(message), CHAT_REPLY_DELAY_MS),
  });
}
