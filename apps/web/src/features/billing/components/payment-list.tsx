import { useTranslation } from 'react-i18next';
import { PAYMENT_STATUS_LABELS, type PaymentSummary } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';
import { DownloadButton } from './download-button';
import { formatInstantDay, formatPaise } from './format';

const STATUS_CLASS: Record<PaymentSummary['status'], string> = {
  'awaiting-confirmation': 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/** Payments with their status ('Awaiting confirmation' until the operator confirms) and, once confirmed, a receipt. */
export function PaymentList({
  payments,
  className = '',
}: {
  payments: PaymentSummary[];
  className?: string;
}) {
  const { t } = useTranslation('billing');
  const text = useDomainText();
  return (
    <ul className={`space-y-2 ${className}`}>
      {payments.map((p) => (
        <li
          key={p.id}
          className="rounded-md border border-slate-200 bg-white p-3 text-sm"
          data-testid="payment-item"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-semibold">{formatPaise(p.amountPaise)}</p>
              <p className="text-slate-600">
                {t('payments.meta', { date: formatInstantDay(p.createdAt), invoiceNumber: p.invoiceNumber })}
              </p>
              <p className="font-mono text-slate-700">
                {p.utr ? t('payments.utr', { utr: p.utr }) : t('payments.gateway')}
              </p>
            </div>
            <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATUS_CLASS[p.status]}`}>
              {text(PAYMENT_STATUS_LABELS[p.status])}
            </span>
          </div>
          {p.status === 'rejected' && p.rejectReason && (
            <p className="mt-1 text-red-800">{t('payments.rejected', { reason: p.rejectReason })}</p>
          )}
          {p.receiptUrl && p.receiptNumber && (
            <div className="mt-2">
              <DownloadButton pdfUrl={p.receiptUrl} number={p.receiptNumber} label={t('payments.receipt')} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
