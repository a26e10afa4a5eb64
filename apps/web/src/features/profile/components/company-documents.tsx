import { useTranslation } from 'react-i18next';
import { DOCUMENT_KINDS, STORAGE_KEYS } from '@logisaathi/domain';
import { ErrorBox } from '@/components/ui/field';
import { useDocuments } from '../api/get-documents';
import { useStorageMirror } from '../hooks/use-storage-mirror';
import { DocumentSlot } from './document-slot';
import { formatBytes } from './format';

/** Spec section 2 'Company Documents': five slots, each with Choose and Upload. */
export function CompanyDocuments() {
  const { t } = useTranslation('profile');
  const documents = useDocuments();
  const byKind = new Map((documents.data?.documents ?? []).map((d) => [d.kind, d]));
  const storage = documents.data?.storage;
  useStorageMirror(
    STORAGE_KEYS.uploadedDocuments,
    documents.data
      ? Object.fromEntries(
          documents.data.documents.map((d) => [
            d.kind,
            { name: d.fileName, sizeBytes: d.sizeBytes, uploadedAt: d.uploadedAt },
          ]),
        )
      : undefined,
  );
  return (
    <section
      aria-labelledby="documents-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="documents-title" className="text-xl font-bold text-slate-900">
        {t('documents.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700">{t('documents.lead')}</p>
      {storage && (
        <p className="mb-4 text-sm text-slate-700">
          {t('documents.storageUsed', {
            used: formatBytes(storage.usedBytes),
            limit: formatBytes(storage.limitBytes),
          })}
        </p>
      )}
      {documents.isError && <ErrorBox message={documents.error.message} />}
      <ul className="grid gap-3 lg:grid-cols-2">
        {DOCUMENT_KINDS.map((kind) => (
          <li key={kind}>
            <DocumentSlot kind={kind} document={byKind.get(kind)} isLoading={documents.isPending} />
          </li>
        ))}
      </ul>
    </section>
  );
}
