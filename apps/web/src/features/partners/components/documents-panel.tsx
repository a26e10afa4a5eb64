import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_DOCUMENT_LABELS,
  PARTNER_DOCUMENT_MAX_BYTES,
  documentUploadFieldsSchema,
  latestExpiry,
  type PartnerDocument,
  type PartnerDocumentKind,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { downloadPartnerDocument } from '../api/download-partner-document';
import { useDocumentStorage } from '../api/get-document-storage';
import { useUploadPartnerDocument, type PartnerDocumentUpload } from '../api/upload-partner-document';
import { formatDay } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const MB = 1024 * 1024;
const REVIEW_CLASS = {
  pending: 'text-amber-900',
  approved: 'text-green-800',
  rejected: 'text-red-800',
} as const;
const STATUS_CLASS = {
  valid: 'bg-green-100 text-green-800',
  expiring: 'bg-amber-100 text-amber-900',
  expired: 'bg-red-100 text-red-800',
} as const;

function UploadForm({
  owner,
  kind,
  onDone,
}: {
  owner: PartnerDocumentUpload['owner'];
  kind: PartnerDocumentKind;
  onDone: () => void;
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const upload = useUploadPartnerDocument();
  const [expiresOn, setExpiresOn] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ expiresOn?: string; file?: string }>({});
  const label = text(PARTNER_DOCUMENT_LABELS[kind]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = documentUploadFieldsSchema(new Date()).safeParse({ kind, expiresOn });
    const next: typeof errors = {};
    if (!parsed.success) next.expiresOn = parsed.error.issues.find((i) => i.path[0] === 'expiresOn')?.message;
    if (!file) next.file = t('documents.chooseFile');
    else if (file.size > PARTNER_DOCUMENT_MAX_BYTES)
      next.file = t('documents.fileTooBig', { mb: PARTNER_DOCUMENT_MAX_BYTES / (1024 * 1024) });
    setErrors(next);
    if (!parsed.success || !file || next.file) return;
    upload.mutate({ owner, kind, expiresOn: parsed.data.expiresOn, file }, { onSuccess: onDone });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="mt-2 space-y-2"
      aria-label={t('documents.uploadForm', { label })}
    >
      <ErrorBox message={upload.error?.message ?? null} />
      <Field label={t('documents.file', { label })} hint={t('documents.fileHint')} error={errors.file}>
        {(p) => (
          <input
            {...p}
            type="file"
            accept={ACCEPT}
            className="block w-full text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        )}
      </Field>
      <Field label={t('documents.expiry', { label })} error={errors.expiresOn}>
        {(p) => (
          <input
            {...p}
            type="date"
            className={inputClass}
            value={expiresOn}
            onChange={(e) => setExpiresOn(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={primaryButtonClass} disabled={upload.isPending}>
        {upload.isPending ? t('documents.uploading') : t('documents.upload')}
      </button>
    </form>
  );
}

function DocumentRow({
  owner,
  kind,
  documents,
}: {
  owner: PartnerDocumentUpload['owner'];
  kind: PartnerDocumentKind;
  documents: readonly PartnerDocument[];
}) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const label = text(PARTNER_DOCUMENT_LABELS[kind]);
  const headingId = useId();
  const [isUploading, setIsUploading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // The copy that counts: the latest expiry among approved ones (or among all, before any is approved).
  const ofKind = documents.filter((d) => d.kind === kind);
  const approved = ofKind.filter((d) => d.reviewStatus === 'approved');
  const counted = approved.length > 0 ? approved : ofKind;
  const expiry = latestExpiry(counted, kind);
  const current = counted.find((d) => d.expiresOn === expiry);
  // The operator's review of the latest upload (issue 33): a new upload reopens review.
  const latest = ofKind.reduce<PartnerDocument | undefined>(
    (a, d) => (!a || d.uploadedAt > a.uploadedAt ? d : a),
    undefined,
  );
  const review = latest?.reviewStatus ?? 'pending';
  return (
    <li aria-labelledby={headingId} className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {label}
        </h3>
        {current ? (
          <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_CLASS[current.status]}`}>
            {t(`documents.status.${current.status}`)}
          </span>
        ) : (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
            {t('documents.missing')}
          </span>
        )}
      </div>
      {latest && (
        <p className={`mt-1 text-sm font-medium ${REVIEW_CLASS[review]}`}>
          {t(`documents.review.${review}`)}
          {review === 'rejected' && latest.reviewReason && (
            <span className="block font-normal">
              {t('documents.review.reason', { reason: latest.reviewReason })}
            </span>
          )}
        </p>
      )}
      {current && (
        <p className="mt-1 text-sm text-slate-700">
          {t('documents.validUntil', { day: formatDay(current.expiresOn) })}
          <button
            type="button"
            className="text-indigo-700 underline"
            onClick={() => {
              setDownloadError(null);
              downloadPartnerDocument(current).catch((err: unknown) =>
                setDownloadError(err instanceof Error ? err.message : t('common.downloadFailed')),
              );
            }}
          >
            {t('documents.download')}
            <span className="sr-only"> {label}</span>
          </button>
        </p>
      )}
      {downloadError && <p className="text-sm text-red-700">{downloadError}</p>}
      {isUploading ? (
        <UploadForm owner={owner} kind={kind} onDone={() => setIsUploading(false)} />
      ) : (
        <button
          type="button"
          className={`${secondaryButtonClass} mt-2 px-3 py-1 text-sm`}
          onClick={() => setIsUploading(true)}
        >
          {current ? t('documents.uploadRenewal') : t('documents.upload')}
          <span className="sr-only"> {label}</span>
        </button>
      )}
    </li>
  );
}

/** The compliance documents of a vehicle or a driver, each with its expiry date; the latest upload of a kind counts. */
export function DocumentsPanel({
  owner,
  kinds,
  documents,
}: {
  owner: PartnerDocumentUpload['owner'];
  kinds: readonly PartnerDocumentKind[];
  documents: readonly PartnerDocument[];
}) {
  const { t } = useTranslation('partners');
  const storage = useDocumentStorage().data;
  return (
    <>
      <ul className="space-y-2" aria-label={t('documents.list')}>
        {kinds.map((kind) => (
          <DocumentRow key={kind} owner={owner} kind={kind} documents={documents} />
        ))}
      </ul>
      {storage && (
        <p className="mt-2 text-sm text-slate-700">
          {t('documents.kept', { count: documents.length, max: storage.perOwnerDocuments })}
          {' · '}
          {t('documents.storageUsed', {
            used: (storage.usedBytes / MB).toFixed(1),
            limit: Math.round(storage.limitBytes / MB),
          })}
        </p>
      )}
    </>
  );
}
