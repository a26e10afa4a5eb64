import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * The conversation shown in the widget. It lives in the widget (not the panel) so closing and reopening the
 * panel keeps it; the server keeps the matching memory for follow-ups. One message is answered at a time so
 * the server sees turns in order ('aur uska status?' must follow the question it refers to).
 */
export function useChatConversation() {
  const { t, i18n } = useTranslation('assistant');
  const [turns, setTurns] = useState<ChatEntry[]>([]);
  // The greeting is the widget's own text: it follows the chosen language; the replies follow the question's.
  const welcome = t('widget.welcome');
  const entries = useMemo<ChatEntry[]>(
    () => [
      {
        id: 0,
        author: 'assistant',
        text: welcome,
        ...(i18n.language === 'hi' ? { lang: 'hi' as const } : {}),
      },
      ...turns,
    ],
    [welcome, i18n.language, turns],
  );
  const nextId = useRef(1);
  const { mutateAsync, isPending } = useSendChatMessage();

  const append = useCallback((entry: Omit<ChatEntry, 'id'>) => {
    const id = nextId.current;
    nextId.current += 1;
    setTurns((current) => [...current, { ...entry, id }]);
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
            text: error instanceof Error ? error.message : t('widget.failed'),
            isError: true,
          }),
      );
      return true;
    },
    [append, isPending, mutateAsync, t],
  );

  return { entries, isWaiting: isPending, send };
}
