import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DISPUTE_REASON_LABELS,
  EXCEPTION_KINDS,
  EXCEPTION_KIND_LABELS,
  EXCEPTION_MESSAGES,
  EXCEPTION_OUTCOMES,
  EXCEPTION_OUTCOME_LABELS,
  EXCEPTION_REASON_LABELS,
  TIME_SLOT_LABELS,
  isTimeSlot,
  resolveExceptionSchema,
  type ExceptionKind,
  type ExceptionOutcome,
  type OpsException,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { formatDay, formatIstDateTime } from '@/lib/format';
import { useExceptions, useResolveException } from '../api/ops-api';

const when = (iso: string) => formatIstDateTime(iso, { dateStyle: 'medium', timeStyle: 'short' });
type FieldName = 'outcome' | 'shipperMessage' | 'partnerMessage';

/** The answer to one exception: an outcome, a message to the business, and one to the partner when there is one. */
function ResolveForm({ exception }: { exception: OpsException }) {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const resolve = useResolveException();
  const [outcome, setOutcome] = useState<ExceptionOutcome | ''>('');
  const [shipperMessage, setShipperMessage] = useState('');
  const [partnerMessage, setPartnerMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const send = (e: FormEvent) => {
    e.preventDefault();
    const parsed = resolveExceptionSchema.safeParse({
      outcome: outcome || undefined,
      shipperMessage,
      ...(exception.partner ? { partnerMessage } : {}),
    });
    const found: Partial<Record<FieldName, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        found[field] ??= issue.message;
      }
    if (exception.partner && !partnerMessage.trim())
      found.partnerMessage ??= EXCEPTION_MESSAGES.partnerMessageRequired;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    resolve.mutate({ id: exception.id, body: parsed.data });
  };
  return (
    <form
      onSubmit={send}
      noValidate
      aria-label={t('exceptions.resolveFor', { id: exception.deliveryId })}
      className="mt-2 space-y-2"
    >
      <Field label={t('exceptions.outcome')} error={errors.outcome}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={outcome}
            onChange={(e) => setOutcome(e.target.value as ExceptionOutcome | '')}
          >
            <option value="">{text(EXCEPTION_MESSAGES.outcomeRequired)}</option>
            {EXCEPTION_OUTCOMES.filter((o) => o !== 'refund' || exception.hasInvoice).map((o) => (
              <option key={o} value={o}>
                {text(EXCEPTION_OUTCOME_LABELS[o])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('exceptions.shipperMessage', { company: exception.company })}
        error={errors.shipperMessage}
      >
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={inputClass}
            value={shipperMessage}
            onChange={(e) => setShipperMessage(e.target.value)}
          />
        )}
      </Field>
      {exception.partner && (
        <Field
          label={t('exceptions.partnerMessage', { partner: exception.partner.name })}
          error={errors.partnerMessage}
        >
          {(props) => (
            <textarea
              {...props}
              rows={2}
              className={inputClass}
              value={partnerMessage}
              onChange={(e) => setPartnerMessage(e.target.value)}
            />
          )}
        </Field>
      )}
      <button type="submit" className={primaryButtonClass} disabled={resolve.isPending}>
        {t('exceptions.resolve')}
      </button>
      <ErrorBox message={resolve.error?.message ?? null} />
    </form>
  );
}

/** What happened, in the words of its kind. */
function Details({ exception: e }: { exception: OpsException }) {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const slot = isTimeSlot(e.timeSlot) ? text(TIME_SLOT_LABELS[e.timeSlot]) : e.timeSlot;
  if (e.kind === 'dispute') {
    const reason = e.reason && e.reason in DISPUTE_REASON_LABELS ? e.reason : 'other';
    return (
      <p className="text-sm">
        <span className="font-medium">
          {text(DISPUTE_REASON_LABELS[reason as keyof typeof DISPUTE_REASON_LABELS])}
        </span>
        {': '}
        {e.description}
      </p>
    );
  }
  if (e.kind === 'failed') {
    const label =
      e.reason && e.reason in EXCEPTION_REASON_LABELS
        ? text(EXCEPTION_REASON_LABELS[e.reason as keyof typeof EXCEPTION_REASON_LABELS])
        : (e.reason ?? t('exceptions.noReason'));
    return (
      <p className="text-sm">
        {label}
        {e.description ? `: ${e.description}` : ''}
      </p>
    );
  }
  if (e.kind === 'late-pickup')
    return (
      <p className="text-sm">
        {t('exceptions.lateDetail', { day: formatDay(e.pickupDate), slot, status: text(e.deliveryStatus) })}
      </p>
    );
  return (
    <p className="text-sm">
      {t(e.positionFlag === 'outside_area' ? 'exceptions.outsideArea' : 'exceptions.farDetail', {
        km: ((e.distanceFromDropM ?? 0) / 1000).toFixed(1),
      })}
    </p>
  );
}

/**
 * Exceptions (issue 33): failed deliveries, late pickups, proofs far from the drop and disputes in one queue,
 * urgent then newest first, filtered by kind; each answered with an outcome and a message to both sides.
 * Resolved ones stay findable under 'Resolved'.
 */
export function ExceptionsScreen() {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const [kind, setKind] = useState<ExceptionKind | ''>('');
  const [status, setStatus] = useState<'open' | 'resolved'>('open');
  const exceptions = useExceptions({ kind, status });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('exceptions.title')}</h1>
      <p className="text-slate-700">{t('exceptions.lead')}</p>
      <div className="flex flex-wrap gap-3">
        <Field label={t('exceptions.show')} className="w-full sm:w-48">
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as 'open' | 'resolved')}
            >
              <option value="open">{t('exceptions.open')}</option>
              <option value="resolved">{t('exceptions.resolved')}</option>
            </select>
          )}
        </Field>
        <Field label={t('exceptions.kind')} className="w-full sm:w-64">
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={kind}
              onChange={(e) => setKind(e.target.value as ExceptionKind | '')}
            >
              <option value="">{t('exceptions.allKinds')}</option>
              {EXCEPTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {text(EXCEPTION_KIND_LABELS[k])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <ErrorBox message={exceptions.error?.message ?? null} />
      {exceptions.data?.length === 0 && (
        <p className="rounded-md bg-white p-4">
          {status === 'open' ? t('exceptions.noneOpen') : t('exceptions.noneResolved')}
        </p>
      )}
      <ul className="space-y-3" aria-label={t('exceptions.listLabel')}>
        {exceptions.data?.map((e) => (
          <li
            key={e.id}
            className="rounded-lg border border-slate-200 bg-white p-4"
            aria-label={`${text(EXCEPTION_KIND_LABELS[e.kind])} ${e.deliveryId}`}
          >
            <p className="flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold">
                {text(EXCEPTION_KIND_LABELS[e.kind])}
              </span>
              {e.urgent && (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                  {t('exceptions.urgent')}
                </span>
              )}
              <span className="font-mono font-semibold">{e.deliveryId}</span>
              <span className="text-sm text-slate-700">{text(e.deliveryStatus)}</span>
            </p>
            <p className="text-sm text-slate-700">
              {t('exceptions.parties', {
                company: e.company,
                partner: e.partner?.name ?? t('exceptions.noPartner'),
              })}
              {' · '}
              {t('exceptions.raised', { when: when(e.raisedAt) })}
            </p>
            <Details exception={e} />
            {e.resolution ? (
              <div className="mt-2 rounded-md bg-green-50 p-2 text-sm" data-testid="resolution">
                <p className="font-medium">
                  {t('exceptions.resolvedBy', {
                    outcome: text(EXCEPTION_OUTCOME_LABELS[e.resolution.outcome]),
                    who: e.resolution.resolvedBy,
                    when: when(e.resolution.resolvedAt),
                  })}
                  {e.resolution.creditNoteNumber &&
                    ` · ${t('exceptions.creditNote', { number: e.resolution.creditNoteNumber })}`}
                </p>
                <p>{t('exceptions.toShipper', { message: e.resolution.shipperMessage })}</p>
                {e.resolution.partnerMessage && (
                  <p>{t('exceptions.toPartner', { message: e.resolution.partnerMessage })}</p>
                )}
              </div>
            ) : (
              <details className="mt-2">
                <summary className="cursor-pointer text-indigo-800">{t('exceptions.answer')}</summary>
                <ResolveForm exception={e} />
              </details>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
