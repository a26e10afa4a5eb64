import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPaise, parseRupees, partnerPayoutRequestSchema, reasonSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { formatIstDateTime } from '@/lib/format';
import {
  useCreditInvoice,
  useDecidePayment,
  useOpsPayments,
  useRecordPayout,
  type OpsPayment,
} from '../api/ops-api';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** Rupees as typed ('1,250.50') to paise, by the domain's one reader of typed amounts; null when not an amount. */
function paiseOf(rupees: string): number | null {
  const parsed = parseRupees(rupees);
  return parsed.ok && parsed.paise > 0 ? parsed.paise : null;
}

/** A credit note against an invoice: the reason printed on it and, optionally, the taxable value (₹). */
export function CreditNoteForm({ invoiceId, label }: { invoiceId: string; label: string }) {
  const { t } = useTranslation('ops');
  const credit = useCreditInvoice();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    const taxablePaise = paiseOf(amount) ?? undefined;
    credit.mutate({ invoiceId, reason: parsed.data, ...(taxablePaise ? { taxablePaise } : {}) });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-2 space-y-2" aria-label={label}>
      <Field label={t('payments.creditReason')} error={error}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('payments.creditAmount')} hint={t('payments.creditAmountHint')}>
        {(props) => (
          <input
            {...props}
            inputMode="decimal"
            className={inputClass}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <ErrorBox message={credit.error?.message ?? null} />
      {credit.data && (
        <p role="status" className="text-sm text-green-800">
          {t('payments.creditIssued', { number: credit.data.data.creditNote.number })}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={credit.isPending}>
        {t('payments.creditSubmit')}
      </button>
    </form>
  );
}

function PaymentRow({ payment }: { payment: OpsPayment }) {
  const { t } = useTranslation('ops');
  const decide = useDecidePayment();
  const credit = useCreditInvoice();
  const [mode, setMode] = useState<'none' | 'reject' | 'credit'>('none');
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    if (mode === 'reject') decide.mutate({ id: payment.id, reason: parsed.data });
    else if (payment.invoiceId) {
      const taxablePaise = paiseOf(amount) ?? undefined;
      credit.mutate(
        { invoiceId: payment.invoiceId, reason: parsed.data, ...(taxablePaise ? { taxablePaise } : {}) },
        { onSuccess: () => setMode('none') },
      );
    }
  };
  const label = t('payments.rowLabel', { utr: payment.utr ?? '', invoice: payment.invoiceNumber });
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4" aria-label={label}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">
            {payment.company ?? t('payments.closedAccount')} · {formatPaise(payment.amountPaise)}
          </p>
          <p className="text-sm text-slate-700">
            {t('payments.utr')} <span className="font-mono">{payment.utr}</span> · {t('payments.invoice')}{' '}
            {payment.invoiceNumber} ({formatPaise(payment.invoiceTotalPaise)})
          </p>
          <p className="text-xs text-slate-600">
            {payment.email} · {formatIstDateTime(payment.createdAt, DATE_TIME)}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={primaryButtonClass}
            disabled={decide.isPending}
            onClick={() => decide.mutate({ id: payment.id })}
          >
            {t('payments.confirm')}
            <span className="sr-only"> {label}</span>
          </button>
          <button type="button" className={secondaryButtonClass} onClick={() => setMode('reject')}>
            {t('payments.reject')}
            <span className="sr-only"> {label}</span>
          </button>
          {payment.invoiceId && (
            <button type="button" className={secondaryButtonClass} onClick={() => setMode('credit')}>
              {t('payments.creditNote')}
              <span className="sr-only"> {label}</span>
            </button>
          )}
        </div>
      </div>
      <ErrorBox message={decide.error?.message ?? credit.error?.message ?? null} />
      {credit.data && (
        <p role="status" className="mt-2 text-sm text-green-800">
          {t('payments.creditIssued', { number: credit.data.data.creditNote.number })}
        </p>
      )}
      {mode !== 'none' && (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <Field
            label={mode === 'reject' ? t('payments.rejectReason') : t('payments.creditReason')}
            error={error}
          >
            {(props) => (
              <input
                {...props}
                className={inputClass}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          {mode === 'credit' && (
            <Field label={t('payments.creditAmount')} hint={t('payments.creditAmountHint')}>
              {(props) => (
                <input
                  {...props}
                  inputMode="decimal"
                  className={inputClass}
                  value={amount}
                  onChange={(e) => setAmount(e.target.value)}
                />
              )}
            </Field>
          )}
          <div className="flex gap-2">
            <button type="submit" className={primaryButtonClass}>
              {mode === 'reject' ? t('payments.rejectSubmit') : t('payments.creditSubmit')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setMode('none')}>
              {t('payments.cancel')}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}

export function PayoutForm({ partnerId = '' }: { partnerId?: string }) {
  const { t } = useTranslation('ops');
  const payout = useRecordPayout();
  const [values, setValues] = useState({ partnerId, amount: '', reference: '' });
  const [errors, setErrors] = useState<Partial<Record<'partnerId' | 'amountPaise' | 'reference', string>>>(
    {},
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = partnerPayoutRequestSchema.safeParse({
      partnerId: values.partnerId.trim(),
      amountPaise: paiseOf(values.amount) ?? 0,
      reference: values.reference,
    });
    if (!parsed.success) {
      const next: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof typeof errors;
        next[field] ??= field === 'amountPaise' ? t('payments.amountInvalid') : issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    payout.mutate(parsed.data);
  };
  const set = (field: keyof typeof values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-lg bg-white p-4">
      <p className="text-sm text-slate-700">{t('payments.payoutHelp')}</p>
      <div className="grid gap-3 md:grid-cols-3">
        <Field label={t('payments.partnerId')} error={errors.partnerId}>
          {(props) => (
            <input {...props} className={inputClass} value={values.partnerId} onChange={set('partnerId')} />
          )}
        </Field>
        <Field label={t('payments.payoutAmount')} error={errors.amountPaise}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              className={inputClass}
              value={values.amount}
              onChange={set('amount')}
            />
          )}
        </Field>
        <Field label={t('payments.reference')} error={errors.reference}>
          {(props) => (
            <input {...props} className={inputClass} value={values.reference} onChange={set('reference')} />
          )}
        </Field>
      </div>
      <ErrorBox message={payout.error?.message ?? null} />
      {payout.data && (
        <p role="status" className="text-sm text-green-800">
          {t('payments.payoutDone', {
            paid: formatPaise(payout.data.paidOutPaise),
            owed: formatPaise(payout.data.owedPaise),
          })}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={payout.isPending}>
        {t('payments.payoutSubmit')}
      </button>
    </form>
  );
}

/**
 * Payments (issue 33): UTRs waiting for the bank statement check, conflicts where two businesses claim one
 * UTR (`utrConflict`), confirm or reject with a reason, credit notes, and partner payouts.
 */
export function PaymentsScreen() {
  const { t } = useTranslation('ops');
  const payments = useOpsPayments();
  const all = payments.data ?? [];
  const conflicts = all.filter((p) => p.utrConflict);
  const waiting = all.filter((p) => !p.utrConflict);
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold">{t('payments.title')}</h1>
      <ErrorBox message={payments.error?.message ?? null} />
      {conflicts.length > 0 && (
        <section aria-labelledby="conflicts" className="space-y-2">
          <h2 id="conflicts" className="text-lg font-semibold text-red-800">
            {t('payments.conflicts')}
          </h2>
          <ul className="space-y-2">
            {conflicts.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="waiting" className="space-y-2">
        <h2 id="waiting" className="text-lg font-semibold">
          {t('payments.waiting')}
        </h2>
        {payments.isPending ? (
          <p className="text-slate-600">{t('layout.loading')}</p>
        ) : waiting.length === 0 ? (
          <p className="rounded-md bg-white p-4 text-slate-700">{t('payments.none')}</p>
        ) : (
          <ul className="space-y-2">
            {waiting.map((p) => (
              <PaymentRow key={p.id} payment={p} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="payouts" className="space-y-2">
        <h2 id="payouts" className="text-lg font-semibold">
          {t('payments.payouts')}
        </h2>
        <PayoutForm />
      </section>
    </div>
  );
}
