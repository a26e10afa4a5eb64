import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '../../../components/ui/field';
import { downloadBillingPdf } from '../api/download-billing-pdf';

/** A button that downloads one document's PDF, saying so while it works and if it fails. */
export function DownloadButton({ pdfUrl, number, label }: { pdfUrl: string; number: string; label: string }) {
  const { t } = useTranslation('billing');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await downloadBillingPdf(pdfUrl, number);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('download.failed'));
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        className={secondaryButtonClass}
        onClick={download}
        disabled={isBusy}
        aria-label={t('download.label', { label, number })}
      >
        {isBusy ? t('download.busy') : label}
      </button>
      {error && (
        <span role="alert" className="text-xs text-red-700">
          {error}
        </span>
      )}
    </span>
  );
}
