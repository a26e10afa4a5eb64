import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRupees, PAYMENT_STATUS_LABELS, submitUtrRequestSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useCreateGatewayOrder } from '../api/create-gateway-order';
import { useInvoicePayment } from '../api/get-invoice-payment';
import { useSubmitUtr } from '../api/submit-utr';
import { formatPaise } from './format';
import { PaymentList } from './payment-list';

/** A typed amount ('1250', '1,250.50', '₹1,250') to paise; undefined when empty, null when not an amount. */
function typedPaise(text: string): number | undefined | null {
  const parsed = parseRupees(text);
  if (parsed.ok) return parsed.paise;
  return parsed.problem === 'empty' ? undefined : null;
}

function UtrForm({ invoiceId }: { invoiceId: string }) {
  const { t } = useTranslation('billing');
  const submit = useSubmitUtr(invoiceId);
  const [utr, setUtr] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ utr?: string; amount?: string }>({});
  const [isDone, setIsDone] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amountPaise = typedPaise(amount);
    const parsed = submitUtrRequestSchema.safeParse({ utr, amountPaise: amountPaise ?? undefined });
    const next = {
      ...(parsed.success ? {} : { utr: parsed.error.issues[0]?.message }),
      ...(amountPaise === null ? { amount: t('pay.amountInvalid') } : {}),
    };
    setErrors(next);
    if (!parsed.success || amountPaise === null) return;
    submit.mutate(parsed.data, {
      onSuccess: () => {
        setIsDone(true);
        setUtr('');
        setAmount('');
      },
    });
  };
  return (
    <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3" aria-labelledby={`utr-${invoiceId}`}>
      <h4 id={`utr-${invoiceId}`} className="font-semibold">
        {t('pay.utrTitle')}
      </h4>
      <Field label={t('pay.utrLabel')} error={errors.utr} hint={t('pay.utrHint')}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            maxLength={32}
            value={utr}
            onChange={(e) => setUtr(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('pay.amountLabel')} error={errors.amount}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="decimal"
            maxLength={12}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
      <ErrorBox message={submit.error?.message ?? null} />
      {isDone && !submit.isPending && (
        <p role="status" className="text-sm text-green-800">
          {t('pay.submitted')}
        </p>
      )}
      <button type="submit" className={primaryButtonClass} disabled={submit.isPending}>
        {submit.isPending ? t('pay.submitting') : t('pay.submit')}
      </button>
    </form>
  );
}

/**
 * Paying one invoice: what is due, the UPI QR code and link for it (any UPI app), the UTR form for the payer to
 * tell us the transfer, online payment when the gateway is configured, and the invoice's payments so far.
 */
export function PayInvoice({ invoiceId, number }: { invoiceId: string; number: string }) {
  const text = useDomainText();
  const { t } = useTranslation('billing');
  const payment = useInvoicePayment(invoiceId);
  const online = useCreateGatewayOrder(invoiceId);
  if (payment.isPending) return <p className="text-sm text-slate-600">{t('pay.loading')}</p>;
  if (payment.error) return <ErrorBox message={payment.error.message} />;
  const { balance, upi, gateway, payments } = payment.data;
  return (
    <section
      aria-labelledby={`pay-${invoiceId}`}
      className="mt-3 rounded-md bg-slate-50 p-3"
      data-testid="pay-invoice"
    >
      <h3 id={`pay-${invoiceId}`} className="font-semibold">
        {t('pay.title', { number })}
      </h3>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{t('pay.due')}</dt>
        <dd className="font-semibold" data-testid="pay-due">
          {formatPaise(balance.duePaise)}
        </dd>
        <dt className="text-slate-600">{t('pay.paid')}</dt>
        <dd>{formatPaise(balance.paidPaise)}</dd>
        {balance.awaitingPaise > 0 && (
          <>
            <dt className="text-slate-600">{text(PAYMENT_STATUS_LABELS['awaiting-confirmation'])}</dt>
            <dd>{formatPaise(balance.awaitingPaise)}</dd>
          </>
        )}
      </dl>
      {balance.duePaise === 0 && <p className="mt-2 text-sm">{t('pay.nothingDue')}</p>}
      {balance.overpaidPaise > 0 && (
        <p className="mt-2 text-sm">{t('pay.overpaid', { amount: formatPaise(balance.overpaidPaise) })}</p>
      )}
      {balance.awaitingPaise > 0 && (
        <p role="status" className="mt-2 text-sm text-amber-800">
          {t('pay.awaitingNote', { amount: formatPaise(balance.awaitingPaise) })}
        </p>
      )}
      {upi && (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(upi.qrSvg)}`}
            alt={t('pay.qrAlt', { amount: formatPaise(upi.amountPaise), number })}
            width={192}
            height={192}
            className="h-48 w-48 shrink-0 rounded border border-slate-200 bg-white"
          />
          <div className="min-w-0 text-sm">
            <p>
              {t('pay.scan', { amount: formatPaise(upi.amountPaise), payee: upi.payeeName, vpa: upi.vpa })}
            </p>
            <a href={upi.link} className={`${secondaryButtonClass} mt-2 inline-block`}>
              {t('pay.openApp')}
            </a>
            {gateway && (
              <div className="mt-2">
                <button
                  type="button"
                  className={primaryButtonClass}
                  onClick={() => online.mutate()}
                  disabled={online.isPending}
                >
                  {online.isPending ? t('pay.onlineBusy') : t('pay.online')}
                </button>
                <ErrorBox message={online.error?.message ?? null} />
              </div>
            )}
          </div>
        </div>
      )}
      {balance.payablePaise > 0 && <UtrForm invoiceId={invoiceId} />}
      {payments.length > 0 && <PaymentList payments={payments} className="mt-4" />}
    </section>
  );
}
