import { useCallback, useRef, useState } from 'react';
import { chatMessageSchema } from '@logisaathi/domain';
import { useSendChatMessage } from '../api/send-chat-message';

export interface ChatEntry {
  id: number;
  author: 'user' | 'assistant';
  text: string;
  /** BCP 47 tag when the text is Hindi in Devanagari, so screen readers pick a Hindi voice. */
  lang?: 'hi';
  isError?: boolean;
}

const DEVANAGARI = /[\u0900-\u097F]/;

export const WELCOME_TEXT =
  "Namaste! I'm the LogiSaathi assistant. Ask me in English, Hindi or Hinglish: track a shipment, get a price " +
  "quote ('10 kg from Okhla to Bawana'), or learn about shared trucks and warehouses.";

/**
 * The conversation shown in the widget. It lives in the widget (not the panel) so closing and reopening the
 * panel keeps it; the server keeps the matching memory for follow-ups. One message is answered at a time so
 * the server sees turns in order ('aur uska status?' must follow the question it refers to).
 */
export function useChatConversation() {
  const [entries, setEntries] = useState<ChatEntry[]>([{ id: 0, author: 'assistant', text: WELCOME_TEXT }]);
  const nextId = useRef(1);
  const { mutateAsync, isPending } = useSendChatMessage();

  const append = useCallback((entry: Omit<ChatEntry, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setEntries((current) => [...current, { ...entry, id }]);
  }, []);

  /** Returns false when nothing was sent (blank text, or a reply still on its way). */
  const send = useCallback(
    (text: string): boolean => {
      const parsed = chatMessageSchema.safeParse(text);
      if (!parsed.success || isPending) return false;
      const message = parsed.data;
      append({ author: 'user', text: message, ...(DEVANAGARI.test(message) ? { lang: 'hi' as const } : {}) });
      mutateAsync(message).then(
        (answer) =>
          append({
            author: 'assistant',
            text: answer.reply,
            ...(answer.language === 'hi' ? { lang: 'hi' as const } : {}),
          }),
        (error: unknown) =>
          append({
            author: 'assistant',
            text: error instanceof Error ? error.message : 'Something went wrong. Please try again.',
            isError: true,
          }),
      );
      return true;
    },
    [append, isPending, mutateAsync],
  );

  return { entries, isWaiting: isPending, send };
}
