import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PARTNER_DOCUMENT_LABELS,
  reasonSchema,
  type DocumentReviewStatus,
  type ReviewDocument,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { formatDay, formatIstDateTime } from '@/lib/format';
import { useReviewDocument, useReviewQueue } from '../api/ops-api';
import { DocumentViewer } from './document-viewer';

const STATUSES: readonly DocumentReviewStatus[] = ['pending', 'approved', 'rejected'];

function subjectOf(d: ReviewDocument): string {
  return d.registrationDisplay ?? d.driverName ?? '';
}

function Decision({ document, onDone }: { document: ReviewDocument; onDone: () => void }) {
  const { t } = useTranslation('ops');
  const review = useReviewDocument();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reject = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    review.mutate(
      { id: document.id, decision: { approve: false, reason: parsed.data } },
      { onSuccess: onDone },
    );
  };
  return (
    <div className="space-y-3">
      <ErrorBox message={review.error?.message ?? null} />
      <button
        type="button"
        className={primaryButtonClass}
        disabled={review.isPending}
        onClick={() => review.mutate({ id: document.id, decision: { approve: true } }, { onSuccess: onDone })}
      >
        {t('verification.approve')}
      </button>
      <form onSubmit={reject} noValidate className="space-y-2">
        <Field label={t('verification.reason')} hint={t('verification.reasonHint')} error={error}>
          {(props) => (
            <textarea
              {...props}
              rows={2}
              className={inputClass}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={secondaryButtonClass} disabled={review.isPending}>
          {t('verification.reject')}
        </button>
      </form>
    </div>
  );
}

/**
 * The verification queue (issue 33): partners' documents waiting for review, oldest first, each opened beside
 * the list with its file; approve, or reject with the reason the partner will read. Approved and rejected
 * documents are one switch away.
 */
export function VerificationScreen() {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const [status, setStatus] = useState<DocumentReviewStatus>('pending');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const queue = useReviewQueue(status);
  const headingId = useId();
  const documents = queue.data ?? [];
  const selected = documents.find((d) => d.id === selectedId) ?? null;
  const labelOf = (d: ReviewDocument) => `${text(PARTNER_DOCUMENT_LABELS[d.kind])} · ${subjectOf(d)}`;

  return (
    <div className="space-y-4">
      <h1 id={headingId} className="text-2xl font-bold">
        {t('verification.title')}
      </h1>
      <div role="group" aria-label={t('verification.filter')} className="flex flex-wrap gap-2">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setSelectedId(null);
            }}
            className={status === s ? primaryButtonClass : secondaryButtonClass}
          >
            {t(`verification.status.${s}`)}
          </button>
        ))}
      </div>
      <ErrorBox message={queue.error?.message ?? null} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-label={t('verification.list')}>
          {queue.isPending ? (
            <p className="text-slate-600">{t('layout.loading')}</p>
          ) : documents.length === 0 ? (
            <p className="rounded-md bg-white p-4 text-slate-700">{t(`verification.empty.${status}`)}</p>
          ) : (
            <ul className="space-y-2">
              {documents.map((d) => (
                <li key={d.id}>
                  <button
                    type="button"
                    aria-current={d.id === selectedId ? 'true' : undefined}
                    onClick={() => setSelectedId(d.id)}
                    className={`w-full rounded-md border p-3 text-left ${d.id === selectedId ? 'border-indigo-600 bg-indigo-50' : 'border-slate-200 bg-white hover:bg-slate-50'}`}
                  >
                    <span className="block font-semibold">{labelOf(d)}</span>
                    <span className="block text-sm text-slate-700">
                      {d.partnerName} · {d.partnerEmail}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {t('verification.uploaded', {
                        at: formatIstDateTime(d.uploadedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                      })}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        {selected && (
          <section
            aria-label={t('verification.details')}
            className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
          >
            <h2 className="text-lg font-semibold">{labelOf(selected)}</h2>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-slate-600">{t('verification.partner')}</dt>
              <dd>
                {selected.partnerName} ({selected.partnerEmail})
              </dd>
              <dt className="text-slate-600">{t('verification.expires')}</dt>
              <dd>{formatDay(selected.expiresOn)}</dd>
              {selected.licenceNumber && (
                <>
                  <dt className="text-slate-600">{t('verification.licenceNumber')}</dt>
                  <dd>{selected.licenceNumber}</dd>
                </>
              )}
              <dt className="text-slate-600">{t('verification.file')}</dt>
              <dd className="break-all">
                {t('verification.fileSize', {
                  name: selected.fileName,
                  kb: Math.ceil(selected.sizeBytes / 1024),
                })}
              </dd>
              {selected.reviewReason && (
                <>
                  <dt className="text-slate-600">{t('verification.reasonGiven')}</dt>
                  <dd>{selected.reviewReason}</dd>
                </>
              )}
            </dl>
            <DocumentViewer key={selected.id} document={selected} title={labelOf(selected)} />
            {selected.reviewStatus === 'pending' && (
              <Decision
                // One decision per document: a refusal's error or a pending request never carries over to the next.
                key={`decision-${selected.id}`}
                document={selected}
                // A decision that lands after the operator opened another document leaves that one open.
                onDone={() => setSelectedId((id) => (id === selected.id ? null : id))}
              />
            )}
          </section>
        )}
      </div>
    </div>
  );
}
