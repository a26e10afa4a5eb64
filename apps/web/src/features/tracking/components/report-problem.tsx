import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPUTE_REASONS,
  DISPUTE_REASON_LABELS,
  EXCEPTION_KIND_LABELS,
  EXCEPTION_MESSAGES,
  EXCEPTION_OUTCOME_LABELS,
  raiseDisputeSchema,
  type DisputeReason,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { formatIstDateTime } from '@/lib/format';
import { useDeliveryProblems, useRaiseDispute } from '../api/delivery-problems';

const when = (iso: string) => formatIstDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });

/** The form behind 'Report a problem': a reason and a description, checked with the domain's schema. */
function ReportProblemForm({
  deliveryRowId,
  onSent,
  onCancel,
}: {
  deliveryRowId: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const raise = useRaiseDispute(deliveryRowId);
  const [reason, setReason] = useState<DisputeReason | ''>('');
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; description?: string }>({});
  const send = (e: FormEvent) => {
    e.preventDefault();
    const parsed = raiseDisputeSchema.safeParse({ reason: reason || undefined, description });
    if (!parsed.success) {
      const found: { reason?: string; description?: string } = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'reason' || field === 'description') && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    raise.mutate(parsed.data, { onSuccess: onSent });
  };
  return (
    <form onSubmit={send} noValidate aria-label={t('problem.formLabel')} className="space-y-2">
      <Field label={t('problem.reason')} error={errors.reason}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value as DisputeReason | '')}
          >
            <option value="">{t('problem.choose')}</option>
            {DISPUTE_REASONS.map((r) => (
              <option key={r} value={r}>
                {text(DISPUTE_REASON_LABELS[r])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('problem.description')} hint={t('problem.descriptionHint')} error={errors.description}>
        {(props) => (
          <textarea
            {...props}
            rows={3}
            className={inputClass}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButtonClass} disabled={raise.isPending}>
          {raise.isPending ? t('problem.sending') : t('problem.send')}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          {t('problem.cancel')}
        </button>
      </div>
      <ErrorBox message={raise.error?.message ?? null} />
    </form>
  );
}

/**
 * 'Report a problem' on a delivery (issue 33): the business raises a dispute (one open at a time), then sees
 * its status and LogiSaathi operations' answers about the delivery (to a dispute, a failure, a late pickup or a
 * proof far from the drop).
 */
export function ReportProblem({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const problems = useDeliveryProblems(deliveryRowId);
  const [isOpen, setOpen] = useState(false);
  const [justSent, setJustSent] = useState(false);
  if (problems.isPending) return null;
  if (problems.error) return <ErrorBox message={problems.error.message} />;
  const { dispute, answers } = problems.data;
  const hasOpenDispute = dispute?.status === 'open';
  return (
    <section aria-labelledby={`problem-${deliveryRowId}`} className="space-y-2 text-sm">
      <h3 id={`problem-${deliveryRowId}`} className="font-semibold">
        {t('problem.title')}
      </h3>
      {dispute && (
        <div className="rounded-md border border-slate-200 p-2" data-testid="dispute-status">
          <p>
            <span className="font-medium">{text(DISPUTE_REASON_LABELS[dispute.reason])}</span>
            {' · '}
            {t('problem.reportedAt', { when: when(dispute.createdAt) })}
          </p>
          <p className="text-slate-700">{dispute.description}</p>
          <p
            className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${
              hasOpenDispute ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'
            }`}
          >
            {hasOpenDispute ? t('problem.open') : t('problem.resolved')}
          </p>
        </div>
      )}
      {answers.length > 0 && (
        <ul className="space-y-2" aria-label={t('problem.answers')}>
          {answers.map((a) => (
            <li key={`${a.kind}-${a.at}`} className="rounded-md bg-indigo-50 p-2">
              <p className="text-xs text-slate-700">
                {t('problem.answerHeading', {
                  kind: text(EXCEPTION_KIND_LABELS[a.kind]),
                  outcome: text(EXCEPTION_OUTCOME_LABELS[a.outcome]),
                  when: when(a.at),
                })}
              </p>
              <p>{a.message}</p>
            </li>
          ))}
        </ul>
      )}
      <p role="status" aria-live="polite" className="text-green-800">
        {justSent ? text(EXCEPTION_MESSAGES.disputeRaised) : ''}
      </p>
      {!hasOpenDispute &&
        (isOpen ? (
          <ReportProblemForm
            deliveryRowId={deliveryRowId}
            onSent={() => {
              setOpen(false);
              setJustSent(true);
            }}
            onCancel={() => setOpen(false)}
          />
        ) : (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setJustSent(false);
              setOpen(true);
            }}
          >
            {t('problem.report')}
          </button>
        ))}
    </section>
  );
}
