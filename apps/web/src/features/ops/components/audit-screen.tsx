import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { downloadWithToken } from '@/lib/download-file';
import { formatIstDateTime } from '@/lib/format';
import { auditCsvUrl, useAuditLog } from '../api/ops-api';

const AT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

/** The audit log (issue 33): every operator action, newest first, filtered and exported as CSV. */
export function AuditScreen() {
  const { t } = useTranslation('ops');
  const [action, setAction] = useState('');
  const [q, setQ] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const log = useAuditLog({ action, q: q.trim() });
  const entries = log.data ?? [];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('audit.title')}</h1>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => {
            setExportError(null);
            downloadWithToken(auditCsvUrl({ action, q: q.trim() }), 'logisaathi-audit-log.csv').catch(
              (err: unknown) => setExportError(err instanceof Error ? err.message : t('audit.exportFailed')),
            );
          }}
        >
          {t('audit.export')}
        </button>
      </div>
      <ErrorBox message={exportError ?? log.error?.message ?? null} />
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('audit.action')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={action}
              onChange={(e) => setAction(e.target.value)}
            >
              <option value="">{t('audit.allActions')}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {t(`audit.actions.${a}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('audit.search')}>
          {(props) => (
            <input
              {...props}
              type="search"
              className={inputClass}
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          )}
        </Field>
      </div>
      {log.isPending ? (
        <p className="text-slate-600">{t('layout.loading')}</p>
      ) : entries.length === 0 ? (
        <p className="rounded-md bg-white p-4 text-slate-700">{t('audit.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('audit.title')}>
          {entries.map((entry) => (
            <li key={entry.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
              <div className="flex flex-wrap justify-between gap-2">
                <span className="font-semibold">
                  {t(`audit.actions.${entry.action}` as 'audit.actions.document.approved', {
                    defaultValue: entry.action,
                  })}
                </span>
                <time dateTime={entry.at} className="text-slate-600">
                  {formatIstDateTime(entry.at, AT_FORMAT)}
                </time>
              </div>
              <p className="text-slate-700">
                {entry.actorEmail} · {entry.targetType}{' '}
                <span className="break-all font-mono text-xs">{entry.targetId}</span>
              </p>
              {entry.reason && <p>{t('audit.reason', { reason: entry.reason })}</p>}
              <details className="mt-1">
                <summary className="cursor-pointer text-indigo-800">{t('audit.details')}</summary>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <div>
                    <p className="font-medium">{t('audit.before')}</p>
                    <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">
                      {JSON.stringify(entry.before, null, 2)}
                    </pre>
                  </div>
                  <div>
                    <p className="font-medium">{t('audit.after')}</p>
                    <pre className="overflow-x-auto rounded bg-slate-100 p-2 text-xs">
                      {JSON.stringify(entry.after, null, 2)}
                    </pre>
                  </div>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
