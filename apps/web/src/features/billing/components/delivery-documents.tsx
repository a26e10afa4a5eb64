import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButtonClass } from '@/components/ui/field';
import { useDeliveryBilling } from '../api/get-delivery-billing';
import { DownloadButton } from './download-button';
import { PayInvoice } from './pay-invoice';

/**
 * A delivery's papers on the shipper's delivery details: the consignment note once a truck is assigned and the
 * tax invoice once it is delivered, which can be paid from here.
 */
export function DeliveryDocuments({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('billing');
  const billing = useDeliveryBilling(deliveryRowId);
  const [isPaying, setIsPaying] = useState(false);
  if (billing.isPending) return <p className="text-sm text-slate-600">{t('delivery.loading')}</p>;
  if (billing.error) return <p className="text-sm text-red-700">{billing.error.message}</p>;
  const { invoice, consignmentNote } = billing.data;
  return (
    <div className="space-y-2 text-sm" data-testid="delivery-documents">
      <h3 className="font-semibold">{t('delivery.title')}</h3>
      {!invoice && !consignmentNote && <p className="text-slate-600">{t('delivery.none')}</p>}
      <div className="flex flex-wrap gap-2">
        {consignmentNote && (
          <DownloadButton
            pdfUrl={consignmentNote.pdfUrl}
            number={consignmentNote.number}
            label={t('delivery.consignmentNote')}
          />
        )}
        {invoice && (
          <DownloadButton pdfUrl={invoice.pdfUrl} number={invoice.number} label={t('delivery.taxInvoice')} />
        )}
        {invoice && (
          <button
            type="button"
            className={secondaryButtonClass}
            aria-expanded={isPaying}
            onClick={() => setIsPaying((v) => !v)}
          >
            {isPaying ? t('invoice.hidePayment') : t('delivery.payment')}
          </button>
        )}
      </div>
      {invoice && isPaying && <PayInvoice invoiceId={invoice.id} number={invoice.number} />}
    </div>
  );
}
