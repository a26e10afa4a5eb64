import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '@/components/ui/field';

/** Copy and WhatsApp buttons for a link and its message (https://wa.me/?text= opens WhatsApp's share sheet). */
export function ShareActions({ url, message, label }: { url: string; message: string; label: string }) {
  const { t } = useTranslation('tracking');
  const [isCopied, setIsCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
      setTimeout(() => setIsCopied(false), 2000);
    } catch {
      window.prompt(t('share.copyPrompt'), url);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
        className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs"
      />
      <button
        type="button"
        className={`${secondaryButtonClass} px-3 py-1 text-sm`}
        onClick={() => void copy()}
      >
        {isCopied ? t('share.copied') : t('share.copy')}
      </button>
      <a
        className={`${secondaryButtonClass} px-3 py-1 text-sm`}
        href={`https://wa.me/?text=${encodeURIComponent(message)}`}
        target="_blank"
        rel="noreferrer"
      >
        {t('share.whatsapp')}
      </a>
    </div>
  );
}
