import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EXCEPTION_REASONS,
  EXCEPTION_REASON_LABELS,
  jobExceptionInputSchema,
  type ExceptionReason,
  type Job,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { readPositionOnce } from '@/lib/use-position-reporter';
import { useReportJobException } from '../api/update-job';
import { useDomainText } from '@/i18n/use-language';

/** The delivery could not be completed: the job ends as Failed with this reason, and the shipper is alerted. */
export function JobExceptionForm({ job, onCancel }: { job: Job; onCancel: () => void }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const report = useReportJobException();
  const [reason, setReason] = useState<ExceptionReason | ''>('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isLocating, setIsLocating] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = jobExceptionInputSchema.safeParse({ reason: reason || undefined, note });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'reason')] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setIsLocating(true);
    // Where it went wrong helps the shipper, but a missing position must not block the report.
    const fix = await readPositionOnce();
    setIsLocating(false);
    report.mutate({
      jobId: job.id,
      body: { ...parsed.data, ...(fix ? { lat: fix.lat, lon: fix.lon } : {}) },
    });
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      className="space-y-3"
      aria-label={t('exception.form')}
    >
      <ErrorBox message={report.error?.message ?? null} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('exception.what')}</legend>
        <div className="grid gap-1">
          {EXCEPTION_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="exception-reason"
                checked={reason === r}
                onChange={() => setReason(r)}
              />
              {text(EXCEPTION_REASON_LABELS[r])}
            </label>
          ))}
        </div>
        {errors.reason && <p className="mt-1 text-sm text-red-700">{text(errors.reason)}</p>}
      </fieldset>
      <Field label={t('exception.note')} error={errors.note}>
        {(p) => (
          <textarea
            {...p}
            className={inputClass}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </Field>
      <p className="text-sm text-slate-700">{t('exception.explain')}</p>
      <div className="grid grid-cols-2 gap-2">
        <button type="submit" className={primaryButtonClass} disabled={isLocating || report.isPending}>
          {report.isPending || isLocating ? t('common.sending') : t('exception.markFailed')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('common.back')}
        </button>
      </div>
    </form>
  );
}
