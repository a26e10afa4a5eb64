import { useId, type FormEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { isSendableChatMessage } from '@logisaathi/domain';
import { inputClass, primaryButtonClass } from '@/components/ui/field';

/** The text box and Send. Blank text cannot be sent (spec section 5); nor can a second message before the reply. */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  isWaiting,
  inputRef,
}: {
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: (text: string) => boolean;
  isWaiting: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('assistant');
  const id = useId();
  const canSend = isSendableChatMessage(draft) && !isWaiting;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend && onSend(draft)) onDraftChange('');
    inputRef.current?.focus();
  };

  return (
    <form onSubmit={submit} className="flex items-end gap-2 border-t border-slate-200 p-3">
      <label htmlFor={id} className="sr-only">
        {t('composer.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        autoComplete="off"
        enterKeyHint="send"
        maxLength={1000}
        placeholder={t('composer.placeholder')}
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        className={`${inputClass} min-w-0 flex-1`}
      />
      <button type="submit" disabled={!canSend} className={primaryButtonClass}>
        {t('composer.send')}
      </button>
    </form>
  );
}
