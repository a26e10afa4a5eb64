import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '@/components/ui/field';
import { downloadBillingPdf } from '../api/download-billing-pdf';

/** A button that fetches a file, saying so while it works and if it fails. */
export function FileDownloadButton({
  download,
  label,
  accessibleName,
}: {
  download: () => Promise<void>;
  label: string;
  /** When the visible label alone is ambiguous on a list ('Download PDF' of which document). */
  accessibleName?: string;
}) {
  const { t } = useTranslation('billing');
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const onClick = async () => {
    setIsBusy(true);
    setError(null);
    try {
      await download();
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
        onClick={onClick}
        disabled={isBusy}
        aria-label={accessibleName}
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

/** Downloads one document's PDF (invoice, credit note, consignment note, receipt). */
export function DownloadButton({ pdfUrl, number, label }: { pdfUrl: string; number: string; label: string }) {
  const { t } = useTranslation('billing');
  return (
    <FileDownloadButton
      download={() => downloadBillingPdf(pdfUrl, number)}
      label={label}
      accessibleName={t('download.label', { label, number })}
    />
  );
}
