import { useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useChatConversation } from '../hooks/use-chat-conversation';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';

function ChatIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
    >
      <path
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M8 10h8M8 14h5M21 12a9 9 0 0 1-13.2 7.96L3 21l1.1-4.2A9 9 0 1 1 21 12Z"
      />
    </svg>
  );
}

/**
 * The floating assistant (spec section 2 'Chat assistant'), shown to signed-in users only (the layout decides).
 * A non-modal dialog: the page stays usable while the panel is open (copy a shipment id, keep filling a form),
 * so clicks outside do not close it; Escape or the close button do, and focus returns to the round button.
 */
export function ChatWidget() {
  const { t } = useTranslation('assistant');
  const [isOpen, setIsOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const { entries, isWaiting, send } = useChatConversation();
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <>
      {/* Room at the end of every page so the round button never sits on top of the page's last buttons. */}
      <div aria-hidden="true" className="h-20 shrink-0" />
      <Dialog.Root open={isOpen} onOpenChange={setIsOpen} modal={false}>
        <Dialog.Trigger
          aria-label={t('widget.open')}
          className={`fixed bottom-4 right-4 z-40 h-14 w-14 items-center justify-center rounded-full bg-indigo-700 text-white shadow-lg hover:bg-indigo-800 ${
            isOpen ? 'hidden' : 'flex'
          }`}
        >
          <ChatIcon />
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              inputRef.current?.focus();
            }}
            onInteractOutside={(event) => event.preventDefault()}
            className="fixed inset-x-0 bottom-0 z-50 flex h-[min(36rem,85dvh)] flex-col border border-slate-200 bg-white shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-96 sm:rounded-xl"
          >
            <header className="flex items-center justify-between gap-2 bg-indigo-700 sm:rounded-t-xl px-4 py-3 text-white">
              <div>
                <Dialog.Title className="text-base font-semibold">LogiSaathi</Dialog.Title>
                <Dialog.Description className="text-xs text-indigo-100">
                  {t('widget.description')}
                </Dialog.Description>
              </div>
              <Dialog.Close
                aria-label={t('widget.close')}
                className="rounded-md p-1 text-white hover:bg-indigo-800"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2}
                >
                  <path strokeLinecap="round" d="M6 6l12 12M18 6 6 18" />
                </svg>
              </Dialog.Close>
            </header>
            <ChatMessageList entries={entries} isWaiting={isWaiting} />
            <ChatComposer
              draft={draft}
              onDraftChange={setDraft}
              onSend={send}
              isWaiting={isWaiting}
              inputRef={inputRef}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
