import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEntry } from '../hooks/use-chat-conversation';

/**
 * Hindi bubbles put the bundled Noto Sans Devanagari first (imported globally in index.css), so the script
 * renders the same on every device instead of in whatever Devanagari font the system happens to have; its
 * Latin letters keep mixed lines ('LogiSaathi', 'Micro-Warehouse') in one consistent face.
 */
const DEVANAGARI_FONT = "[font-family:'Noto_Sans_Devanagari',var(--font-sans)]";

function bubbleClass(entry: ChatEntry): string {
  const side =
    entry.author === 'user'
      ? 'ml-auto rounded-br-sm bg-indigo-700 text-white'
      : entry.isError
        ? 'mr-auto rounded-bl-sm border border-red-200 bg-red-50 text-red-800'
        : 'mr-auto rounded-bl-sm bg-slate-100 text-slate-900';
  return `max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3 py-2 text-sm leading-relaxed ${side} ${
    entry.lang === 'hi' ? DEVANAGARI_FONT : ''
  }`;
}

export function ChatMessageList({
  entries,
  isWaiting,
}: {
  entries: readonly ChatEntry[];
  isWaiting: boolean;
}) {
  const { t } = useTranslation('assistant');
  const endRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    endRef.current?.scrollIntoView({ block: 'end' });
  }, [entries.length, isWaiting]);

  return (
    <div className="flex-1 overflow-y-auto px-4 py-3">
      <ol role="log" aria-live="polite" aria-label={t('log.label')} className="flex flex-col gap-2">
        {entries.map((entry) => (
          <li key={entry.id} lang={entry.lang} className={bubbleClass(entry)}>
            <span className="sr-only">{entry.author === 'user' ? t('log.you') : t('log.assistant')}</span>
            {entry.text}
          </li>
        ))}
      </ol>
      {/* Outside the log so the indicator itself is not read out; the reply is, when it arrives. */}
      {isWaiting && (
        <p
          aria-hidden="true"
          className="mt-2 flex w-14 items-center justify-center gap-1 rounded-2xl bg-slate-100 py-3"
        >
          {[0, 150, 300].map((delay) => (
            <span
              key={delay}
              className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-500"
              style={{ animationDelay: `${delay}ms` }}
            />
          ))}
        </p>
      )}
      <div ref={endRef} />
    </div>
  );
}
