import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_LABELS, UPLOAD_WAIT_MS, type DocumentKind } from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText, useLanguage } from '@/i18n/use-language';
import { useAlerts } from '@/lib/alerts';
import { useDeleteDocument } from '../api/delete-document';
import { downloadDocument } from '../api/download-document';
import { DOCUMENT_MAX_BYTES, FILE_TOO_LARGE, type CompanyDocument } from '@logisaathi/domain';
import { useUploadDocument } from '../api/upload-document';
import { formatBytes, profileDateTime } from './format';

const ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp';
const small = 'py-1.5 text-sm';
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One document slot. Upload follows spec section 4 (choose, wait 600 ms, upload) with a real upload; a
 * failure adds the spec's 'Upload Failed' alert. The success alert comes from the server.
 */
export function DocumentSlot({
  kind,
  document,
  isLoading,
}: {
  kind: DocumentKind;
  document: CompanyDocument | undefined;
  isLoading: boolean;
}) {
  const { t } = useTranslation('profile');
  const text = useDomainText();
  const { language } = useLanguage();
  const label = text(DOCUMENT_KIND_LABELS[kind]);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { addAlert } = useAlerts();
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [pendingFile, setPendingFile] = useState<File | null>(null);
  const [isWaiting, setIsWaiting] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isUploading = isWaiting || upload.isPending;

  const clearPending = () => {
    setPendingFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setError(null);
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      setError(FILE_TOO_LARGE);
      clearPending();
      return;
    }
    setPendingFile(file);
  };
  const onUpload = async () => {
    if (!pendingFile) return;
    setError(null);
    setIsWaiting(true);
    await wait(UPLOAD_WAIT_MS);
    setIsWaiting(false);
    try {
      await upload.mutateAsync({ kind, file: pendingFile });
      clearPending();
    } catch (err) {
      setError(
        err instanceof Error && err.message ? err.message : t('documents.uploadFailed', { document: label }),
      );
      addAlert({
        type: 'error',
        title: t('documents.uploadFailedAlertTitle'),
        message: t('documents.uploadFailedAlert', { document: label }),
        status: 'pending',
        priority: 'medium',
      });
    }
  };
  const onDownload = async () => {
    if (!document) return;
    setError(null);
    try {
      await downloadDocument(kind, document.fileName);
    } catch (err) {
      setError(err instanceof Error ? err.message : t('documents.downloadFailed'));
    }
  };
  const onDelete = () => {
    setError(null);
    remove.mutate(kind, {
      onSuccess: () => setIsConfirmingDelete(false),
      onError: (err) => setError(err.message || t('documents.deleteFailed')),
    });
  };

  return (
    <div
      className="h-full rounded-lg border border-slate-200 p-4"
      aria-labelledby={`${inputId}-title`}
      role="group"
    >
      <h3 id={`${inputId}-title`} className="font-semibold text-slate-900">
        {label}
      </h3>
      {document ? (
        <div className="mt-2 text-sm text-slate-700">
          <p className="break-all font-medium text-slate-900">{document.fileName}</p>
          <p>
            {formatBytes(document.sizeBytes)} ·{' '}
            {t('documents.uploaded', { when: profileDateTime(document.uploadedAt, language) })}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={`${secondaryButtonClass} ${small}`}
              onClick={onDownload}
              aria-label={t('documents.downloadLabel', { document: label })}
            >
              {t('documents.download')}
            </button>
            {isConfirmingDelete ? (
              <>
                <button
                  type="button"
                  className={`${secondaryButtonClass} ${small} text-red-700`}
                  onClick={onDelete}
                  disabled={remove.isPending}
                >
                  {remove.isPending ? t('documents.deleting') : t('documents.confirmDelete')}
                </button>
                <button
                  type="button"
                  className={`${secondaryButtonClass} ${small}`}
                  onClick={() => setIsConfirmingDelete(false)}
                >
                  {t('documents.keep')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className={`${secondaryButtonClass} ${small} text-red-700`}
                onClick={() => setIsConfirmingDelete(true)}
                aria-label={t('documents.deleteLabel', { document: label })}
              >
                {t('documents.delete')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">
          {isLoading ? t('documents.loading') : t('documents.notUploaded')}
        </p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={ACCEPT}
          className="peer sr-only"
          onChange={onChoose}
          disabled={isUploading}
        />
        <label
          htmlFor={inputId}
          className={`${secondaryButtonClass} ${small} cursor-pointer peer-focus-visible:ring-2 peer-focus-visible:ring-indigo-600 peer-disabled:opacity-60`}
        >
          {t('documents.choose')}
          <span className="sr-only">{t('documents.chooseFor', { document: label })}</span>
        </label>
        <button
          type="button"
          className={`${primaryButtonClass} ${small}`}
          onClick={onUpload}
          disabled={!pendingFile || isUploading}
          aria-label={t('documents.uploadLabel', { document: label })}
        >
          {isUploading ? t('documents.uploading') : document ? t('documents.replace') : t('documents.upload')}
        </button>
        <span className="min-w-0 break-all text-sm text-slate-700" aria-live="polite">
          {pendingFile ? pendingFile.name : t('documents.noFile')}
        </span>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
