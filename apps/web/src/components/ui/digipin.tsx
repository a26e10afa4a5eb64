import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { encodeDigipin } from '@logisaathi/geo/digipin';

const COPIED_FOR_MS = 2_000;

/**
 * A place's DIGIPIN (India Post's 10-symbol code for a ~4 m square) with a copy button. Give either the code or
 * the point it is derived from; nothing is shown for a point outside India's DIGIPIN box.
 */
export function Digipin({
  code,
  point,
  label = 'DIGIPIN',
  isLabelShown = true,
  className = '',
}: {
  code?: string | null | undefined;
  point?: { lat: number; lon: number } | null | undefined;
  /** Names whose DIGIPIN it is for screen readers and the copy button ('Pickup DIGIPIN'). */
  label?: string;
  /** False where the label is already beside it (a table's heading). */
  isLabelShown?: boolean;
  className?: string;
}) {
  const digipin = code ?? (point ? encodeDigipin(point) : null);
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  if (!digipin) return null;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(digipin);
      setCopied(true);
    } catch (err) {
      console.error('Copy failed', err);
    }
  };

  return (
    <span className={`inline-flex flex-wrap items-center gap-2 text-sm ${className}`}>
      {isLabelShown && <span className="text-slate-700">{label}</span>}
      <span className="font-mono font-semibold tracking-wide text-slate-900" data-testid="digipin">
        {digipin}
      </span>
      <button
        type="button"
        onClick={() => void copy()}
        className="rounded border border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50"
        aria-label={t('digipin.copyLabel', { label, code: digipin })}
      >
        {copied ? t('digipin.copied') : t('digipin.copy')}
      </button>
      <span className="sr-only" aria-live="polite">
        {copied ? t('digipin.copiedSpoken', { label }) : ''}
      </span>
    </span>
  );
}
