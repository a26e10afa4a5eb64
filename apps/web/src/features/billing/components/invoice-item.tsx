import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INVOICE_LABELS, type CreditNoteSummary, type InvoiceListItem } from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { DownloadButton } from './download-button';
import { formatIsoDate, formatPaise, stateText } from './format';
import { PayInvoice } from './pay-invoice';

const STATE_CLASS: Record<InvoiceListItem['payment']['state'], string> = {
  unpaid: 'bg-amber-100 text-amber-900',
  'part-paid': 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  overpaid: 'bg-blue-100 text-blue-900',
};

export function InvoiceItem({ invoice }: { invoice: InvoiceListItem }) {
  const { t } = useTranslation('billing');
  const text = useDomainText();
  const [isPaying, setIsPaying] = useState(false);
  const { payment } = invoice;
  const canPay = payment.duePaise > 0 || payment.awaitingPaise > 0;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="invoice-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold" data-testid="invoice-number">
            {invoice.number}
          </p>
          <p className="text-sm text-slate-600">
            {t('invoice.meta', { date: formatIsoDate(invoice.date), deliveryId: invoice.deliveryId })}
          </p>
        </div>
        <div className="text-right">
          <p className="text-lg font-semibold">{formatPaise(invoice.totalPaise)}</p>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${STATE_CLASS[payment.state]}`}
            data-testid="invoice-payment-state"
          >
            {t(`invoice.state.${payment.state}`)}
          </span>
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">{text(INVOICE_LABELS.taxableValue)}</dt>
        <dd>{formatPaise(invoice.taxablePaise)}</dd>
        <dt className="text-slate-600">{t('invoice.gst', { rate: invoice.rateLabel })}</dt>
        <dd>
          {formatPaise(invoice.taxPaise)}
          {invoice.reverseCharge && t('invoice.reverseCharge')}
        </dd>
        <dt className="text-slate-600">{text(INVOICE_LABELS.placeOfSupply)}</dt>
        <dd>{stateText(invoice.placeOfSupply, text)}</dd>
      </dl>
      {payment.duePaise > 0 && (
        <p className="mt-2 text-sm font-medium">
          {t('invoice.due', { amount: formatPaise(payment.duePaise) })}
          {payment.awaitingPaise > 0 &&
            ` · ${t('invoice.awaiting', { amount: formatPaise(payment.awaitingPaise) })}`}
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <DownloadButton pdfUrl={invoice.pdfUrl} number={invoice.number} label={t('invoice.download')} />
        {canPay && (
          <button
            type="button"
            className={isPaying ? secondaryButtonClass : primaryButtonClass}
            aria-expanded={isPaying}
            onClick={() => setIsPaying((v) => !v)}
          >
            {isPaying ? t('invoice.hidePayment') : t('invoice.pay')}
          </button>
        )}
      </div>
      {isPaying && <PayInvoice invoiceId={invoice.id} number={invoice.number} />}
    </li>
  );
}

export function CreditNoteItem({ note }: { note: CreditNoteSummary }) {
  const { t } = useTranslation('billing');
  const text = useDomainText();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm" data-testid="credit-note-item">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono font-semibold">{note.number}</p>
          <p className="text-sm text-slate-600">
            {t('creditNote.meta', {
              date: formatIsoDate(note.date),
              invoiceNumber: note.invoiceNumber,
              reason: text(note.reason),
            })}
          </p>
        </div>
        <p className="text-lg font-semibold">{formatPaise(-note.totalPaise)}</p>
      </div>
      <div className="mt-2">
        <DownloadButton pdfUrl={note.pdfUrl} number={note.number} label={t('creditNote.download')} />
      </div>
    </li>
  );
}
