import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewDocument } from '@logisaathi/domain';
import { fetchFileWithToken } from '@/lib/download-file';

/**
 * The uploaded file itself (keyed by the document, so each one starts empty), fetched with the operator's token (a plain src cannot send it): a PDF in the
 * browser's own viewer, an image as an image.
 */
export function DocumentViewer({ document, title }: { document: ReviewDocument; title: string }) {
  const { t } = useTranslation('ops');
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let objectUrl: string | null = null;
    let isCancelled = false;
    fetchFileWithToken(document.fileUrl)
      .then((blob) => {
        if (isCancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      })
      .catch((err: unknown) => {
        if (!isCancelled) setError(err instanceof Error ? err.message : t('verification.fileFailed'));
      });
    return () => {
      isCancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document.fileUrl, t]);

  if (error) return <p className="text-sm text-red-700">{error}</p>;
  if (!url) return <p className="text-sm text-slate-600">{t('verification.fileLoading')}</p>;
  return document.mimeType === 'application/pdf' ? (
    <iframe
      title={title}
      src={url}
      className="h-[70vh] min-h-80 w-full rounded border border-slate-300 bg-white"
    />
  ) : (
    <img
      src={url}
      alt={title}
      className="max-h-[70vh] w-full rounded border border-slate-300 bg-white object-contain"
    />
  );
}
